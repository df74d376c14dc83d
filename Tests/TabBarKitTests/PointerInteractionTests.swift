import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A delegate that splits its view into a left and a right region and lifts the view,
/// logging what it is asked and animating the view's alpha alongside each entry.
@MainActor
private final class SplittingPointerDelegate: NSObject, UIPointerInteractionDelegate {
    let log = EventLog()

    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
        let p = request.location
        log.add("region \(Int(p.x)),\(Int(p.y))")
        let (left, right) = defaultRegion.rect.divided(atDistance: defaultRegion.rect.width / 2, from: .minXEdge)
        return p.x < left.maxX ? UIPointerRegion(rect: left, identifier: "left") : UIPointerRegion(rect: right, identifier: "right")
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        log.add("style \(region.identifier!)")
        return UIPointerStyle(effect: .lift(UITargetedPreview(view: interaction.view!)))
    }

    func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {
        log.add("enter \(region.identifier!)")
        let view = interaction.view!
        animator.addAnimations { view.alpha = 0.5 }
        animator.addCompletion { [log] finished in log.add("entered \(region.identifier!) \(finished)") }
    }

    func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {
        log.add("exit \(region.identifier!)")
        let view = interaction.view!
        animator.addAnimations { view.alpha = 1 }
    }
}

/// Lifts whatever view it is added to.
@MainActor
private final class LiftingPointerDelegate: NSObject, UIPointerInteractionDelegate {
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        UIPointerStyle(effect: .lift(UITargetedPreview(view: interaction.view!)))
    }
}

@MainActor
private final class HidingPointerDelegate: NSObject, UIPointerInteractionDelegate {
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        .hidden()
    }
}

