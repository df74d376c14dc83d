import Foundation

public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// What a property animator's timing comes from.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSObjectProtocol {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// Timing along a cubic Bézier curve: one of UIKit's named curves or your own.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// Ease-in-ease-out.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        isBuiltin = true
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
    }

    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var curve: TimingCurve {
        if isBuiltin { return TimingCurve(animationCurve) }
        return .cubic(UnitBezier(controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y))
    }
}

/// Timing that follows a damped spring.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The starting speed in distances per second; TabBarKit's one-dimensional springs
    /// use `dx` (<doc:DEVIATIONS>).
    public let initialVelocity: CGVector
    private enum Kind {
        /// Fitted to the animator's duration.
        case dampingRatio(CGFloat)
        /// Its own physics decides the duration.
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    }
    private let kind: Kind

    /// Apple's default: damping ratio 4.56, no initial velocity.
    public override convenience init() {
        self.init(dampingRatio: 4.56, initialVelocity: .zero)
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        kind = .dampingRatio(ratio)
        initialVelocity = velocity
    }

    /// A spring of this mass, stiffness and damping. Like UIKit, an animator with it
    /// ignores its own duration and runs until the spring settles.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        kind = .physical(mass: mass, stiffness: stiffness, damping: damping)
        initialVelocity = velocity
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    func spring(duration: TimeInterval) -> Spring {
        switch kind {
        case .dampingRatio(let ratio):
            return Spring(dampingRatio: ratio, initialVelocity: initialVelocity.dx, duration: duration)
        case .physical(let mass, let stiffness, let damping):
            return Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity.dx)
        }
    }
}

extension TimingCurve {
    /// The curve a provider describes over `duration`, and how long it really runs
    /// (a physical spring takes as long as it takes).
    @MainActor
    static func from(_ provider: UITimingCurveProvider?, duration: TimeInterval) -> (curve: TimingCurve, duration: TimeInterval) {
        if let spring = provider?.springTimingParameters?.spring(duration: duration) {
            return (.spring(spring), spring.duration)
        }
        if let cubic = provider?.cubicTimingParameters { return (cubic.curve, duration) }
        return (.easeInOut, duration)
    }
}
