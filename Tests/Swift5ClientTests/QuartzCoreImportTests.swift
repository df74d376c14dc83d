import Foundation
import QuartzCore
import TabBarKitTestSupport
import Testing

/// Layer code in a file that imports QuartzCore alone, as UIKit code keeps its layer
/// helpers: every Core Animation name it uses comes through that module.
struct BulgeLayers {
    func makeMarker() -> (container: CALayer, marker: CAShapeLayer) {
        let marker = CAShapeLayer()
        marker.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        marker.lineWidth = 2
        marker.lineCap = .round
        marker.transform = CATransform3DRotate(CATransform3DMakeScale(2, 2, 1), .pi / 2, 0, 0, 1)
        let container = CALayer()
        container.shouldRasterize = true
        container.rasterizationScale = 2
        container.edgeAntialiasingMask = [.layerTopEdge, .layerBottomEdge]
        marker.magnificationFilter = .nearest
        container.addSublayer(marker)
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.toValue = 1.2
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        pulse.beginTime = CACurrentMediaTime() + 0.1
        marker.add(pulse, forKey: "pulse")
        return (container, marker)
    }

    /// A progress ring: its path, colours and turn come with QuartzCore too.
    func makeRing(diameter: CGFloat) -> CAShapeLayer {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
        let ring = CAShapeLayer()
        ring.path = path
        ring.strokeColor = CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        ring.fillColor = nil
        ring.lineJoin = CAShapeLayerLineJoin.round
        ring.setAffineTransform(CGAffineTransform(rotationAngle: -.pi / 2))
        return ring
    }
}

/// Pausing and resuming a layer's animations through its own timeline, as iOS code does.
extension CALayer {
    func pauseAnimations() {
        let pausedTime = convertTime(CACurrentMediaTime(), from: nil)
        speed = 0.0
        timeOffset = pausedTime
    }

    func resumeAnimations() {
        let pausedTime = timeOffset
        speed = 1.0
        timeOffset = 0.0
        beginTime = 0.0
        let timeSincePause = convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        beginTime = timeSincePause
    }
}

@Suite(.freshApplication)
@MainActor
struct QuartzCoreImportTests {
    @Test func layerCodeCompilesAgainstQuartzCoreAlone() {
        let (container, marker) = BulgeLayers().makeMarker()
        #expect(marker.superlayer === container && marker.animationKeys() == ["pulse"])
        #expect(!CATransform3DIsIdentity(marker.transform) && CATransform3DIsAffine(marker.transform))
        let ring = BulgeLayers().makeRing(diameter: 40)
        #expect(ring.path?.boundingBox.width == 40 && ring.fillColor == nil)
        #expect(abs(ring.affineTransform().b + 1) < 1e-9, "a quarter turn back")
    }

    @Test func aLayerPausesAndResumesOnItsOwnTimeline() {
        let (container, marker) = BulgeLayers().makeMarker()
        container.pauseAnimations()
        #expect(container.speed == 0 && marker.convertTime(5, from: nil) == container.timeOffset, "the sublayer's time is held too")
        container.resumeAnimations()
        #expect(container.speed == 1 && container.timeOffset == 0 && container.beginTime == 0, "no time passed in between")
    }
}
