import Foundation
import TabBarKit
import TabBarKitTestSupport
import Testing

@Suite(.freshApplication)
struct GeometryTests {
    private func close(_ a: CGPoint, _ b: CGPoint, _ e: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) < e && abs(a.y - b.y) < e
    }

    @Test func affineInitialisersMatchCoreGraphics() {
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform(translationX: 3, y: 4) == CGAffineTransform(1, 0, 0, 1, 3, 4))
        #expect(CGAffineTransform(scaleX: 2, y: 5) == CGAffineTransform(a: 2, b: 0, c: 0, d: 5, tx: 0, ty: 0))
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 0, y: 1)))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!r.isIdentity)
    }

    @Test func concatenationAppliesLeftOperandFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        #expect(close(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)), CGPoint(x: 12, y: 2)))
        #expect(close(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)), CGPoint(x: 22, y: 2)))
    }

    @Test func relativeOperationsWorkInTheTransformsOwnSpace() {
        // CGAffineTransformTranslate(scale 2, 5, 0) moves by 10 in the outer space.
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        #expect(close(CGPoint.zero.applying(t), CGPoint(x: 10, y: 0)))
        let s = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 3, y: 3)
        #expect(close(CGPoint(x: 1, y: 0).applying(s), CGPoint(x: 8, y: 0)))
        let rot = CGAffineTransform(translationX: 1, y: 1).rotated(by: .pi)
        #expect(close(CGPoint(x: 1, y: 0).applying(rot), CGPoint(x: 0, y: 1)))
    }

    @Test func inversionUndoesAndSingularStaysPut() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 3).translatedBy(x: 4, y: -5)
        let p = CGPoint(x: 12.5, y: -3)
        #expect(close(p.applying(t).applying(t.inverted()), p, 1e-9))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func sizesUseOnlyTheLinearPartAndRectsTheirBoundingBox() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: 3)
        #expect(CGSize(width: 1, height: 1).applying(t) == CGSize(width: 2, height: 3))
        let rotated = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.minX + 20) < 1e-9 && abs(rotated.width - 20) < 1e-9 && abs(rotated.height - 10) < 1e-9)
    }

    @Test func edgeInsetsShrinkRects() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(r == CGRect(x: 2, y: 1, width: 94, height: 46))
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).leading == 2)
        #expect(UIOffset(horizontal: 1, vertical: -2) != .zero)
    }
}
