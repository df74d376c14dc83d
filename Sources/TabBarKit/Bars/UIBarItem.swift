import Foundation

/// What bar button items and tab bar items share: a title, an image, a tag, enabled.
/// Bars that show an item watch it and redraw when it changes.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    public override init() { super.init() }

    /// UIKit decodes items from nibs; with none on Linux nothing is read and the item starts
    /// empty, so ported subclasses keep their `required init?(coder:)`.
    public required init?(coder: NSCoder) { super.init() }

    /// Called on objects loaded from a nib. There are none on Linux: declared so that
    /// overrides keep compiling; it is never called.
    open func awakeFromNib() {}

    /// Key-value coding as far as Linux has it (`UnknownKey`): UIKit code reads one key of a
    /// bar item, a tab bar item's "view" (the view that shows it, to animate it;
    /// UITabBarItem answers it); any other key is refused by name.
    open func value(forKey key: String) -> Any? {
        UnknownKey.read(key, of: self)
    }

    /// The counterpart of `value(forKey:)`: no key of a bar item can be set; ignored, with a message.
    open func setValue(_ value: Any?, forKey key: String) {
        UnknownKey.write(key, of: self)
    }

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
    open var accessibilityValue: String?
    /// Added to the traits of the control that shows the item (a tab's button keeps `.button`).
    open var accessibilityTraits: UIAccessibilityTraits = .none { didSet { itemDidChange() } }

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
