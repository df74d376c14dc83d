import Foundation

/// One row of the tab sidebar: a tab with its image and title, a group's heading, or one of a
/// group's `sidebarActions` with its image and title in the tint colour. While the sidebar is
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

        static func == (lhs: Content, rhs: Content) -> Bool {
            switch (lhs, rhs) {
            case (.tab(let a), .tab(let b)), (.heading(let a), .heading(let b)): a === b
            case (.action(let a, let g), .action(let b, let h)): a === b && g === h
            default: false
            }
        }
    }

    let content: Content
    /// The row's tab, the heading's group, or the group an action is listed in.
    var tab: UITab {
        switch content {
        case .tab(let tab), .heading(let tab): tab
        case .action(_, let group): group
        }
    }
    var isHeading: Bool { if case .heading = content { true } else { false } }
    var action: UIAction? { if case .action(let action, _) = content { action } else { nil } }
    let label = UILabel()
    let icon = UIImageView()
    /// The circle that shows or hides the tab while editing.
    let visibilityMark = UIImageView()
    /// What the user drags to move the tab within its group while editing.
    let grip = UIImageView(image: UIImage(systemName: "line.3.horizontal"))
    private(set) var isSelected = false

    init(_ content: Content) {
        self.content = content
        super.init(frame: .zero)
        isAccessibilityElement = true
        layer.cornerRadius = 10
        grip.tintColor = .tertiaryLabel
        for view in [icon, label, visibilityMark, grip] { addSubview(view) }
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the tab as it is now; `editing` puts up the circle and grip where they apply.
    func update(selected: Bool, editing: Bool, tint: UIColor, rightToLeft: Bool) {
        isSelected = selected && !editing && action == nil
        let isTab = !isHeading && action == nil
        let showsMark = editing && isTab && tab.allowsHiding
        let showsGrip = editing && isTab && (tab.parent?.allowsReordering ?? false)
        let dimmed = editing && (isTab ? tab.isHidden : action != nil)
        backgroundColor = isSelected ? tint : nil
        label.text = action?.title ?? tab.title
        label.font = isHeading ? .systemFont(ofSize: 20, weight: .bold) : .systemFont(ofSize: 17)
        label.textColor = isSelected ? .white : (dimmed ? .secondaryLabel : (action != nil ? tint : .label))
        icon.image = isHeading ? nil : (action.map { $0.image } ?? tab.image)?.withRenderingMode(.alwaysTemplate)
        icon.tintColor = isSelected ? .white : (dimmed ? .secondaryLabel : tint)
        visibilityMark.isHidden = !showsMark
        visibilityMark.image = UIImage(systemName: tab.isHidden ? "circle" : "checkmark.circle.fill")
        visibilityMark.tintColor = tab.isHidden ? .tertiaryLabel : tint
        grip.isHidden = !showsGrip

        // Laid out leading to trailing, then mirrored in right-to-left.
        let side = Self.markSide, middle = (Self.height - side) / 2
        func place(_ view: UIView, x: CGFloat, width: CGFloat, y: CGFloat, height: CGFloat) {
            view.frame = CGRect(x: rightToLeft ? bounds.width - x - width : x, y: y, width: width, height: height)
        }
        var x = Self.edgeInset
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
        label.textAlignment = rightToLeft ? .right : .left
        place(label, x: x, width: max(0, end - x), y: 0, height: Self.height)
    }

    /// Whether `point` (in the row) is on the grip.
    func gripContains(_ point: CGPoint) -> Bool {
        !grip.isHidden && grip.frame.insetBy(dx: -10, dy: -10).contains(point)
    }

    override var accessibilityLabel: String? {
        get { action?.title ?? tab.title }
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
