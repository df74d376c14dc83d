import Foundation

/// The view properties UIKit animates, named as Core Animation's key paths, plus the
/// progress of a view transition.
enum AnimatableKey: Int, CaseIterable, Sendable {
    case position, bounds, transform, opacity, backgroundColor, cornerRadius, transition

    /// Core Animation's key path, as `CALayer.animationKeys()` reports it.
    var keyPath: String {
        switch self {
        case .position: return "position"
        case .bounds: return "bounds"
        case .transform: return "transform"
        case .opacity: return "opacity"
        case .backgroundColor: return "backgroundColor"
        case .cornerRadius: return "cornerRadius"
        case .transition: return "transition"
        }
    }
}

/// A set of animatable view properties, as bits (asked about on every tick: no allocation).
struct AnimatableKeys: OptionSet {
    let rawValue: UInt8
    init(rawValue: UInt8) { self.rawValue = rawValue }
    init(_ key: AnimatableKey) { rawValue = 1 << UInt8(key.rawValue) }
}

/// An animatable value as a vector of numbers, so that interpolation, keyframe splines
/// and distances are one piece of arithmetic for every kind of value, without allocation.
///
/// Encodings: a point is (x, y); a rect (x, y, width, height); a colour its premultiplied
/// (r, g, b, a), so fading to or from clear does not darken; a transform its parts
/// (tx, ty, scale x, scale y, angle, shear), so a rotation turns instead of shrinking
/// through the matrix average; scalars use the first lane.
typealias AnimatableValue = SIMD8<Double>

enum AnimatableCoding {
    static func point(_ p: CGPoint) -> AnimatableValue { AnimatableValue(p.x, p.y, 0, 0, 0, 0, 0, 0) }
    static func point(_ v: AnimatableValue) -> CGPoint { CGPoint(x: v[0], y: v[1]) }

    static func rect(_ r: CGRect) -> AnimatableValue {
        AnimatableValue(r.origin.x, r.origin.y, r.size.width, r.size.height, 0, 0, 0, 0)
    }
    static func rect(_ v: AnimatableValue) -> CGRect {
        CGRect(x: v[0], y: v[1], width: max(0, v[2]), height: max(0, v[3]))
    }

    static func scalar(_ s: CGFloat) -> AnimatableValue { AnimatableValue(s, 0, 0, 0, 0, 0, 0, 0) }
    static func scalar(_ v: AnimatableValue) -> CGFloat { v[0] }

    static func color(_ c: UIColor?) -> AnimatableValue {
        guard let c = c?.cgColor else { return .zero }
        return AnimatableValue(c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha, 0, 0, 0, 0)
    }
    static func color(_ v: AnimatableValue) -> RGBA {
        let a = min(max(v[3], 0), 1)
        guard a > 0 else { return .clear }
        return RGBA(
            red: min(max(v[0] / a, 0), 1), green: min(max(v[1] / a, 0), 1),
            blue: min(max(v[2] / a, 0), 1), alpha: a)
    }

    /// Splits t into translation, rotation, shear and scale: t = scale · shear · rotate · translate
    /// in CGAffineTransform's row-vector order.
    static func transform(_ t: CGAffineTransform) -> AnimatableValue {
        var scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        var ux: CGFloat = 1, uy: CGFloat = 0
        if scaleX > 1e-12 {
            ux = t.a / scaleX
            uy = t.b / scaleX
        } else {
            scaleX = 0
        }
        // The y row minus its part along the x row; what is left is perpendicular to it.
        let along = ux * t.c + uy * t.d
        let px = t.c - along * ux, py = t.d - along * uy
        let scaleY = ux * py - uy * px // signed: negative for a mirrored transform
        let shear = abs(scaleY) > 1e-12 ? along / scaleY : 0
        let angle = atan2(uy, ux)
        return AnimatableValue(t.tx, t.ty, scaleX, scaleY, angle, shear, 0, 0)
    }

    static func transform(_ v: AnimatableValue) -> CGAffineTransform {
        let scaleX = v[2], scaleY = v[3], angle = v[4], shear = v[5]
        let cosA = cos(angle), sinA = sin(angle)
        return CGAffineTransform(
            a: scaleX * cosA, b: scaleX * sinA,
            c: scaleY * (shear * cosA - sinA), d: scaleY * (shear * sinA + cosA),
            tx: v[0], ty: v[1])
    }

    /// Rewrites `target`'s angle so that turning from `start` takes the short way round, as
    /// Core Animation does (half a turn goes the positive way).
    static func nearestTurn(_ target: AnimatableValue, from start: AnimatableValue) -> AnimatableValue {
        var result = target
        var delta = (target[4] - start[4]).truncatingRemainder(dividingBy: 2 * .pi)
        if delta > .pi + 1e-9 { delta -= 2 * .pi }
        if delta < -.pi + 1e-9 { delta += 2 * .pi }
        result[4] = start[4] + delta
        return result
    }
}

/// A colour as plain numbers (straight alpha), for drawing animated backgrounds without
/// making colour objects every frame.
struct RGBA: Equatable {
    var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
}

extension SIMD8 where Scalar == Double {
    /// The point a fraction `progress` of the way to `other` (beyond it when progress > 1).
    func interpolated(to other: Self, _ progress: Double) -> Self {
        self + (other - self) * progress
    }

    /// Euclidean distance, for pacing keyframes.
    func distance(to other: Self) -> Double {
        let d = other - self
        return (d * d).sum().squareRoot()
    }
}
