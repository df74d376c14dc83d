import Foundation
import Logging
import TabBarKit

/// The base of a tab bar controller whose bar the app designs itself: its own view holds a
/// content container and a bar of the app's views and buttons, laid out with constraints.
/// The base keeps the tabs as children, shows the selected one in the content container
/// with the appearance calls a `UITabBarController` makes, asks the delegate before a
/// change, and hides and shows the bar by its size constraints. Control-digit selects a tab,
/// and state restoration keeps the selected tab by its restoration identifier.
///
/// A subclass builds its view, then names what the base needs by overriding
/// `contentContainer`, `tabBarSizeConstraints`, `constraintsRelaxedWhileTabBarHidden` and
/// `shownTabBarSize`, and hears selection changes in `selectionDidChange(to:)` to restyle
/// its buttons.
@preconcurrency @MainActor
open class SelfDesignedTabBarController: UIViewController {
    static let log = Logger(label: "TabBarKitExtras.SelfDesignedTabBarController")

    /// The tabs. Setting them makes them the children and selects the first.
    public var viewControllers: [UIViewController] = [] {
        didSet { replaceTabs(oldValue) }
    }
    /// The selected tab's index; NSNotFound while there are no tabs.
    public private(set) var selectedIndex = NSNotFound
    /// Asked before a tap, a key or `select(_:)` changes the selection, and can refuse it;
    /// restoration does not ask.
    public weak var delegate: (any SelfDesignedTabBarControllerDelegate)?

    /// The selected tab, or nil while there are none. Setting one that is not a tab logs
    /// and changes nothing.
    public var selectedViewController: UIViewController? {
        get { viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil }
        set {
            guard let newValue else { return }
            guard let index = viewControllers.firstIndex(where: { $0 === newValue }) else {
                return Self.log.warning("selectedViewController: \(type(of: newValue)) is not one of the tabs; the selection stays")
            }
            select(index)
        }
    }

    // MARK: What the subclass names

    /// Where the selected tab's view goes, filling it. The controller's view by default.
    open var contentContainer: UIView { view }
    /// The constraints that give the bar its size (its height, usually): 0 while hidden.
    open var tabBarSizeConstraints: [NSLayoutConstraint] { [] }
    /// The constraints inside the bar that cannot hold at size 0 (a button's insets from
    /// the bar's edges): deactivated while the bar is hidden, active again when shown.
    open var constraintsRelaxedWhileTabBarHidden: [NSLayoutConstraint] { [] }
    /// The size constraints' constant while the bar shows.
    open var shownTabBarSize: CGFloat { 49 }
    /// Called after the selection changed (by a tap, code or restoration).
    open func selectionDidChange(to index: Int) {}

    // MARK: Selection

    /// Selects tab `index` as a tap on its button would: the delegate is asked first. An
    /// index out of range logs and changes nothing. Returns whether the tab is selected.
    @discardableResult
    public func select(_ index: Int) -> Bool {
        guard viewControllers.indices.contains(index) else {
            Self.log.warning("select(\(index)): there are \(viewControllers.count) tabs; the selection stays")
            return false
        }
        guard index != selectedIndex else { return true }
        let incoming = viewControllers[index]
        if let delegate, !delegate.selfDesignedTabBarController(self, shouldSelect: incoming) { return false }
        show(index)
        return true
    }

    /// Puts tab `index` on screen: B's view in, B will appear, A will and did disappear,
    /// B did appear, as a tab bar controller switches.
    func show(_ index: Int) {
        let outgoing = selectedViewController
        let incoming = viewControllers[index]
        selectedIndex = index
        guard isViewLoaded else { return selectionDidChange(to: index) }
        let onScreen = view.window != nil
        install(incoming)
        if onScreen {
            incoming.beginAppearanceTransition(true, animated: false)
            outgoing?.beginAppearanceTransition(false, animated: false)
        }
        outgoing?.viewIfLoaded?.removeFromSuperview()
        if onScreen {
            outgoing?.endAppearanceTransition()
            incoming.endAppearanceTransition()
        }
        selectionDidChange(to: index)
    }

    private func install(_ child: UIViewController) {
        let container = contentContainer
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
    }

    private func replaceTabs(_ old: [UIViewController]) {
        let shown = selectedViewController(in: old)
        let onScreen = isViewLoaded && view.window != nil
        for child in old where !viewControllers.contains(where: { $0 === child }) {
            if child === shown, onScreen { child.beginAppearanceTransition(false, animated: false) }
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
            if child === shown, onScreen { child.endAppearanceTransition() }
        }
        for child in viewControllers where child.parent !== self {
            addChild(child)
            child.didMove(toParent: self)
        }
        selectedIndex = NSNotFound
        if let kept = shown, let index = viewControllers.firstIndex(where: { $0 === kept }) {
            selectedIndex = index
            selectionDidChange(to: index)
        } else if !viewControllers.isEmpty {
            show(0)
        }
    }

    private func selectedViewController(in tabs: [UIViewController]) -> UIViewController? {
        tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil
    }

    // MARK: Appearance, forwarded to the selected tab only

    /// False: the controller passes appearance calls to the selected tab only.
    override open var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Puts the selected tab's view into `contentContainer`; a subclass calls it once its
    /// container exists.
    override open func viewDidLoad() {
        super.viewDidLoad()
        if let selected = selectedViewController { install(selected) }
    }

    /// Passes the appearance call on to the selected tab.
    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        selectedViewController?.beginAppearanceTransition(true, animated: animated)
    }

    /// Passes the appearance call on to the selected tab.
    override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        selectedViewController?.endAppearanceTransition()
    }

    /// Passes the appearance call on to the selected tab.
    override open func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        selectedViewController?.beginAppearanceTransition(false, animated: animated)
    }

    /// Passes the appearance call on to the selected tab.
    override open func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        selectedViewController?.endAppearanceTransition()
    }

    // MARK: State restoration (SelfDesignedTabBarController+Restoration.swift)

    /// Saves the selected tab by its restoration identifier, as a tab bar controller does.
    override open func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        encodeSelection(with: coder)
    }

    /// Selects the saved tab again, found by its restoration identifier, without asking the
    /// delegate; a tab that no longer exists leaves the selection as it is.
    override open func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        decodeSelection(with: coder)
    }

    // MARK: Keyboard (SelfDesignedTabBarController+Keyboard.swift); other keys go up the chain

    /// Control (or Command) with 1–9 selects the tab at that place, asking the delegate as a
    /// tap does; other presses go on up the responder chain.
    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = handleKeys(presses)
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    /// Keeps the ends of the tab selection keys; other presses go on up the responder chain.
    override open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { tabIndex(selectedBy: $0) == nil }
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    /// Keeps the cancellations of the tab selection keys; other presses go on up the responder
    /// chain.
    override open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { tabIndex(selectedBy: $0) == nil }
        if !others.isEmpty { super.pressesCancelled(others, with: event) }
    }
}
