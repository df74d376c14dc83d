import Foundation
import TabBarKit

/// The arrow: a small dark triangle pointing down at the item, drawn in code where an app
/// of that time shipped a PNG.
@MainActor
enum ArrowMarkerImage {
    static let size = CGSize(width: 18, height: 9)

    static func make() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            let cg = context.cgContext
            cg.setFillColor(UIColor.darkGray.cgColor)
            cg.move(to: .zero)
            cg.addLine(to: CGPoint(x: size.width, y: 0))
            cg.addLine(to: CGPoint(x: size.width / 2, y: size.height))
            cg.closePath()
            cg.fillPath()
        }
    }
}
