import Foundation
import TabBarDemoScenes
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The five boroughs as a test: the five boroughs, their icons, badges and system item, in portrait
/// and landscape, selected by taps.
@Suite(.freshApplication)
@MainActor
struct BoroughsTabBarTests {
    @Test func theBarSitsWhereUIKitPutsItInPortraitAndLandscape() {
        let app = BoroughsApp()
        #expect(app.controller.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
        app.window.resize(to: CGSize(width: 667, height: 375))
        #expect(app.controller.tabBar.frame == CGRect(x: 0, y: 343, width: 667, height: 32))
        app.window.resize(to: CGSize(width: 375, height: 667))
        #expect(app.controller.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
    }

    @Test func theItemsAreTheBoroughsAndStatenIslandIsTheContactsItem() {
        let app = BoroughsApp()
        #expect(app.controller.tabBar.items?.map(\.title) == ["Bronx", "Brooklyn", "Manhattan", "Queens", "Contacts"])
        #expect(app.controller.tabBar.items?.map(\.badgeValue) == [nil, "3", nil, "New", nil])
        #expect(app.pages[4].tabBarItem.image != nil)
    }

    /// The boroughs app's badges sit at the icon's upper right; without an icon, at the upper left.
    @Test func badgesSitAtTheIconsUpperRightOrTheItemsUpperLeft() {
        let app = BoroughsApp()
        let bar = app.controller.tabBar
        let brooklyn = bar.buttons[1]
        let icon = brooklyn.imageView.convert(brooklyn.imageView.bounds, to: bar)
        let badge = brooklyn.convert(brooklyn.badgeView.frame, to: bar)
        #expect(badge.size == CGSize(width: 18, height: 18))
        #expect(badge.minX > icon.midX && badge.minX < icon.maxX && badge.minY < icon.minY + 4)
        let queens = bar.buttons[3]
        #expect(queens.convert(queens.badgeView.frame, to: bar).width >= 24)
        // An item without an icon: the badge goes to the item's upper left.
        app.pages[2].tabBarItem.image = nil
        app.pages[2].tabBarItem.badgeValue = "1"
        bar.layoutIfNeeded()
        let manhattan = bar.buttons[2]
        let plain = manhattan.convert(manhattan.badgeView.frame, to: bar)
        #expect(plain.minX < manhattan.frame.midX - 9 && plain.minY < 10)
    }

    @Test func eachTapSelectsItsBoroughAndTellsTheDelegateInOrder() {
        let app = BoroughsApp()
        let log = EventLog()
        let delegate = LoggingTabBarDelegate(log: log)
        app.controller.delegate = delegate
        for index in [1, 2, 3, 4, 0, 0] {
            let bar = app.controller.tabBar
            let point = bar.convert(CGPoint(x: 75 * (CGFloat(index) + 0.5), y: 24), to: app.window)
            app.window.sendTap(at: point)
            #expect(app.controller.selectedIndex == index)
            #expect(bar.selectedItem === app.pages[index].tabBarItem)
        }
        #expect(
            log.events == [
                "delegate.shouldSelect(Brooklyn)", "delegate.didSelect(Brooklyn)",
                "delegate.shouldSelect(Manhattan)", "delegate.didSelect(Manhattan)",
                "delegate.shouldSelect(Queens)", "delegate.didSelect(Queens)",
                "delegate.shouldSelect(Contacts)", "delegate.didSelect(Contacts)",
                "delegate.shouldSelect(Bronx)", "delegate.didSelect(Bronx)",
                "delegate.shouldSelect(Bronx)", "delegate.didSelect(Bronx)",
            ])
    }

    @Test func theSelectedPageRedrawsForItsNewSizeOnRotation() {
        let app = BoroughsApp()
        let view = app.pages[0].view as! BoroughView
        _ = ViewRenderer(rootView: app.window, scale: 1).render()
        let before = view.drawCount
        app.window.resize(to: CGSize(width: 667, height: 375))
        _ = ViewRenderer(rootView: app.window, scale: 1).render()
        #expect(view.drawCount > before && view.bounds.size == CGSize(width: 667, height: 375))
    }

    @Test(arguments: [0, 1, 2, 3, 4])
    func portraitGoldens(selected index: Int) {
        let app = BoroughsApp()
        app.controller.selectedIndex = index
        assertSnapshot(of: app.window, named: "boroughs-portrait-\(index)")
    }

    @Test(arguments: [0, 1, 2, 3, 4])
    func landscapeGoldens(selected index: Int) {
        let app = BoroughsApp()
        app.window.resize(to: CGSize(width: 667, height: 375))
        app.controller.selectedIndex = index
        assertSnapshot(of: app.window, named: "boroughs-landscape-\(index)")
    }
}
