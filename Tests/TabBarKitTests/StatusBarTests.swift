import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The status bar as app code drives it: controllers that prefer a style or hiding, the
/// containers that pass the choice to a child, presentations that take it over, and the bar
/// a window draws when asked to.
@Suite(.freshApplication)
@MainActor
struct StatusBarTests {
    /// A dark screen, as an app writes one, that wants white status bar content.
    final class NightSkyViewController: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor(red: 0.05, green: 0.07, blue: 0.2, alpha: 1)
        }
    }

    /// A photo viewer that hides the status bar while it shows its picture full screen.
    final class PhotoViewController: UIViewController {
        var isImmersive = false {
            didSet { setNeedsStatusBarAppearanceUpdate() }
        }

        override var prefersStatusBarHidden: Bool { isImmersive }
    }

    private func page(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.view.backgroundColor = .white
        return controller
    }

    private func tabs(_ controllers: [UIViewController]) -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        return tabs
    }

    private func shownWindow(_ root: UIViewController, screen: UIScreen = .main, drawsStatusBar: Bool = true) -> UIWindow {
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.drawsStatusBar = drawsStatusBar
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    /// Ticks the application's clock on to the next half day, when the bar reads 9:41 again
    /// (the clock never goes back, and earlier tests have moved it on).
    private func tickToNineFortyOne() -> TimeInterval {
        let halfDay: TimeInterval = 12 * 60 * 60
        let time = ((UIApplication.shared.currentTime / halfDay).rounded(.down) + 1) * halfDay
        UIApplication.shared.tick(at: time)
        return time
    }

    /// Pixels in the top `height` points whose colour is far from `background`.
    private func inkPixels(in image: UIImage, height: CGFloat, awayFrom background: UInt32) -> Int {
        guard let cgImage = image.cgImage else { return 0 }
        let rows = Int(height * image.scale)
        let pixels = cgImage.argbPixels
        var count = 0
        for index in 0..<(rows * cgImage.width) {
            let difference =
                stride(from: 0, through: 16, by: 8).map {
                    abs(Int((pixels[index] >> UInt32($0)) & 0xFF) - Int((background >> UInt32($0)) & 0xFF))
                }.max() ?? 0
            if difference > 96 { count += 1 }
        }
        return count
    }

    // MARK: The API's defaults

    @Test func aPlainControllerPrefersTheDefaultsUIKitDocuments() {
        let controller = UIViewController()
        #expect(controller.preferredStatusBarStyle == .default)
        #expect(!controller.prefersStatusBarHidden)
        #expect(controller.preferredStatusBarUpdateAnimation == .fade)
        #expect(controller.childForStatusBarStyle == nil)
        #expect(controller.childForStatusBarHidden == nil)
        #expect(!controller.modalPresentationCapturesStatusBarAppearance)
        #expect(UIStatusBarStyle.darkContent.rawValue == 3 && UIStatusBarStyle.lightContent.rawValue == 1)
    }

    // MARK: Who decides

    @Test func aTabBarControllerLetsItsSelectedTabChooseTheStyle() {
        let night = NightSkyViewController(), day = page("Day")
        let tabBarController = tabs([night, day])
        let window = shownWindow(tabBarController)
        #expect(tabBarController.childForStatusBarStyle === night)
        #expect(tabBarController.childForStatusBarHidden === night)
        #expect(window.statusBarStyleController === night)
        #expect(window.wantedStatusBar?.isLight == true)

        tabBarController.selectedIndex = 1
        #expect(window.statusBarStyleController === day)
        #expect(window.wantedStatusBar?.isLight == false)
    }

    @Test func aNavigationControllerWithABlackBarAsksForLightContent() {
        let top = NightSkyViewController()
        let navigationController = UINavigationController(rootViewController: page("Inbox"))
        navigationController.pushViewController(top, animated: false)
        let window = shownWindow(navigationController)
        #expect(navigationController.preferredStatusBarStyle == .default)
        #expect(window.wantedStatusBar?.isLight == false, "the bar decides, not the top controller's own wish")

        navigationController.navigationBar.barStyle = .black
        #expect(navigationController.preferredStatusBarStyle == .lightContent)
        #expect(navigationController.childForStatusBarStyle == nil)
        #expect(window.wantedStatusBar?.isLight == true)
    }

    @Test func aNavigationControllerWithItsBarHiddenLetsTheTopControllerChooseTheStyle() {
        let top = NightSkyViewController()
        let navigationController = UINavigationController(rootViewController: top)
        navigationController.isNavigationBarHidden = true
        let window = shownWindow(navigationController)
        #expect(navigationController.childForStatusBarStyle === top)
        #expect(window.wantedStatusBar?.isLight == true)
    }

    @Test func theTopControllerOfANavigationStackDecidesWhetherTheBarHides() {
        let photo = PhotoViewController()
        let navigationController = UINavigationController(rootViewController: page("Album"))
        navigationController.pushViewController(photo, animated: false)
        let window = shownWindow(tabs([navigationController, page("Search")]))
        #expect(navigationController.childForStatusBarHidden === photo)
        #expect(window.statusBarHiddenController === photo, "tab bar controller, then navigation controller, then its top")
        #expect(window.wantedStatusBar != nil)

        photo.isImmersive = true
        #expect(window.wantedStatusBar == nil)
    }

    @Test func aFullScreenPresentationDecidesWhileItIsPresented() {
        let root = page("Home")
        let window = shownWindow(root)
        let night = NightSkyViewController()
        night.modalPresentationStyle = .fullScreen
        root.present(night, animated: false)
        #expect(window.statusBarStyleController === night)
        #expect(window.wantedStatusBar?.isLight == true)

        night.dismiss(animated: false)
        #expect(window.statusBarStyleController === root)
        #expect(window.wantedStatusBar?.isLight == false)
    }

    @Test func aSheetDecidesOnlyWhenItCapturesTheStatusBar() {
        let root = page("Home")
        let window = shownWindow(root)
        let sheet = NightSkyViewController()
        root.present(sheet, animated: false)
        #expect(window.statusBarStyleController === root, "a page sheet leaves the status bar to its presenter")
        sheet.dismiss(animated: false)

        let capturing = NightSkyViewController()
        capturing.modalPresentationCapturesStatusBarAppearance = true
        root.present(capturing, animated: false)
        #expect(window.statusBarStyleController === capturing)
    }

    // MARK: What the window draws

    @Test func theDefaultStyleDrawsTimeSignalWifiAndBatteryInBlack() {
        let window = shownWindow(tabs([page("Today"), page("Settings")]))
        _ = tickToNineFortyOne()
        #expect(window.wantedStatusBar?.time == "9:41")
        assertSnapshot(of: window, named: "status-bar-default")
    }

    @Test func lightContentDrawsTheBarInWhiteOverADarkScreen() {
        let window = shownWindow(tabs([NightSkyViewController(), page("Settings")]))
        _ = tickToNineFortyOne()
        assertSnapshot(of: window, named: "status-bar-light-content")
    }

    @Test func aDynamicIslandPhoneHasTheTimeLeftOfTheIslandAndTheIconsRightOfIt() {
        let screen = UIScreen(configuration: ScreenConfiguration.presets.first { $0.name == "iphone-15" }!)
        let window = shownWindow(tabs([page("Today"), page("Settings")]), screen: screen)
        _ = tickToNineFortyOne()
        assertSnapshot(of: window, named: "status-bar-dynamic-island", scale: 3)
    }

    @Test func aWindowThatIsNotAskedDrawsNoStatusBar() {
        let window = shownWindow(tabs([page("Today")]), drawsStatusBar: false)
        let renderer = ViewRenderer(rootView: window, scale: 2)
        renderer.render()
        #expect(inkPixels(in: renderer.image, height: 20, awayFrom: 0xFFFF_FFFF) == 0)
        #expect(window.shownStatusBar == nil)

        window.drawsStatusBar = true
        renderer.render()
        #expect(inkPixels(in: renderer.image, height: 20, awayFrom: 0xFFFF_FFFF) > 200)
    }

    @Test func hidingTheStatusBarRepaintsWhatLiesUnderIt() {
        let photo = PhotoViewController()
        photo.view.backgroundColor = .white
        let window = shownWindow(tabs([photo]))
        let renderer = ViewRenderer(rootView: window, scale: 2)
        renderer.render()
        #expect(inkPixels(in: renderer.image, height: 20, awayFrom: 0xFFFF_FFFF) > 200)

        photo.isImmersive = true
        #expect(window.pendingDirtyRegion.count > 0, "setNeedsStatusBarAppearanceUpdate() marks the bar's area at once")
        let repainted = renderer.render()
        #expect(repainted.map { $0.minY <= 0 && $0.height >= 20 } == true)
        #expect(inkPixels(in: renderer.image, height: 20, awayFrom: 0xFFFF_FFFF) == 0)
    }

    @Test func aPhoneInLandscapeShowsNoStatusBarEvenToAControllerThatWantsOne() {
        let photo = PhotoViewController()
        let window = shownWindow(tabs([photo]))
        #expect(window.wantedStatusBar != nil)
        window.resize(to: CGSize(width: window.bounds.height, height: window.bounds.width))
        #expect(!photo.prefersStatusBarHidden)
        #expect(window.wantedStatusBar == nil, "no top safe area, no status bar")
    }

    // MARK: The clock

    @Test func theTimeIsTheApplicationsClockFromNineFortyOne() {
        #expect(StatusBarClock.text(at: 0) == "9:41")
        #expect(StatusBarClock.text(at: 59.9) == "9:41")
        #expect(StatusBarClock.text(at: 60) == "9:42")
        #expect(StatusBarClock.text(at: 19 * 60) == "10:00")
        #expect(StatusBarClock.text(at: (2 * 60 + 19) * 60) == "12:00")
        #expect(StatusBarClock.text(at: (3 * 60 + 19) * 60) == "1:00")
        #expect(StatusBarClock.text(at: 24 * 60 * 60) == "9:41")
        #expect(StatusBarClock.nextChange(after: 61) == 120)
    }

    @Test func theMinuteTurnsOverOnTheNextFrameAfterTheClockCrossesIt() {
        let window = shownWindow(tabs([page("Today")]))
        let renderer = ViewRenderer(rootView: window, scale: 2)
        let start = tickToNineFortyOne()
        #expect(window.shownStatusBar?.time == "9:41")
        #expect(UIApplication.shared.nextStatusBarChange == start + 60)

        _ = renderer.takeRepaintedArea()
        UIApplication.shared.tick(at: start + 59)
        #expect(renderer.takeRepaintedArea() == nil, "nothing changed within the minute")
        #expect(window.shownStatusBar?.time == "9:41")

        UIApplication.shared.tick(at: start + 60)
        #expect(window.shownStatusBar?.time == "9:42")
        let repainted = renderer.takeRepaintedArea()
        #expect(repainted.map { $0.minY <= 0 && $0.maxY <= 20.5 } == true, "only the bar repaints: \(String(describing: repainted))")
    }
}
