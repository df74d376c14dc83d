import Foundation

/// What a list row (a sidebar's, here) shows behind its content: a colour, an image, a
/// material or a view of the app's, with rounded corners and a stroke. A `nil`
/// background colour is the tint colour. The list styles change with the row's state
/// (`updated(for:)`): a sidebar row fills with the tint colour while selected.
public struct UIBackgroundConfiguration: Hashable {
    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the row's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// Nil: the tint colour of the view showing the background.
    public var backgroundColor: UIColor?
    public var visualEffect: UIVisualEffect?
    public var image: UIImage?
    public var imageContentMode = UIView.ContentMode.scaleToFill
    /// Nil: the tint colour, as for the background.
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background's edge.
    public var strokeOutset: CGFloat = 0

    /// The list style this configuration was made as, whose look follows the state.
    private var style = Style.none

    private enum Style: Hashable {
        case none, sidebarCell
    }

    private init(backgroundColor: UIColor?, cornerRadius: CGFloat = 0, style: Style = .none) {
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.style = style
    }

    // MARK: System styles

    /// Nothing behind the content.
    public static func clear() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .clear)
    }

    /// A plain list's row: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .systemBackground)
    }

    /// A grouped list's row: the grouped lists' secondary background.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground)
    }

    /// A sidebar row: clear, rounded, filled with the tint colour while selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .clear, cornerRadius: 10, style: .sidebarCell)
    }

    /// A sidebar's section heading: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        clear()
    }

    /// A plain list's header or footer: the system background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .systemBackground)
    }

    /// A grouped list's header or footer: clear, over the grouped background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        clear()
    }

    // MARK: State and colours

    /// This configuration as its style looks in `state`: a sidebar row selected (or
    /// highlighted) fills with the tint colour. A configuration of no list style is itself.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard style == .sidebarCell else { return self }
        var updated = self
        let cell = state as? UICellConfigurationState
        let filled = (cell?.isSelected ?? false) || (cell?.isHighlighted ?? false)
        updated.backgroundColor = filled ? nil : .clear
        return updated
    }

    /// The colour the background is filled with, given the tint colour of the view showing it.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        backgroundColor ?? tintColor
    }

    /// The colour of the stroke, given the tint colour of the view showing it.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        strokeColor ?? tintColor
    }
}
