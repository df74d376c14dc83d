import Foundation
@_spi(Hosting) import TabBarKit
import TabBarKitTestSupport
import Testing

/// The README's example, kept compiling and rendering.
@Suite(.freshApplication)
@MainActor
struct ReadmeExampleTests {
    @Test func theReadmeExampleRendersACard() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        root.backgroundColor = .systemGroupedBackground

        let card = UIView(frame: root.bounds.insetBy(dx: 20, dy: 20))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.2
        root.addSubview(card)

        let label = UILabel(frame: card.bounds.insetBy(dx: 16, dy: 16))
        label.text = "Привет из Бруклина"
        label.font = .systemFont(ofSize: 22, weight: .semibold)
        card.addSubview(label)

        let png = UIGraphicsImageRenderer(bounds: root.bounds).pngData { _ in
            root.drawHierarchy(in: root.bounds, afterScreenUpdates: true)
        }
        let image = try #require(UIImage(data: png, scale: 2))
        #expect(image.size == root.bounds.size)
    }

    /// The README's animation snippet: the model moves at once, the screen half-way at
    /// half the duration (the ease-in-ease-out curve is symmetric about its middle).
    @Test func theReadmeAnimationSnippetShowsTheMiddleHalfWay() {
        let origin = UIApplication.shared.currentTime
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
        let selectedItemFrame = CGRect(x: 100, y: 0, width: 75, height: 49)
        UIView.animate(withDuration: 0.3) {
            marker.center.x = selectedItemFrame.midX
        }
        #expect(marker.center.x == selectedItemFrame.midX)
        UIApplication.shared.tick(at: origin + 0.15)
        let shown = marker.layer.presentation()!.position.x
        #expect(abs(shown - (10 + selectedItemFrame.midX) / 2) < 0.01)
        UIApplication.shared.tick(at: origin + 0.3)
    }

    /// The README's navigation snippet: the push slides, then a tap on Back pops.
    @Test func theReadmeNavigationSnippetPushesAndTheBackButtonPops() {
        let app = TestApplication()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let list = UIViewController()
        list.title = "Boroughs"
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let queens = UIViewController()
        queens.title = "Queens"
        navigation.pushViewController(queens, animated: true)
        app.tick(0)
        app.tick(0.5)
        app.tick(0.55)
        #expect(navigation.topViewController === queens)
        window.sendTap(at: CGPoint(x: 30, y: 42))
        #expect(navigation.topViewController === list)
        app.tick(1.0)
        app.tick(1.05)
    }

    /// The README's tab bar snippet: five tabs, a badge, a system item, a tap on Brooklyn.
    @Test func theReadmeTabBarSnippetSelectsBrooklyn() {
        let boroughs = ["Bronx", "Brooklyn", "Manhattan", "Queens"].map { name -> UIViewController in
            let page = UIViewController()
            page.title = name
            return page
        }
        let contacts = UIViewController()
        contacts.tabBarItem = UITabBarItem(tabBarSystemItem: .contacts, tag: 0)
        boroughs[1].tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = boroughs + [contacts]
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
        window.sendTap(at: CGPoint(x: 112, y: 640))
        #expect(tabs.selectedIndex == 1 && tabs.tabBar.items?.last?.title == "Contacts")
    }
}
