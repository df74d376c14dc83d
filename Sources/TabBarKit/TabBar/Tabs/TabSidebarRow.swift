import Foundation

/// One row of the tab sidebar: a tab with its image and title, a group's heading, or one of a
/// group's `sidebarActions` with its image and title in the tint colour, as its
/// `UITabSidebarItem` configures it (content, background, accessories). While the sidebar is
/// edited, a tab the user may hide has a circle (checked while the tab shows) and a child of a
/// group the user may reorder has a grip at the trailing end.
@MainActor
final class TabSidebarRow: UIView {
    static let height: CGFloat = 44
    static let markSide: CGFloat = 24
    static let edgeInset: CGFloat = 12
    static let gap: CGFloat = 12

    /// What a row shows.
    enum Content: Equatable {
        case tab(UITab)
        case heading(UITab)
        /// An action listed after the group's children.
        case action(UIAction, in: UITabGroup)

        var isHeading: Bool { if case .heading = self { true } else { false } }

        static func == (lhs: Content, rhs: Content) -> Bool {
            switch (lhs, rhs) {
            case (.tab(let a), .tab(let b)), (.heading(let a), .heading(let b)): a === b
            case (.action(let a, let g), .action(let b, let h)): a === b && g === h
            default: false
            }
        }
    }

    let content: Content
    /// How the row looks: the sidebar delegate's item for it.
    let item: UITabSidebarItem
    /// The row's tab, the heading's group, or the group an action is listed in.
    var tab: UITab {
        switch content {
        case .tab(let tab), .heading(let tab): tab
        case .action(_, let group): group
        }
    }
    var isHeading: Bool { content.isHeading }
    var action: UIAction? { if case .action(let action, _) = content { action } else { nil } }
    let label = UILabel()
    let icon = UIImageView()
    /// The content's secondary text, under its text.
    let secondaryLabel = UILabel()
    /// The view of a content configuration other than a list content configuration.
    private var customContent: (UIView & UIContentView)?
    /// The circle that shows or hides the tab while editing.
    let visibilityMark = UIImageView()
    /// What the user drags to move the tab within its group while editing.
    let grip = UIImageView(image: UIImage(systemName: "line.3.horizontal"))
    /// What the item's background configuration shows, under everything else.
    let background = BackgroundConfigurationView()
    /// The views of the item's accessories showing now, at each end, with their sizes and
    /// actions, and what they were made for (remade only when that changes).
    private var leadingAccessories: [AccessoryViews.Made] = []
    private var trailingAccessories: [AccessoryViews.Made] = []
    private var accessoriesMadeFor: (version: Int, editing: Bool, selected: Bool, expanded: Bool, tint: UIColor)?
    var accessoryViews: [UIView] { (leadingAccessories + trailingAccessories).map(\.view) }
    var isSelected: Bool { item.configurationState.isSelected }

