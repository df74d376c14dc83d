import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The curved bar (CurvedTabBar.swift, written against the public API alone) installed and
/// drawn; this file reads pixels, which only the framework's tests can.
@Suite(.freshApplication)
@MainActor
struct CurvedTabBarTests {
    @Test func theOutlineIsDrawnUnderTheButtonsAndSwappedWhenTheBarRedraws() throws {
        let controller = UITabBarController()
        let bar = CurvedTabBar()
        controller.setValue(bar, forKey: "tabBar")
        controller.viewControllers = ["One", "Two", "Three"].map { title -> UIViewController in
            let page = UIViewController()
            page.view.backgroundColor = .white
            page.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: "star"), tag: 0)
            return page
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let renderer = ViewRenderer(rootView: window, scale: 1)
        renderer.render()

        #expect(bar.outlinesMade == 1)
        let outline = try #require(bar.layer.sublayers?.first as? CAShapeLayer)
        #expect(bar.layer.sublayers?.dropFirst().contains { $0 is CAShapeLayer } == false)
        // The hump rises above the bar, over the page: blue there, white beside it.
        let top = bar.frame.minY
        let hump = renderer.image.cgImage!.pixel(x: 187, y: Int(top) - 10)
        let beside = renderer.image.cgImage!.pixel(x: 40, y: Int(top) - 10)
        #expect(hump.b > 200 && hump.r < 60, "the hump above the bar: \(hump)")
        #expect(beside.r > 200 && beside.g > 200, "the page beside it: \(beside)")

        bar.setNeedsDisplay()
        renderer.render()
        #expect(bar.outlinesMade == 2 && bar.layer.sublayers?.first !== outline, "a new outline replaced the old")
        #expect(bar.layer.sublayers?.filter { $0 is CAShapeLayer }.count == 1)
    }
}
