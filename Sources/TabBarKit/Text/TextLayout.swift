import CCairo
import CPangoCairo
import Foundation

/// Attributed text laid out by Pango: measuring and drawing for labels and string drawing.
final class TextLayout {
    struct Defaults {
        var font: UIFont = .systemFont(ofSize: 17)
        var color: UIColor = .label
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        /// 0 means as many lines as the text needs.
        var numberOfLines = 0
    }

    let layout: OpaquePointer
    /// The text laid out, for converting UTF-16 offsets to Pango's byte indices.
    let string: String
    private let defaultColor: UIColor

    /// Lays out `text`; `width` (points) wraps or truncates, `height` limits the lines shown.
    init(_ text: StyledText, defaults: Defaults, width: CGFloat?, height: CGFloat? = nil) {
        layout = PangoTextContext.current.makeLayout()
        defaultColor = defaults.color
        string = text.string
        pango_layout_set_text(layout, string, -1)
        pango_layout_set_font_description(layout, defaults.font.pangoDescription)

        let paragraph = text.firstValue(of: .paragraphStyle) as? NSParagraphStyle
        let alignment = paragraph?.alignment ?? defaults.alignment
        let lineBreak = paragraph?.lineBreakMode ?? defaults.lineBreakMode
        Self.applyAlignment(alignment, direction: paragraph?.baseWritingDirection ?? .natural, to: layout)
        if let spacing = paragraph?.lineSpacing, spacing > 0 {
            pango_layout_set_spacing(layout, Int32(spacing * PangoTextContext.scale))
        }
        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Int32(min(width, 1_000_000) * PangoTextContext.scale))
            pango_layout_set_wrap(layout, lineBreak == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            // Pango ellipsizes to a height (negative: a line count); without one it would
            // keep a single line, so unlimited text with no height must not ellipsize.
            if defaults.numberOfLines > 0 {
                pango_layout_set_ellipsize(layout, lineBreak.ellipsizeMode)
                pango_layout_set_height(layout, -Int32(defaults.numberOfLines))
            } else if let height, height.isFinite, height > 0 {
                pango_layout_set_ellipsize(layout, lineBreak.ellipsizeMode)
                pango_layout_set_height(layout, Int32(min(height, 1_000_000) * PangoTextContext.scale))
            }
        }
        let attributes = Self.attributeList(for: text, defaultFont: defaults.font)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// The logical size of the laid-out text in points.
    var size: CGSize {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let s = PangoTextContext.scale
        return CGSize(width: Double(logical.width) / s, height: Double(logical.height) / s)
    }

    /// Draws the layout's box with its top-left corner at `origin`.
    func draw(in context: CGContext, at origin: CGPoint) {
        let cr = context.cairo
        cairo_save(cr)
        context.setSource(defaultColor.cgColor)
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
        context.notePaint()
    }

    /// Draws the text laid out for `rect.width`, starting at the rect's top.
    func draw(in context: CGContext, rect: CGRect) {
        context.saveGState()
        context.clip(to: rect)
        draw(in: context, at: rect.origin)
        context.restoreGState()
    }

    // MARK: Building

    /// Pango mirrors left and right for right-to-left paragraphs, which is what
    /// `.natural` wants; an explicit `.left` or `.right` has to undo the mirroring. Only
    /// those ask for the text's direction, since asking lays the text out once more.
    private static func applyAlignment(_ alignment: NSTextAlignment, direction: NSWritingDirection, to layout: OpaquePointer) {
        func rightToLeft() -> Bool {
            switch direction {
            case .rightToLeft: return true
            case .leftToRight: return false
            case .natural: return pango_layout_get_direction(layout, 0) == PANGO_DIRECTION_RTL
            }
        }
        switch alignment {
        case .natural:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .left:
            pango_layout_set_alignment(layout, rightToLeft() ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .right:
            pango_layout_set_alignment(layout, rightToLeft() ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        case .center:
            pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
    }

    private static func attributeList(for text: StyledText, defaultFont: UIFont) -> OpaquePointer {
        let list = pango_attr_list_new()!
        let string = text.string
        let utf16 = string.utf16
        // Foundation ranges count UTF-16 units; Pango counts UTF-8 bytes.
        func byteOffset(_ utf16Offset: Int) -> UInt32 {
            let index = utf16.index(utf16.startIndex, offsetBy: min(utf16Offset, utf16.count))
            return UInt32(string.utf8.distance(from: string.utf8.startIndex, to: index))
        }
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: NSRange) {
            guard let attribute else { return }
            attribute.pointee.start_index = byteOffset(range.location)
            attribute.pointee.end_index = byteOffset(range.location + range.length)
            pango_attr_list_insert(list, attribute)
        }
        if defaultFont.monospacedDigits {
            insert(pango_attr_font_features_new("tnum"), NSRange(location: 0, length: utf16.count))
        }
        for run in text.runs {
            let range = run.range
            for (key, value) in run.attributes {
                switch key {
                case .font:
                    guard let font = value as? UIFont else { continue }
                    insert(pango_attr_font_desc_new(font.pangoDescription), range)
                    if font.monospacedDigits { insert(pango_attr_font_features_new("tnum"), range) }
                case .foregroundColor:
                    guard let color = (value as? UIColor)?.cgColor else { continue }
                    insert(pango_attr_foreground_new(color.red.pango16, color.green.pango16, color.blue.pango16), range)
                    insert(pango_attr_foreground_alpha_new(color.alpha.pango16), range)
                case .backgroundColor:
                    guard let color = (value as? UIColor)?.cgColor else { continue }
                    insert(pango_attr_background_new(color.red.pango16, color.green.pango16, color.blue.pango16), range)
                    insert(pango_attr_background_alpha_new(color.alpha.pango16), range)
                case .kern:
                    guard let kern = Self.number(value) else { continue }
                    insert(pango_attr_letter_spacing_new(Int32(kern * PangoTextContext.scale)), range)
                case .underlineStyle:
                    guard let style = Self.number(value), style != 0 else { continue }
                    let double = Int(style) & 0x08 != 0
                    insert(pango_attr_underline_new(double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE), range)
                case .strikethroughStyle:
                    guard let style = Self.number(value), style != 0 else { continue }
                    insert(pango_attr_strikethrough_new(1), range)
                case .baselineOffset:
                    guard let offset = Self.number(value) else { continue }
                    insert(pango_attr_rise_new(Int32(offset * PangoTextContext.scale)), range)
                default:
                    continue
                }
            }
        }
        return list
    }

    /// Attribute values arrive as CGFloat, Double, Int or NSNumber depending on the caller.
    private static func number(_ value: Any) -> Double? {
        switch value {
        case let v as CGFloat: return Double(v)
        case let v as Double: return v
        case let v as Int: return Double(v)
        case let v as NSUnderlineStyle: return Double(v.rawValue)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }
}

extension NSLineBreakMode {
    var ellipsizeMode: PangoEllipsizeMode {
        switch self {
        case .byTruncatingHead: return PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: return PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: return PANGO_ELLIPSIZE_END
        case .byWordWrapping, .byCharWrapping, .byClipping: return PANGO_ELLIPSIZE_NONE
        }
    }
}

extension CGFloat {
    var pango16: UInt16 { UInt16((clamped01 * 65535).rounded()) }
}
