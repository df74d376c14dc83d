import Foundation

/// Everything one tab button shows, resolved by the bar from the item, the selection, the
/// appearance and the tint (UITabBar+Look.swift).
@MainActor
struct TabBarItemLook {
    var style: UITabBarItemAppearance.Style = .stacked
    var rowHeight: CGFloat = TabBarMetrics.phoneRowHeight
    var rightToLeft = false
    /// The item's image for this state as supplied; `templated` says whether only its alpha
    /// counts (everything but `.alwaysOriginal`).
    var image: UIImage?
    var templated = true
    var imageInsets = UIEdgeInsets.zero
    var iconColor: UIColor = .systemBlue
    var title: String?
    /// Font and colour included.
    var titleAttributes: [NSAttributedString.Key: Any] = [:]
    var titleOffset = UIOffset.zero
    var badge: TabBarBadgeLook?
    var isSelected = false
    var isEnabled = true

    var titleFont: UIFont { titleAttributes[.font] as? UIFont ?? TabBarMetrics.titleFont(for: style) }
}

/// One tab: a control, as UIKit's tab buttons are, whose subviews are the item's icon, its
/// title and its badge, in that order (code that animates a tab finds the icon as the first
/// image view among them). An oversized image is cut at the button's edges, never scaled;
/// the badge may reach past them. It dims while pressed and selects its item when the
/// finger lifts inside.
@MainActor
final class TabBarButton: UIControl {
    let item: UITabBarItem
    /// The bar that made the button: it takes the button's taps and customizing drags.
    private weak var bar: UITabBar?
    private(set) var look = TabBarItemLook()
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badgeView = TabBarBadgeView()
    private var shownImageSource: UIImage?
    private var shownImageTemplated = false
    private var shownTitle: String?
    private var shownTitleAttributes: [NSAttributedString.Key: Any] = [:]

    /// The touch dragging this slot's item while the bar is customized.
    private var customizingTouch: UITouch?
    /// Answers the button's pointer interaction, which holds it weakly (TabBarButton+Pointer.swift).
    private let pointerStyle = TabBarButtonPointerStyle()

    override var isHighlighted: Bool {
        didSet {
            let alpha = isHighlighted ? TabBarMetrics.highlightedAlpha : 1
            imageView.alpha = alpha
            titleLabel.alpha = alpha
        }
    }

    /// Cuts an icon larger than the button at the button's edges (the icon's own layer mask,
    /// set only while the icon reaches past them, so a tab that fits draws as before).
    private lazy var iconClip: CALayer = {
        let clip = CALayer()
        clip.backgroundColor = CGColor(gray: 0, alpha: 1)
        return clip
    }()

    init(item: UITabBarItem, bar: UITabBar) {
        self.item = item
        self.bar = bar
        super.init(frame: .zero)
        isOpaque = false
        isAccessibilityElement = true
        imageView.isUserInteractionEnabled = false
        titleLabel.isUserInteractionEnabled = false
        imageView.contentMode = .scaleToFill
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        badgeView.isHidden = true
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(badgeView)
        addInteraction(UIPointerInteraction(delegate: pointerStyle))
        item.viewInBar = self
    }

    /// Buttons are made by their bar from an item; there is nothing to decode one from.
    required init?(coder: NSCoder) { return nil }

    /// Taps on a tab belong to the tab, not to recognizers of the views around the bar.
    override var ownsSingleTaps: Bool { true }

    // MARK: Showing a look

    /// Shows `look`. Views are touched only where something changed, so an item change
    /// repaints only what it changed.
    func apply(_ look: TabBarItemLook) {
        self.look = look
        if look.image !== shownImageSource || look.templated != shownImageTemplated {
            shownImageSource = look.image
            shownImageTemplated = look.templated
            imageView.image = look.templated ? look.image?.withRenderingMode(.alwaysTemplate) : look.image
        }
        imageView.isHidden = look.image == nil
        imageView.tintColor = look.iconColor
        let text = look.title ?? ""
        if text != shownTitle || !Self.sameAttributes(look.titleAttributes, shownTitleAttributes) {
            shownTitle = text
            shownTitleAttributes = look.titleAttributes
            titleLabel.font = look.titleFont
            titleLabel.textColor = look.titleAttributes[.foregroundColor] as? UIColor ?? look.iconColor
            titleLabel.setStyledText(text.isEmpty ? nil : StyledText(text, attributes: look.titleAttributes))
        }
        badgeView.show(look.badge)
        accessibilityHint = item.accessibilityHint
        accessibilityIdentifier = item.accessibilityIdentifier
        alpha = look.isEnabled ? 1 : TabBarMetrics.disabledAlpha
        isSelected = look.isSelected
        if !look.isEnabled { isHighlighted = false }
        setNeedsLayout()
    }

