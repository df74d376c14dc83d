import Foundation
import TabBarKit
import TabBarKitTestSupport
import Testing

@Suite(.freshApplication)
@MainActor
struct HitTestingAndConversionTests {
    private func tree() -> (root: UIView, a: UIView, b: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(a)
        a.addSubview(b)
        return (root, a, b)
    }

    @Test func convertsThroughFramesAndBoundsOrigins() {
        let (root, a, b) = tree()
        #expect(b.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 65, y: 65))
        #expect(root.convert(CGPoint(x: 65, y: 65), to: b) == CGPoint(x: 5, y: 5))
        #expect(root.convert(CGPoint(x: 65, y: 65), from: nil) == CGPoint(x: 65, y: 65))
        a.bounds.origin = CGPoint(x: 10, y: 0) // scrolled content
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 50, y: 60))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: nil) == CGRect(x: 50, y: 60, width: 20, height: 20))
        #expect(root.convert(CGRect(x: 50, y: 60, width: 20, height: 20), to: b) == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func convertsThroughTransforms() {
        let (root, a, b) = tree()
        a.transform = CGAffineTransform(rotationAngle: .pi) // about a's centre (100, 100)
        let p = b.convert(CGPoint.zero, to: root)
        #expect(abs(p.x - 140) < 1e-9 && abs(p.y - 140) < 1e-9)
        let back = root.convert(p, to: b)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        let r = b.convert(b.bounds, to: root)
        #expect(r == CGRect(x: 20, y: 20, width: 40, height: 40))
    }

    @Test func hitTestFindsTheDeepestFrontmostView() {
        let (root, a, b) = tree()
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === b)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === a)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 500, y: 5), with: nil) == nil)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreNotHit() {
        let (root, a, b) = tree()
        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === a)
        b.isHidden = false
        b.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === a)
        b.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === b)
        a.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === root)
    }

    @Test func hitTestingFollowsTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let bar = UIView(frame: CGRect(x: 50, y: 95, width: 100, height: 10))
        root.addSubview(bar)
        #expect(root.hitTest(CGPoint(x: 100, y: 60), with: nil) === root)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(root.hitTest(CGPoint(x: 100, y: 60), with: nil) === bar)
        #expect(root.hitTest(CGPoint(x: 60, y: 100), with: nil) === root)
    }

    @Test func subviewsOutsideTheirSuperviewAreNotHit() {
        let (root, a, _) = tree()
        let outside = UIView(frame: CGRect(x: 120, y: 0, width: 20, height: 20))
        a.addSubview(outside)
        // UIKit hit-tests a subview only inside its superview's bounds.
        #expect(root.hitTest(CGPoint(x: 175, y: 55), with: nil) === root)
    }
}
