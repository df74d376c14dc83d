import CCairo
import Foundation

/// A bitmap with a scale (pixels per point), a rendering mode and an optional baked tint.
///
/// `jpegData(compressionQuality:)` is absent: Cairo writes PNG only (<doc:DEVIATIONS>).
open class UIImage: NSObject, @unchecked Sendable {
    public enum RenderingMode: Int, Sendable {
        case automatic = 0, alwaysOriginal = 1, alwaysTemplate = 2
    }

    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// A symbol's pixels are drawn the first time they are asked for.
    public var cgImage: CGImage? { symbol?.cgImage ?? bitmap }
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    /// Set by `withTintColor(_:)`: the image draws as its alpha filled with this colour.
    let bakedTint: UIColor?
    private let bitmap: CGImage?
    /// What `init(systemName:)` made this image from; nil for bitmaps.
    let symbol: SymbolDrawing?
    /// What `withConfiguration(_:)` gave a bitmap; a symbol's is its drawing's.
    let bitmapConfiguration: Configuration?
    /// Set by `imageFlippedForRightToLeftLayoutDirection()`.
    let mirrorsInRightToLeft: Bool

    init(cgImage: CGImage?, scale: CGFloat, renderingMode: RenderingMode, tint: UIColor? = nil) {
        bitmap = cgImage
        self.scale = ImageScale.checked(scale)
        self.renderingMode = renderingMode
        bakedTint = tint
        symbol = nil
        bitmapConfiguration = nil
        mirrorsInRightToLeft = false
    }

    init(symbol: SymbolDrawing, renderingMode: RenderingMode, tint: UIColor?, mirrorsInRightToLeft: Bool = false) {
        bitmap = nil
        scale = symbol.scale
        self.renderingMode = renderingMode
        bakedTint = tint
        self.symbol = symbol
        bitmapConfiguration = nil
        self.mirrorsInRightToLeft = mirrorsInRightToLeft
    }

    /// `source`'s picture with another rendering mode or tint, or mirrored in right-to-left.
    init(copying source: UIImage, renderingMode: RenderingMode, tint: UIColor?, mirrorsInRightToLeft: Bool? = nil) {
        bitmap = source.bitmap
        scale = source.scale
        self.renderingMode = renderingMode
        bakedTint = tint
        symbol = source.symbol
        bitmapConfiguration = source.bitmapConfiguration
        self.mirrorsInRightToLeft = mirrorsInRightToLeft ?? source.mirrorsInRightToLeft
    }

    /// A bitmap's pixels, mode and tint with another configuration.
    init(copying source: UIImage, configuration: Configuration) {
        bitmap = source.bitmap
        scale = source.scale
        renderingMode = source.renderingMode
        bakedTint = source.bakedTint
        symbol = nil
        bitmapConfiguration = configuration
        mirrorsInRightToLeft = source.mirrorsInRightToLeft
    }

