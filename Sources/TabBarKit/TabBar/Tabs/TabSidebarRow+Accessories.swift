import Foundation

/// The views a sidebar row shows for its item's accessories at one end, in order: the
/// system accessories as listed, each custom view where its placement's position puts it
/// among them. A system accessory is a symbol (or, for `label`, a text) in its kind's
/// colour, white on a selected row, or in the tint colour its options give. A control
/// accessory's action handler runs when it is tapped.
@MainActor
enum AccessoryViews {
    /// The side of a system accessory's symbol.
    static let symbolSide: CGFloat = 20

    /// An accessory's view, the size its place takes, and what a tap on it runs.
    typealias Made = (view: UIView, size: CGSize, action: UICellAccessory.ActionHandler?)

    /// What the accessories show: the row's selection, a heading's expansion (an outline
    /// disclosure points down while expanded, else toward the trailing side) and the tint.
    struct State {
        var selected: Bool
        var expanded: Bool
        var rightToLeft = false
        var tint: UIColor
    }

    static func make(_ accessories: [UICellAccessory], in state: State) -> [Made] {
        ordered(accessories).map { accessory in
            let (view, size) = view(for: accessory, in: state)
            return (view, size, accessory.actionHandler)
        }
    }

    /// System accessories as listed; each custom view inserted where its position says.
    private static func ordered(_ accessories: [UICellAccessory]) -> [UICellAccessory] {
        var result = accessories.filter { if case .customView = $0.kind { false } else { true } }
        for accessory in accessories {
            guard case .customView(_, _, let position) = accessory.kind else { continue }
            result.insert(accessory, at: min(max(position(result), 0), result.count))
        }
        return result
    }

    private static func view(for accessory: UICellAccessory, in state: State) -> (view: UIView, size: CGSize) {
        let (selected, tint) = (state.selected, state.tint)
        func symbol(_ name: String, _ colour: UIColor) -> (view: UIView, size: CGSize) {
            let view = UIImageView(image: UIImage(systemName: name))
            view.contentMode = .scaleAspectFit
            view.tintColor = accessory.tintColor ?? (selected ? .white : colour)
            return (view, CGSize(width: width(accessory, natural: symbolSide), height: symbolSide))
        }
        switch accessory.kind {
        case .disclosureIndicator: return symbol("chevron.right", .tertiaryLabel)
        case .checkmark: return symbol("checkmark", tint)
        case .detail: return symbol("info.circle", tint)
        case .outlineDisclosure:
            let collapsed = state.rightToLeft ? "chevron.left" : "chevron.right"
            return symbol(state.expanded ? "chevron.down" : collapsed, tint)
        case .reorder: return symbol("line.3.horizontal", .tertiaryLabel)
        case .delete: return symbol("minus.circle.fill", .systemRed)
        case .insert: return symbol("plus.circle.fill", .systemGreen)
        case .multiselect: return selected ? symbol("checkmark.circle.fill", tint) : symbol("circle", .tertiaryLabel)
        case .label(let text, let font):
            let label = UILabel()
            (label.text, label.font, label.textAlignment) = (text, font, .center)
            label.textColor = accessory.tintColor ?? (selected ? .white : .secondaryLabel)
            let natural = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: TabSidebarRow.height))
            return (label, CGSize(width: width(accessory, natural: ceil(natural.width)), height: ceil(natural.height)))
        case .customView(let view, let maintainsFixedSize, _):
            if let tint = accessory.tintColor { view.tintColor = tint }
            let intrinsic = view.intrinsicContentSize
            var size = view.bounds.size
            if !maintainsFixedSize || size == .zero, intrinsic.width >= 0, intrinsic.height >= 0 { size = intrinsic }
            size.height = min(size.height, TabSidebarRow.height)
            return (view, size)
        }
    }

    /// The width the accessory's place takes: its own, unless its options reserve another.
    private static func width(_ accessory: UICellAccessory, natural: CGFloat) -> CGFloat {
        if case .custom(let width) = accessory.reservedLayoutWidth { return max(0, width) }
        return natural
    }
}
