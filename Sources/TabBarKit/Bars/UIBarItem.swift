import Foundation

/// What bar button items and tab bar items share: a title, an image, a tag, enabled.
/// Bars that show an item watch it and redraw when it changes.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    public override init() { super.init() }

    /// UIKit's bar items decode from nibs; nothing is read here (there are none), as for views.
    public required init?(coder: NSCoder) { super.init() }

    /// Proxy or instance, and which appearance properties this item's code set (Appearance/).
    var appearanceState = AppearanceState()

    open var title: String? { didSet { itemDidChange() } }
    open var image: UIImage? { didSet { itemDidChange() } }
    open var landscapeImagePhone: UIImage? { didSet { itemDidChange() } }
    open var imageInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    open var tag = 0
    open var isEnabled = true { didSet { itemDidChange() } }
    /// Read by assistive tools in place of the title when set.
    open var accessibilityLabel: String? { didSet { itemDidChange() } }
    open var accessibilityHint: String?
    open var accessibilityIdentifier: String?

    private var titleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        appearanceSetterDidRun(key: AppearanceKey.titleTextAttributes(state.rawValue)) {
            $0.setTitleTextAttributes(attributes, for: state)
        }
        itemDidChange()
    }

    /// The attributes set for `state`; nil when none were (UIKit does not fall back here).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: Watching

    private var observers: [Observer] = []

    /// Calls `handler` after every change while `owner` lives.
    func observe(by owner: AnyObject, _ handler: @escaping () -> Void) {
        observers.removeAll { $0.owner == nil || $0.owner === owner }
        observers.append(Observer(owner: owner, handler: handler))
    }

    func stopObserving(by owner: AnyObject) {
        observers.removeAll { $0.owner == nil || $0.owner === owner }
    }

    func itemDidChange() {
        for observer in observers where observer.owner != nil { observer.handler() }
    }

    private struct Observer {
        weak var owner: AnyObject?
        let handler: () -> Void
    }
}
