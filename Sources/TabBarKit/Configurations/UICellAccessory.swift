import Foundation

/// A mark at the leading or trailing end of a list row (here, a sidebar's row): a system
/// accessory (a disclosure chevron, a checkmark, a text, an editing control) or a view of
/// the app's. System accessories sit where their kind goes: the editing controls `delete`,
/// `insert` and `multiselect` at the leading end, the others at the trailing end.
public struct UICellAccessory {
    /// In which of the row's editing states the accessory shows.
    public enum DisplayedState: Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// How wide the accessory's place is.
    public enum LayoutDimension: Sendable {
        /// As wide as the accessory.
        case actual
        /// The system width for its kind.
        case standard
        case custom(CGFloat)
    }

    /// Run when a control accessory (delete, insert, detail, outline disclosure) is tapped.
    public typealias ActionHandler = () -> Void

    /// Where a custom view goes among the accessories at its end: the index it takes,
    /// given the accessories there.
    public typealias Position = ([UICellAccessory]) -> Int

    /// Which end a custom view is at, in which editing states, and where among the others there.
    public enum Placement {
        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })
    }

    /// What kind of accessory this is.
    enum Kind {
        case disclosureIndicator, checkmark, detail, outlineDisclosure, reorder, delete, insert, multiselect
        case label(String, UIFont)
        case customView(UIView, maintainsFixedSize: Bool, position: Position)
    }

    let kind: Kind
    let displayed: DisplayedState
    let isHidden: Bool
    let reservedLayoutWidth: LayoutDimension
    let tintColor: UIColor?
    /// Whether it sits at the trailing end (the leading one otherwise).
    let isTrailing: Bool
    let actionHandler: ActionHandler?

    private init(
        _ kind: Kind, displayed: DisplayedState, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?,
        tintColor: UIColor?, trailing: Bool = true, actionHandler: ActionHandler? = nil
    ) {
        self.kind = kind
        self.displayed = displayed
        self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
        self.tintColor = tintColor
        isTrailing = trailing
        self.actionHandler = actionHandler
    }

    // MARK: System accessories

    /// A chevron pointing to the trailing side: tapping the row shows more.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            .disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
            reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A checkmark in the tint colour.
    public static func checkmark(
        displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            .checkmark, displayed: displayed, isHidden: options.isHidden,
            reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// An info button in the tint colour.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            .detail, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
            tintColor: options.tintColor, actionHandler: actionHandler)
    }

    /// A chevron that turns down while the row's children show.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            .outlineDisclosure, displayed: displayed, isHidden: options.isHidden,
            reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor, actionHandler: actionHandler)
    }

    /// A grip the user drags the row by, while editing.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions())
        -> UICellAccessory
    {
        UICellAccessory(
            .reorder, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
            tintColor: options.tintColor)
    }

    /// A red minus at the leading end, while editing.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            .delete, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
            tintColor: options.tintColor, trailing: false, actionHandler: actionHandler)
    }

    /// A green plus at the leading end, while editing.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            .insert, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth,
            tintColor: options.tintColor, trailing: false, actionHandler: actionHandler)
    }

    /// A circle at the leading end, checked while the row is selected, while editing.
    public static func multiselect(
        displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            .multiselect, displayed: displayed, isHidden: options.isHidden,
            reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor, trailing: false)
    }

    /// A text in the secondary label colour (a count, a state).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions())
        -> UICellAccessory
    {
        UICellAccessory(
            .label(text, options.font), displayed: displayed, isHidden: options.isHidden,
            reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A view of the app's, at the end and in the editing states its placement says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (displayed, trailing, position): (DisplayedState, Bool, Position) =
            switch configuration.placement {
            case .leading(let displayed, let position): (displayed, false, position)
            case .trailing(let displayed, let position): (displayed, true, position)
            }
        return UICellAccessory(
            .customView(configuration.customView, maintainsFixedSize: configuration.maintainsFixedSize, position: position),
            displayed: displayed, isHidden: configuration.isHidden, reservedLayoutWidth: configuration.reservedLayoutWidth,
            tintColor: configuration.tintColor, trailing: trailing)
    }

    /// Whether it shows in a row that is, or is not, being edited.
    func shows(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
