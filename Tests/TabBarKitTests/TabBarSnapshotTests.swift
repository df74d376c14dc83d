import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// Pictures of standalone tab bars at scale 2: the window's bottom strip with the bar and
/// the hairline above it (TabBarScene).
@Suite(.freshApplication)
@MainActor
struct TabBarSnapshotTests {
    @Test func twoItems() {
        let scene = TabBarScene(items: Array(boroughItems().prefix(2)))
        assertSnapshot(of: scene.strip, named: "tabbar-two-items")
    }

    @Test func threeItemsSecondSelected() {
        let scene = TabBarScene(items: Array(boroughItems().prefix(3)), selected: 1)
        assertSnapshot(of: scene.strip, named: "tabbar-three-items")
    }

    /// The boroughs app: five boroughs, the first selected showing its negative image.
    @Test func fiveBoroughs() {
        let scene = TabBarScene(items: boroughItems())
        assertSnapshot(of: scene.strip, named: "tabbar-five-boroughs")
    }

    /// Items with and without icons, badged: at the icon's upper right, else the upper left.
    @Test func itemsWithAndWithoutIcons() {
        let items = [
            UITabBarItem(title: "Icon", image: TabIcons.ring, tag: 0),
            UITabBarItem(title: "No icon", image: nil, tag: 1),
            UITabBarItem(title: nil, image: TabIcons.plus, tag: 2),
            UITabBarItem(title: "Both badged", image: TabIcons.triangle, tag: 3),
        ]
        items[1].badgeValue = "2"
        items[3].badgeValue = "1"
        let scene = TabBarScene(items: items)
        assertSnapshot(of: scene.strip, named: "tabbar-icons-and-no-icons")
    }

    @Test func badges() {
        let items = boroughItems()
        items[0].badgeValue = "3"
        items[1].badgeValue = "99+"
        items[2].badgeValue = "New"
        items[3].badgeValue = "7"
        items[3].badgeColor = .systemGreen
        items[4].badgeValue = ""
        let scene = TabBarScene(items: items)
        assertSnapshot(of: scene.strip, named: "tabbar-badges")
    }

    @Test func disabledItem() {
        let items = boroughItems()
        items[2].isEnabled = false
        items[2].badgeValue = "5"
        let scene = TabBarScene(items: items)
        assertSnapshot(of: scene.strip, named: "tabbar-disabled-item")
    }

    @Test func customTintAndUnselectedTint() {
        let scene = TabBarScene(items: boroughItems(), selected: 3) { bar in
            bar.tintColor = .systemOrange
            bar.unselectedItemTintColor = .systemPurple
        }
        assertSnapshot(of: scene.strip, named: "tabbar-custom-tints")
    }

    @Test func blackStyle() {
        let items = boroughItems()
        items[1].badgeValue = "4"
        let scene = TabBarScene(items: items) { $0.barStyle = .black }
        assertSnapshot(of: scene.strip, named: "tabbar-black-style")
    }

    /// Hebrew titles right to left: the first item on the right, badges mirrored.
    @Test func rightToLeftHebrew() {
        let items = [
            UITabBarItem(title: "בית", image: TabIcons.ring, tag: 0),
            UITabBarItem(title: "חיפוש", image: TabIcons.triangle, tag: 1),
            UITabBarItem(title: "הגדרות", image: nil, tag: 2),
        ]
        items[0].badgeValue = "3"
        items[2].badgeValue = "1"
        let scene = TabBarScene(items: items) { $0.semanticContentAttribute = .forceRightToLeft }
        assertSnapshot(of: scene.strip, named: "tabbar-rtl-hebrew")
    }

    /// iPhone 6 in landscape: the 32-point bar, icons beside 12-point titles, small badges.
    @Test func phoneLandscapeCompactInline() {
        let items = boroughItems()
        items[0].badgeValue = "3"
        items[2].badgeValue = "New"
        let scene = TabBarScene(window: CGSize(width: 667, height: 375), items: items)
        assertSnapshot(of: scene.strip, named: "tabbar-phone-landscape")
    }

    /// iPad: 50 points, icons beside 13-point titles spread with equal gaps.
    @Test func padInline() {
        let items = Array(boroughItems().prefix(4))
        items[1].badgeValue = "12"
        let scene = TabBarScene(window: CGSize(width: 1024, height: 768), screen: .padWithoutIndicator, items: items)
        assertSnapshot(of: scene.strip, named: "tabbar-ipad-inline")
    }

    /// iPad with nine items: stacked, 80-point items 30 points apart, centred.
    @Test func padStackedCentered() {
        let icons = [TabIcons.ring, TabIcons.triangle, TabIcons.plus]
        let items = (0..<9).map { UITabBarItem(title: "Tab \($0 + 1)", image: icons[$0 % 3], tag: $0) }
        let scene = TabBarScene(window: CGSize(width: 1024, height: 768), screen: .padWithoutIndicator, items: items, selected: 4)
        assertSnapshot(of: scene.strip, named: "tabbar-ipad-stacked-centered")
    }

    /// A home-indicator phone: 49 points of items over a 34-point strip of background.
    @Test func homeIndicatorPhone() {
        let scene = TabBarScene(window: CGSize(width: 393, height: 852), screen: .imitating("iphone-15"), items: boroughItems())
        assertSnapshot(of: scene.strip, named: "tabbar-home-indicator")
    }

    /// The appearance API: an opaque background and custom icon colours per state.
    @Test func appearanceOpaqueWithIconColors() {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(rgb: 0xFFF4E0)
        appearance.stackedLayoutAppearance.normal.iconColor = .systemBrown
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemBrown]
        appearance.stackedLayoutAppearance.selected.iconColor = .systemRed
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemIndigo
        let items = boroughItems()
        items[1].badgeValue = "8"
        let scene = TabBarScene(items: items) { $0.standardAppearance = appearance }
        assertSnapshot(of: scene.strip, named: "tabbar-appearance-opaque")
    }

    /// `.alwaysOriginal` keeps its colours; a huge image is clipped to its button, not scaled.
    @Test func originalImagesAndOversizedImage() {
        let items = [
            UITabBarItem(title: "Original", image: TabIcons.twoColours.withRenderingMode(.alwaysOriginal), tag: 0),
            UITabBarItem(title: "Huge", image: TabIcons.block(side: 200), tag: 1),
            UITabBarItem(title: "Template", image: TabIcons.twoColours, tag: 2),
        ]
        let scene = TabBarScene(items: items, selected: 2)
        assertSnapshot(of: scene.strip, named: "tabbar-original-and-oversized")
    }
}