    /// Whether two attribute dictionaries hold the same values: hashable values (colours,
    /// fonts, numbers) compared as such, others by their description. Comparing, not
    /// printing, keeps a restyle that changes nothing cheap.
    static func sameAttributes(_ a: [NSAttributedString.Key: Any], _ b: [NSAttributedString.Key: Any]) -> Bool {
        guard a.count == b.count else { return false }
        for (key, value) in a {
            guard let other = b[key] else { return false }
            if let x = value as? AnyHashable, let y = other as? AnyHashable {
                if x != y { return false }
            } else if String(describing: value) != String(describing: other) {
                return false
            }
        }
        return true
    }

    // MARK: Sizes

    private var imageSize: CGSize { look.image.map { $0.size } ?? .zero }

    private var titleSize: CGSize { titleLabel.text == nil ? .zero : titleLabel.intrinsicContentSize }

    /// The side-by-side styles size a button to icon, gap and title
    /// (docs/reference/TAB_BAR_METRICS.md, "Item positioning").
    var inlineContentWidth: CGFloat {
        let icon = imageSize.width, title = titleSize.width
        let gap = icon > 0 && title > 0 ? TabBarMetrics.inlineGap : 0
        return (icon + gap + title).rounded(.up)
    }

    // MARK: Layout

    override func layoutSubviews() {
        let (icon, title) = look.style == .stacked ? stackedFrames() : inlineFrames()
        imageView.frame = icon.inset(by: look.imageInsets)
        clipIconToBounds()
        titleLabel.frame = title.offsetBy(dx: look.titleOffset.horizontal, dy: look.titleOffset.vertical)
        layoutBadge(icon: look.image == nil ? nil : icon, title: title)
    }

