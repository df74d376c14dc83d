import Foundation
import TabBarKitExtras
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The selection marker of TabBarKitExtras on standard bars and a subclass: where it stands,
/// how it slides (at sampled times, and turned mid-slide), and how it keeps up with
/// rotation, right-to-left, a hidden bar, More and items that come and go.
@Suite(.freshApplication)
@MainActor
struct TabBarSelectionMarkerTests {
    /// A window showing a tab bar controller of `count` plain tabs, with a 24 × 3 marker.
    private func show(
        tabs count: Int, placement: TabBarSelectionMarker.Placement = .top,
        size: CGSize = CGSize(width: 375, height: 667)
    )
        -> (window: UIWindow, tabs: UITabBarController, marker: TabBarSelectionMarker)
    {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let tabs = UITabBarController()
        tabs.viewControllers = (0..<count).map { index in
            let page = UIViewController()
            page.tabBarItem = UITabBarItem(title: "Tab \(index)", image: nil, tag: index)
            return page
        }
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let line = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 3))
        line.backgroundColor = .systemRed
        let marker = TabBarSelectionMarker(markerView: line, placement: placement)
        marker.attach(to: tabs.tabBar)
        return (window, tabs, marker)
    }

    /// The middle of slot `index` of `count` equal slots across `width`.
    private func slotMid(_ index: Int, of count: Int, width: CGFloat = 375) -> CGFloat {
        width / CGFloat(count) * (CGFloat(index) + 0.5)
    }

    /// Where the marker is on screen: its presentation, else its model.
    private func shownFrame(_ marker: TabBarSelectionMarker) -> CGRect {
        marker.markerView.layer.presentation()?.frame ?? marker.markerView.frame
    }

    @Test func itStandsOnTheSelectedItemInEachPlacement() {
        for (placement, y) in [(TabBarSelectionMarker.Placement.above, -3.0), (.top, 0), (.bottom, 46), (.behind, 23)] {
            let app = show(tabs: 4, placement: placement)
            withExtendedLifetime(app.window) {
                #expect(app.marker.markerView.superview === app.tabs.tabBar)
                #expect(app.marker.markerView.frame == CGRect(x: slotMid(0, of: 4) - 12, y: y, width: 24, height: 3), "\(placement)")
                #expect(!app.marker.markerView.isHidden)
            }
        }
        // Behind the items: over the background, under the first button.
        let app = show(tabs: 4, placement: .behind)
        let subviews = app.tabs.tabBar.subviews
        let markerPlace = subviews.firstIndex { $0 === app.marker.markerView }!
        #expect(markerPlace < subviews.count - 4, "the four buttons are drawn over it")
    }

    @Test func aSelectionSlidesItEasedOverThreeTenthsOfASecond() {
        let clock = TestApplication()
        let app = show(tabs: 4)
        withExtendedLifetime(app.window) {
            let bar = app.tabs.tabBar
            app.window.sendTap(at: bar.convert(CGPoint(x: slotMid(2, of: 4), y: 20), to: app.window))
            #expect(app.tabs.selectedIndex == 2)
            let start = slotMid(0, of: 4), end = slotMid(2, of: 4)
            #expect(app.marker.markerView.frame.midX == end, "the model takes the end at once")
            #expect(shownFrame(app.marker).midX == start)
            clock.tick(0.15)
            let eased = start + (end - start) * UnitBezier(0.42, 0, 0.58, 1).value(at: 0.5)
            #expect(abs(shownFrame(app.marker).midX - eased) < 0.01)
            clock.tick(0.3)
            #expect(shownFrame(app.marker).midX == end)
            #expect(app.marker.markerView.layer.animationKeys() == nil)
        }
    }

    @Test func aSecondSelectionMidSlideTurnsFromWhereTheMarkerIs() {
        let clock = TestApplication()
        let app = show(tabs: 4)
        withExtendedLifetime(app.window) {
            app.tabs.selectedIndex = 3
            clock.tick(0.1)
            let midSlide = shownFrame(app.marker).midX
            #expect(midSlide > slotMid(0, of: 4) && midSlide < slotMid(3, of: 4))
            app.tabs.selectedIndex = 1
            #expect(abs(shownFrame(app.marker).midX - midSlide) < 0.01, "no jump: the new slide starts where the old one was")
            clock.tick(0.2)
            clock.tick(0.5)
            #expect(shownFrame(app.marker).midX == slotMid(1, of: 4))
        }
    }

    @Test func aTapOnTheSelectedItemMidSlideLetsTheSlideGoOn() {
        let clock = TestApplication()
        let app = show(tabs: 4)
        withExtendedLifetime(app.window) {
            let bar = app.tabs.tabBar
            app.window.sendTap(at: bar.convert(CGPoint(x: slotMid(2, of: 4), y: 20), to: app.window))
            clock.tick(0.1)
            let midSlide = shownFrame(app.marker).midX
            app.window.sendTap(at: bar.convert(CGPoint(x: slotMid(2, of: 4), y: 20), to: app.window))
            #expect(abs(shownFrame(app.marker).midX - midSlide) < 0.01, "the second tap neither jumps nor restarts it")
            #expect(app.marker.markerView.layer.animationKeys() != nil)
            clock.tick(0.5)
            #expect(shownFrame(app.marker).midX == slotMid(2, of: 4))
        }
    }

    @Test func theKeyboardAndMoreMoveItToo() {
        let clock = TestApplication()
        let app = show(tabs: 7)
        withExtendedLifetime(app.window) {
            // Five slots: four tabs and More.
            app.window.endPress(app.window.beginPress(.keyboard4, modifierFlags: .control))
            clock.tick(0.5)
            #expect(app.marker.markerView.frame.midX == slotMid(3, of: 5))
            app.tabs.selectedIndex = 5
            clock.tick(0.5)
            #expect(app.tabs.tabBar.selectedItem === app.tabs.moreNavigationController.tabBarItem)
            #expect(app.marker.markerView.frame.midX == slotMid(4, of: 5), "under More while a More tab shows")
        }
    }

    @Test func aRotationPutsItInPlaceAtOnce() {
        let clock = TestApplication()
        let app = show(tabs: 4)
        withExtendedLifetime(app.window) {
            app.tabs.selectedIndex = 2
            clock.tick(0.5)
            app.window.resize(to: CGSize(width: 667, height: 375))
            app.window.layoutIfNeeded()
            #expect(app.marker.markerView.layer.animationKeys() == nil, "no slide for a layout change")
            let frame = app.marker.markerView.frame
            #expect(frame.minY == 0 && frame.width == 24)
            #expect(
                frame.midX == app.tabs.tabBar.buttons[2].frame.midX && frame.midX != slotMid(2, of: 4, width: 667),
                "side by side in landscape, the third item is where its content puts it")
            app.window.resize(to: CGSize(width: 375, height: 667))
            app.window.layoutIfNeeded()
            #expect(app.marker.markerView.frame.midX == slotMid(2, of: 4))
        }
    }

    @Test func rightToLeftMirrorsIt() {
        let app = show(tabs: 4)
        withExtendedLifetime(app.window) {
            app.tabs.tabBar.semanticContentAttribute = .forceRightToLeft
            app.tabs.tabBar.setNeedsLayout()
            app.window.layoutIfNeeded()
            #expect(app.marker.markerView.frame.midX == slotMid(3, of: 4), "the first item is on the right")
        }
    }

    @Test func itHidesWithTheBarAndWithoutASelection() {
        let app = show(tabs: 4)
        withExtendedLifetime(app.window) {
            app.tabs.tabBar.isHidden = true
            #expect(app.marker.markerView.superview === app.tabs.tabBar, "hidden with the bar it belongs to")
        }
        // A bar of its own with nothing selected has nothing to mark.
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        bar.items = [UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1)]
        let marker = TabBarSelectionMarker(markerView: UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 2)))
        marker.attach(to: bar)
        bar.layoutIfNeeded()
        #expect(marker.markerView.isHidden)
        bar.selectedItem = bar.items?[1]
        bar.layoutIfNeeded()
        #expect(!marker.markerView.isHidden && marker.markerView.frame.midX == 240)
        marker.detach()
        #expect(marker.markerView.superview == nil && marker.tabBar == nil)
        bar.selectedItem = bar.items?[0]
        bar.layoutIfNeeded()
        #expect(marker.markerView.frame.midX == 240, "a detached marker no longer follows")
    }

    @Test func itemsThatComeAndGoMoveIt() {
        let app = show(tabs: 4)
        withExtendedLifetime(app.window) {
            app.tabs.selectedIndex = 3
            TestApplication().tick(0.5)
            let kept = Array(app.tabs.viewControllers![2...3])
            app.tabs.viewControllers = kept
            app.window.layoutIfNeeded()
            #expect(app.tabs.selectedIndex == 1)
            #expect(app.marker.markerView.frame.midX == slotMid(1, of: 2))
            app.marker.itemWidthInset = 10
            app.tabs.selectedIndex = 0
            app.window.layoutIfNeeded()
            let button = app.tabs.tabBar.buttons[0].frame
            #expect(button.width == 187.5)
            #expect(
                app.marker.markerView.frame == CGRect(x: 10, y: 0, width: button.width - 20, height: 3),
                "as wide as the item less the insets")
        }
    }

    @Test func itMarksASubclassedBarInstalledByKeyValueCoding() {
        final class RoundedBar: UITabBar {}
        let clock = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let tabs = UITabBarController()
        tabs.setValue(RoundedBar(), forKey: "tabBar")
        tabs.viewControllers = [UIViewController(), UIViewController(), UIViewController()]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let marker = TabBarSelectionMarker(markerView: UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 4)), placement: .bottom)
        marker.attach(to: tabs.tabBar)
        #expect(tabs.tabBar is RoundedBar)
        tabs.selectedIndex = 2
        clock.tick(0.5)
        #expect(marker.markerView.frame == CGRect(x: 312.5 - 15, y: 45, width: 30, height: 4))
        withExtendedLifetime(window) {}
    }
}
