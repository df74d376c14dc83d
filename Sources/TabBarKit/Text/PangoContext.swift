import CCairo
import CPangoCairo
import Foundation

/// A Pango context per thread (Pango contexts are not thread-safe), set up so that one
/// Pango unit of size is one point and layout does not depend on the device scale.
final class PangoTextContext {
    static let scale: Double = 1024 // PANGO_SCALE

    let fontMap: OpaquePointer
    let context: OpaquePointer
    private var families: Set<String>?
    /// Sizes of plain text measured on this thread (TextLayout+Measuring.swift).
    var measuredSizes: [TextLayout.MeasureKey: CGSize] = [:]
    static let measuredSizesLimit = 1_024

    private init() {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()
        // Unhinted metrics keep text the same width at @1x, @2x and @3x, as on iOS.
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    private static let perThread = ThreadLocal { PangoTextContext() }

    static var current: PangoTextContext { perThread.value }

    func makeLayout() -> OpaquePointer {
        pango_layout_new(context)
    }

    /// Installed font family names, lower-cased, for `UIFont(name:size:)`.
    func hasFamily(_ name: String) -> Bool {
        if families == nil {
            var list: UnsafeMutablePointer<OpaquePointer?>?
            var count: Int32 = 0
            pango_font_map_list_families(fontMap, &list, &count)
            var names = Set<String>()
            for i in 0..<Int(count) {
                if let family = list?[i], let cName = pango_font_family_get_name(family) {
                    names.insert(String(cString: cName).lowercased())
                }
            }
            g_free(list)
            families = names
        }
        return families!.contains(name.lowercased())
    }
}
