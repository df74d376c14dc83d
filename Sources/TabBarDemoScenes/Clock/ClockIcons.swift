import Foundation
import TabBarKit

/// The Clock app's five tab icons, drawn in code in the spirit of the system's.
enum ClockIcons {
    /// A globe: the outline, the equator and a meridian's ellipse.
    static func globe() -> UIImage {
        TemplateIcon.make { cg in
            cg.strokeEllipse(in: CGRect(x: 3, y: 3, width: 24, height: 24))
            cg.strokeEllipse(in: CGRect(x: 10, y: 3, width: 10, height: 24))
            cg.move(to: CGPoint(x: 3, y: 15))
            cg.addLine(to: CGPoint(x: 27, y: 15))
            cg.strokePath()
        }
    }

    /// An alarm clock: a face with hands, two bells on top, two feet.
    static func alarm() -> UIImage {
        TemplateIcon.make { cg in
            cg.strokeEllipse(in: CGRect(x: 5, y: 6, width: 20, height: 20))
            cg.move(to: CGPoint(x: 15, y: 10))
            cg.addLine(to: CGPoint(x: 15, y: 16))
            cg.addLine(to: CGPoint(x: 19, y: 18))
            cg.move(to: CGPoint(x: 8, y: 26))
            cg.addLine(to: CGPoint(x: 6, y: 29))
            cg.move(to: CGPoint(x: 22, y: 26))
            cg.addLine(to: CGPoint(x: 24, y: 29))
            cg.strokePath()
            cg.fillEllipse(in: CGRect(x: 2, y: 1, width: 8, height: 8))
            cg.fillEllipse(in: CGRect(x: 20, y: 1, width: 8, height: 8))
        }
    }

    /// A bed: headboard, mattress, pillow and legs.
    static func bed() -> UIImage {
        TemplateIcon.make { cg in
            cg.move(to: CGPoint(x: 3, y: 8))
            cg.addLine(to: CGPoint(x: 3, y: 25))
            cg.move(to: CGPoint(x: 3, y: 20))
            cg.addLine(to: CGPoint(x: 27, y: 20))
            cg.addLine(to: CGPoint(x: 27, y: 25))
            cg.strokePath()
            cg.fill(CGRect(x: 5, y: 14, width: 7, height: 5))
            cg.fill(CGRect(x: 13, y: 12, width: 14, height: 7))
        }
    }

    /// A stopwatch: a face with one hand and the crown on top.
    static func stopwatch() -> UIImage {
        TemplateIcon.make { cg in
            cg.strokeEllipse(in: CGRect(x: 5, y: 7, width: 20, height: 20))
            cg.move(to: CGPoint(x: 15, y: 17))
            cg.addLine(to: CGPoint(x: 19, y: 12))
            cg.move(to: CGPoint(x: 15, y: 3))
            cg.addLine(to: CGPoint(x: 15, y: 7))
            cg.move(to: CGPoint(x: 23, y: 7))
            cg.addLine(to: CGPoint(x: 25, y: 5))
            cg.strokePath()
            cg.fill(CGRect(x: 11, y: 1, width: 8, height: 3))
        }
    }

    /// A timer: a dial with tick marks and a filled quarter still to run.
    static func timer() -> UIImage {
        TemplateIcon.make { cg in
            cg.strokeEllipse(in: CGRect(x: 3, y: 3, width: 24, height: 24))
            cg.move(to: CGPoint(x: 15, y: 15))
            cg.addLine(to: CGPoint(x: 15, y: 7))
            cg.addArc(center: CGPoint(x: 15, y: 15), radius: 8, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
            cg.closePath()
            cg.fillPath()
        }
    }
}
