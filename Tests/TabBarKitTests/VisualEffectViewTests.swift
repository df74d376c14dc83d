import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// `UIVisualEffectView` with blur effects over stripes, and bars using it for their material.
@Suite(.freshApplication)
@MainActor
struct VisualEffectViewTests {
    /// A window of black and white vertical stripes 8 points wide, a blur across its middle.
    private func stripedWindow(style: UIBlurEffect.Style) -> (UIWindow, stripes: UIView, blur: UIVisualEffectView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
        window.backgroundColor = .white
        let stripes = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        for index in 0..<40 where index.isMultiple(of: 2) {
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 8, y: 0, width: 8, height: 120))
            stripe.backgroundColor = .black
            stripes.addSubview(stripe)
        }
        window.addSubview(stripes)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
        blur.frame = CGRect(x: 0, y: 40, width: 160, height: 40)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 140, height: 20))
        label.text = "Material"
        blur.contentView.addSubview(label)
        window.addSubview(blur)
        window.layoutIfNeeded()
        return (window, stripes, blur)
    }

    /// The grey of the pixel at `point` (points) in a renderer's bitmap, 0...255.
    private func grey(at point: CGPoint, in renderer: ViewRenderer) -> Int {
        renderer.withPixels { pixels, _, _, stride in
            let x = Int(point.x * renderer.scale), y = Int(point.y * renderer.scale)
            let pixel = pixels.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
            return Int((pixel >> 8) & 0xFF)
        } ?? -1
    }

    @Test func theStripesBehindTheViewAreBlurredAndTheContentIsNot() {
        let (window, _, blur) = stripedWindow(style: .systemUltraThinMaterial)
        #expect(blur.contentView.superview === blur && blur.contentView.frame == blur.bounds)
        let renderer = ViewRenderer(rootView: window, scale: 2)
        renderer.render()
        // Outside the view the stripes stay sharp: black, then white.
        #expect(grey(at: CGPoint(x: 4, y: 20), in: renderer) < 10)
        #expect(grey(at: CGPoint(x: 12, y: 20), in: renderer) > 245)
        // Inside, black and white stripes blur to about the same light grey under the tint.
        let overBlack = grey(at: CGPoint(x: 132, y: 75), in: renderer)
        let overWhite = grey(at: CGPoint(x: 140, y: 75), in: renderer)
        #expect(abs(overBlack - overWhite) < 12, "over a black stripe \(overBlack), over a white one \(overWhite)")
        #expect((120...235).contains(overBlack))
    }

    @Test func stripesUnderEachMaterial() {
        let styles: [(UIBlurEffect.Style, String)] = [
            (.systemUltraThinMaterial, "ultrathin"), (.systemMaterial, "material"),
            (.systemChromeMaterial, "chrome"), (.dark, "dark"),
        ]
        for (style, name) in styles {
            let (window, _, _) = stripedWindow(style: style)
            assertSnapshot(of: window, named: "visual-effect-\(name)")
        }
    }

    /// Content moving under a blur repaints the whole blur: the picture after a partial
    /// repaint is the picture a full one gives.
    @Test func contentMovingUnderTheBlurRepaintsItAll() {
        let (window, stripes, _) = stripedWindow(style: .systemMaterial)
        stripes.isHidden = true
        // A square reaching into the blur from above, moved sideways.
        let square = UIView(frame: CGRect(x: 20, y: 20, width: 24, height: 30))
        square.backgroundColor = .systemBlue
        window.insertSubview(square, at: 0)
        let renderer = ViewRenderer(rootView: window, scale: 2)
        renderer.render()
        square.frame.origin.x = 60
        renderer.render()
        let fresh = ViewRenderer(rootView: window, scale: 2)
        fresh.render()
        var differing = 0
        for y in stride(from: 0, to: 120, by: 2) {
            for x in stride(from: 0, to: 160, by: 2) {
                let point = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
                if abs(grey(at: point, in: renderer) - grey(at: point, in: fresh)) > 2 { differing += 1 }
            }
        }
        #expect(differing == 0)
    }

    /// A bar's material blurs the page under it: a red square half under a tab bar bleeds
    /// into the bar as pink.
    @Test func aTranslucentTabBarBlursWhatLiesUnderIt() {
        let page = UIViewController()
        page.view.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 40, y: 560, width: 80, height: 80))
        square.backgroundColor = .systemRed
        page.view.addSubview(square)
        let tabs = UITabBarController()
        page.tabBarItem = UITabBarItem(title: "Page", image: nil, tag: 0)
        tabs.viewControllers = [page, UIViewController()]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let renderer = ViewRenderer(rootView: window, scale: 2)
        renderer.render()
        let barTop = tabs.tabBar.frame.minY
        // Inside the bar just below the square's edge the red shows, softened.
        let bled: UInt32 =
            renderer.withPixels { pixels, _, _, stride in
                let x = 80 * 2, y = Int((barTop + 4) * 2)
                return pixels.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
            } ?? 0
        let red = Int((bled >> 16) & 0xFF), green = Int((bled >> 8) & 0xFF)
        #expect(red > green + 8, "red \(red) green \(green)")
        #expect(green > 150)
        assertSnapshot(of: window, named: "visual-effect-tabbar-over-red-square")
    }
}
