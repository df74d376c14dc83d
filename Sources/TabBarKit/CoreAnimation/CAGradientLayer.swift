import Foundation

/// A layer that fills its bounds (rounded by `cornerRadius`) with a colour gradient,
/// over its background and under its sublayers.
open class CAGradientLayer: CALayer {
    /// `CGColor`s; other elements are skipped.
    open var colors: [Any]? {
        willSet { willChangeAnimatable("colors") }
        didSet {
            repaint(if: true)
            didChangeAnimatable()
        }
    }
    /// Where each colour lies, from 0 to 1, increasing; nil spaces them evenly.
    open var locations: [NSNumber]? {
        willSet { willChangeAnimatable("locations") }
        didSet {
            repaint(if: oldValue != locations)
            didChangeAnimatable()
        }
    }
    /// In unit coordinates of the bounds. For `.radial` and `.conic` the start point is
    /// the centre; the end point gives the radii, or the direction the colours start from.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        willSet { willChangeAnimatable("startPoint") }
        didSet {
            repaint(if: oldValue != startPoint)
            didChangeAnimatable()
        }
    }
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        willSet { willChangeAnimatable("endPoint") }
        didSet {
            repaint(if: oldValue != endPoint)
            didChangeAnimatable()
        }
    }
    open var type: CAGradientLayerType = .axial {
        didSet { repaint(if: oldValue != type) }
    }

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    override func makeBlankCopy() -> CALayer { CAGradientLayer() }

    override func copyAnimatableState(from layer: CALayer) {
        super.copyAnimatableState(from: layer)
        guard let source = layer as? CAGradientLayer else { return }
        (colors, locations, startPoint, endPoint, type) =
            (source.colors, source.locations, source.startPoint, source.endPoint, source.type)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var drawsOwnContent: Bool { colors?.isEmpty == false }

    override func drawOwnContent(in context: CGContext, scale: CGFloat, node: () -> RenderNode) {
        GradientRenderer.draw(self, in: context)
    }
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
