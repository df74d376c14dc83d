import Foundation

/// How an animation's progress follows its time: Core Animation's cubic Bézier timing
/// functions, or a damped spring. Progress runs from 0 to 1; a spring may overshoot.
enum TimingCurve: Equatable {
    case linear
    case cubic(UnitBezier)
    case spring(Spring)

    // Core Animation's named timing functions, which UIKit's curves use.
    static let easeInOut = TimingCurve.cubic(UnitBezier(0.42, 0, 0.58, 1))
    static let easeIn = TimingCurve.cubic(UnitBezier(0.42, 0, 1, 1))
    static let easeOut = TimingCurve.cubic(UnitBezier(0, 0, 0.58, 1))

    init(_ curve: UIView.AnimationCurve) {
        switch curve {
        case .easeInOut: self = .easeInOut
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .linear: self = .linear
        }
    }

    /// The progress at `fraction` (0...1) of the animation's time.
    func progress(at fraction: CGFloat) -> CGFloat {
        switch self {
        case .linear: return fraction
        case .cubic(let bezier): return bezier.value(at: fraction)
        case .spring(let spring): return spring.value(atFraction: fraction)
        }
    }
}

/// A cubic Bézier from (0, 0) to (1, 1) with two control points, evaluated as y for a
/// given x: solve x(t) = x by Newton's method, falling back to bisection.
struct UnitBezier: Equatable {
    let x1: CGFloat, y1: CGFloat, x2: CGFloat, y2: CGFloat

    init(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) {
        // Core Animation clamps the x coordinates so that x(t) stays monotonic.
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    func value(at x: CGFloat) -> CGFloat {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return Self.coordinate(solve(x), y1, y2)
    }

    /// One coordinate of the curve at parameter t, for control coordinates c1 and c2.
    private static func coordinate(_ t: CGFloat, _ c1: CGFloat, _ c2: CGFloat) -> CGFloat {
        let u = 1 - t
        return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
    }

    private static func slope(_ t: CGFloat, _ c1: CGFloat, _ c2: CGFloat) -> CGFloat {
        let u = 1 - t
        return 3 * u * u * c1 + 6 * u * t * (c2 - c1) + 3 * t * t * (1 - c2)
    }

    private func solve(_ x: CGFloat) -> CGFloat {
        let epsilon: CGFloat = 1e-7
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(t, x1, x2) - x
            if abs(error) < epsilon { return t }
            let d = Self.slope(t, x1, x2)
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        var low: CGFloat = 0, high: CGFloat = 1
        t = x
        while high - low > epsilon {
            let value = Self.coordinate(t, x1, x2)
            if abs(value - x) < epsilon { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}

/// A damped harmonic oscillator moving from 0 to 1, evaluated in closed form.
///
/// UIKit's damping-ratio springs take a duration; the spring is tuned so its motion has
/// died down to 1/1500 of the distance by then, and the animation ends there. A ratio of 1
/// is critically damped: it arrives without overshoot.
struct Spring: Equatable {
    /// ζ: below 1 the spring oscillates, 1 settles fastest without overshoot, above 1 creeps.
    let dampingRatio: CGFloat
    /// ω, the undamped angular frequency, in radians per second.
    let angularFrequency: CGFloat
    /// The starting speed, in distances per second (1 covers the whole distance in a second).
    let initialVelocity: CGFloat
    /// The time that fractions 0...1 of the animation span.
    let duration: TimeInterval

    /// How far the motion must have died down when a damping-ratio spring's duration ends.
    static let settledAmplitude: CGFloat = 1 / 1500

    init(dampingRatio: CGFloat, initialVelocity: CGFloat, duration: TimeInterval) {
        let zeta = max(dampingRatio, 0.01)
        // The slowest-decaying part of the motion decays at rate ω·(ζ − √(ζ²−1)) when
        // overdamped and ω·ζ otherwise; pick ω so it has decayed enough by `duration`.
        let decayPerOmega = zeta > 1 ? zeta - (zeta * zeta - 1).squareRoot() : zeta
        let span = max(duration, 1e-6)
        self.dampingRatio = zeta
        self.angularFrequency = -log(Self.settledAmplitude) / (decayPerOmega * span)
        self.initialVelocity = initialVelocity
        self.duration = span
    }

    /// A physical spring; its duration is how long it takes to settle.
    init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGFloat) {
        let m = max(mass, 1e-6), k = max(stiffness, 1e-6)
        let unbounded = Spring(
            dampingRatio: max(damping / (2 * (k * m).squareRoot()), 0.01),
            angularFrequency: (k / m).squareRoot(), initialVelocity: initialVelocity, duration: 1)
        self.init(
            dampingRatio: unbounded.dampingRatio, angularFrequency: unbounded.angularFrequency,
            initialVelocity: initialVelocity, duration: unbounded.settlingTime())
    }

    private init(dampingRatio: CGFloat, angularFrequency: CGFloat, initialVelocity: CGFloat, duration: TimeInterval) {
        self.dampingRatio = dampingRatio
        self.angularFrequency = angularFrequency
        self.initialVelocity = initialVelocity
        self.duration = duration
    }

    func value(atFraction fraction: CGFloat) -> CGFloat {
        fraction >= 1 ? 1 : position(at: max(0, fraction) * duration)
    }

    /// x(t) for x(0) = 0, x'(0) = v0, resting at 1.
    func position(at t: TimeInterval) -> CGFloat {
        let zeta = dampingRatio, omega = angularFrequency, v0 = initialVelocity
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            return 1 - envelope * (cos(omegaD * t) + (zeta * omega - v0) / omegaD * sin(omegaD * t))
        }
        if zeta == 1 {
            return 1 - exp(-omega * t) * (1 + (omega - v0) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let a = (-v0 - r2) / (r1 - r2)
        return 1 - (a * exp(r1 * t) + (1 - a) * exp(r2 * t))
    }

    /// The time after which the spring stays within `settledAmplitude` of rest, found by
    /// stepping at 240 Hz (done once per spring, up to a minute).
    private func settlingTime() -> TimeInterval {
        let step = 1.0 / 240
        var lastOutside: TimeInterval = 0
        var t: TimeInterval = 0
        var quietSteps = 0
        while t < 60 {
            t += step
            if abs(position(at: t) - 1) > Self.settledAmplitude {
                lastOutside = t
                quietSteps = 0
            } else {
                quietSteps += 1
                // Two full periods of the slowest oscillation inside the band means settled.
                if Double(quietSteps) * step > 2 * (2 * .pi / angularFrequency) { break }
            }
        }
        return max(lastOutside + step, step)
    }
}
