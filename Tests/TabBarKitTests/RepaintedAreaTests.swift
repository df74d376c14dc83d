import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// What a host copies out of a renderer after each frame: only what was repainted.
@Suite(.freshApplication)
@MainActor
struct RepaintedAreaTests {
    @Test func theAreaCoversEveryRepaintSinceItWasLastTaken() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        root.backgroundColor = .white
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 60, y: 50, width: 20, height: 10))
        root.addSubview(a)
        root.addSubview(b)
        let renderer = ViewRenderer(rootView: root, scale: 2)
        renderer.render()
        #expect(renderer.takeRepaintedArea() == CGRect(x: 0, y: 0, width: 100, height: 80), "a new bitmap is all new")
        #expect(renderer.takeRepaintedArea() == nil)
        a.backgroundColor = .red
        renderer.render()
        #expect(renderer.takeRepaintedArea() == CGRect(x: 10, y: 10, width: 10, height: 10))
        a.backgroundColor = .blue
        renderer.render()
        b.backgroundColor = .blue
        renderer.render()
        #expect(renderer.takeRepaintedArea() == CGRect(x: 10, y: 10, width: 70, height: 50), "two repaints, one box")
        renderer.render()
        #expect(renderer.takeRepaintedArea() == nil, "nothing changed")
    }
}
