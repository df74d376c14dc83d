import Foundation

/// The sidebar's list: the root tabs, then each group as a section headed by its title with
/// its children under it; the selected tab's row is filled with the tint colour. A row is
/// 44 pt tall, as the system's sidebar rows; the list is 320 pt wide, iPadOS 18.0's width
/// before the user sets one (docs/reference/FLOATING_TAB_BAR.md, "Sidebar").
@MainActor
final class TabSidebarView: UIView {
    static let width: CGFloat = 320
    static let rowHeight: CGFloat = 44
    /// Under the sidebar's own bar of controls, and before the first row.
    static let barHeight: CGFloat = 50
    static let contentInset: CGFloat = 9
    static let rowInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)

    /// One tab's row, or a group's heading.
    final class Row: UIView {
        let tab: UITab
        let isHeading: Bool
        let label = UILabel()
        let icon = UIImageView()

        init(tab: UITab, isHeading: Bool) {
            self.tab = tab
            self.isHeading = isHeading
            super.init(frame: .zero)
            isAccessibilityElement = true
            layer.cornerRadius = 10
            addSubview(icon)
            addSubview(label)
        }

        required init?(coder: NSCoder) { nil }

        override var accessibilityLabel: String? {
            get { tab.title }
            set {}
        }

        override var accessibilityTraits: UIAccessibilityTraits {
            get { isHeading ? .header : (backgroundColor == nil ? .button : [.button, .selected]) }
            set {}
        }
    }

    private unowned let controller: UITabBarController
    private let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    private let edge = UIView()
    private let hideButton = UIButton(type: .system)
    private(set) var rows: [Row] = []

    init(controller: UITabBarController) {
        self.controller = controller
        super.init(frame: .zero)
        addSubview(material)
        edge.backgroundColor = UIColor(white: 0, alpha: 0.16)
        addSubview(edge)
        hideButton.setImage(UIImage(systemName: "sidebar.leading"), for: .normal)
        hideButton.tintColor = .label
        hideButton.accessibilityLabel = "Hide Sidebar"
        hideButton.addAction(UIAction { [unowned controller] _ in controller.sidebar.isHidden = true }, for: .primaryActionTriggered)
        addSubview(hideButton)
    }

    required init?(coder: NSCoder) { nil }

    /// Lists `tabs` (the shown root tabs) with `selected` highlighted, under `topInset`.
    func show(_ tabs: [UITab], selected: UITab?, topInset: CGFloat) {
        let plain = tabs.filter { !($0 is UITabGroup) }
        var wanted: [(UITab, Bool)] = plain.map { ($0, false) }
        for group in tabs.compactMap({ $0 as? UITabGroup }) {
            wanted.append((group, true))
            wanted += group.displayOrder.filter { !$0.isHidden }.map { ($0, false) }
        }
        if !rows.map({ $0.tab }).elementsEqual(wanted.map(\.0), by: ===) {
            for row in rows { row.removeFromSuperview() }
            rows = wanted.map { Row(tab: $0.0, isHeading: $0.1) }
            for row in rows { addSubview(row) }
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        material.frame = bounds
        edge.frame = CGRect(x: rightToLeft ? 0 : bounds.width - 0.5, y: 0, width: 0.5, height: bounds.height)
        hideButton.frame = CGRect(x: rightToLeft ? bounds.width - 60 : 12, y: topInset + 3, width: 48, height: 44)
        var y = topInset + Self.barHeight + Self.contentInset
        for row in rows {
            let isSelected = !row.isHeading && row.tab === selected
            row.frame = CGRect(
                x: Self.rowInset.left, y: y, width: bounds.width - Self.rowInset.left - Self.rowInset.right,
                height: Self.rowHeight)
            row.backgroundColor = isSelected ? tintColor : nil
            row.label.text = row.tab.title
            row.label.font = row.isHeading ? .systemFont(ofSize: 20, weight: .bold) : .systemFont(ofSize: 17)
            row.label.textColor = isSelected ? .white : .label
            row.icon.image = row.isHeading ? nil : row.tab.image?.withRenderingMode(.alwaysTemplate)
            row.icon.tintColor = isSelected ? .white : tintColor
            let iconSide: CGFloat = row.icon.image == nil ? 0 : 24
            let iconX: CGFloat = 12
            let textX = iconSide > 0 ? iconX + iconSide + 12 : iconX
            row.icon.frame = CGRect(
                x: rightToLeft ? row.bounds.width - iconX - iconSide : iconX, y: (Self.rowHeight - iconSide) / 2,
                width: iconSide, height: iconSide)
            row.label.textAlignment = rightToLeft ? .right : .left
            row.label.frame = CGRect(x: rightToLeft ? 12 : textX, y: 0, width: row.bounds.width - textX - 12, height: Self.rowHeight)
            y += Self.rowHeight
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self),
            let row = rows.first(where: { !$0.isHeading && $0.frame.contains(point) })
        else { return }
        controller.userSelectedInSidebar(row.tab)
    }

    override var accessibilityElements: [Any]? {
        get { [hideButton] + rows }
        set {}
    }
}
