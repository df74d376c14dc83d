import Foundation

/// The status bar's icons as paths, at the Dynamic Island bar's size, each in a box whose
/// top left is the origin: full signal, full Wi-Fi and a full battery, as Apple's own
/// pictures show them.
enum StatusBarGlyphs {
    static let signalSize = CGSize(width: 17, height: 11.5)
    static let wifiSize = CGSize(width: 16, height: 11.5)
    static let batterySize = CGSize(width: 27, height: 12.5)

    /// Four bars rising left to right, bottoms aligned.
    static func drawSignal(in context: CGContext) {
        let width: CGFloat = 3, pitch: CGFloat = 4.6
        for (index, height) in [4.0, 6.5, 9.0, 11.5].enumerated() {
            let bar = CGRect(x: CGFloat(index) * pitch, y: signalSize.height - height, width: width, height: height)
            context.addPath(UIBezierPath(roundedRect: bar, cornerRadius: 1).cgPath)
        }
        context.fillPath()
    }

    /// A dot and two arcs fanning up from the bottom middle, a quarter turn wide.
    static func drawWifi(in context: CGContext) {
        let apex = CGPoint(x: wifiSize.width / 2, y: wifiSize.height + 0.5)
        let start = -CGFloat.pi * 3 / 4, end = -CGFloat.pi / 4
        context.move(to: apex)
        context.addArc(center: apex, radius: 3.6, startAngle: start, endAngle: end, clockwise: false)
        context.closePath()
        context.fillPath()
        context.setLineWidth(2.3)
        context.setLineCap(.round)
        for radius: CGFloat in [6.9, 10.4] {
            context.beginPath()
            context.addArc(center: apex, radius: radius, startAngle: start + 0.12, endAngle: end - 0.12, clockwise: false)
            context.strokePath()
        }
    }

    /// A faint outline with a faint terminal on the right, filled all the way with the
    /// content colour.
    static func drawBattery(in context: CGContext, color: UIColor) {
        let body = CGRect(x: 0, y: 0, width: 24.5, height: batterySize.height)
        context.setStrokeColor(color.withAlphaComponent(0.4).cgColor)
        context.setLineWidth(1)
        context.addPath(UIBezierPath(roundedRect: body.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3.8).cgPath)
        context.strokePath()
        context.setFillColor(color.withAlphaComponent(0.4).cgColor)
        let terminal = CGRect(x: body.maxX + 1, y: body.midY - 2, width: 1.5, height: 4)
        context.addPath(UIBezierPath(roundedRect: terminal, cornerRadius: 0.75).cgPath)
        context.fillPath()
        context.setFillColor(color.cgColor)
        context.addPath(UIBezierPath(roundedRect: body.insetBy(dx: 2, dy: 2), cornerRadius: 2.2).cgPath)
        context.fillPath()
    }
}
