import Foundation
import Logging
@_spi(TabBarKitExtras) import TabBarKit

/// A round button in the middle of a standard `UITabBarController`'s bar, rising above its
/// top edge: it selects a tab (asking and telling the delegate as a tap on the bar does, and
/// showing `isSelected` while that tab is selected) or runs an action.
///
/// The button becomes a subview of the bar, so it hides and slides with the bar
/// (`hidesBottomBarWhenPushed`, `isHidden`), and the bar takes touches on the part above
/// its edge. The middle item stays under the button: give that tab an empty item, or
/// leave it out when the button runs an action.
///
/// ```swift
/// let plus = UIButton(type: .custom)
/// plus.setImage(UIImage(systemName: "plus"), for: .normal)
/// TabBarCentreButton(button: plus, selectingTabAt: 2).attach(to: tabBarController)
/// ```
@preconcurrency @MainActor
public final class TabBarCentreButton: NSObject {
    /// What a tap on the button does.
    public enum Role {
        /// Selects the tab at this index of `viewControllers`.
        case selectsTab(at: Int)
        /// Runs this action; the selection stays.
        case performs(UIAction)
    }

    /// The round button; it becomes a subview of the bar while attached.
    public let button: UIButton
    /// What a tap on the button does.
    public let role: Role
    /// The button's width and height.
    public var diameter: CGFloat = 56 { didSet { place() } }
    /// How far the button's top stands above the bar's top edge.
    public var rise: CGFloat = 16 { didSet { place() } }
    /// The controller whose bar holds the button.
    public private(set) weak var tabBarController: UITabBarController?
    private var observation: Int?
    private static let log = Logger(label: "TabBarKitExtras.TabBarCentreButton")

    /// A button that selects the tab at `index` of the controller's `viewControllers`.
    public convenience init(button: UIButton, selectingTabAt index: Int) {
        self.init(button: button, role: .selectsTab(at: index))
    }

    /// A button that runs `action`; the selection stays.
    public convenience init(button: UIButton, action: UIAction) {
        self.init(button: button, role: .performs(action))
    }

    /// A button that does what `role` says; `attach(to:)` puts it on a controller's bar.
    public init(button: UIButton, role: Role) {
        self.button = button
        self.role = role
        super.init()
        button.addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)
    }

    /// Puts the button on `tabBarController`'s bar; the bar keeps it until `detach()`.
    public func attach(to tabBarController: UITabBarController) {
        detach()
        self.tabBarController = tabBarController
        let bar = tabBarController.tabBar
        bar.addDecorationReceivingTouches(button)
        observation = bar.addDecorationObserver { [self] _ in
            place()
            showSelection()
        }
        place()
        showSelection()
    }

    /// Takes the button off the bar.
    public func detach() {
        if let bar = tabBarController?.tabBar, let observation { bar.removeDecorationObserver(observation) }
        observation = nil
        if button.superview === tabBarController?.tabBar { button.removeFromSuperview() }
        tabBarController = nil
    }

    private func place() {
        guard let bar = tabBarController?.tabBar, button.superview === bar else { return }
        let frame = CGRect(x: bar.bounds.midX - diameter / 2, y: -rise, width: diameter, height: diameter)
        guard button.frame != frame else { return }
        UIView.performWithoutAnimation { button.frame = frame }
        button.layer.cornerRadius = diameter / 2
    }

    /// The button shows as selected while its tab is.
    private func showSelection() {
        guard case .selectsTab(let index) = role, let tabs = tabBarController else { return }
        let selected = tabs.selectedIndex == index
        if button.isSelected != selected { button.isSelected = selected }
    }

    private func tapped() {
        guard let tabs = tabBarController else { return }
        switch role {
        case .performs(let action):
            button.sendAction(action)
        case .selectsTab(let index):
            guard let controllers = tabs.viewControllers, controllers.indices.contains(index) else {
                return Self.log.warning(
                    "the centre button selects tab \(index), but the controller has \(tabs.viewControllers?.count ?? 0) tabs; nothing selected"
                )
            }
            let tab = controllers[index]
            // As a tap on the bar: the delegate may refuse, and hears of the selection.
            if let delegate = tabs.delegate, !delegate.tabBarController(tabs, shouldSelect: tab) { return }
            tabs.selectedViewController = tab
            tabs.delegate?.tabBarController(tabs, didSelect: tab)
            showSelection()
        }
    }
}
