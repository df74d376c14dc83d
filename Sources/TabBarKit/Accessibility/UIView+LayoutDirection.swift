import Foundation

extension UIView {
    /// The direction this view lays out in: a forced semantic attribute wins, else the
    /// traits' layout direction.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified:
            var view: UIView? = superview
            while let ancestor = view {
                if ancestor.semanticContentAttribute == .forceRightToLeft { return .rightToLeft }
                if ancestor.semanticContentAttribute == .forceLeftToRight { return .leftToRight }
                view = ancestor.superview
            }
            return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
}
