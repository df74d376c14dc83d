import Foundation

/// One step of a path, as Core Graphics reports them through `applyWithBlock`.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

/// A path element with its points; arcs are stored as cubic Béziers, as Core Graphics does.
enum PathElement: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close
}

/// An immutable graphics path.
public class CGPath: Equatable, @unchecked Sendable {
    var elements: [PathElement] {
        didSet {
            box = nil
            version &+= 1
        }
    }
    /// `boundingBox`, kept until the elements change: shape layers ask for it each frame.
    private var box: CGRect?
    /// Counts changes to a mutable path, so that a raster of it knows it is out of date.
    private(set) var version = 0

    init(elements: [PathElement]) {
        self.elements = elements
    }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element, or `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                start = p
                current = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                current = p
            case .close:
                current = start
            }
        }
        return current
    }

    /// The smallest rectangle containing every point, control points included.
    public var boundingBox: CGRect {
        if let box { return box }
        let measured = measureBoundingBox()
        box = measured
        return measured
    }

    private func measureBoundingBox() -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func take(_ p: CGPoint) {
            (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): take(p)
            case .quad(let c, let p): take(c); take(p)
            case .cubic(let c1, let c2, let p): take(c1); take(c2); take(p)
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The same box as `boundingBox`; curves are not flattened.
    public var boundingBoxOfPath: CGRect { boundingBox }

    public func copy() -> CGPath? { CGPath(elements: elements) }

    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: elements.map { $0.applying(transform?.pointee ?? .identity) })
    }

    /// Whether the filled path contains `point`, judged by Cairo's rasteriser rules.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        CairoGeometry.pathContains(elements.map { $0.applying(transform) }, point: point, evenOdd: rule == .evenOdd)
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
}

/// A path that can grow.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() {
        super.init(elements: [])
    }

    override init(elements: [PathElement]) {
        super.init(elements: elements)
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        if elements.isEmpty { elements.append(.move(.zero)) }
        elements.append(.line(point.applying(transform)))
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.quad(control.applying(transform), end.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    public func closeSubpath() {
        elements.append(.close)
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let scale = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
            .concatenating(CGAffineTransform(translationX: r.midX, y: r.midY))
            .concatenating(transform)
        addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false, transform: scale)
        closeSubpath()
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(cornerWidth, r.width / 2), ry = min(cornerHeight, r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        elements.reserveCapacity(elements.count + 10)
        func corner(_ cx: CGFloat, _ cy: CGFloat, _ start: CGFloat) {
            let t = CGAffineTransform(scaleX: rx, y: ry)
                .concatenating(CGAffineTransform(translationX: cx, y: cy))
                .concatenating(transform)
            addArc(center: .zero, radius: 1, startAngle: start, endAngle: start + .pi / 2, clockwise: false, transform: t)
        }
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
        corner(r.maxX - rx, r.minY + ry, -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: transform)
        corner(r.maxX - rx, r.maxY - ry, 0)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: transform)
        corner(r.minX + rx, r.maxY - ry, .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: transform)
        corner(r.minX + rx, r.minY + ry, .pi)
        closeSubpath()
    }

    /// Adds an arc. `clockwise` has Core Graphics' y-up meaning (true sweeps towards smaller
    /// angles), so in UIKit's flipped space it looks counter-clockwise; `UIBezierPath` inverts it.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) - 2 * .pi }
            if sweep == 0, endAngle != startAngle { sweep = -2 * .pi }
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) + 2 * .pi }
            if sweep == 0, endAngle != startAngle { sweep = 2 * .pi }
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty || elements.last == .close {
            move(to: start, transform: transform)
        } else {
            addLine(to: start, transform: transform)
        }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        // Standard cubic approximation of a circular arc of angle `step`.
        let k = 4 / 3 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<segments {
            let a0 = angle, a1 = angle + step
            let p0 = CGPoint(x: cos(a0), y: sin(a0)), p1 = CGPoint(x: cos(a1), y: sin(a1))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p1.x + k * p1.y, y: p1.y - k * p1.x)
            func place(_ p: CGPoint) -> CGPoint { CGPoint(x: center.x + radius * p.x, y: center.y + radius * p.y) }
            addCurve(to: place(p1), control1: place(c1), control2: place(c2), transform: transform)
            angle = a1
        }
    }

    /// Adds a fillet tangent to the lines current→tangent1End and tangent1End→tangent2End.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let p0 = currentPoint.applying(transform.inverted())
        let v1 = CGPoint(x: p0.x - tangent1End.x, y: p0.y - tangent1End.y)
        let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        guard l1 > 0, l2 > 0, radius > 0 else { return addLine(to: tangent1End, transform: transform) }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cosTheta = u1.x * u2.x + u1.y * u2.y
        let theta = acos(max(-1, min(1, cosTheta)))
        guard theta > 1e-6, abs(theta - .pi) > 1e-6 else { return addLine(to: tangent1End, transform: transform) }
        let distance = radius / tan(theta / 2)
        let t1 = CGPoint(x: tangent1End.x + u1.x * distance, y: tangent1End.y + u1.y * distance)
        let t2 = CGPoint(x: tangent1End.x + u2.x * distance, y: tangent1End.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(theta / 2)
        let center = CGPoint(x: tangent1End.x + bisector.x / bl * centerDistance, y: tangent1End.y + bisector.y / bl * centerDistance)
        let a0 = atan2(t1.y - center.y, t1.x - center.x)
        let a1 = atan2(t2.y - center.y, t2.x - center.x)
        let cross = u1.x * u2.y - u1.y * u2.x
        addArc(center: center, radius: radius, startAngle: a0, endAngle: a1, clockwise: cross > 0, transform: transform)
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.elements.map { $0.applying(transform) })
    }
}

extension PathElement {
    func applying(_ t: CGAffineTransform) -> PathElement {
        if t.isIdentity { return self }
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: return .close
        }
    }
}
