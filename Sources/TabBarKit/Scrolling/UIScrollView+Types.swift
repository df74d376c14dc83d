import Foundation

extension UIScrollView {
    /// How fast a fling slows down: the velocity is multiplied by `rawValue` every
    /// millisecond, so it decays as rawValue^(milliseconds).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// UIKit's values, from Apple's documentation.
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which safe-area insets the scroll view adds to `contentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// The vertical safe area always, the horizontal one on a horizontally scrollable axis.
        case automatic
        /// The safe area on each axis the content scrolls along.
        case scrollableAxes
        /// None: `adjustedContentInset` is `contentInset`.
        case never
        /// The whole safe area.
        case always
    }

    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }
}
