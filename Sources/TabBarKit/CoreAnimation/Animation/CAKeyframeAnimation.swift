import Foundation

/// Through a list of values (or along a path, for points) at key times.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]? {
        didSet { prepared = nil }
    }
    /// For point properties: the points along this path, instead of `values`.
    open var path: CGPath? {
        didSet { prepared = nil }
    }
    /// Fractions of the duration, increasing from 0 to 1, one per value; nil spaces them evenly.
    open var keyTimes: [NSNumber]? {
        didSet { prepared = nil }
    }
    /// One per interval between values; nil is linear.
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear {
        didSet { prepared = nil }
    }
    /// The values unboxed and their key times, worked out once for every tick.
    private var prepared: (frames: [LayerValue], times: [CGFloat], given: [CGFloat]?)?
    /// Along a path, turns the layer to follow the path's direction (`.rotateAutoReverse`:
    /// the opposite way).
    open var rotationMode: CAAnimationRotationMode?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAKeyframeAnimation()
        copy.copyProperty(from: self)
        (copy.values, copy.path, copy.keyTimes) = (values, path, keyTimes)
        (copy.timingFunctions, copy.calculationMode, copy.rotationMode) = (timingFunctions, calculationMode, rotationMode)
        return copy
    }

    /// The values to pass through: the path's points (its ends and control-free corners,
    /// Cairo-flattened curves included) or the unboxed values.
    private var frames: [LayerValue] {
        if let path { return KeyframeTiming.points(along: path).map { .point($0) } }
        return (values ?? []).compactMap(LayerValue.init(boxed:))
    }

    private func prepare() -> (frames: [LayerValue], times: [CGFloat], given: [CGFloat]?) {
        if let prepared { return prepared }
        let frames = self.frames
        let given = keyTimes?.map { CGFloat($0.doubleValue) }
        // Along a path the flattened points are spaced by distance: a curve's many short
        // lines take the time its length takes, not one share per line.
        let mode = path != nil && calculationMode == .linear ? .paced : calculationMode
        let result = (frames, frames.count > 1 ? KeyframeTiming.times(given: given, frames: frames, mode: mode) : [], given)
        prepared = result
        return result
    }

    override var readsModelValue: Bool { false }

    override func value(atFraction fraction: CGFloat, model: LayerValue?) -> LayerValue? {
        let (frames, times, given) = prepare()
        guard let first = frames.first else { return nil }
        guard frames.count > 1 else { return first }
        if calculationMode == .discrete {
            return frames[KeyframeTiming.discreteIndex(at: fraction, given: given, count: frames.count)]
        }
        let (segment, local) = KeyframeTiming.segment(at: fraction, times: times)
        let eased = timingFunctions.flatMap { $0.indices.contains(segment) ? $0[segment].progress(at: local) : nil } ?? local
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            return KeyframeTiming.catmullRom(frames, segment: segment, t: eased)
        }
        return frames[segment].interpolated(to: frames[segment + 1], eased)
    }

    /// With a rotation mode, a layer moved along a path takes the path's direction at this
    /// point (from a short step either side) as the turn of its transform.
    override func didApply(atFraction fraction: CGFloat, model: LayerValue?, to layer: CALayer) {
        guard let rotationMode, path != nil,
            case .point(let before)? = value(atFraction: max(0, fraction - 0.001), model: model),
            case .point(let after)? = value(atFraction: min(1, fraction + 0.001), model: model),
            before != after
        else { return }
        var angle = atan2(after.y - before.y, after.x - before.x)
        if rotationMode == .rotateAutoReverse { angle += .pi }
        LayerKeyPaths.set(.number(angle), at: .transformRotation, on: layer)
    }

}

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// Key times, segments and splines of keyframe animations.
enum KeyframeTiming {
    /// Given key times when they fit (one per value, from 0, increasing); paced modes
    /// space the values by the distance between them; otherwise evenly.
    static func times(given: [CGFloat]?, frames: [LayerValue], mode: CAAnimationCalculationMode) -> [CGFloat] {
        let n = frames.count
        if mode == .paced || mode == .cubicPaced {
            let steps = zip(frames, frames.dropFirst()).map { distance($0, $1) }
            let total = steps.reduce(0, +)
            if total > 0 {
                var times: [CGFloat] = [0]
                for step in steps { times.append(times[times.count - 1] + step / total) }
                return times
            }
        } else if let given, given.count == n, zip(given, given.dropFirst()).allSatisfy({ $0 <= $1 }),
            given.allSatisfy({ $0.isFinite })
        {
            return given
        }
        return (0..<n).map { CGFloat($0) / CGFloat(n - 1) }
    }

