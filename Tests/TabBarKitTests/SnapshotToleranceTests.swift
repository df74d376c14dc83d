import Foundation
@_spi(Hosting) import TabBarKit
import TabBarKitTestSupport
import Testing

/// The goldens' tolerance is tight enough that a missing control fails: a full screen
/// whose only change is one badge, the smallest thing a tab bar shows, is a failure.
@Suite(.freshApplication)
@MainActor
struct SnapshotToleranceTests {
    @Test func aMissingBadgeIsMoreThanTheToleranceAllows() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let tabs = UITabBarController()
        tabs.viewControllers = ["Bronx", "Brooklyn", "Manhattan"].map { name in
            let page = UIViewController()
            page.title = name
            page.view.backgroundColor = .white
            return page
        }
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let renderer = ViewRenderer(rootView: window, scale: 2)
        renderer.render()
        let without = renderer.image
        tabs.viewControllers?[1].tabBarItem.badgeValue = "1"
        renderer.render()
        let with = renderer.image
        let differing = try #require(pixelsDiffering(without, with, channelTolerance: SnapshotTolerance.channel))
        let share = Double(differing) / Double(750 * 1334)
        #expect(share > SnapshotTolerance.pixels, "a badge changes \(differing) pixels, \(share * 100) % of the screen")
    }

    @Test func aMissingChevronOnALargeScreenIsMoreThanTheToleranceAllows() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1366, height: 1024))
        window.backgroundColor = .white
        let renderer = ViewRenderer(rootView: window, scale: 2)
        renderer.render()
        let without = renderer.image
        let chevron = UIImageView(image: UIImage(systemName: "chevron.down"))
        chevron.frame = CGRect(x: 300, y: 200, width: 20, height: 20)
        chevron.tintColor = .systemBlue
        window.addSubview(chevron)
        renderer.render()
        let differing = try #require(pixelsDiffering(without, renderer.image, channelTolerance: SnapshotTolerance.channel))
        let share = Double(differing) / Double(2732 * 2048)
        #expect(share < SnapshotTolerance.pixels, "the share alone would let it pass")
        #expect(differing > SnapshotTolerance.maximumPixels, "a chevron changes \(differing) pixels")
    }
}
