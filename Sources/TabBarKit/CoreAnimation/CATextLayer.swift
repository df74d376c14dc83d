import Foundation

/// A layer that draws a string with Pango, as labels do, into a bitmap at its
/// `contentsScale` (1 unless set, so text is soft on a 2x screen until it is raised, as
/// in Core Animation), over its background and under its sublayers.
open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString` (whose own fonts and colours win); nil draws nothing.
    open var string: Any? {
        didSet { repaint(if: true) }
    }
    /// A `UIFont` or a font name; Helvetica by default. Its size is `fontSize`'s.
    open var font: CFTypeRef? {
        didSet { repaint(if: true) }
    }
    open var fontSize: CGFloat = 36 {
        willSet { willChangeAnimatable("fontSize") }
        didSet {
            repaint(if: oldValue != fontSize)
            didChangeAnimatable()
        }
    }
    /// White by default, as in Core Animation.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        willSet { willChangeAnimatable("foregroundColor") }
        didSet {
            repaint(if: oldValue != foregroundColor)
            didChangeAnimatable()
        }
    }
    /// Wraps at the bounds' width; otherwise one line, cut off or truncated.
    open var isWrapped = false {
        didSet { repaint(if: oldValue != isWrapped) }
    }
    open var truncationMode: CATextLayerTruncationMode = .none {
        didSet { repaint(if: oldValue != truncationMode) }
    }
    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet { repaint(if: oldValue != alignmentMode) }
    }
    /// Kept as set; Pango places glyphs as it does for labels.
    open var allowsFontSubpixelQuantization = false

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func makeBlankCopy() -> CALayer { CATextLayer() }

    override func copyAnimatableState(from layer: CALayer) {
        super.copyAnimatableState(from: layer)
        guard let source = layer as? CATextLayer else { return }
        (string, font, fontSize, foregroundColor) = (source.string, source.font, source.fontSize, source.foregroundColor)
        (isWrapped, truncationMode, alignmentMode) = (source.isWrapped, source.truncationMode, source.alignmentMode)
    }

    override var drawsOwnContent: Bool { string != nil }

    override func drawOwnContent(in context: CGContext, scale: CGFloat, node: () -> RenderNode) {
        TextLayerRenderer.draw(self, in: context, keepingIn: node)
    }
}

/// Core Foundation's type of any object, as `CATextLayer.font` is declared on iOS.
public typealias CFTypeRef = AnyObject

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