    /// An empty image, zero by zero points.
    public override convenience init() {
        self.init(cgImage: nil, scale: 1, renderingMode: .automatic)
    }

    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, renderingMode: .automatic)
    }

    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale, renderingMode: .automatic)
    }

    /// Reads a PNG file; a name ending in @2x or @3x sets the scale, as in UIKit.
    public convenience init?(contentsOfFile path: String) {
        do {
            let cgImage = try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: path))
            self.init(cgImage: cgImage, scale: NamedImages.scale(fromFileName: path), renderingMode: .automatic)
        } catch {
            Log.images.warning("UIImage(contentsOfFile: \(path.clippedForLog())): \(error.description)")
            return nil
        }
    }

    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    public convenience init?(data: Data, scale: CGFloat) {
        do {
            self.init(cgImage: try PNGDecoder.decode(data), scale: scale, renderingMode: .automatic)
        } catch {
            Log.images.warning("UIImage(data:): \(error.description)")
            return nil
        }
    }

    /// Looks the name up in the main bundle at the main screen's scale.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let screen = ScreenConfiguration.current
        let scale = (traitCollection?.displayScale ?? 0) > 0 ? traitCollection!.displayScale : screen.scale
        let idiom = traitCollection.map { $0.userInterfaceIdiom == .unspecified ? screen.idiom : $0.userInterfaceIdiom } ?? screen.idiom
        do {
            guard let found = try NamedImages.load(named: name, in: bundle ?? .main, scale: scale, idiom: idiom) else {
                return nil
            }
            self.init(cgImage: found.cgImage, scale: found.scale, renderingMode: found.renderingMode)
        } catch {
            Log.images.warning("UIImage(named: \(name.clippedForLog())): \(error.description)")
            return nil
        }
    }

    /// `#imageLiteral(resourceName:)`: the named image; a name that finds none gives an empty
    /// image and a message, where UIKit would stop the app.
    public required convenience init(imageLiteralResourceName path: String) {
        if let found = UIImage(named: path) {
            self.init(cgImage: found.cgImage, scale: found.scale, renderingMode: found.renderingMode)
        } else {
            Log.images.error("#imageLiteral(resourceName: \(path.quotedForLog())): no such image; an empty image stands in")
            self.init()
        }
    }

    /// In points: pixels divided by scale. A symbol knows its size before it is drawn.
    open var size: CGSize {
        if let symbol { return CGSize(width: symbol.side, height: symbol.side) }
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    open var imageOrientation: Orientation { .up }

    /// Whether views draw the image mirrored in a right-to-left layout: one flipped with
    /// `imageFlippedForRightToLeftLayoutDirection()`, or a directional system symbol
    /// (SystemSymbols.directional). An image view draws it so (UIImageView.makeContents).
    open var flipsForRightToLeftLayoutDirection: Bool {
        mirrorsInRightToLeft || symbol.map { SystemSymbols.directional.contains($0.name) } ?? false
    }

    /// The same image, drawn mirrored in a right-to-left layout.
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        UIImage(copying: self, renderingMode: renderingMode, tint: bakedTint, mirrorsInRightToLeft: true)
    }
    open var isSymbolImage: Bool { symbol != nil }

    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(copying: self, renderingMode: renderingMode, tint: bakedTint)
    }

    /// The image's shape filled with `color`; it draws that way everywhere, as in iOS 13+.
    open func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(copying: self, renderingMode: .alwaysOriginal, tint: color)
    }

    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(copying: self, renderingMode: renderingMode, tint: color)
    }

    /// Whether views fill the image's alpha with their tint: template images, and symbols
    /// left `.automatic`, which UIKit reports as automatic but draws as templates.
    var drawsAsTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
    }

    // MARK: Drawing

    open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    open func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        draw(into: context, rect: rect, tint: bakedTint, alpha: alpha)
        context.restoreGState()
    }

    /// Draws upright into `rect`; with a tint, only the alpha channel counts.
    func draw(into context: CGContext, rect: CGRect, tint: UIColor?, alpha: CGFloat) {
        guard let cgImage else { return }
        context.drawUpright(cgImage, in: rect, tint: tint?.cgColor, alpha: alpha)
    }

    // MARK: Encoding

    /// The image as PNG, with a baked tint applied.
    open func pngData() -> Data? {
        guard let cgImage else { return nil }
        guard let bakedTint else { return PNGDecoder.encode(cgImage) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).pngData { context in
            self.draw(into: context.cgContext, rect: CGRect(origin: .zero, size: self.size), tint: bakedTint, alpha: 1)
        }
    }

    /// A copy of what `context` holds now, for renderers and `currentImage`.
    static func snapshot(of context: CGContext, scale: CGFloat) -> UIImage? {
        guard let source = context.surface else { return nil }
        cairo_surface_flush(source)
        let width = Int(cairo_image_surface_get_width(source)), height = Int(cairo_image_surface_get_height(source))
        guard let copy = CGImage.makeSurface(width: width, height: height) else { return nil }
        let cr = cairo_create(copy)
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        return UIImage(cgImage: CGImage(surface: copy), scale: scale, renderingMode: .automatic)
    }
}
