import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A view's layer with a `shadowPath` casts its shadow in the path's shape, as a
/// free-standing layer does, wherever the path reaches and whatever the view paints.
@Suite(.freshApplication)
@MainActor
struct ViewShadowPathTests {
    /// A clear 40-point view at (30, 30) on white, its shadow hard-edged and 10 points down.
    private func scene(path: CGPath?) -> ViewRenderer {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        card.layer.shadowColor = CGColor(gray: 0, alpha: 1)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        card.layer.shadowPath = path
        root.addSubview(card)
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        return renderer
    }

    private func grey(_ renderer: ViewRenderer, _ x: Int, _ y: Int) -> UInt8 {
        renderer.image.cgImage!.pixel(x: x, y: y).r
    }

    @Test func aClearViewsShadowPathCastsAShadowInItsShape() {
        let shaped = scene(path: UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath)
        #expect(grey(shaped, 50, 60) == 0, "under the path, moved down")
        #expect(grey(shaped, 50, 45) == 0 && grey(shaped, 50, 35) == 255, "the clear view shows its own shadow through it")
        #expect(grey(shaped, 50, 85) == 255 && grey(shaped, 20, 50) == 255, "nothing beyond it")
        let unshaped = scene(path: nil)
        #expect(grey(unshaped, 50, 60) == 255, "without a path a clear view casts nothing")
    }

    @Test func aPathBeyondTheBoundsCastsThereToo() {
        let wide = scene(path: UIBezierPath(rect: CGRect(x: -20, y: 0, width: 80, height: 10)).cgPath)
        #expect(grey(wide, 15, 45) == 0 && grey(wide, 85, 45) == 0, "20 points out on either side")
        #expect(grey(wide, 50, 60) == 255, "only the path's shape")
    }
}
