import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Pinch, rotation and screen-edge pans driven by synthesized touches, as apps use them.
@Suite(.freshApplication)
@MainActor
struct MultiTouchGestureTests {
    private func photoScene() -> (UIWindow, UIImageView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        photo.isUserInteractionEnabled = true
        window.addSubview(photo)
        return (window, photo)
    }

    /// Moves two fingers from their starts to their ends in `steps` equal moves at 60 Hz.
    private func twoFingers(
        in window: UIWindow, from starts: (CGPoint, CGPoint), to ends: (CGPoint, CGPoint),
        steps: Int = 10, path: ((CGFloat) -> (CGPoint, CGPoint))? = nil
    ) {
        let t0 = UIApplication.shared.currentTime
        let first = window.beginTouch(at: starts.0, timestamp: t0)
        let second = window.beginTouch(at: starts.1, timestamp: t0)
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            let (a, b) =
                path?(f) ?? (
                    CGPoint(x: starts.0.x + (ends.0.x - starts.0.x) * f, y: starts.0.y + (ends.0.y - starts.0.y) * f),
                    CGPoint(x: starts.1.x + (ends.1.x - starts.1.x) * f, y: starts.1.y + (ends.1.y - starts.1.y) * f)
                )
            let time = t0 + Double(step) / 60
            window.moveTouch(first, to: a, timestamp: time)
            window.moveTouch(second, to: b, timestamp: time)
        }
        let end = t0 + Double(steps + 1) / 60
        window.endTouch(first, timestamp: end)
        window.endTouch(second, timestamp: end)
        UIApplication.shared.tick(at: end + 1)
    }

    @Test func aPinchScalesAnImageView() {
        let (window, photo) = photoScene()
        var states: [UIGestureRecognizer.State] = []
        var velocities: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            states.append(recognizer.state)
            velocities.append(recognizer.velocity)
            guard let view = recognizer.view else { return }
            view.transform = view.transform.scaledBy(x: recognizer.scale, y: recognizer.scale)
            recognizer.scale = 1
        }
        photo.addGestureRecognizer(pinch)
        twoFingers(
            in: window, from: (CGPoint(x: 150, y: 200), CGPoint(x: 220, y: 200)),
            to: (CGPoint(x: 80, y: 200), CGPoint(x: 290, y: 200)))
        #expect(states.first == .began && states.last == .ended && states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(abs(photo.transform.a - 3) < 0.001, "the fingers ended three times as far apart")
        #expect(velocities.dropFirst().contains { $0 > 0 }, "spreading fingers scale up")
        #expect(pinch.state == .possible && pinch.scale == 1)
    }

    @Test func oneFingerDoesNotPinchOrRotate() {
        let (window, photo) = photoScene()
        var actions = 0
        photo.addGestureRecognizer(UIPinchGestureRecognizer { _ in actions += 1 })
        photo.addGestureRecognizer(UIRotationGestureRecognizer { _ in actions += 1 })
        window.sendTouches(.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 300), duration: 0.2))
        UIApplication.shared.tick(at: UIApplication.shared.currentTime + 1)
        #expect(actions == 0)
    }

    @Test func aRotationTurnsAnImageViewAQuarterTurn() {
        let (window, photo) = photoScene()
        var turned: CGFloat = 0
        var lastVelocity: CGFloat = 0
        let rotation = UIRotationGestureRecognizer { recognizer in
            guard let view = recognizer.view else { return }
            if recognizer.state == .changed { lastVelocity = recognizer.velocity }
            view.transform = view.transform.rotated(by: recognizer.rotation)
            turned += recognizer.rotation
            recognizer.rotation = 0
        }
        photo.addGestureRecognizer(rotation)
        // Both fingers turn clockwise about (187, 200), 60 pt out.
        let centre = CGPoint(x: 187, y: 200)
        twoFingers(
            in: window, from: (CGPoint(x: 127, y: 200), CGPoint(x: 247, y: 200)),
            to: (CGPoint(x: 187, y: 140), CGPoint(x: 187, y: 260)), steps: 12
        ) { f in
            let angle = f * .pi / 2
            return (
                CGPoint(x: centre.x - 60 * cos(angle), y: centre.y - 60 * sin(angle)),
                CGPoint(x: centre.x + 60 * cos(angle), y: centre.y + 60 * sin(angle))
            )
        }
        #expect(abs(turned - .pi / 2) < 0.001)
        #expect(abs(atan2(photo.transform.b, photo.transform.a) - .pi / 2) < 0.001)
        #expect(lastVelocity > 0, "clockwise is positive")
    }

    @Test func anEdgePanFromTheLeftEdgePops() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(UIViewController(), animated: false)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let edgePan = UIScreenEdgePanGestureRecognizer { recognizer in
            if recognizer.state == .ended, recognizer.translation(in: recognizer.view).x > 100 {
                navigation.popViewController(animated: false)
            }
        }
        edgePan.edges = .left
        navigation.view.addGestureRecognizer(edgePan)

        // From the middle of the screen it does not begin.
        window.sendTouches(.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.3))
        UIApplication.shared.tick(at: UIApplication.shared.currentTime + 1)
        #expect(navigation.viewControllers.count == 2)
        // From the left edge, but along it: not a pan away from the edge.
        window.sendTouches(.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 5, y: 500), duration: 0.3))
        UIApplication.shared.tick(at: UIApplication.shared.currentTime + 1)
        #expect(navigation.viewControllers.count == 2)
        // From the left edge across the screen: it pops.
        window.sendTouches(.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 250, y: 310), duration: 0.3))
        UIApplication.shared.tick(at: UIApplication.shared.currentTime + 1)
        #expect(navigation.viewControllers.count == 1)
    }
}
