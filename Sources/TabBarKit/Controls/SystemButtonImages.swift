import Foundation

/// The glyphs of UIKit's close, add-contact and info buttons, drawn with paths (no SF
/// Symbols on Linux). Add and info are templates that take the tint; close is grey.
@MainActor
enum SystemButtonImages {
    static func image(for type: UIButton.ButtonType) -> UIImage? {
        switch type {
        case .close: return close
        case .contactAdd: return contactAdd
        case .detailDisclosure, .infoLight, .infoDark: return info
        case .custom, .system, .plain: return nil
        }
    }

    private static let close = draw(size: 30) { rect in
        UIColor(rgb: 0x767680, alpha: 0.12).setFill()
        UIBezierPath(ovalIn: rect).fill()
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: 10.5, y: 10.5))
        cross.addLine(to: CGPoint(x: 19.5, y: 19.5))
        cross.move(to: CGPoint(x: 19.5, y: 10.5))
        cross.addLine(to: CGPoint(x: 10.5, y: 19.5))
        cross.lineWidth = 2.5
        cross.lineCapStyle = .round
        UIColor(rgb: 0x3C3C43, alpha: 0.6).setStroke()
        cross.stroke()
    }.withRenderingMode(.alwaysOriginal)

    private static let contactAdd = draw(size: 22) { rect in
        let ring = UIBezierPath(ovalIn: rect.insetBy(dx: 1, dy: 1))
        ring.lineWidth = 1.5
        UIColor.black.setStroke()
        ring.stroke()
        let plus = UIBezierPath()
        plus.move(to: CGPoint(x: 11, y: 6))
        plus.addLine(to: CGPoint(x: 11, y: 16))
        plus.move(to: CGPoint(x: 6, y: 11))
        plus.addLine(to: CGPoint(x: 16, y: 11))
        plus.lineWidth = 1.5
        plus.lineCapStyle = .round
        plus.stroke()
    }.withRenderingMode(.alwaysTemplate)

    private static let info = draw(size: 22) { rect in
        let ring = UIBezierPath(ovalIn: rect.insetBy(dx: 1, dy: 1))
        ring.lineWidth = 1.5
        UIColor.black.set()
        ring.stroke()
        UIBezierPath(ovalIn: CGRect(x: 10, y: 5.5, width: 2, height: 2)).fill()
        let stem = UIBezierPath()
        stem.move(to: CGPoint(x: 11, y: 9.5))
        stem.addLine(to: CGPoint(x: 11, y: 16))
        stem.lineWidth = 2
        stem.lineCapStyle = .round
        stem.stroke()
    }.withRenderingMode(.alwaysTemplate)

    private static func draw(size: CGFloat, _ body: (CGRect) -> Void) -> UIImage {
        let rect = CGRect(x: 0, y: 0, width: size, height: size)
        return UIGraphicsImageRenderer(size: rect.size).image { _ in body(rect) }
    }
}
