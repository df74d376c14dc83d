import Foundation

/// The sizes and colours of a shown menu. UIKit documents none of them; these are
/// TabBarKit's, chosen to look like iOS 17's menus (<doc:DEVIATIONS>).
enum MenuMetrics {
    static let minimumWidth: CGFloat = 250
    static let maximumWidth: CGFloat = 320
    /// The least a menu keeps from the window's safe area edges.
    static let screenMargin: CGFloat = 8
    /// Between a menu and what it is attached to or the preview it shows with.
    static let gap: CGFloat = 8
    static let cornerRadius: CGFloat = 13
    static let rowHeight: CGFloat = 44
    static let paletteRowHeight: CGFloat = 44
    static let mediumPaletteRowHeight: CGFloat = 68
    static let horizontalPadding: CGFloat = 16
    static let verticalPadding: CGFloat = 11
    /// The leading room a menu with checked elements keeps for the checkmarks.
    static let stateColumnWidth: CGFloat = 28
    /// The room an element's image takes at the trailing end, and the gap before it.
    static let imageWidth: CGFloat = 24
    static let imageGap: CGFloat = 10
    /// The wide separator between sections.
    static let sectionGap: CGFloat = 8
    static let titleFont = UIFont.systemFont(ofSize: 17)
    static let openSubmenuFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let subtitleFont = UIFont.systemFont(ofSize: 15)
    static let headerFont = UIFont.systemFont(ofSize: 13)
    static let mediumTitleFont = UIFont.systemFont(ofSize: 12)
    static let symbolPointSize: CGFloat = 17
    static let sectionGapColor = UIColor(white: 0, alpha: 0.08)
    static let highlightColor = UIColor(white: 0, alpha: 0.1)
    static let shadowRadius: CGFloat = 30
    static let shadowOpacity: Float = 0.18
    static let appearDuration: TimeInterval = 0.25
    static let endDuration: TimeInterval = 0.2
    /// What a compact menu grows from, and a rich menu's preview rises from.
    static let appearScale: CGFloat = 0.8
    /// How long a finger rests before a context menu opens.
    static let pressDuration: TimeInterval = 0.5
}
