import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Taps, changes, refusals and bad input on standalone tab bars.
@Suite(.freshApplication)
@MainActor
struct TabBarBehaviourTests {
    final class Delegate: NSObject, UITabBarDelegate {
        var selected: [String] = []
        func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title ?? "") }
    }

    @Test func aTapSelectsAndTellsTheDelegateAlsoWhenAlreadySelected() {
        let scene = TabBarScene(items: boroughItems())
        let delegate = Delegate()
        scene.bar.delegate = delegate
        scene.tap(2)
        #expect(scene.bar.selectedItem === scene.bar.items?[2])
        #expect(scene.button(2).look.isSelected && !scene.button(0).look.isSelected)
        scene.tap(2)
        #expect(delegate.selected == ["Manhattan", "Manhattan"])
        #expect(scene.bar.selectedItem === scene.bar.items?[2])
    }

    @Test func hitTestingReachesTheButton() {
        let scene = TabBarScene(items: boroughItems())
        let button = scene.button(3)
        let point = button.convert(CGPoint(x: 10, y: 40), to: nil)
        #expect(scene.window.hitTest(point, with: nil) === button)
    }

    /// A tap right after new items, before any layout pass, finds the new buttons.
    @Test func aTapRightAfterNewItemsHitsTheNewButtons() {
        let items = boroughItems()
        let scene = TabBarScene(items: Array(items.prefix(2)))
        let delegate = Delegate()
        scene.bar.delegate = delegate
        scene.bar.items = items
        scene.window.sendTap(at: scene.bar.convert(CGPoint(x: 75 * 3.5, y: 24), to: nil))
        #expect(delegate.selected == ["Queens"])
    }

    @Test func aDisabledItemIgnoresTaps() {
        let items = boroughItems()
        items[1].isEnabled = false
        let scene = TabBarScene(items: items)
        let delegate = Delegate()
        scene.bar.delegate = delegate
        let touch = scene.window.beginTouch(at: scene.button(1).convert(CGPoint(x: 30, y: 20), to: nil))
        #expect(!scene.button(1).isHighlighted)
        scene.window.endTouch(touch)
        #expect(delegate.selected.isEmpty)
        #expect(scene.bar.selectedItem === items[0])
    }

    @Test func aButtonHighlightsWhileTouchedAndALiftOutsideDoesNothing() {
        let scene = TabBarScene(items: boroughItems())
        let delegate = Delegate()
        scene.bar.delegate = delegate
        let inside = scene.button(1).convert(CGPoint(x: 37, y: 20), to: nil)
        let touch = scene.window.beginTouch(at: inside)
        #expect(scene.button(1).isHighlighted)
        scene.window.moveTouch(touch, to: CGPoint(x: inside.x, y: inside.y - 200))
        #expect(!scene.button(1).isHighlighted)
        scene.window.endTouch(touch)
        #expect(delegate.selected.isEmpty)
        let again = scene.window.beginTouch(at: inside)
        scene.window.endTouch(again)
        #expect(!scene.button(1).isHighlighted)
        #expect(delegate.selected == ["Brooklyn"])
    }

    /// A tab bar controller's bar refuses direct item and selection changes, with a message.
    @Test func aControllersBarRefusesItemsWithALoggedError() {
        let controller = UITabBarController()
        let bar = controller.tabBar
        let messages = LogCapture.messages(from: "TabBarKit.viewControllers") {
            bar.setItems(boroughItems(), animated: false)
            bar.items = boroughItems()
        }
        #expect(bar.items == nil)
        #expect(bar.buttons.isEmpty)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("cannot be modified directly") })
    }

    // MARK: Changes

    @Test func anItemChangeUpdatesOnlyItsButton() {
        let scene = TabBarScene(items: boroughItems())
        let labels = scene.bar.buttons.map(\.titleLabel)
        let items = scene.bar.items!
        items[1].title = "Kings"
        #expect(scene.button(1).titleLabel.text == "Kings")
        items[3].image = TabIcons.plus
        #expect(scene.button(3).look.image === TabIcons.plus)
        #expect(zip(scene.bar.buttons.map(\.titleLabel), labels).allSatisfy { $0 === $1 })
    }

    /// A badge change repaints the badge's area, not the bar.
    @Test func aBadgeChangeRepaintsOnlyTheBadge() throws {
        let scene = TabBarScene(items: boroughItems())
        let renderer = ViewRenderer(rootView: scene.window, scale: 2)
        renderer.render()
        #expect(renderer.render() == nil)
        scene.bar.items![2].badgeValue = "5"
        let painted = try #require(renderer.render())
        let badgeView = scene.button(2).badgeView
        let badge = badgeView.convert(badgeView.bounds, to: nil)
        #expect(painted.contains(badge))
        #expect(painted.width <= 20 && painted.height <= 20)
        scene.bar.items![2].badgeValue = "6"
        let repainted = try #require(renderer.render())
        #expect(repainted.width <= 20 && repainted.height <= 20)
    }

    /// A selection restyles the two buttons it moves between and no others.
    @Test func aSelectionRepaintsTheTwoButtonsOnly() throws {
        let scene = TabBarScene(items: boroughItems())
        let renderer = ViewRenderer(rootView: scene.window, scale: 2)
        renderer.render()
        scene.bar.selectedItem = scene.bar.items![1]
        let painted = try #require(renderer.render())
        let bar = scene.bar.convert(scene.bar.bounds, to: nil)
        #expect(painted.minX >= 0 && painted.maxX <= 150)
        #expect(painted.minY >= bar.minY && painted.maxY <= bar.maxY)
    }

    @Test func titleAttributesCompareByValue() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let a: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor(white: 0.5, alpha: 1),
            .paragraphStyle: style, .kern: 1,
        ]
        var b = a
        b[.foregroundColor] = UIColor(white: 0.5, alpha: 1)
        b[.font] = UIFont.systemFont(ofSize: 10)
        #expect(TabBarButton.sameAttributes(a, b))
        b[.foregroundColor] = UIColor(white: 0.6, alpha: 1)
        #expect(!TabBarButton.sameAttributes(a, b))
        b = a
        b[.font] = UIFont.systemFont(ofSize: 10, weight: .bold)
        #expect(!TabBarButton.sameAttributes(a, b))
        b = a
        b[.kern] = nil
        #expect(!TabBarButton.sameAttributes(a, b))
        b[.baselineOffset] = 1
        #expect(!TabBarButton.sameAttributes(a, b))
    }

    @Test func newItemsKeepTheButtonsOfItemsThatStay() {
        let items = boroughItems()
        let scene = TabBarScene(items: items)
        let kept = scene.button(2)
        scene.bar.setItems([items[2], items[4]], animated: true)
        #expect(scene.bar.buttons.count == 2)
        #expect(scene.button(0) === kept)
        #expect(scene.bar.selectedItem == nil)
        scene.window.layoutIfNeeded()
        #expect(scene.bar.buttons.map(\.frame.width) == [187.5, 187.5])
        #expect(scene.bar.subviews.filter { $0 is TabBarButton }.count == 2)
        // A removed item no longer reaches the bar.
        items[0].title = "Gone"
        #expect(!scene.bar.buttons.contains { $0.titleLabel.text == "Gone" })
    }

    // MARK: Bad input

    @Test func zeroItemsLayOutAndDraw() {
        let scene = TabBarScene(items: [])
        #expect(scene.bar.buttons.isEmpty)
        #expect(scene.bar.sizeThatFits(scene.window.bounds.size).height == 49)
        #expect(ViewRenderer(rootView: scene.strip, scale: 2).render() != nil)
    }

    @Test func aHundredItemsGiveThinButtons() {
        let items = (0..<100).map { UITabBarItem(title: "Item \($0)", image: TabIcons.ring, tag: $0) }
        items[99].badgeValue = "99+"
        let scene = TabBarScene(items: items)
        #expect(scene.bar.buttons.count == 100)
        #expect(scene.bar.buttons.allSatisfy { $0.frame.width == 3.75 })
        #expect(scene.button(99).titleLabel.frame.width == 3.75 - 2)
        #expect(scene.badgeFrame(99).maxX <= 375 - 6 + 0.001)
        #expect(ViewRenderer(rootView: scene.strip, scale: 2).render() != nil)
    }

    @Test func nilAndEmptyTitlesShowNoLabel() {
        let items = [UITabBarItem(title: nil, image: TabIcons.ring, tag: 0), UITabBarItem(title: "", image: nil, tag: 1)]
        let scene = TabBarScene(items: items)
        #expect(scene.button(0).titleLabel.attributedText == nil)
        #expect(scene.button(1).titleLabel.attributedText == nil)
        #expect(scene.button(1).accessibilityLabel == "")
        let landscape = TabBarScene(window: CGSize(width: 667, height: 375), items: items)
        #expect(landscape.bar.buttons.map(\.inlineContentWidth) == [25, 0])
    }

    /// A huge image is cut at the button's edges, at its own size: never scaled. Outside
    /// its button the picture is the one a small icon gives.
    @Test func anOversizedImageIsClippedNotScaled() throws {
        func scene(icon side: CGFloat) -> TabBarScene {
            TabBarScene(items: [
                UITabBarItem(title: "Huge", image: TabIcons.block(side: side), tag: 0), UITabBarItem(title: "B", image: nil, tag: 1),
            ])
        }
        let huge = scene(icon: 400), small = scene(icon: 20)
        let button = huge.button(0)
        #expect(button.imageView.frame.size == CGSize(width: 400, height: 400))
        func pixels(_ scene: TabBarScene) throws -> [UInt32] {
            let renderer = ViewRenderer(rootView: scene.strip, scale: 2)
            renderer.render()
            return try #require(renderer.image.cgImage?.argbPixels)
        }
        let (hugePixels, smallPixels) = (try pixels(huge), try pixels(small))
        let inButton = button.convert(button.bounds, to: huge.strip)
        let width = Int(huge.strip.bounds.width * 2)
        var outside = 0, differing = 0
        for (index, (p, q)) in zip(hugePixels, smallPixels).enumerated() {
            let point = CGPoint(x: (CGFloat(index % width) + 0.5) / 2, y: (CGFloat(index / width) + 0.5) / 2)
            guard !inButton.insetBy(dx: -1, dy: -1).contains(point) else { continue }
            outside += 1
            if p != q { differing += 1 }
        }
        #expect(outside > 10_000)
        #expect(differing == 0, "the huge icon shows in \(differing) pixels outside its button")
    }
}
