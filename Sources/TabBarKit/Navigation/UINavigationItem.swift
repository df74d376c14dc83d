import Foundation

/// What a navigation bar shows while its controller is on top: the title (or a title
/// view), the back button the next controller gets, and the left and right items.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    public init(title: String) {
        self.title = title
    }

    public required init?(coder: NSCoder) {}

    open var title: String? { didSet { itemDidChange() } }
    open var titleView: UIView? { didSet { itemDidChange() } }
    open var prompt: String?
    /// The title of the back button shown when this item is under the top one.
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    open var hidesBackButton = false { didSet { itemDidChange() } }
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }

    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// The bar showing this item redraws when it (or one of its buttons) changes.
    @preconcurrency var changeHandler: (@MainActor () -> Void)?

    private func itemDidChange() {
        changeHandler?()
    }
}
