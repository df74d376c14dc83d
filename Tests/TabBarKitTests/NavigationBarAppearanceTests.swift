import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Navigation bar appearance objects, set as apps set them in viewDidLoad.
@Suite(.freshApplication)
@MainActor
struct NavigationBarAppearanceTests {
    private func shownNavigation() -> (UIWindow, UINavigationController) {
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation)
    }

    private func pixel(_ window: UIWindow, _ point: CGPoint) throws -> (r: UInt8, g: UInt8, b: UInt8) {
        let renderer = ViewRenderer(rootView: window, scale: 1)
        renderer.render()
        let p = try #require(renderer.image.cgImage).pixel(x: Int(point.x), y: Int(point.y))
        return (p.r, p.g, p.b)
    }

    @Test func anOpaqueColouredAppearanceColoursTheBarAndItsTitle() throws {
        let (window, navigation) = shownNavigation()
        let bar = navigation.navigationBar
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        // Changing the object afterwards changes no bar: it was copied.
        appearance.backgroundColor = .systemRed
        window.layoutIfNeeded()
        let frame = bar.convert(bar.bounds, to: nil)
        let corner = try pixel(window, CGPoint(x: 5, y: frame.minY + 5))
        #expect(corner.b > 150 && corner.r < 120, "indigo background, got \(corner)")
        #expect(bar.standardAppearance.backgroundColor == .systemIndigo)
        #expect(bar.titleLabel.textColor == .white)
        #expect(bar.scrollEdgeAppearance?.backgroundColor == .systemIndigo)
    }

    @Test func aTransparentAppearanceDropsTheMaterialAndHairline() {
        let (_, navigation) = shownNavigation()
        let bar = navigation.navigationBar
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        bar.standardAppearance = appearance
        #expect(bar.backgroundEffectView.isHidden)
        #expect(bar.hairline.isHidden)
        #expect(bar.backgroundView.backgroundColor == nil)
    }

    @Test func withoutAnAppearanceTheLegacyPropertiesDecide() {
        let (_, navigation) = shownNavigation()
        let bar = navigation.navigationBar
        bar.barTintColor = .systemGreen
        bar.isTranslucent = false
        #expect(bar.backgroundView.backgroundColor == .systemGreen)
        #expect(!bar.hairline.isHidden)
    }

    @Test func anAppearancesTitleAttributesWinOverTheLegacyOnes() {
        let (_, navigation) = shownNavigation()
        let bar = navigation.navigationBar
        let appearance = UINavigationBarAppearance()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        bar.standardAppearance = appearance
        bar.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        navigation.topViewController?.title = "Drafts"
        #expect(bar.titleLabel.textColor == .systemOrange)
    }

    @Test func compactHeightShowsTheCompactAppearance() {
        let (window, navigation) = shownNavigation()
        let bar = navigation.navigationBar
        let standard = UINavigationBarAppearance()
        standard.backgroundColor = .systemBlue
        let compact = UINavigationBarAppearance()
        compact.backgroundColor = .systemYellow
        bar.standardAppearance = standard
        bar.compactAppearance = compact
        #expect(bar.backgroundView.backgroundColor == .systemBlue)
        window.resize(to: CGSize(width: 667, height: 375), duration: 0)
        window.layoutIfNeeded()
        #expect(bar.traitCollection.verticalSizeClass == .compact)
        #expect(bar.backgroundView.backgroundColor == .systemYellow)
        window.resize(to: CGSize(width: 375, height: 667), duration: 0)
        window.layoutIfNeeded()
        #expect(bar.backgroundView.backgroundColor == .systemBlue)
    }
}
