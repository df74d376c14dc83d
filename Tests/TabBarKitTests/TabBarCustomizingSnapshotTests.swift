import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Pictures of More and customizing: the More list with Edit, the Configure sheet, and the
/// bar while an icon is dragged over a slot.
@Suite(.freshApplication)
@MainActor
struct TabBarCustomizingSnapshotTests {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    private let controller = UITabBarController()

    init() {
        let systemItems: [UITabBarItem.SystemItem] = [.favorites, .featured, .topRated, .recents, .contacts, .history, .bookmarks, .search]
        controller.viewControllers = systemItems.enumerated().map { index, item in
            let page = UIViewController()
            page.tabBarItem = UITabBarItem(tabBarSystemItem: item, tag: index)
            return page
        }
        controller.viewControllers?[1].tabBarItem.badgeValue = "3"
        controller.viewControllers?[5].tabBarItem.badgeValue = "New"
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }

    private func openConfigure(_ app: TestApplication) {
        controller.selectedViewController = controller.moreNavigationController
        controller.moreNavigation.list.navigationItem.rightBarButtonItem?.performTap()
        app.tick(0.5)
        window.layoutIfNeeded()
    }

    private func center(_ view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test func theMoreListWithEdit() {
        controller.selectedViewController = controller.moreNavigationController
        window.layoutIfNeeded()
        assertSnapshot(of: window, named: "more-list")
    }

    @Test func theConfigureSheet() {
        openConfigure(TestApplication())
        assertSnapshot(of: window, named: "configure-sheet")
        controller.tabBar.endCustomizing(animated: false)
    }

    @Test func theBarDuringADrag() throws {
        let app = TestApplication()
        openConfigure(app)
        let cell = try #require(controller.tabBar.customizer?.sheet?.cells.first { $0.item.title == "History" })
        let touch = window.beginTouch(at: center(cell))
        let target = controller.tabBar.buttons[1]
        window.moveTouch(touch, to: CGPoint(x: center(cell).x, y: 400))
        window.moveTouch(touch, to: center(target))
        assertSnapshot(of: window, named: "configure-drag-over-bar")
        window.endTouch(touch, at: center(target))
        app.tick(1)
        #expect(controller.tabBar.items?[1].title == "History")
        controller.tabBar.endCustomizing(animated: false)
    }
}