    init(_ content: Content, item: UITabSidebarItem) {
        self.content = content
        self.item = item
        super.init(frame: .zero)
        isAccessibilityElement = true
        grip.tintColor = .tertiaryLabel
        for view in [background, icon, label, secondaryLabel, visibilityMark, grip] { addSubview(view) }
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the item as it is now; `editing` puts up the circle and grip where they apply.
    func update(editing: Bool, tint: UIColor, rightToLeft: Bool) {
        let isTab = !isHeading && action == nil
        let showsMark = editing && isTab && tab.allowsHiding
        let showsGrip = editing && isTab && (tab.parent?.allowsReordering ?? false)
        // A hidden tab (and an action) while editing is greyed out, whatever its item says.
        let dimmed = editing && (isTab ? tab.isHidden : action != nil)
        showBackground(item.backgroundConfiguration, tint: tint, rightToLeft: rightToLeft)
        let list = showContent(item.contentConfiguration, tint: tint, dimmed: dimmed)
        visibilityMark.isHidden = !showsMark
        visibilityMark.image = UIImage(systemName: tab.isHidden ? "circle" : "checkmark.circle.fill")
        visibilityMark.tintColor = tab.isHidden ? .tertiaryLabel : tint
        grip.isHidden = !showsGrip
        makeAccessoryViews(editing: editing, tint: tint)

        // Laid out leading to trailing, then mirrored in right-to-left.
        let side = Self.markSide, middle = (Self.height - side) / 2
        func place(_ view: UIView, x: CGFloat, width: CGFloat, y: CGFloat, height: CGFloat) {
            view.frame = CGRect(x: rightToLeft ? bounds.width - x - width : x, y: y, width: width, height: height)
        }
        func placeCentred(_ view: UIView, x: CGFloat, size: CGSize) {
            place(view, x: x, width: size.width, y: (Self.height - size.height) / 2, height: size.height)
        }
        var x = Self.edgeInset
        for (view, size, _) in leadingAccessories {
            placeCentred(view, x: x, size: size)
            x += size.width + Self.gap
        }
        if showsMark {
            place(visibilityMark, x: x, width: side, y: middle, height: side)
            x += side + Self.gap
        }
        if icon.image != nil {
            place(icon, x: x, width: side, y: middle, height: side)
            x += side + Self.gap
        } else {
            icon.frame = .zero
        }
        var end = bounds.width - Self.edgeInset
        if showsGrip {
            place(grip, x: end - side, width: side, y: middle, height: side)
            end -= side + Self.gap
        }
        for (view, size, _) in trailingAccessories.reversed() {
            placeCentred(view, x: end - size.width, size: size)
            end -= size.width + Self.gap
        }
        let width = max(0, end - x)
        label.textAlignment = rightToLeft ? .right : .left
        secondaryLabel.textAlignment = label.textAlignment
        if let customContent {
            place(customContent, x: x, width: width, y: 0, height: Self.height)
        } else if list?.secondaryText != nil {
            place(label, x: x, width: width, y: 2, height: 24)
            place(secondaryLabel, x: x, width: width, y: 24, height: 18)
        } else {
            place(label, x: x, width: width, y: 0, height: Self.height)
        }
    }

    /// Makes the views of the accessories showing in this editing state, unless those made
    /// last are for the same accessories, state and tint.
    private func makeAccessoryViews(editing: Bool, tint: UIColor) {
        let expanded = item.configurationState.isExpanded
        if let made = accessoriesMadeFor, made.version == item.accessoriesVersion, made.editing == editing,
            made.selected == isSelected, made.expanded == expanded, made.tint == tint
        {
            return
        }
        accessoriesMadeFor = (item.accessoriesVersion, editing, isSelected, expanded, tint)
        for view in accessoryViews where view.superview === self { view.removeFromSuperview() }
        let shown = item.resolvedAccessories.filter { $0.shows(editing: editing) }
        let state = AccessoryViews.State(
            selected: isSelected, expanded: expanded,
            rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft, tint: tint)
        leadingAccessories = AccessoryViews.make(shown.filter { !$0.isTrailing }, in: state)
        trailingAccessories = AccessoryViews.make(shown.filter(\.isTrailing), in: state)
        for view in accessoryViews { addSubview(view) }
    }

    /// The item's background, drawn by `background` under the content.
    private func showBackground(_ configuration: UIBackgroundConfiguration, tint: UIColor, rightToLeft: Bool) {
        background.show(configuration, tint: tint, in: bounds, rightToLeft: rightToLeft)
        // The focus ring follows the row's corners.
        layer.cornerRadius = configuration.cornerRadius
    }

    /// Shows a list content configuration in the row's own image and labels (greyed out when
    /// `dimmed`), or any other configuration in the view it makes. Returns the list one.
    private func showContent(
        _ configuration: any UIContentConfiguration, tint: UIColor, dimmed: Bool
    ) -> UIListContentConfiguration? {
        guard let list = configuration as? UIListContentConfiguration else {
            if let customContent, customContent.supports(configuration) {
                customContent.configuration = configuration
            } else {
                customContent?.removeFromSuperview()
                let made = configuration.makeContentView()
                addSubview(made)
                customContent = made
            }
            (label.text, secondaryLabel.text, icon.image) = (nil, nil, nil)
            return nil
        }
        customContent?.removeFromSuperview()
        customContent = nil
        label.text = list.text
        label.font = list.textProperties.font
        label.textColor = dimmed ? .secondaryLabel : list.textProperties.color
        secondaryLabel.text = list.secondaryText
        secondaryLabel.font = list.secondaryTextProperties.font
        secondaryLabel.textColor = dimmed ? .secondaryLabel : list.secondaryTextProperties.color
        secondaryLabel.isHidden = list.secondaryText == nil
        icon.image = list.image?.withRenderingMode(.alwaysTemplate)
        icon.tintColor = dimmed ? .secondaryLabel : (list.imageProperties.tintColor ?? tint)
        return list
    }

    /// The action of the control accessory at `point` (in the row), if there is one.
    func accessoryAction(at point: CGPoint) -> UICellAccessory.ActionHandler? {
        let made = (leadingAccessories + trailingAccessories).first { $0.view.frame.insetBy(dx: -8, dy: -8).contains(point) }
        return made?.action
    }

    /// Whether `point` (in the row) is on the grip.
    func gripContains(_ point: CGPoint) -> Bool {
        !grip.isHidden && grip.frame.insetBy(dx: -10, dy: -10).contains(point)
    }

    override var accessibilityLabel: String? {
        get { (item.contentConfiguration as? UIListContentConfiguration)?.text ?? action?.title ?? tab.title }
        set {}
    }

    /// While editing, whether a tab the user may hide shows.
    override var accessibilityValue: String? {
        get { visibilityMark.isHidden ? nil : (tab.isHidden ? "Hidden" : "Shown") }
        set {}
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { isHeading ? .header : (isSelected ? [.button, .selected] : .button) }
        set {}
    }
}
