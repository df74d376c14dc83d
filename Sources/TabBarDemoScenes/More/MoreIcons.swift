import Foundation
import TabBarKit

/// The More scene's drawn icon, for the one tab no system item fits.
enum MoreIcons {
    /// A gear: a ring with eight teeth around a hole.
    static func gear() -> UIImage {
        TemplateIcon.make { cg in
            let center = CGPoint(x: 15, y: 15)
            for tooth in 0..<8 {
                let angle = CGFloat(tooth) * .pi / 4
                cg.move(to: CGPoint(x: center.x + cos(angle) * 8, y: center.y + sin(angle) * 8))
                cg.addLine(to: CGPoint(x: center.x + cos(angle) * 13, y: center.y + sin(angle) * 13))
            }
            cg.setLineWidth(4)
            cg.strokePath()
            cg.setLineWidth(3)
            cg.strokeEllipse(in: CGRect(x: 6.5, y: 6.5, width: 17, height: 17))
        }
    }
}
