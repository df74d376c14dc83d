import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// The view that shows a tab, found as UIKit code finds it to animate the tab: by the item's
/// "view" key (every other key of a bar item is refused by name), or among the bar's
/// subviews (the background first, then one control per item, its icon the first image view).
@Suite(.freshApplication)
@MainActor
struct TabBarItemViewTests {
    @Test func theViewIsTheBarsViewOfTheItemInItsSlot() throws {
        let fixture = TabBarFixture(["A", "B", "C"])
        fixture.window.layoutIfNeeded()
        let bar = fixture.controller.tabBar
        let items = try #require(bar.items)
        let views = items.compactMap { $0.value(forKey: "view") as? UIView }
        try #require(views.count == 3)
        for (index, view) in views.enumerated() {
            #expect(view.superview === bar)
            #expect(view.frame.contains(CGPoint(x: bar.bounds.width * (CGFloat(index) + 0.5) / 3, y: 20)))
        }
        // The view scales as a bounce animation added to its layer says.
        let app = TestApplication()
        let bounce = CAKeyframeAnimation(keyPath: "transform.scale")
        bounce.values = [1.0, 1.4, 1.0]
        bounce.duration = 1
        views[1].layer.add(bounce, forKey: nil)
        app.tick(0.5)
        let scale = try #require(views[1].layer.presentation()?.transform.m11)
        #expect(abs(scale - 1.4) < 0.01)
    }

    @Test func theBarsSubviewsAreItsBackgroundThenOneControlPerItem() throws {
        let fixture = TabBarFixture(["A", "B", "C"])
        for tab in fixture.tabs { tab.tabBarItem.image = UIImage(systemName: "star") }
        fixture.controller.selectedIndex = 1
        fixture.window.layoutIfNeeded()
        let bar = fixture.controller.tabBar
        let items = try #require(bar.items)
        let controls = bar.subviews.filter { $0 is UIControl }.sorted { $0.frame.minX < $1.frame.minX }
        try #require(controls.count == 3)
        for (index, item) in items.enumerated() {
            let view = bar.subviews[index + 1]
            #expect(view === item.value(forKey: "view") as? UIView)
            #expect(view === controls[index])
            let icon = try #require(view.subviews.first as? UIImageView)
            #expect(icon === view.subviews.compactMap { $0 as? UIImageView }.first)
            #expect(icon.image != nil && icon.frame.width > 0)
            #expect((view as? UIControl)?.isSelected == (index == 1))
        }
    }

    @Test func anItemNoBarShowsHasNoView() {
        let fixture = TabBarFixture(["A", "B"])
        fixture.window.layoutIfNeeded()
        let item = UITabBarItem(title: "Loose", image: nil, tag: 0)
        #expect(item.value(forKey: "view") == nil)
        let removed = fixture.tabs[1].tabBarItem!
        #expect(removed.value(forKey: "view") != nil)
        fixture.controller.viewControllers = [fixture.tabs[0]]
        #expect(removed.value(forKey: "view") == nil)
    }

    @Test func otherKeysAreRefusedByName() {
        let item = UITabBarItem(title: "A", image: nil, tag: 0)
        let messages = LogCapture.messages(from: "TabBarKit.application") {
            #expect(item.value(forKey: "title") == nil)
            item.setValue("B", forKey: "title")
        }
        #expect(item.title == "A")
        #expect(messages.contains { $0.contains("no key \"title\" that can be read") })
        #expect(messages.contains { $0.contains("no key \"title\" that can be set") })
    }
}
