import CCairo
import CPangoCairo
import Foundation
import Synchronization

/// A font: a family, a size in points, a weight and a slant, resolved by Pango.
///
/// The system font is Inter, which stands in for San Francisco (see <doc:TEXT>).
open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The name of the nearest standard weight, as in ".SFUI-Semibold".
        var name: String {
            let table: [(Weight, String)] = [
                (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
            ]
            return table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }

        /// The nearest CSS/OpenType weight, which Pango uses.
        var pangoWeight: Int32 {
            let table: [(Weight, Int32)] = [
                (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
                (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
            ]
            return table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Sizes and weights at the default (Large) content size category.
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }

    static let systemFamily = "Inter"

    public let familyName: String
    public let fontName: String
    public let pointSize: CGFloat
    let weight: Weight
    let isItalic: Bool
    /// Tabular figures, for `monospacedDigitSystemFont`.
    let monospacedDigits: Bool
    /// Owned by the font; Pango attributes copy it.
    let pangoDescription: OpaquePointer
    /// What makes two fonts the same font: equality, hashing and the metrics cache use it.
    var key: Key {
        Key(family: familyName, size: pointSize, weight: weight.rawValue, italic: isItalic, monospacedDigits: monospacedDigits)
    }

    struct Key: Hashable, Sendable {
        var family: String
        var size: CGFloat
        var weight: CGFloat
        var italic: Bool
        var monospacedDigits: Bool
    }

    init(family: String, fontName: String, size: CGFloat, weight: Weight, italic: Bool, monospacedDigits: Bool = false) {
        familyName = family
        self.fontName = fontName
        pointSize = size
        self.weight = weight
        isItalic = italic
        self.monospacedDigits = monospacedDigits
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(UInt32(weight.pangoWeight)))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(size) * PangoTextContext.scale)
        pangoDescription = description
    }

    deinit {
        pango_font_description_free(pangoDescription)
    }

    /// A font by family name ("Inter", "Noto Sans") or "Family-Style" ("NotoSans-Bold"), or
    /// nil when no installed family matches, as UIKit answers for unknown names.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let context = PangoTextContext.current
        var family = fontName
        var weight = Weight.regular
        var italic = false
        if !context.hasFamily(family), let dash = fontName.lastIndex(of: "-") {
            family = String(fontName[..<dash])
            let style = fontName[fontName.index(after: dash)...].lowercased()
            italic = style.contains("italic") || style.contains("oblique")
            weight = Self.weight(named: style)
            if !context.hasFamily(family) {
                family = Self.spacedFamily(family)
            }
        }
        guard context.hasFamily(family) else { return nil }
        self.init(family: family, fontName: fontName, size: fontSize, weight: weight, italic: italic)
    }

    private static func weight(named style: String) -> Weight {
        let names: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
            ("semibold", .semibold), ("demibold", .semibold), ("medium", .medium), ("extrabold", .heavy),
            ("heavy", .heavy), ("black", .black), ("bold", .bold),
        ]
        return names.first { style.contains($0.0) }?.1 ?? .regular
    }

    /// "NotoSans" → "Noto Sans": PostScript names drop the spaces of the family name.
    private static func spacedFamily(_ name: String) -> String {
        var result = ""
        for (i, ch) in name.enumerated() {
            if i > 0, ch.isUppercase, let last = result.last, last.isLowercase { result.append(" ") }
            result.append(ch)
        }
        return result
    }

    /// One instance per size and weight, as UIKit hands out: a tab bar asks for its title
    /// fonts on every restyle, and a shared instance keeps its measured metrics.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let key = Key(family: systemFamily, size: fontSize, weight: weight.rawValue, italic: false, monospacedDigits: false)
        return systemFonts.withLock { fonts in
            if let font = fonts[key] { return font }
            let font = UIFont(family: systemFamily, fontName: ".SFUI-\(weight.name)", size: fontSize, weight: weight, italic: false)
            fonts[key] = font
            return font
        }
    }

    private static let systemFonts = Mutex<[Key: UIFont]>([:])

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: systemFamily, fontName: ".SFUI-Italic", size: fontSize, weight: .regular, italic: true)
    }

    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            family: systemFamily, fontName: ".SFUI-Monospaced", size: fontSize, weight: weight, italic: false,
            monospacedDigits: true)
    }

    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let m = style.metrics
        return systemFont(ofSize: m.size, weight: m.weight)
    }

    open class var systemFontSize: CGFloat { 17 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }

    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            family: familyName, fontName: fontName, size: fontSize, weight: weight, italic: isItalic,
            monospacedDigits: monospacedDigits)
    }

    // MARK: Metrics (UIKit's sign convention: the descender is negative)

    private var metrics: FontMetrics { FontMetrics.of(self) }
    open var ascender: CGFloat { metrics.ascender }
    open var descender: CGFloat { -metrics.descender }
    open var lineHeight: CGFloat { metrics.lineHeight }
    open var leading: CGFloat { max(0, metrics.lineHeight - metrics.ascender - metrics.descender) }
    open var capHeight: CGFloat { metrics.capHeight }
    open var xHeight: CGFloat { metrics.xHeight }

    // Fonts are equal by name and size (and the traits the key holds), as in UIKit.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other === self || other.key == key
    }

    open override var hash: Int { key.hashValue }

    open override var description: String {
        let bold = weight.rawValue >= UIFont.Weight.semibold.rawValue
        let style = "font-weight: \(bold ? "bold" : "normal"); font-style: \(isItalic ? "italic" : "normal")"
        return "<UIFont> font-family: \"\(fontName)\"; \(style); font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}

/// Font metrics in points, measured once per font through Pango and shared by all threads.
struct FontMetrics {
    var ascender: CGFloat
    var descender: CGFloat
    var lineHeight: CGFloat
    var capHeight: CGFloat
    var xHeight: CGFloat

    static func of(_ font: UIFont) -> FontMetrics {
        if let hit = cache.withLock({ $0[font.key] }) { return hit }
        // Measured outside the lock: Pango may take a while the first time, and two threads
        // measuring the same font get the same figures.
        let measured = measure(font)
        cache.withLock { $0[font.key] = measured }
        return measured
    }

    private static let cache = Mutex<[UIFont.Key: FontMetrics]>([:])

    private static func measure(_ font: UIFont) -> FontMetrics {
        let context = PangoTextContext.current
        let metrics = pango_context_get_metrics(context.context, font.pangoDescription, nil)
        defer { pango_font_metrics_unref(metrics) }
        let s = PangoTextContext.scale
        let ascent = CGFloat(Double(pango_font_metrics_get_ascent(metrics)) / s)
        let descent = CGFloat(Double(pango_font_metrics_get_descent(metrics)) / s)
        let height = CGFloat(Double(pango_font_metrics_get_height(metrics)) / s)
        return FontMetrics(
            ascender: ascent, descender: descent, lineHeight: max(height, ascent + descent),
            capHeight: inkHeight(of: "H", font: font), xHeight: inkHeight(of: "x", font: font)
        )
    }

    /// Pango reports no cap or x height, so measure the ink of a glyph.
    private static func inkHeight(of glyph: String, font: UIFont) -> CGFloat {
        let layout = PangoTextContext.current.makeLayout()
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, font.pangoDescription)
        pango_layout_set_text(layout, glyph, -1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        return CGFloat(Double(ink.height) / PangoTextContext.scale)
    }
}