@Suite(.freshApplication)
@MainActor
struct PointerInteractionTests {
    @Test func theDelegateIsAskedForRegionThenStyleThenEntersAndExits() {
        let clock = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(card)
        let delegate = SplittingPointerDelegate()
        card.addInteraction(UIPointerInteraction(delegate: delegate))

        window.movePointer(to: CGPoint(x: 10, y: 10))
        #expect(delegate.log.events.isEmpty)
        window.movePointer(to: CGPoint(x: 60, y: 60))
        #expect(delegate.log.events == ["region 10,10", "style left", "enter left"])
        #expect(card.alpha == 0.5 && card.presentedAlpha == 1, "the entry animates on the app's clock")
        clock.tick(0.1)
        #expect(card.presentedAlpha > 0.5 && card.presentedAlpha < 1)
        clock.tick(0.3)
        #expect(delegate.log.events.last == "entered left true")

        window.movePointer(to: CGPoint(x: 80, y: 120)) // still in the left region: not asked again
        window.movePointer(to: CGPoint(x: 130, y: 70)) // into the right half: asked, exits, enters
        window.movePointer(to: CGPoint(x: 200, y: 200)) // off the view
        #expect(
            delegate.log.events.dropFirst(4) == [
                "region 80,20", "exit left", "style right", "enter right", "exit right",
            ])
    }

    @Test func aRegionIsAskedForAgainOnlyOnceThePointerLeavesItsRectangle() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(card)
        let delegate = SplittingPointerDelegate()
        card.addInteraction(UIPointerInteraction(delegate: delegate))
        for x in stride(from: 5, through: 95, by: 10) { window.movePointer(to: CGPoint(x: x, y: 50)) }
        #expect(delegate.log.events.filter { $0.hasPrefix("region") } == ["region 5,50"])
        window.movePointer(to: CGPoint(x: 105, y: 50))
        window.movePointer(to: CGPoint(x: 150, y: 50))
        window.movePointer(to: CGPoint(x: 95, y: 50))
        #expect(delegate.log.events.filter { $0.hasPrefix("region") } == ["region 5,50", "region 105,50", "region 95,50"])
    }

    @Test func aButtonsPointerInteractionIsOffUntilEnabledOrGivenAProvider() {
        let button = UIButton(type: .system)
        #expect(!button.isPointerInteractionEnabled && button.interactions.isEmpty)
        button.pointerStyleProvider = { _, effect, shape in UIPointerStyle(effect: effect, shape: shape) }
        #expect(button.isPointerInteractionEnabled)
        #expect(button.interactions.count == 1 && button.interactions.first is UIPointerInteraction)
        button.isPointerInteractionEnabled = false
        #expect(button.interactions.isEmpty)
    }

    /// A window with a Save button in the middle, as a toolbar would have it.
    private func buttonScene() -> (window: UIWindow, button: UIButton) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 80))
        window.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 50, y: 25, width: 60, height: 30)
        window.addSubview(button)
        return (window, button)
    }

    @Test func aButtonUnderThePointerShowsTheHighlightPlatter() {
        let (window, button) = buttonScene()
        button.isPointerInteractionEnabled = true
        button.pointerStyleProvider = { button, effect, shape in
            UIPointerStyle(effect: effect, shape: .roundedRect(button.frame.insetBy(dx: -4, dy: -4), radius: 8))
        }
        let renderer = ViewRenderer(rootView: window, scale: 2)
        renderer.render()
        window.movePointer(to: CGPoint(x: 80, y: 40))
        renderer.render()
        assertSnapshot(renderer.image, named: "pointer-highlighted-button")
        let repaintedAsFresh = renderer.image.cgImage?.argbPixels == freshRender(of: window)
        #expect(repaintedAsFresh, "the platter repaints through the dirty region")
    }

    @Test func aLiftedViewGrowsWithASoftShadow() {
        let (window, button) = buttonScene()
        button.backgroundColor = .systemBlue
        button.setTitleColor(.white, for: .normal)
        button.layer.cornerRadius = 8
        let delegate = LiftingPointerDelegate()
        button.addInteraction(UIPointerInteraction(delegate: delegate))
        let renderer = ViewRenderer(rootView: window, scale: 2)
        renderer.render()
        window.movePointer(to: CGPoint(x: 80, y: 40))
        renderer.render()
        assertSnapshot(renderer.image, named: "pointer-lifted-button")
        let repaintedAsFresh = renderer.image.cgImage?.argbPixels == freshRender(of: window)
        #expect(repaintedAsFresh)
        #expect(button.transform == .identity && button.layer.shadowOpacity == 0, "the view's own properties stay")
    }

    @Test func nothingIsDrawnOnceThePointerLeaves() {
        let (window, button) = buttonScene()
        button.isPointerInteractionEnabled = true
        let lifted = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        lifted.backgroundColor = .systemRed
        window.addSubview(lifted)
        let delegate = LiftingPointerDelegate()
        lifted.addInteraction(UIPointerInteraction(delegate: delegate))
        let renderer = ViewRenderer(rootView: window, scale: 2)
        renderer.render()
        let before = renderer.image.cgImage?.argbPixels
        window.movePointer(to: CGPoint(x: 80, y: 40))
        #expect(renderer.render() != nil)
        #expect(renderer.image.cgImage?.argbPixels != before, "an effect shows")
        window.movePointer(to: CGPoint(x: 20, y: 20))
        #expect(renderer.render() != nil)
        #expect(renderer.image.cgImage?.argbPixels != before, "an effect shows")
        window.movePointer(to: nil)
        renderer.render()
        let asBefore = renderer.image.cgImage?.argbPixels == before
        #expect(asBefore)
    }

    @Test func aHiddenStyleDrawsNothing() {
        let (window, button) = buttonScene()
        let delegate = HidingPointerDelegate()
        button.addInteraction(UIPointerInteraction(delegate: delegate))
        let renderer = ViewRenderer(rootView: window, scale: 2)
        renderer.render()
        let before = renderer.image.cgImage?.argbPixels
        window.movePointer(to: CGPoint(x: 80, y: 40))
        renderer.render()
        let asBefore = renderer.image.cgImage?.argbPixels == before
        #expect(asBefore)
    }

    /// The window's pixels painted from scratch.
    private func freshRender(of window: UIWindow) -> [UInt32]? {
        let renderer = ViewRenderer(rootView: window, scale: 2)
        renderer.render()
        return renderer.image.cgImage?.argbPixels
    }
}

/// Tabs under the pointer: highlighted on iPad, unchanged on a phone.
@Suite(.freshApplication)
@MainActor
struct TabBarPointerTests {
    private func items() -> [UITabBarItem] {
        [
            UITabBarItem(title: "Ring", image: TabIcons.ring, tag: 0), UITabBarItem(title: "Triangle", image: TabIcons.triangle, tag: 1),
            UITabBarItem(title: "Plus", image: TabIcons.plus, tag: 2),
        ]
    }

    private func pointAtMiddle(of button: UIView) -> CGPoint {
        button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    }

    @Test func aTabUnderThePointerOnIPadShowsTheHighlight() {
        let scene = TabBarScene(window: CGSize(width: 1024, height: 768), screen: .padWithoutIndicator, items: items())
        let renderer = ViewRenderer(rootView: scene.window, scale: 1)
        renderer.render()
        let before = renderer.image.cgImage?.argbPixels
        scene.window.movePointer(to: pointAtMiddle(of: scene.button(1)))
        #expect(renderer.render() != nil)
        assertSnapshot(of: scene.strip, named: "pointer-ipad-tab-highlight")
        scene.window.movePointer(to: nil)
        renderer.render()
        let cleared = renderer.image.cgImage?.argbPixels == before
        #expect(cleared)
    }

    @Test func aTabUnderThePointerOnAPhoneIsUnchanged() {
        let scene = TabBarScene(items: items())
        let renderer = ViewRenderer(rootView: scene.window, scale: 1)
        renderer.render()
        scene.window.movePointer(to: pointAtMiddle(of: scene.button(1)))
        #expect(renderer.render() == nil)
    }
}
