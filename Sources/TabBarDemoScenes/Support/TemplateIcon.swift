import Foundation
import TabBarKit

/// Tab icons drawn in code, as the boroughs app draws its icons: black strokes (2 pt)
/// and fills on clear. A tab bar uses them as templates (their rendering mode stays
/// `.automatic`), so only their alpha counts.
enum TemplateIcon {
    static func make(side: CGFloat = 30, scale: CGFloat = 2, _ draw: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            let cg = context.cgContext
            cg.setStrokeColor(gray: 0, alpha: 1)
            cg.setFillColor(gray: 0, alpha: 1)
            cg.setLineWidth(2)
            draw(cg)
        }
    }
}
