import Foundation

/// Tells a standalone navigation bar's owner about pushes and pops of its items.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: NSObjectProtocol {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black = 1
}

/// The bar across the top of a navigation stack: the top item's title, a back button with
/// the previous item's title, and the top item's left and right buttons.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// UIKit's bar height on phones and iPads (the status bar area is added above it).
    public static let standardHeight: CGFloat = 44
    /// The hairline under the bar.
    static let hairlineColor = UIColor(white: 0, alpha: 0.3)
    /// Leading margin of the back chevron and the side margin of other items.
    static let backMargin: CGFloat = 8
    static let itemMargin: CGFloat = 16
    static let itemSpacing: CGFloat = 8

    public weak var delegate: UINavigationBarDelegate?
    /// The controller that owns this bar; a tap on Back pops its stack.
    weak var navigationController: UINavigationController?

    open var barStyle: UIBarStyle = .default { didSet { appearancePropertyDidChange(\.barStyle); updateBackground() } }
    open var isTranslucent = true { didSet { appearancePropertyDidChange(\.isTranslucent); updateBackground() } }
    open var barTintColor: UIColor? { didSet { appearancePropertyDidChange(\.barTintColor); updateBackground() } }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { appearancePropertyDidChange(\.titleTextAttributes); rebuildContent() }
    }
    /// Stored for ported code; large titles are not drawn (<doc:DEVIATIONS>).
    open var prefersLargeTitles = false
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?

    /// The look while content scrolls under the bar; copied when set and when read. Unset,
    /// it reads as an appearance made from the legacy properties' defaults.
    open var standardAppearance: UINavigationBarAppearance {
        get { storedStandardAppearance?.copy() ?? UINavigationBarAppearance() }
        set { storedStandardAppearance = newValue.copy(); appearancePropertyDidChange(\.standardAppearance); updateBackground() }
    }
    /// The look in compact height (a phone in landscape); nil uses the standard one.
    open var compactAppearance: UINavigationBarAppearance? {
        get { storedCompactAppearance?.copy() }
        set { storedCompactAppearance = newValue?.copy(); appearancePropertyDidChange(\.compactAppearance); updateBackground() }
    }
    /// The looks at the scroll edge; kept for ported code (the scroll edge is not tracked).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy() }
    }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy() }
    }
    private(set) var storedStandardAppearance: UINavigationBarAppearance?
    private(set) var storedCompactAppearance: UINavigationBarAppearance?

    public private(set) var items: [UINavigationItem]? = []
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// How far the background reaches above the bar (under the status bar).
    var backgroundExtension: CGFloat = 0 { didSet { setNeedsLayout() } }

    /// The translucent bar's material, under a bar tint colour.
    let backgroundEffectView = UIVisualEffectView(effect: nil)
    let backgroundView = UIImageView()
    let hairline = UIView()
    let titleLabel = UILabel()
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    private var titleView: UIView?
    private var leftViews: [BarButtonView] = []
    private var rightViews: [BarButtonView] = []

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        backgroundView.isUserInteractionEnabled = false
        hairline.isUserInteractionEnabled = false
        hairline.backgroundColor = Self.hairlineColor
        backgroundEffectView.isUserInteractionEnabled = false
        addSubview(backgroundEffectView)
        addSubview(backgroundView)
        addSubview(hairline)
        titleLabel.font = Self.titleFont
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        updateBackground()
    }

    /// Compact height may bring the compact appearance.
    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if storedCompactAppearance != nil { updateBackground() }
    }

    /// The bar's standard height; any width.
    override open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight)
    }

    // MARK: Items

    /// Replaces the items of a standalone bar. A navigation controller's bar shows its
    /// stack: changing it here is refused, as UIKit does.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard !isOwnedByController("setItems") else { return }
        showItems(items ?? [])
    }

    /// Shows `items`, watching each for changes.
    func showItems(_ items: [UINavigationItem]) {
        for item in self.items ?? [] { item.changeHandler = nil }
        self.items = items
        for item in items { item.changeHandler = { [weak self] in self?.rebuildContent() } }
        rebuildContent()
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard !isOwnedByController("pushItem") else { return }
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        showItems((items ?? []) + [item])
        delegate?.navigationBar(self, didPush: item)
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard !isOwnedByController("popItem") else { return nil }
        guard let top = topItem, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        showItems(Array((items ?? []).dropLast()))
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// A navigation controller's bar shows its stack; changing it directly is refused, as
    /// UIKit does, with a message that says so.
    private func isOwnedByController(_ method: String) -> Bool {
        guard navigationController != nil else { return false }
        Log.viewControllers.error("UINavigationBar.\(method): a navigation controller's bar is changed through the controller; ignored")
        return true
    }

    // MARK: Content

    func updateBackground() {
        if let appearance = shownAppearance { apply(appearance) } else { applyLegacyBackground() }
        styleTitle()
    }

    /// Without an appearance object the bar's own properties decide its look.
    private func applyLegacyBackground() {
        hairline.isHidden = false
        hairline.backgroundColor = Self.hairlineColor
        backgroundView.image = nil
        // Translucent: the system chrome material, a bar tint colour over it.
        backgroundEffectView.effect =
            isTranslucent
            ? UIBlurEffect(style: barStyle == .black ? .systemChromeMaterialDark : .systemChromeMaterial) : nil
        backgroundEffectView.isHidden = !isTranslucent
        if let barTintColor {
            backgroundView.backgroundColor = isTranslucent ? barTintColor.withAlphaComponent(0.94) : barTintColor
        } else {
            backgroundView.backgroundColor = isTranslucent ? nil : barStyle == .black ? .black : .white
        }
    }

    /// The title's font and colour: the shown appearance's attributes, else the legacy ones.
    private func styleTitle() {
        let appearance = shownAppearance
        let attributes = appearance?.titleTextAttributes ?? titleTextAttributes ?? [:]
        titleLabel.font = attributes[.font] as? UIFont ?? Self.titleFont
        let legacyColor: UIColor = appearance == nil && barStyle == .black ? .white : .label
        titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? legacyColor
    }

    private func rebuildContent() {
        for view in leftViews + rightViews {
            view.item?.stopObserving(by: self)
            view.removeFromSuperview()
        }
        titleView?.removeFromSuperview()
        titleView = nil
        leftViews = []
        rightViews = []
        guard let top = topItem else {
            titleLabel.text = nil
            return
        }
        if let custom = top.titleView {
            titleView = custom
            addSubview(custom)
            titleLabel.text = nil
        } else {
            titleLabel.text = top.title
            styleTitle()
        }
        let showsBack =
            backItem != nil && !top.hidesBackButton
            && (top.leftBarButtonItems?.isEmpty ?? true || top.leftItemsSupplementBackButton)
        if showsBack, let back = backItem {
            let button = BarButtonView(item: nil, backTitle: back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back")
            button.onTap = { [weak self] in self?.backTapped() }
            leftViews.append(button)
        }
        for item in top.leftBarButtonItems ?? [] { leftViews.append(buttonView(for: item)) }
        for item in top.rightBarButtonItems ?? [] { rightViews.append(buttonView(for: item)) }
        for view in leftViews + rightViews { addSubview(view) }
        setNeedsLayout()
    }

    private func buttonView(for item: UIBarButtonItem) -> BarButtonView {
        item.observe(by: self) { [weak self] in self?.rebuildContent() }
        return BarButtonView(item: item)
    }

    private func backTapped() {
        if let navigationController {
            navigationController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    /// The back button shows "Back" instead of a title that would crowd the bar's title.
    private var backTitleLimit: CGFloat { bounds.width / 3 }

    override open func layoutSubviews() {
        let width = bounds.width, height = Self.standardHeight
        backgroundView.frame = CGRect(x: 0, y: -backgroundExtension, width: width, height: height + backgroundExtension)
        backgroundEffectView.frame = backgroundView.frame
        hairline.frame = CGRect(x: 0, y: height, width: width, height: 1 / max(1, traitCollection.displayScale))

        var left = Self.itemMargin
        for (index, view) in leftViews.enumerated() {
            if index == 0 && view.isBackButton {
                left = Self.backMargin
                if view.sizeThatFits(.zero).width > backTitleLimit, let back = backItem {
                    let replacement = BarButtonView(item: nil, backTitle: "Back")
                    replacement.onTap = view.onTap
                    view.removeFromSuperview()
                    leftViews[index] = replacement
                    addSubview(replacement)
                    Log.viewControllers.debug("back title \(back.title ?? "") too long; showing Back")
                }
            }
            let button = leftViews[index]
            let size = button.sizeThatFits(bounds.size)
            button.frame = CGRect(x: left, y: 0, width: size.width, height: height)
            left += size.width + Self.itemSpacing
        }
        var right = width - Self.itemMargin
        for view in rightViews {
            let size = view.sizeThatFits(bounds.size)
            right -= size.width
            view.frame = CGRect(x: right, y: 0, width: size.width, height: height)
            right -= Self.itemSpacing
        }
        layoutTitle(between: left, and: right + Self.itemSpacing)
    }

    /// Centred on the bar when it fits between the side items, else centred in the space left.
    private func layoutTitle(between minX: CGFloat, and maxX: CGFloat) {
        let height = Self.standardHeight
        let view: UIView = titleView ?? titleLabel
        let natural = titleView?.bounds.size ?? titleLabel.intrinsicContentSize
        let available = max(0, maxX - minX - 2 * Self.itemSpacing)
        let width = min(natural.width, available)
        var x = (bounds.width - width) / 2
        if x < minX + Self.itemSpacing || x + width > maxX - Self.itemSpacing {
            x = minX + Self.itemSpacing + (available - width) / 2
        }
        view.frame = CGRect(x: x.rounded(), y: ((height - natural.height) / 2).rounded(), width: width, height: natural.height)
    }
}
