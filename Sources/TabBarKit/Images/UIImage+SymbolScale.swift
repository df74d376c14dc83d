import Foundation

extension UIImage {
    /// Which size of a symbol to draw beside text of the configured point size; the raw values
    /// are UIKit's. `default` and `unspecified` both draw the medium size here.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small = 1, medium, large
    }
}
