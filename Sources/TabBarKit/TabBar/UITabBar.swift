import Foundation

/// The bar of tabs along the bottom of the screen: one button per item, the selected one
/// in the tint colour. A tab bar controller's bar is driven by the controller; changing its
/// items or selection directly is refused, as UIKit does.
@preconcurrency @MainActor
open class UITabBar: UIView {
    public enum ItemPositioning: Int, Sendable {
        case automatic = 0, fill, centered
    }

    /// UIKit's translucent light bar colour (over a blur) and its hairline
    /// (docs/reference/TAB_BAR_COLOURS.md, "Bar background"; TAB_BAR_METRICS.md, "Hairline").
    static let translucentColor = UIColor(rgb: 0xF8F8F8, alpha: 0.8)
    static let hairlineColor = UIColor(white: 0, alpha: 0.3)
    /// The unselected gray, white level 0.5725 (docs/reference/TAB_BAR_COLOURS.md, "Item colours").
    static let unselectedGray = UIColor(white: 0.5725, alpha: 1)

    /// Told of selections and customizing. A tab bar controller is its bar's delegate, and
    /// that is the one way the bar reaches it: the controller alone then changes the items
    /// and selection, and the delegate cannot be changed (UIKit raises; this logs).
    public weak var delegate: UITabBarDelegate? {
        get { storedDelegate }
        set {
            if let controller = managingController, newValue !== controller {
                Log.viewControllers.error(
                    "UITabBar.delegate: a tab bar managed by a tab bar controller keeps the controller as its delegate; ignored")
                return
            }
            storedDelegate = newValue
        }
    }
    private weak var storedDelegate: UITabBarDelegate?

    /// The tab bar controller that manages this bar: its delegate, when it is that
    /// controller's bar.
    var managingController: UITabBarController? {
        guard let controller = storedDelegate as? UITabBarController, controller.tabBar === self else { return nil }
        return controller
    }

    /// The controller lets go of a bar it no longer manages (UITabBarController+BarReplacement.swift).
    func releaseFromController() {
        storedDelegate = nil
    }

    private(set) var storedItems: [UITabBarItem] = []

    open var items: [UITabBarItem]? {
        get { storedItems.isEmpty ? nil : storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// The selected item, one of `items`; anything else is refused.
    open var selectedItem: UITabBarItem? {
        get { storedSelectedItem }
        set {
            guard !isOwnedByController("selectedItem") else { return }
            guard let newValue else { showSelectedItem(nil); return }
            guard storedItems.contains(where: { $0 === newValue }) else {
                Log.viewControllers.error("UITabBar.selectedItem: the item is not in the bar's items; ignored")
                return
            }
            showSelectedItem(newValue)
        }
    }
    private weak var storedSelectedItem: UITabBarItem?

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        guard !isOwnedByController("setItems") else { return }
        showItems(items ?? [], animated: animated)
    }

    // MARK: Look (legacy properties; the appearance objects override them when set)

    open var unselectedItemTintColor: UIColor? { didSet { appearancePropertyDidChange(\.unselectedItemTintColor); lookDidChange() } }
    open var barTintColor: UIColor? { didSet { appearancePropertyDidChange(\.barTintColor); lookDidChange() } }
    open var barStyle: UIBarStyle = .default { didSet { appearancePropertyDidChange(\.barStyle); lookDidChange() } }
    open var isTranslucent = true { didSet { lookDidChange() } }
    open var backgroundImage: UIImage? { didSet { appearancePropertyDidChange(\.backgroundImage); lookDidChange() } }
    open var shadowImage: UIImage? { didSet { appearancePropertyDidChange(\.shadowImage); lookDidChange() } }
    open var selectionIndicatorImage: UIImage? { didSet { appearancePropertyDidChange(\.selectionIndicatorImage); lookDidChange() } }
    open var itemPositioning: ItemPositioning = .automatic {
        didSet {
            appearancePropertyDidChange(\.itemPositioning); cachedLegacyAppearance = nil; setNeedsLayout()
        }
    }
    /// Width of centred items; 0 means the system's 80 points.
    open var itemWidth: CGFloat = 0 {
        didSet {
            appearancePropertyDidChange(\.itemWidth); cachedLegacyAppearance = nil; setNeedsLayout()
        }
    }
    /// Space between centred items; 0 means the system's 30 points.
    open var itemSpacing: CGFloat = 0 {
        didSet {
            appearancePropertyDidChange(\.itemSpacing); cachedLegacyAppearance = nil; setNeedsLayout()
        }
    }

    /// The look while content scrolls under the bar. Copied when set and when read.
    open var standardAppearance: UITabBarAppearance {
        get { (storedStandardAppearance ?? legacyAppearance).copy() }
        set { storedStandardAppearance = newValue.copy(); appearancePropertyDidChange(\.standardAppearance); lookDidChange() }
    }

    /// The look while scrolled content's edge meets the bar; nil means a transparent
    /// version of the standard look when one was set (UIKit since iOS 15).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { storedScrollEdgeAppearance?.copy() }
        set {
            storedScrollEdgeAppearance = newValue?.copy()
            appearancePropertyDidChange(\.scrollEdgeAppearance)
            lookDidChange()
        }
    }

    private(set) var storedStandardAppearance: UITabBarAppearance?
    private(set) var storedScrollEdgeAppearance: UITabBarAppearance?

    /// Set by the owning controller when the selected content's scrolling edge meets the bar.
    var isAtScrollEdge = false { didSet { if isAtScrollEdge != oldValue { lookDidChange() } } }

    // MARK: Views (made in UITabBar+Content.swift, styled in +Look.swift, placed in +Layout.swift)

