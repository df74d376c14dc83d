import Foundation

/// A two-dimensional vector, as Core Graphics' (Foundation on Linux lacks it); UIKit uses
/// it for spring velocities.
public struct CGVector: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() {
        dx = 0
        dy = 0
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = CGVector()

    public var description: String { "(\(dx), \(dy))" }
}
