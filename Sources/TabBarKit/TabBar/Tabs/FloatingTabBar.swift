import Foundation

/// iPadOS 18's floating tab bar: the root tabs' titles in a capsule of material, centred at
/// the top of a tab bar controller in regular width, the selected one on a white platter.
/// Metrics and colours: docs/reference/FLOATING_TAB_BAR.md.
@MainActor
final class FloatingTabBar: UIView {
    /// One tab's place on the bar.
    final class Item: UIView {
        let tab: UITab
        let label = UILabel()
        let badge = TabBarBadgeView()
        var isSelected = false
        /// The width the item's title took when last measured: titles are measured again
        /// only when they change.
        var measured: (title: String, width: CGFloat)?

        init(tab: UITab) {
            self.tab = tab
            super.init(frame: .zero)
            isAccessibilityElement = true
            label.textAlignment = .center
            addSubview(label)
            addSubview(badge)
        }

        required init?(coder: NSCoder) { nil }

        override var accessibilityLabel: String? {
            get { tab.title }
            set {}
        }

        override var accessibilityTraits: UIAccessibilityTraits {
            get { UIAccessibilityTraits.button.union(isSelected ? .selected : []).union(tab.isEnabled ? [] : .notEnabled) }
            set {}
        }
    }

    /// "Floating bar: size and position" and "items, fonts and colours".
    static let rowInset: CGFloat = 4
    static let titleMargins = UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
    static let maximumTitleWidth: CGFloat = 224
    static let topOffset: CGFloat = 4
    /// The top inset a tab's view controller gets under the bar.
    static let childTopInset: CGFloat = 50
    static let font = UIFont.systemFont(ofSize: 17, weight: .medium)
    static let selectedFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    /// A badge: Caption1 in the titles' weight, 2 pt above and below and 4 pt beside its text,
    /// at most 64 pt wide ("items, fonts and colours"); the red and white are the classic bar's.
    static let badgeFont = UIFont.systemFont(ofSize: 12, weight: .medium)
    static let badgeOffset = UIOffset(horizontal: 3, vertical: -2)
    /// "Floating bar: size and position" and "overflow": the item area's widest, the margin
    /// inside the bar it is a share of (the system's 20 pt on iPad, **unverified**), and a
    /// chevron's width (a plain symbol button's 16 pt insets, less 10 pt).
    static let maximumItemAreaWidth: CGFloat = 600
    static let horizontalContentMargin: CGFloat = 20
    static let pageButtonWidth: CGFloat = 16 + 22 + 16 - 10

    static func badgeLook(_ text: String) -> TabBarBadgeLook {
        let height = (badgeFont.lineHeight + 4).rounded(.up)
        return TabBarBadgeLook(
            text: text, fill: .systemRed, attributes: [.font: badgeFont, .foregroundColor: UIColor.white],
            textOffset: .zero, offset: .zero,
            metrics: TabBarMetrics.Badge(height: height, fontSize: 12, padding: 4, minWidth: height, maxWidth: 64, dotSide: 10))
    }

    /// The capsule's tint over its material, 6 % of a dark blue ("capsule background").
    static let capsuleTint = UIColor(red: 0, green: 0, blue: 0.25, alpha: 0.06)

    /// Rounds the material: a blur paints its whole bounds, and its superview's clip cuts it.
    private let capsule = UIView()
    private let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    private let tint = UIView()
    private let platter = UIView()
    private(set) var items: [Item] = []
    /// Where a tap on an item goes: the tab bar controller, which asks its delegate.
    private let select: (UITab) -> Void
    /// The button at the capsule's leading end that shows the sidebar, where there is one.
    let sidebarButton = UIButton(type: .system)
    /// Turn to the page before and after, while the items take more than one
    /// (FloatingTabBar+Pages.swift).
    let previousPageButton = UIButton(type: .system)
    let nextPageButton = UIButton(type: .system)
    /// The pages of the paged items, as index ranges, and the one showing.
    var pageRanges: [Range<Int>] = []
    /// The items that page (all but the pinned ones) and the pinned ones, as `show` last set them.
    private(set) var pagedItems: [Item] = []
    private(set) var pinnedItems: [Item] = []
    var currentPage = 0
    /// A new selection brings its page at the next layout, unless the user turns the page first.
    var revealsSelection = true
    var showsSidebarButton = false {
        didSet { if showsSidebarButton != oldValue { setNeedsLayout() } }
    }

