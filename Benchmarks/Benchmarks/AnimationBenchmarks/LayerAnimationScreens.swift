import Foundation
@_spi(Hosting) import TabBarKit

/// 100 shape layers (rounded tab-like outlines), each moved back and forth for ever by a
/// CABasicAnimation of `position.x`: a tick advances them all and repaints where they were
/// and are.
@MainActor
final class ShapeLayersScreen: TickingScreen {
    static let size = CGSize(width: 375, height: 667)
    let renderer: ViewRenderer
    private var time: TimeInterval

    init() {
        let root = UIView(frame: CGRect(origin: .zero, size: Self.size))
        root.backgroundColor = .systemBackground
        var shapes: [CAShapeLayer] = []
        for i in 0..<100 {
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 20, y: 20 + CGFloat(i) * 6, width: 24, height: 12)
            shape.path = CGPath(
                roundedRect: CGRect(x: 0, y: 0, width: 24, height: 12), cornerWidth: 4, cornerHeight: 4,
                transform: nil)
            shape.fillColor = UIColor.systemBlue.cgColor
            shape.strokeColor = UIColor.black.cgColor
            root.layer.addSublayer(shape)
            shapes.append(shape)
        }
        renderer = ViewRenderer(rootView: root, scale: 2)
        renderer.render()
        time = UIApplication.shared.currentTime
        for (i, shape) in shapes.enumerated() {
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 32
            slide.toValue = 32 + 300
            slide.duration = 1 + Double(i % 10) / 10
            slide.repeatCount = .infinity
            slide.autoreverses = true
            shape.add(slide, forKey: "slide")
        }
        for _ in 0..<60 { tick() }
        let before = shapes[0].presentation()!.position
        tick()
        precondition(shapes[0].presentation()!.position != before, "the first shape did not move")
    }

    /// One frame at 60 Hz: the tick, then the repaint of what changed.
    @discardableResult
    func tick() -> Bool {
        time += 1.0 / 60
        let animating = UIApplication.shared.tick(at: time)
        renderer.render()
        return animating
    }
}

/// A 200-segment zigzag drawn by a shape layer whose `strokeEnd` runs from 0 to 1 for ever.
@MainActor
final class StrokeEndScreen: TickingScreen {
    let renderer: ViewRenderer
    private var time: TimeInterval

    init() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        root.backgroundColor = .systemBackground
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 100))
        for k in 1...200 {
            path.addLine(to: CGPoint(x: 10 + CGFloat(k) * 1.75, y: k % 2 == 0 ? 60 : 140))
        }
        let line = CAShapeLayer()
        line.path = path
        line.fillColor = nil
        line.strokeColor = UIColor.systemGreen.cgColor
        line.lineWidth = 2
        root.layer.addSublayer(line)
        renderer = ViewRenderer(rootView: root, scale: 2)
        renderer.render()
        time = UIApplication.shared.currentTime
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 2
        draw.repeatCount = .infinity
        line.add(draw, forKey: "draw")
        for _ in 0..<30 { tick() }
        let before = line.presentation()!.strokeEnd
        tick()
        precondition(line.presentation()!.strokeEnd != before, "the stroke did not grow")
    }

    @discardableResult
    func tick() -> Bool {
        time += 1.0 / 60
        let animating = UIApplication.shared.tick(at: time)
        renderer.render()
        return animating
    }
}
