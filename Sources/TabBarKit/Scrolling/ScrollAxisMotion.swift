import Foundation

/// One axis of a scroll view moving on its own after the finger lifts: a fling slowing
/// down, a spring back to an edge, or rest. Positions are closed-form functions of time,
/// so the motion is the same however the ticks fall.
///
/// - A fling's velocity decays as rate^(milliseconds): v(t) = v₀·e^(kt), k = 1000·ln(rate),
///   so x(t) = x₀ + v₀(e^(kt) − 1)/k and it comes to rest at x₀ − v₀/k.
/// - Past an edge the content returns on a critically damped spring towards the edge,
///   s(t) = (s₀ + (v₀ + ωs₀)t)·e^(−ωt), which carries a fling's momentum out and back
///   (the bounce) without oscillating.
struct ScrollAxisMotion {
    /// The spring's angular frequency ω (1/s): back from 100 pt past an edge in about 0.6 s.
    static let springFrequency: CGFloat = 13
    /// A fling ends when less than this much distance (points) remains.
    static let restDistance: CGFloat = 0.5
    /// A spring ends when it is this close (points) to the edge and slow.
    static let springRestDistance: CGFloat = 0.1

    private enum Phase {
        case decelerating(from: CGFloat, velocity: CGFloat, start: TimeInterval)
        case springing(edge: CGFloat, displacement: CGFloat, velocity: CGFloat, start: TimeInterval)
        case resting(at: CGFloat)
    }

    private var phase: Phase
    private let k: CGFloat
    private let range: ClosedRange<CGFloat>
    private let bounces: Bool

    /// Starts at `offset` moving at `velocity` (points per second, in offset direction).
    init(
        offset: CGFloat, velocity: CGFloat, start: TimeInterval, rate: CGFloat,
        range: ClosedRange<CGFloat>, bounces: Bool
    ) {
        k = 1000 * log(min(max(rate, 0.5), 0.99999))
        self.range = range
        self.bounces = bounces
        if offset < range.lowerBound || offset > range.upperBound {
            let edge = offset < range.lowerBound ? range.lowerBound : range.upperBound
            phase = .springing(edge: edge, displacement: offset - edge, velocity: velocity, start: start)
        } else if abs(velocity / k) < Self.restDistance {
            phase = .resting(at: offset)
        } else {
            phase = .decelerating(from: offset, velocity: velocity, start: start)
        }
    }

    /// Starts at `offset` and slows down to rest exactly at `target` (inside the range).
    init(
        offset: CGFloat, landingAt target: CGFloat, start: TimeInterval, rate: CGFloat,
        range: ClosedRange<CGFloat>, bounces: Bool
    ) {
        let k = 1000 * log(min(max(rate, 0.5), 0.99999))
        let clamped = min(max(target, range.lowerBound), range.upperBound)
        self.init(offset: offset, velocity: (offset - clamped) * k, start: start, rate: rate, range: range, bounces: bounces)
        // Too close to need moving: rest on the target itself (out of range it springs).
        if isResting { phase = .resting(at: clamped) }
    }

    var isResting: Bool {
        if case .resting = phase { return true }
        return false
    }

    /// Where the motion would come to rest, held inside the range: the target UIKit
    /// proposes to `scrollViewWillEndDragging`.
    var projectedRest: CGFloat {
        switch phase {
        case .decelerating(let x0, let v0, _): return min(max(x0 - v0 / k, range.lowerBound), range.upperBound)
        case .springing(let edge, _, _, _): return edge
        case .resting(let x): return x
        }
    }

    /// The position at `time`, moving on to the next phase when one ends.
    mutating func position(at time: TimeInterval) -> CGFloat {
        switch phase {
        case .resting(let x):
            return x
        case .decelerating(let x0, let v0, let start):
            let t = CGFloat(max(0, time - start))
            let x = x0 + v0 * (exp(k * t) - 1) / k
            if x < range.lowerBound || x > range.upperBound {
                return crossEdge(from: x0, velocity: v0, start: start, at: time)
            }
            if abs(v0 * exp(k * t) / k) < Self.restDistance {
                let rest = x0 - v0 / k
                phase = .resting(at: rest)
                return rest
            }
            return x
        case .springing(let edge, let s0, let v0, let start):
            let t = CGFloat(max(0, time - start))
            let w = Self.springFrequency
            let b = v0 + w * s0
            let decay = exp(-w * t)
            let s = (s0 + b * t) * decay
            let speed = (b - w * (s0 + b * t)) * decay
            if abs(s) < Self.springRestDistance, abs(speed) < Self.springRestDistance * w * 2 {
                phase = .resting(at: edge)
                return edge
            }
            return edge + s
        }
    }

    /// The fling reached an edge: bounce off it on the spring, or stop there without bounces.
    private mutating func crossEdge(
        from x0: CGFloat, velocity v0: CGFloat, start: TimeInterval,
        at time: TimeInterval
    ) -> CGFloat {
        let edge = v0 < 0 ? range.lowerBound : range.upperBound
        // e^(k·tc) = 1 + (edge − x₀)·k / v₀ gives the crossing time tc.
        let factor = max(1e-9, 1 + (edge - x0) * k / v0)
        let crossing = start + TimeInterval(log(factor) / k)
        guard bounces else {
            phase = .resting(at: edge)
            return edge
        }
        phase = .springing(edge: edge, displacement: 0, velocity: v0 * factor, start: crossing)
        return position(at: time)
    }
}

/// `setContentOffset(_:animated:)`: an ease-in-ease-out glide to the target.
struct ScrollOffsetAnimation {
    /// UIKit's animated scrolls take about this long.
    static let duration: TimeInterval = 0.3

    let from: CGPoint
    let to: CGPoint
    let start: TimeInterval

    func offset(at time: TimeInterval) -> CGPoint {
        let fraction = CGFloat(min(1, max(0, (time - start) / Self.duration)))
        let p = TimingCurve.easeInOut.progress(at: fraction)
        return CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
    }

    func isFinished(at time: TimeInterval) -> Bool { time - start >= Self.duration }
}