    init(select: @escaping (UITab) -> Void, showSidebar: @escaping () -> Void) {
        self.select = select
        super.init(frame: .zero)
        sidebarButton.setImage(UIImage(systemName: "sidebar.leading"), for: .normal)
        sidebarButton.tintColor = .label
        sidebarButton.accessibilityLabel = "Show Sidebar"
        sidebarButton.addAction(UIAction { _ in showSidebar() }, for: .primaryActionTriggered)
        capsule.clipsToBounds = true
        capsule.isUserInteractionEnabled = false
        tint.backgroundColor = Self.capsuleTint
        capsule.addSubview(material)
        capsule.addSubview(tint)
        addSubview(capsule)
        platter.backgroundColor = .white
        platter.isUserInteractionEnabled = false
        platter.layer.shadowColor = UIColor.black.cgColor
        platter.layer.shadowOpacity = 0.08
        platter.layer.shadowRadius = 16
        platter.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(platter)
        addSubview(sidebarButton)
        for (button, symbol, step, label) in [
            (previousPageButton, "chevron.left", -1, "Previous Tabs"), (nextPageButton, "chevron.right", 1, "Next Tabs"),
        ] {
            button.setImage(UIImage(systemName: symbol), for: .normal)
            button.tintColor = .label
            button.accessibilityLabel = label
            button.addAction(UIAction { [unowned self] _ in turnPage(by: step) }, for: .primaryActionTriggered)
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `tabs`, `selected` (a root tab) on the platter.
    func show(_ tabs: [UITab], selected: UITab?) {
        if !items.map(\.tab).elementsEqual(tabs, by: ===) {
            for item in items { item.removeFromSuperview() }
            items = tabs.map(Item.init)
            for item in items { addSubview(item) }
        }
        // Placements may have changed with or without the tabs.
        pagedItems = items.filter { $0.tab.resolvedPlacement != .pinned }
        pinnedItems = items.filter { $0.tab.resolvedPlacement == .pinned }
        if selectedItem?.tab !== selected { revealsSelection = true }
        for item in items {
            item.isSelected = item.tab === selected
            item.label.text = item.tab.title
            item.label.font = item.isSelected ? Self.selectedFont : Self.font
            item.label.textColor = !item.tab.isEnabled ? .tertiaryLabel : item.isSelected ? tintColor : .label
            item.badge.show(item.tab.badgeValue.map(Self.badgeLook))
        }
        setNeedsLayout()
    }

    private var selectedItem: Item? { items.first(where: \.isSelected) }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        selectedItem?.label.textColor = tintColor
    }

    /// The capsule's size: the sidebar button, the page's items and the pinned ones side by
    /// side, each its title and margins, and the chevrons while there are pages, inside the
    /// row inset.
    var capsuleSize: CGSize {
        let height = Self.rowInset * 2 + itemHeight
        let button = showsSidebarButton ? sidebarButtonWidth : 0
        let chevrons = pageRanges.count > 1 ? 2 * Self.pageButtonWidth : 0
        let shown = shownItems.reduce(0) { $0 + itemWidth($1) }
        return CGSize(width: Self.rowInset * 2 + button + chevrons + shown, height: height)
    }

    /// The items on the page showing, then the pinned ones.
    var shownItems: [Item] {
        let paged = pagedItems
        guard pageRanges.indices.contains(currentPage), pageRanges[currentPage].upperBound <= paged.count else { return items }
        return Array(paged[pageRanges[currentPage]]) + pinnedItems
    }

    /// Splits the paged items into pages for the bar's width, keeping the page showing.
    private func paginate() {
        let pinnedWidth = pinnedItems.reduce(0) { $0 + itemWidth($1) }
        let limit = maximumPageWidth(pinnedWidth: pinnedWidth, buttonWidth: showsSidebarButton ? sidebarButtonWidth : 0)
        let widths = pagedItems.map(itemWidth)
        var ranges = Self.pages(of: widths, fitting: limit)
        // Chevrons take room from the pages once there are several.
        if ranges.count > 1 { ranges = Self.pages(of: widths, fitting: limit - 2 * Self.pageButtonWidth) }
        pageRanges = ranges
        currentPage = min(currentPage, ranges.count - 1)
        if revealsSelection, let selected = selectedItem {
            revealsSelection = false
            turnToPage(of: selected)
        }
    }

    /// The symbol with 16 pt on either side ("sidebar button and overflow").
    private var sidebarButtonWidth: CGFloat { 16 + 22 + 16 }

    private var itemHeight: CGFloat {
        let scale = max(1, traitCollection.displayScale)
        return ((Self.selectedFont.lineHeight + Self.titleMargins.top + Self.titleMargins.bottom) * scale).rounded(.up) / scale
    }

    private func itemWidth(_ item: Item) -> CGFloat {
        if let measured = item.measured, measured.title == item.tab.title { return measured.width }
        let title = min(Self.maximumTitleWidth, max(measure(item, Self.font), measure(item, Self.selectedFont)))
        let width = (title + Self.titleMargins.left + Self.titleMargins.right).rounded(.up)
        item.measured = (item.tab.title, width)
        return width
    }

    private func measure(_ item: Item, _ font: UIFont) -> CGFloat {
        (item.tab.title as NSString).size(withAttributes: [.font: font]).width.rounded(.up)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        paginate()
        let size = capsuleSize
        let frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: 0, width: size.width, height: size.height)
        capsule.frame = frame
        capsule.layer.cornerRadius = size.height / 2
        material.frame = capsule.bounds
        tint.frame = capsule.bounds
        var x = frame.minX + Self.rowInset
        sidebarButton.isHidden = !showsSidebarButton
        if showsSidebarButton {
            sidebarButton.frame = CGRect(x: x, y: frame.minY + Self.rowInset, width: sidebarButtonWidth, height: itemHeight)
            x += sidebarButtonWidth
        }
        let paged = pageRanges.count > 1
        previousPageButton.isHidden = !paged
        nextPageButton.isHidden = !paged
        previousPageButton.isEnabled = currentPage > 0
        nextPageButton.isEnabled = currentPage < pageRanges.count - 1
        if paged {
            previousPageButton.frame = CGRect(x: x, y: frame.minY + Self.rowInset, width: Self.pageButtonWidth, height: itemHeight)
            x += Self.pageButtonWidth
        }
        let shown = shownItems
        let onPage = Set(shown.map(ObjectIdentifier.init))
        for item in items { item.isHidden = !onPage.contains(ObjectIdentifier(item)) }
        let firstPinned = shown.count - pinnedItems.count
        for (index, item) in shown.enumerated() {
            if paged, index == firstPinned {
                nextPageButton.frame = CGRect(x: x, y: frame.minY + Self.rowInset, width: Self.pageButtonWidth, height: itemHeight)
                x += Self.pageButtonWidth
            }
            let width = itemWidth(item)
            item.frame = CGRect(x: x, y: frame.minY + Self.rowInset, width: width, height: itemHeight)
            item.label.frame = item.bounds
            // The badge's trailing top corner 3 pt past the item's and 2 pt above it.
            let badge = item.badge.badgeSize
            item.badge.frame = CGRect(
                x: item.bounds.maxX + Self.badgeOffset.horizontal - badge.width, y: Self.badgeOffset.vertical,
                width: badge.width, height: badge.height)
            x += width
        }
        if paged, pinnedItems.isEmpty {
            nextPageButton.frame = CGRect(x: x, y: frame.minY + Self.rowInset, width: Self.pageButtonWidth, height: itemHeight)
        }
        if let selected = selectedItem, !selected.isHidden {
            platter.isHidden = false
            platter.frame = selected.frame
            platter.layer.cornerRadius = selected.frame.height / 2
        } else {
            platter.isHidden = true
        }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: capsuleSize.height)
    }

    /// Only the capsule takes touches; around it they reach the content.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        capsule.frame.contains(point)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self),
            let item = items.first(where: { !$0.isHidden && $0.frame.contains(point) }), item.tab.isEnabled
        else { return }
        select(item.tab)
    }

    override var accessibilityElements: [Any]? {
        get {
            let pages: [UIButton] = pageRanges.count > 1 ? [previousPageButton, nextPageButton] : []
            return (showsSidebarButton ? [sidebarButton] : []) + pages + shownItems
        }
        set {}
    }
}
