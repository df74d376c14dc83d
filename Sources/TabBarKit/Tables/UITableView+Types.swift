import Foundation

extension UITableView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Where `scrollToRow` and `selectRow` put the row: `.none` scrolls as little as it can.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// Row animations are accepted and not animated (<doc:DEVIATIONS>).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Returned for a height to ask the table for its default (UIKit's value is −1).
    public static let automaticDimension: CGFloat = -1

    /// The height of a standard row.
    static let defaultRowHeight: CGFloat = 44
}
