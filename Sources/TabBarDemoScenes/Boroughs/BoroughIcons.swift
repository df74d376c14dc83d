import Foundation
import TabBarKit

/// The boroughs' 30×30 pt template icons, drawn in code: only their alpha counts.
public enum BoroughIcons {
    /// The Bronx icon: a square outline and its diagonal, opaque black on clear, `side`
    /// points at `scale`. The negative fills the two triangles the outline leaves.
    public static func bronx(side: CGFloat = 30, scale: CGFloat = 2, negative: Bool = false) -> UIImage {
        TemplateIcon.make(side: side, scale: scale) { cg in
            if negative {
                cg.move(to: CGPoint(x: 3, y: 5))
                cg.addLine(to: CGPoint(x: 3, y: side - 3))
                cg.addLine(to: CGPoint(x: side - 5, y: side - 3))
                cg.closePath()
                cg.move(to: CGPoint(x: 5, y: 3))
                cg.addLine(to: CGPoint(x: side - 3, y: 3))
                cg.addLine(to: CGPoint(x: side - 3, y: side - 5))
                cg.closePath()
                cg.fillPath()
            } else {
                cg.stroke(CGRect(x: 1, y: 1, width: side - 2, height: side - 2))
                cg.move(to: CGPoint(x: 1, y: 1))
                cg.addLine(to: CGPoint(x: side - 1, y: side - 1))
                cg.strokePath()
            }
        }
    }

    /// Manhattan: a long thin island, outlined.
    public static func island() -> UIImage {
        TemplateIcon.make { cg in cg.stroke(CGRect(x: 11, y: 1, width: 8, height: 28)) }
    }

    /// Queens: a ring.
    public static func ring() -> UIImage {
        TemplateIcon.make { cg in cg.strokeEllipse(in: CGRect(x: 2, y: 2, width: 26, height: 26)) }
    }
}
