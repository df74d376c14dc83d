import Foundation

/// The values one property passes through in a keyframe animation, at times relative to
/// the whole animation (0...1), as a Core Animation keyframe animation's keyTimes and values.
struct KeyframeTrack {
    enum Calculation {
        case linear, discrete, paced, cubic, cubicPaced
    }

    private(set) var times: [Double]
    let values: [AnimatableValue]
    let calculation: Calculation

    init(times: [Double], values: [AnimatableValue], calculation: Calculation) {
        self.times = times
        self.values = values
        self.calculation = calculation
        if calculation == .paced || calculation == .cubicPaced { pace() }
    }

    /// Paced modes ignore the given times: each segment gets time in proportion to its
    /// length, so the value moves at a constant speed.
    private mutating func pace() {
        guard values.count > 1 else { return }
        var lengths = [0.0]
        for i in 1..<values.count { lengths.append(lengths[i - 1] + values[i - 1].distance(to: values[i])) }
        guard let total = lengths.last, total > 0 else { return }
        times = lengths.map { $0 / total }
    }

    func value(at progress: Double) -> AnimatableValue {
        guard let first = values.first, let last = values.last else { return .zero }
        if progress <= times[0] { return first }
        if progress >= times[times.count - 1] { return last }
        var i = 0
        while i + 1 < times.count - 1, progress >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        let t = span > 0 ? (progress - times[i]) / span : 1
        switch calculation {
        case .discrete:
            return values[i]
        case .linear, .paced:
            return values[i].interpolated(to: values[i + 1], t)
        case .cubic, .cubicPaced:
            // A Catmull-Rom spline through the values, with the ends repeated.
            let p0 = values[max(i - 1, 0)], p1 = values[i], p2 = values[i + 1], p3 = values[min(i + 2, values.count - 1)]
            let t2 = t * t, t3 = t2 * t
            let a = p1 * 2
            let b = (p2 - p0) * t
            let c = (p0 * 2 - p1 * 5 + p2 * 4 - p3) * t2
            let d = (p1 * 3 - p0 - p2 * 3 + p3) * t3
            return (a + b + c + d) * 0.5
        }
    }
}
