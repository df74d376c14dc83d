import Foundation

/// A basic animation whose progress follows a damped spring: a mass on a spring of the
/// given stiffness, slowed by damping, starting at `initialVelocity` (in whole distances
/// per second). Its timing function is not used.
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0

    public override init() {
        super.init()
    }

    /// A spring that settles in about `perceptualDuration` with `bounce` (0 none, up to 1).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let period = max(perceptualDuration, 0.01)
        stiffness = pow(2 * .pi / period, 2)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        damping = 4 * .pi * ratio / period
        duration = settlingDuration
    }

    /// How long the spring takes to come to rest (within a thousandth of the distance).
    open var settlingDuration: CFTimeInterval {
        let (omega, zeta) = spring
        guard omega > 0 else { return 0 }
        let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        return decay > 0 ? min(60, log(1000) / decay + (zeta < 1 ? 0 : 1 / omega)) : 60
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CASpringAnimation()
        copy.copyBasic(from: self)
        (copy.mass, copy.stiffness, copy.damping, copy.initialVelocity) = (mass, stiffness, damping, initialVelocity)
        return copy
    }

    /// Natural frequency and damping ratio.
    private var spring: (omega: CGFloat, zeta: CGFloat) {
        let m = max(mass, 1e-6), k = max(stiffness, 0)
        let omega = (k / m).squareRoot()
        return (omega, omega > 0 ? max(damping, 0) / (2 * (k * m).squareRoot()) : 0)
    }

    /// The displacement's progress from 0 to 1 at `time` seconds: x(t) = 1 − e^(−ζωt)(…).
    func progress(atTime time: CGFloat) -> CGFloat {
        let (omega, zeta) = spring
        guard omega > 0, time > 0 else { return 0 }
        let v0 = -initialVelocity // displacement from the target starts at −1, moving at v
        let x0: CGFloat = -1
        let remaining: CGFloat
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            remaining = exp(-zeta * omega * time) * (x0 * cos(wd * time) + (zeta * omega * x0 - v0) / wd * sin(wd * time))
        } else if zeta == 1 {
            remaining = exp(-omega * time) * (x0 + (omega * x0 - v0) * time)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (r1 * x0 + v0) / (r1 - r2)
            let c1 = x0 - c2
            remaining = c1 * exp(r1 * time) + c2 * exp(r2 * time)
        }
        return 1 + remaining
    }

    override func value(atFraction fraction: CGFloat, model: LayerValue?) -> LayerValue? {
        guard let (from, to) = endpoints(model: model) else { return nil }
        return from.interpolated(to: to, progress(atTime: fraction * CGFloat(cycleDuration)))
    }

    /// The spring's own time runs linearly; its curve is the spring.
    override var ignoresTimingFunction: Bool { true }
}
