import Foundation

extension UITableViewCell {
    /// The standard layouts of a cell's labels and image.
    public enum CellStyle: Int, Sendable {
        /// An image and one label.
        case `default`
        /// The label, and a grey detail on the trailing side (Settings).
        case value1
        /// A tinted, trailing-aligned label in a column, then the detail (Contacts).
        case value2
        /// The label with the detail in small type beneath it.
        case subtitle
    }

    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }
}