    private func clipIconToBounds() {
        let icon = imageView.frame
        guard !icon.isEmpty, !bounds.contains(icon) else {
            if imageView.layer.mask != nil { imageView.layer.mask = nil }
            return
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        iconClip.frame = bounds.offsetBy(dx: -icon.minX, dy: -icon.minY)
        CATransaction.commit()
        if imageView.layer.mask !== iconClip { imageView.layer.mask = iconClip }
    }

    /// Icon centred above the title; the title's baseline near the row's bottom
    /// (docs/reference/TAB_BAR_METRICS.md, "Stacked item positions").
    private func stackedFrames() -> (icon: CGRect, title: CGRect) {
        let row = look.rowHeight, size = imageSize
        let icon = CGRect(
            x: (bounds.width - size.width) / 2, y: row / 2 - TabBarMetrics.stackedIconRaise - size.height / 2,
            width: size.width, height: size.height)
        let text = titleSize
        let width = max(0, min(text.width, bounds.width - TabBarMetrics.stackedTitleMargin))
        let baseline = row - TabBarMetrics.stackedTitleBaselineInset
        let title = CGRect(x: (bounds.width - width) / 2, y: baseline - look.titleFont.ascender, width: width, height: text.height)
        return (pixelAligned(icon), pixelAligned(title))
    }

    /// Icon beside the title (mirrored right to left), the pair centred in the button.
    private func inlineFrames() -> (icon: CGRect, title: CGRect) {
        let row = look.rowHeight, size = imageSize, text = titleSize
        let gap = size.width > 0 && text.width > 0 ? TabBarMetrics.inlineGap : 0
        let titleWidth = max(0, min(text.width, bounds.width - size.width - gap))
        let start = max(0, (bounds.width - (size.width + gap + titleWidth)) / 2)
        let iconX = look.rightToLeft ? start + titleWidth + gap : start
        let titleX = look.rightToLeft ? start : start + size.width + gap
        let icon = CGRect(x: iconX, y: (row - size.height) / 2, width: size.width, height: size.height)
        let title = CGRect(x: titleX, y: (row - text.height) / 2, width: titleWidth, height: text.height)
        return (pixelAligned(icon), pixelAligned(title))
    }

    /// At the icon's upper trailing side (docs/reference/TAB_BAR_METRICS.md, "Badge placement");
    /// without an image at the item's upper leading corner (where the boroughs app expects it);
    /// kept 6 points inside the bar's edges.
    private func layoutBadge(icon: CGRect?, title: CGRect) {
        guard let badge = look.badge else { return }
        let size = badgeView.badgeSize
        let rtl = look.rightToLeft
        var x: CGFloat
        if let icon {
            x = rtl ? icon.midX - TabBarMetrics.badgeIconOffset - size.width : icon.midX + TabBarMetrics.badgeIconOffset
        } else if look.style == .stacked || title.width == 0 {
            x = rtl ? bounds.width - TabBarMetrics.badgeCornerInset - size.width : TabBarMetrics.badgeCornerInset
        } else {
            // A side-by-side button is as wide as its title: the badge goes just before it.
            x = rtl ? title.maxX + TabBarMetrics.inlineGap / 3 : title.minX - TabBarMetrics.inlineGap / 3 - size.width
        }
        x += badge.offset.horizontal
        let y = TabBarMetrics.badgeTop + badge.offset.vertical
        if let barWidth = superview?.bounds.width, barWidth >= size.width + 2 * TabBarMetrics.badgeEdgeMargin {
            let inBar = min(max(frame.minX + x, TabBarMetrics.badgeEdgeMargin), barWidth - TabBarMetrics.badgeEdgeMargin - size.width)
            x = inBar - frame.minX
        }
        badgeView.frame = pixelAligned(CGRect(x: x, y: y, width: size.width, height: size.height))
    }

    private func pixelAligned(_ rect: CGRect) -> CGRect {
        let scale = max(1, traitCollection.displayScale)
        func snap(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        return CGRect(x: snap(rect.minX), y: snap(rect.minY), width: rect.width, height: rect.height)
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let bar, let customizer = bar.customizer {
            beginCustomizingDrag(touches, bar: bar, customizer: customizer)
            return
        }
        guard item.isEnabled else { return }
        isHighlighted = true
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = customizingTouch {
            if touches.contains(touch) { bar?.customizer?.moveDrag(to: touch.location(in: nil)) }
            return
        }
        guard item.isEnabled, let touch = touches.first else { return }
        isHighlighted = isInsideForTracking(touch.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = customizingTouch {
            guard touches.contains(touch) else { return }
            customizingTouch = nil
            bar?.customizer?.endDrag(at: touch.location(in: nil))
            return
        }
        let wasHighlighted = isHighlighted
        isHighlighted = false
        guard item.isEnabled, wasHighlighted, let touch = touches.first, isInsideForTracking(touch.location(in: self)) else {
            return
        }
        bar?.userSelected(item)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        if customizingTouch != nil {
            customizingTouch = nil
            bar?.customizer?.cancelDrag()
        }
    }

    /// While the bar is customized, a touch on a replaceable slot drags its item.
    private func beginCustomizingDrag(_ touches: Set<UITouch>, bar: UITabBar, customizer: TabBarCustomizer) {
        guard customizingTouch == nil, let touch = touches.first,
            let slot = bar.buttons.firstIndex(where: { $0 === self }),
            customizer.beginDrag(item, fromSlot: slot, origin: convert(bounds, to: nil), at: touch.location(in: nil))
        else { return }
        customizingTouch = touch
    }

    /// A finger may stray a little beyond the button before the tap stops counting.
    private func isInsideForTracking(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }

    // MARK: Accessibility (no published source; UIKit's tab buttons read this way)

    private var customLabel: String?

    override var accessibilityLabel: String? {
        get { customLabel ?? item.accessibilityLabel ?? item.title }
        set { customLabel = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = item.accessibilityTraits.union(.button)
            if look.isSelected { traits.insert(.selected) }
            if !item.isEnabled { traits.insert(.notEnabled) }
            return traits
        }
        set {}
    }

    /// "Tab, N of M", counted in reading order.
    override var accessibilityValue: String? {
        get {
            guard let bar, let index = bar.buttons.firstIndex(where: { $0 === self }) else { return nil }
            return "Tab, \(index + 1) of \(bar.buttons.count)"
        }
        set {}
    }
}
