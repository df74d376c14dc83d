import Foundation

extension UIApplication {
    /// The direction the app's interface reads in: right to left when the main screen's
    /// traits say so (UIKit takes it from the app's localization).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIScreen.main.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