    /// Discrete values each hold for an interval: n values take n + 1 key times (given,
    /// or evenly spaced), and the value whose interval holds `fraction` shows.
    static func discreteIndex(at fraction: CGFloat, given: [CGFloat]?, count n: Int) -> Int {
        let times: [CGFloat]
        if let given, given.count == n + 1, zip(given, given.dropFirst()).allSatisfy({ $0 <= $1 }) {
            times = given
        } else {
            times = (0...n).map { CGFloat($0) / CGFloat(n) }
        }
        var index = 0
        while index + 1 < n, fraction >= times[index + 1] { index += 1 }
        return index
    }

    /// The interval holding `fraction` and how far into it `fraction` lies. Before the
    /// first key time the first value holds; after the last, the last.
    static func segment(at fraction: CGFloat, times: [CGFloat]) -> (Int, CGFloat) {
        guard let last = times.last, fraction < last else { return (max(0, times.count - 2), 1) }
        guard fraction > times[0] else { return (0, 0) }
        var i = 0
        while i + 1 < times.count - 1, fraction >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        return (i, span > 0 ? (fraction - times[i]) / span : 1)
    }

    static func distance(_ a: LayerValue, _ b: LayerValue) -> CGFloat {
        switch (a, b) {
        case let (.number(x), .number(y)): return abs(y - x)
        case let (.point(p), .point(q)): return hypot(q.x - p.x, q.y - p.y)
        case let (.size(p), .size(q)): return hypot(q.width - p.width, q.height - p.height)
        default: return 1
        }
    }

    /// A Catmull-Rom spline through the values, for numbers and points (others linear).
    static func catmullRom(_ frames: [LayerValue], segment i: Int, t: CGFloat) -> LayerValue {
        let p0 = frames[max(0, i - 1)], p1 = frames[i], p2 = frames[i + 1], p3 = frames[min(frames.count - 1, i + 2)]
        func spline(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
            let t2 = t * t, t3 = t2 * t
            return 0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3)
        }
        switch (p0, p1, p2, p3) {
        case let (.number(a), .number(b), .number(c), .number(d)): return .number(spline(a, b, c, d))
        case let (.point(a), .point(b), .point(c), .point(d)):
            return .point(CGPoint(x: spline(a.x, b.x, c.x, d.x), y: spline(a.y, b.y, c.y, d.y)))
        default: return p1.interpolated(to: p2, t)
        }
    }

    /// The points a path passes through, curves flattened into short lines.
    static func points(along path: CGPath) -> [CGPoint] {
        var points: [CGPoint] = []
        var start = CGPoint.zero, current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p): (start, current) = (p, p); points.append(p)
            case .line(let p): current = p; points.append(p)
            case .quad(let c, let p):
                for k in 1...8 {
                    let t = CGFloat(k) / 8, u = 1 - t
                    points.append(
                        CGPoint(
                            x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                for k in 1...12 {
                    let t = CGFloat(k) / 12, u = 1 - t
                    points.append(
                        CGPoint(
                            x: u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,
                            y: u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y))
                }
                current = p
            case .close: current = start; points.append(start)
            }
        }
        return points
    }
}
