import Foundation

/// Reference curves written independently of the engine, straight from their definitions.
enum ReferenceCurves {
    /// y on the cubic Bézier (0,0) c1 c2 (1,1) where x = `x`, by bisection on the parameter.
    static func cubicBezier(_ x: Double, _ c1: CGPoint, _ c2: CGPoint) -> Double {
        func point(_ t: Double) -> (Double, Double) {
            let u = 1 - t
            let x = 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t
            let y = 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t
            return (x, y)
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if point(mid).0 < x { low = mid } else { high = mid }
        }
        return point((low + high) / 2).1
    }

    /// The damped spring from 0 to 1 for a damping ratio ζ ≤ 1 and duration T, tuned as
    /// the engine documents: the envelope e^(−ζωt) falls to 1/1500 at T.
    static func spring(at t: Double, dampingRatio zeta: Double, duration: Double, velocity v0: Double = 0) -> Double {
        let omega = log(1500) / (zeta * duration)
        if zeta >= 1 { return 1 - exp(-omega * t) * (1 + (omega - v0) * t) }
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + (zeta * omega - v0) / omegaD * sin(omegaD * t))
    }
}
