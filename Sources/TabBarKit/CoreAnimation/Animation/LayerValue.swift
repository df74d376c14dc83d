import Foundation

/// A value of an animatable layer property, unboxed from what animation code passes
/// (`NSNumber` or a Swift number, `NSValue` or a Swift geometry value, `CGColor`,
/// `CGPath`, arrays of colours or numbers), so it can be interpolated.
enum LayerValue {
    case number(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(RGBA)
    case path([PathElement])
    case colors([RGBA])
    case numbers([CGFloat])
    /// Anything else (contents images, booleans): it changes at the half-way point.
    case discrete(Any?)
    /// Contents part-way from one image (or none) to another: the new shown over the old
    /// as Core Animation cross-fades them, `t` of the way.
    case crossfade(from: CGImage?, to: CGImage?, t: CGFloat)

    init?(boxed value: Any) {
        switch value {
        case let v as LayerValue: self = v
        case let n as CGFloat: self = .number(n)
        case let n as Double: self = .number(CGFloat(n))
        case let n as Float: self = .number(CGFloat(n))
        case let n as Int: self = .number(CGFloat(n))
        case let p as CGPoint: self = .point(p)
        case let s as CGSize: self = .size(s)
        case let r as CGRect: self = .rect(r)
        case let t as CATransform3D: self = .transform(t)
        case let t as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(t))
        case let c as CGColor: self = .color(RGBA(c))
        case let c as UIColor: self = .color(RGBA(c.cgColor))
        case let p as CGPath: self = .path(p.elements)
        case let v as NSValue where !(v is NSNumber):
            if v.boxesTransform3D {
                self = .transform(v.caTransform3DValue)
            } else if v.boxesAffineTransform {
                self = .transform(CATransform3DMakeAffineTransform(v.cgAffineTransformValue))
            } else if v.boxesPoint {
                self = .point(v.pointValue)
            } else if v.boxesSize {
                self = .size(v.sizeValue)
            } else if v.boxesRect {
                self = .rect(v.rectValue)
            } else {
                return nil
            }
        case let n as NSNumber: self = .number(CGFloat(n.doubleValue))
        case let list as [Any]:
            if list.allSatisfy({ $0 is CGColor }) {
                self = .colors(list.compactMap { ($0 as? CGColor).map(RGBA.init) })
            } else {
                let numbers = list.compactMap { LayerValue(boxed: $0)?.scalar }
                guard numbers.count == list.count else { return nil }
                self = .numbers(numbers)
            }
        default: self = .discrete(value)
        }
    }

    var scalar: CGFloat? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The value a fraction `t` of the way to `other` (beyond it for t outside 0…1);
    /// values of different kinds, or paths of different shapes, switch half-way.
    func interpolated(to other: LayerValue, _ t: CGFloat) -> LayerValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(mix(a, b))
        case let (.point(a), .point(b)): return .point(mix(a, b))
        case let (.size(a), .size(b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(
                CGRect(
                    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                    width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)): return .transform(LayerValue.interpolate(a, b, t))
        case let (.color(a), .color(b)): return .color(LayerValue.mix(a, b, t))
        case let (.colors(a), .colors(b)) where a.count == b.count:
            return .colors(zip(a, b).map { LayerValue.mix($0, $1, t) })
        case let (.numbers(a), .numbers(b)) where a.count == b.count: return .numbers(zip(a, b).map { mix($0, $1) })
        case let (.path(a), .path(b)):
            guard let mixed = PathElement.interpolate(a, b, t) else { return t < 0.5 ? self : other }
            return .path(mixed)
        case let (.discrete(a), .discrete(b)) where LayerValue.isImageOrNone(a) && LayerValue.isImageOrNone(b):
            return .crossfade(from: a as? CGImage, to: b as? CGImage, t: min(1, max(0, t)))
        default: return t < 0.5 ? self : other
        }
    }

    func adding(_ other: LayerValue) -> LayerValue? {
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case let (.transform(a), .transform(b)): return .transform(CATransform3DConcat(b, a))
        default: return nil
        }
    }

    func subtracting(_ other: LayerValue) -> LayerValue? {
        switch other {
        case .number(let b): return adding(.number(-b))
        case .point(let b): return adding(.point(CGPoint(x: -b.x, y: -b.y)))
        case .size(let b): return adding(.size(CGSize(width: -b.width, height: -b.height)))
        case .rect(let b): return adding(.rect(CGRect(x: -b.minX, y: -b.minY, width: -b.width, height: -b.height)))
        case .transform(let b): return adding(.transform(CATransform3DInvert(b)))
        default: return nil
        }
    }

    /// An image to fade, or nothing to fade from or to.
    private static func isImageOrNone(_ value: Any?) -> Bool {
        guard let value else { return true }
        return value is CGImage
    }

    /// Premultiplied, so fading to or from clear does not darken, as Core Animation mixes.
    static func mix(_ a: RGBA, _ b: RGBA, _ t: CGFloat) -> RGBA {
        let alpha = a.alpha + (b.alpha - a.alpha) * t
        guard alpha > 0 else { return .clear }
        func channel(_ x: CGFloat, _ y: CGFloat) -> CGFloat {
            min(1, max(0, (x * a.alpha + (y * b.alpha - x * a.alpha) * t) / alpha))
        }
        return RGBA(
            red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue),
            alpha: min(1, max(0, alpha)))
    }

    /// Flat transforms interpolate by their parts (translation, scale, turn, shear) so a
    /// turn turns; others entry by entry.
    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: CGFloat) -> CATransform3D {
        if CATransform3DIsAffine(a), CATransform3DIsAffine(b) {
            let from = AnimatableCoding.transform(a.affinePart)
            let to = AnimatableCoding.nearestTurn(AnimatableCoding.transform(b.affinePart), from: from)
            return CATransform3DMakeAffineTransform(AnimatableCoding.transform(from.interpolated(to: to, Double(t))))
        }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        return CATransform3D(
            m11: mix(a.m11, b.m11), m12: mix(a.m12, b.m12), m13: mix(a.m13, b.m13), m14: mix(a.m14, b.m14),
            m21: mix(a.m21, b.m21), m22: mix(a.m22, b.m22), m23: mix(a.m23, b.m23), m24: mix(a.m24, b.m24),
            m31: mix(a.m31, b.m31), m32: mix(a.m32, b.m32), m33: mix(a.m33, b.m33), m34: mix(a.m34, b.m34),
            m41: mix(a.m41, b.m41), m42: mix(a.m42, b.m42), m43: mix(a.m43, b.m43), m44: mix(a.m44, b.m44))
    }
}

extension PathElement {
    /// Paths with the same elements in the same order move point by point.
    static func interpolate(_ a: [PathElement], _ b: [PathElement], _ t: CGFloat) -> [PathElement]? {
        guard a.count == b.count else { return nil }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        var result: [PathElement] = []
        result.reserveCapacity(a.count)
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case let (.move(p), .move(q)): result.append(.move(mix(p, q)))
            case let (.line(p), .line(q)): result.append(.line(mix(p, q)))
            case let (.quad(c, p), .quad(d, q)): result.append(.quad(mix(c, d), mix(p, q)))
            case let (.cubic(c1, c2, p), .cubic(d1, d2, q)): result.append(.cubic(mix(c1, d1), mix(c2, d2), mix(p, q)))
            case (.close, .close): result.append(.close)
            default: return nil
            }
        }
        return result
    }
}
