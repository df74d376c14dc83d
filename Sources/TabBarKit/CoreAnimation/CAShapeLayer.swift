import Foundation

/// A layer that fills and strokes a path in its own space, drawn over its background and
/// under its sublayers. The path is not clipped to the bounds. (What it draws is read on
/// every frame: unchecked for exclusive access, as CALayer's properties are.)
open class CAShapeLayer: CALayer {
    @exclusivity(unchecked) open var path: CGPath? {
        willSet {
            willChangeAnimatable("path")
            repaint(if: newValue != path)
        }
        didSet {
            repaint(if: oldValue != path)
            didChangeAnimatable()
        }
    }
    /// Black by default, as in Core Animation; nil fills nothing.
    @exclusivity(unchecked) open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        willSet { willChangeAnimatable("fillColor") }
        didSet {
            repaint(if: oldValue != fillColor)
            didChangeAnimatable()
        }
    }
    @exclusivity(unchecked) open var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { repaint(if: oldValue != fillRule) }
    }
    /// None by default: a path is only filled until a stroke colour is given.
    @exclusivity(unchecked) open var strokeColor: CGColor? {
        willSet {
            willChangeAnimatable("strokeColor")
            repaint(if: newValue != strokeColor)
        }
        didSet {
            strokeReach = nil
            repaint(if: oldValue != strokeColor)
            didChangeAnimatable()
        }
    }
    @exclusivity(unchecked) open var lineWidth: CGFloat = 1 {
        willSet {
            willChangeAnimatable("lineWidth")
            repaint(if: newValue != lineWidth)
        }
        didSet {
            strokeReach = nil
            repaint(if: oldValue != lineWidth)
            didChangeAnimatable()
        }
    }
    @exclusivity(unchecked) open var lineCap: CAShapeLayerLineCap = .butt {
        willSet { repaint(if: newValue != lineCap) }
        didSet {
            strokeReach = nil
            repaint(if: oldValue != lineCap)
        }
    }
    @exclusivity(unchecked) open var lineJoin: CAShapeLayerLineJoin = .miter {
        willSet { repaint(if: newValue != lineJoin) }
        didSet {
            strokeReach = nil
            repaint(if: oldValue != lineJoin)
        }
    }
    @exclusivity(unchecked) open var miterLimit: CGFloat = 10 {
        willSet { repaint(if: newValue != miterLimit) }
        didSet {
            strokeReach = nil
            repaint(if: oldValue != miterLimit)
        }
    }
    /// Dash and gap lengths in points, alternating, starting with a dash.
    @exclusivity(unchecked) open var lineDashPattern: [NSNumber]? {
        didSet { repaint(if: oldValue != lineDashPattern) }
    }
    @exclusivity(unchecked) open var lineDashPhase: CGFloat = 0 {
        didSet { repaint(if: oldValue != lineDashPhase) }
    }

    /// The dash pattern as drawn: its lengths (negative ones as zero), or nil for a solid
    /// stroke, as when no dash is longer than zero or one is not finite.
    var drawnDashLengths: [Double]? {
        guard let pattern = lineDashPattern, !pattern.isEmpty else { return nil }
        let lengths = pattern.map { max(0, $0.doubleValue) }
        return lengths.contains { $0 > 0 } && lengths.allSatisfy(\.isFinite) ? lengths : nil
    }
    /// Where the stroke starts and ends, as fractions of the path's length (0 to 1);
    /// the fill is not trimmed.
    @exclusivity(unchecked) open var strokeStart: CGFloat = 0 {
        willSet { willChangeAnimatable("strokeStart") }
        didSet {
            repaint(if: oldValue != strokeStart)
            didChangeAnimatable()
        }
    }
    @exclusivity(unchecked) open var strokeEnd: CGFloat = 1 {
        willSet { willChangeAnimatable("strokeEnd") }
        didSet {
            repaint(if: oldValue != strokeEnd)
            didChangeAnimatable()
        }
    }

    /// The path flattened for trimming, kept by the renderer (Rendering/FlatPath.swift).
    var flattenedPath: FlatPath?

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    override func makeBlankCopy() -> CALayer { CAShapeLayer() }

    override func copyAnimatableState(from layer: CALayer) {
        super.copyAnimatableState(from: layer)
        guard let source = layer as? CAShapeLayer else { return }
        (path, fillColor, fillRule, strokeColor) = (source.path, source.fillColor, source.fillRule, source.strokeColor)
        (lineWidth, lineCap, lineJoin, miterLimit) = (source.lineWidth, source.lineCap, source.lineJoin, source.miterLimit)
        (lineDashPattern, lineDashPhase) = (source.lineDashPattern, source.lineDashPhase)
        (strokeStart, strokeEnd) = (source.strokeStart, source.strokeEnd)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var drawsOwnContent: Bool { path != nil }

    override func drawOwnContent(in context: CGContext, scale: CGFloat, node: () -> RenderNode) {
        ShapeRenderer.draw(self, in: context)
    }

    override func repaintOnlyChangedPart(across change: () -> Void) -> Bool {
        repaintTrimChange(across: change)
    }

    /// How far the drawing reaches beyond the path's box: a point of antialiasing, and half
    /// the stroke (a miter join reaches further, and a square cap's corner by √2). Kept
    /// until a stroke property changes, as culling and repainting ask for it every frame.
    private var strokeReach: CGFloat?

    /// A presentation copy's masks of its fill and stroke, while it moves (`ShapeMasks`).
    lazy var shapeMasks = ShapeMasks()

    /// The path's box, grown by the stroke's reach.
    override var extentOfOwnDrawing: CGRect? {
        guard let path, !path.isEmpty else { return nil }
        return path.boundingBox.insetBy(dx: -drawingReach, dy: -drawingReach)
    }

    /// How far the drawing reaches beyond the path's lines (see `strokeReach`).
    var drawingReach: CGFloat {
        if let strokeReach { return strokeReach }
        var grown: CGFloat = 1
        if strokeColor != nil, lineWidth > 0 {
            let join = lineJoin == .miter ? max(1, miterLimit) : 1
            grown += lineWidth / 2 * max(join, lineCap == .square ? 2.squareRoot() : 1)
        }
        strokeReach = grown
        return grown
    }
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