    /// The bar's first subview, as UIKit's bar background is: it holds the blur, background
    /// and hairline, and here the selection indicator too (over them, under the buttons), so
    /// the buttons follow it directly (code that animates a tab reaches item `i` as
    /// `subviews[i + 1]`).
    let barBackground = UIView()
    /// The appearance's blur, under the background colour and image.
    let backgroundEffectView = UIVisualEffectView(effect: nil)
    /// The background colour and image, the bar's full height (the safe-area strip too).
    let backgroundView = UIImageView()
    /// The hairline or shadow image, just above the bar's top edge.
    let shadowView = UIImageView()
    let selectionIndicatorView = UIImageView()
    /// One button per item, in item order (which is also the reading order).
    var buttons: [TabBarButton] = []
    /// The style and direction the buttons were last styled for; layout restyles on a change.
    var styledLayout: (style: UITabBarItemAppearance.Style, rightToLeft: Bool)?
    /// The appearance object (a stored one; nil for the legacy look) last applied, and the
    /// selected item then: a selection that brings another appearance restyles everything.
    weak var appliedAppearance: UITabBarAppearance?
    /// `legacyAppearance`, kept until a legacy property, the traits or the window change.
    var cachedLegacyAppearance: UITabBarAppearance?
    weak var styledSelectedItem: UITabBarItem?
    private var customAccessibilityElements: [Any]?
    /// The customizing session while the Configure sheet is up (UITabBar+Customizing.swift).
    var customizer: TabBarCustomizer?
    /// Decorations told of layout and selection (UITabBar+ExtrasHooks.swift).
    var decorationObservers: [(token: Int, body: (DecorationEvent) -> Void)] = []
    var nextDecorationObserver = 0
    /// Decorations that take touches where they stand out of the bar.
    var touchableDecorations: [WeakDecoration] = []

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    // MARK: Overrides (in the class body: overrides in extensions are not allowed here)

    /// The item row (49, 32 or 50 points: docs/reference/TAB_BAR_METRICS.md, "Bar heights") plus
    /// the window's bottom safe area, which the background fills below the items.
    /// As tall as `sizeThatFits` says (the item row and the home indicator's strip); any width.
    override open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(bounds.size).height)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: itemRowHeight + (window?.safeAreaInsets.bottom ?? 0))
    }

    override open func layoutSubviews() {
        layOutBar()
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        restyleButtons()
    }

    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        lookDidChange()
    }

    override open func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { applyItemAppearance(to: storedItems) }
        lookDidChange()
    }

    /// Lays out first: synthesized touches can come before the next layout pass (no run-loop
    /// turn lies between a change of items and a tap), and must find the buttons where the
    /// items are now.
    override open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if needsLayout { layoutIfNeeded() }
        return super.hitTest(point, with: event)
    }

    /// Inside the bar, or on a decoration that stands out of it and takes touches.
    override open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event) || (!touchableDecorations.isEmpty && isOnTouchableDecoration(point, with: event))
    }

    /// The tab buttons in reading order, unless set otherwise.
    override open var accessibilityElements: [Any]? {
        get { customAccessibilityElements ?? buttons }
        set { customAccessibilityElements = newValue }
    }

    // MARK: Customizing (UITabBar+Customizing.swift)

    /// Shows the Configure sheet with `items`; the bar's slots holding one of them may be
    /// replaced. Refused while a session runs.
    open func beginCustomizingItems(_ items: [UITabBarItem]) {
        // A controller's bar moves the controller's tabs, not just its own items.
        if let controller = managingController {
            controller.beginCustomizing(items)
            return
        }
        startCustomizing(
            items,
            canReplace: { [weak self] item in
                self?.storedItems.contains { $0 === item } == true && items.contains { $0 === item }
            },
            place: { [weak self] item, slot in
                self?.putStandalone(item, at: slot) ?? false
            })
    }

    /// Dismisses the Configure sheet; returns whether the bar's items changed.
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool {
        guard let customizer else { return false }
        return customizer.end(animated: animated)
    }

    /// Whether the Configure sheet is up (from the begin call until it has slid away).
    open var isCustomizing: Bool { customizer != nil }

    // MARK: Driven by the owner

    /// Shows `items`, watching each for changes, and keeps the selection if its item stays.
    func showItems(_ items: [UITabBarItem], animated: Bool) {
        for item in storedItems where !items.contains(where: { $0 === item }) { item.stopObserving(by: self) }
        storedItems = items
        if window != nil { applyItemAppearance(to: items) }
        for item in items { item.observe(by: self) { [weak self, weak item] in if let item { self?.itemDidChange(item) } } }
        if let selected = storedSelectedItem, !items.contains(where: { $0 === selected }) { storedSelectedItem = nil }
        itemsDidChange(animated: animated)
    }

    func showSelectedItem(_ item: UITabBarItem?) {
        guard item !== storedSelectedItem else { return }
        storedSelectedItem = item
        selectionDidChange()
    }

    /// A tap on an enabled item: the owning controller decides; a standalone bar selects
    /// the item and tells its delegate, also when it was already selected.
    func userSelected(_ item: UITabBarItem) {
        guard item.isEnabled, storedItems.contains(where: { $0 === item }) else { return }
        if let controller = managingController {
            controller.userSelected(item)
        } else {
            showSelectedItem(item)
            delegate?.tabBar(self, didSelect: item)
        }
    }

    private func isOwnedByController(_ method: String) -> Bool {
        guard managingController != nil else { return false }
        Log.viewControllers.error("UITabBar.\(method): a tab bar managed by a tab bar controller cannot be modified directly; ignored")
        return true
    }
}
