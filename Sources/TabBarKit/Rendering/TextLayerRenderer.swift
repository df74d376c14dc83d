import CCairo
import Foundation

/// Draws a text layer's string into a bitmap of its bounds at its `contentsScale`, laid out
/// by Pango from the top, and paints the bitmap into the bounds. The bitmap is kept while
/// the string, font, colour, modes, size and scale stay the same, in the layer's render node.
@MainActor
enum TextLayerRenderer {
    struct Key: Equatable {
        var text: AnyHashable
        var fontName: String
        var fontSize: CGFloat
        var color: RGBA
        var isWrapped: Bool
        var truncation: CATextLayerTruncationMode
        var alignment: CATextLayerAlignmentMode
        var size: CGSize
        var scale: CGFloat
    }

    static func draw(_ layer: CATextLayer, in context: CGContext, keepingIn node: () -> RenderNode) {
        let bounds = layer.stored.bounds
        guard bounds.width > 0, bounds.height > 0, let text = hashableText(layer.string) else { return }
        let scale = layer.contentsScale.isFinite && layer.contentsScale > 0 ? layer.contentsScale : 1
        let font = resolvedFont(layer)
        let key = Key(
            text: text, fontName: font.fontName, fontSize: font.pointSize,
            color: RGBA(layer.foregroundColor ?? CGColor(gray: 1, alpha: 1)), isWrapped: layer.isWrapped,
            truncation: layer.truncationMode, alignment: layer.alignmentMode, size: bounds.size, scale: scale)
        let image: CGImage
        let node = node()
        if let rendered = node.text, rendered.key == key {
            image = rendered.image
        } else {
            guard let made = render(layer, font: font, key: key) else { return }
            node.text = (key, made)
            image = made
        }
        let cr = context.cairo
        cairo_save(cr)
        cairo_translate(cr, bounds.minX, bounds.minY)
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_paint_with_alpha(cr, context.globalAlpha)
        cairo_restore(cr)
        context.notePaint()
    }

    private static func hashableText(_ string: Any?) -> AnyHashable? {
        switch string {
        case let attributed as NSAttributedString: return attributed.length > 0 ? AnyHashable(attributed) : nil
        case let plain as String: return plain.isEmpty ? nil : AnyHashable(plain)
        case let plain as NSString: return plain.length > 0 ? AnyHashable(String(describing: plain)) : nil
        default: return nil
        }
    }

    /// The font named by `font` (a `UIFont` or a name) at `fontSize`; Helvetica, or the
    /// system font where no such font is installed.
    static func resolvedFont(_ layer: CATextLayer) -> UIFont {
        let size = layer.fontSize.isFinite && layer.fontSize > 0 ? layer.fontSize : 36
        let name: String
        switch layer.font {
        case let font as UIFont: return font.withSize(size)
        case let given as String: name = given
        case let given as NSString: name = String(describing: given)
        default: name = "Helvetica"
        }
        return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
    }

    private static func render(_ layer: CATextLayer, font: UIFont, key: Key) -> CGImage? {
        guard let width = CGImage.pixels(key.size.width, scale: key.scale), let height = CGImage.pixels(key.size.height, scale: key.scale),
            let surface = CGImage.makeSurface(width: width, height: height)
        else {
            Log.layers.error("CATextLayer: cannot make a bitmap of \(key.size.width)×\(key.size.height) points at scale \(key.scale)")
            return nil
        }
        let image = CGImage(surface: surface)
        let context = CGContext(surface: surface, scale: key.scale)
        let color = UIColor(cgColor: layer.foregroundColor ?? CGColor(gray: 1, alpha: 1))
        let styled: StyledText
        if let attributed = layer.string as? NSAttributedString {
            styled = StyledText(attributed)
        } else {
            styled = StyledText(key.text.description, attributes: [.font: font, .foregroundColor: color])
        }
        var defaults = TextLayout.Defaults()
        defaults.font = font
        defaults.color = color
        defaults.alignment = alignment(key.alignment)
        defaults.lineBreakMode = lineBreak(key.truncation)
        defaults.numberOfLines = key.isWrapped ? 0 : 1
        // Unwrapped text without truncation runs on past the bounds and is cut off there.
        let layoutWidth: CGFloat? =
            key.isWrapped || key.truncation != .none || key.alignment != .natural && key.alignment != .left
            ? key.size.width : nil
        let layout = TextLayout(
            styled, defaults: defaults, width: layoutWidth,
            height: key.isWrapped && key.truncation != .none ? key.size.height : nil)
        layout.draw(in: context, rect: CGRect(origin: .zero, size: key.size))
        return image
    }

    private static func alignment(_ mode: CATextLayerAlignmentMode) -> NSTextAlignment {
        switch mode {
        case .left: return .left
        case .right: return .right
        case .center: return .center
        case .justified: return .justified
        default: return .natural
        }
    }

    private static func lineBreak(_ mode: CATextLayerTruncationMode) -> NSLineBreakMode {
        switch mode {
        case .start: return .byTruncatingHead
        case .end: return .byTruncatingTail
        case .middle: return .byTruncatingMiddle
        default: return .byClipping
        }
    }
}
