import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A rotation goes through only to an orientation the interface supports: the window's root
/// decides, or the last controller presented full screen over it (a sheet does not); a tab
/// bar controller answers with its delegate or else its selected tab.
@Suite(.freshApplication)
@MainActor
struct InterfaceOrientationTests {
    final class Upright: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    }

    final class Sideways: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    }

    private let portrait = CGSize(width: 375, height: 667), landscape = CGSize(width: 667, height: 375)

    private func window(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: portrait))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func theRootDecidesAndARefusedSizeChangesNothing() {
        let root = Upright()
        let window = window(root)
        final class Watcher: UIView { var laidOut = 0; override func layoutSubviews() { laidOut += 1 } }
        let watcher = Watcher(frame: window.bounds)
        watcher.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.view.addSubview(watcher)
        window.layoutIfNeeded()
        let layouts = watcher.laidOut
        #expect(!window.resize(to: landscape))
        window.layoutIfNeeded()
        #expect(window.bounds.size == portrait && root.view.frame.size == portrait && watcher.laidOut == layouts)
        #expect(window.resize(to: CGSize(width: 320, height: 568)), "another portrait size is fine")

        let plain = UIViewController()
        let other = self.window(plain)
        #expect(other.resize(to: landscape), "a phone's default is every orientation but upside down")
    }

    @Test func aFullScreenPresentationDecidesASheetDoesNot() {
        let root = UIViewController()
        let window = window(root)
        let sheet = Upright()
        root.present(sheet, animated: false)
        #expect(window.resize(to: landscape), "the sheet leaves it to the root")
        #expect(window.resize(to: portrait))
        sheet.dismiss(animated: false)

        let cover = Upright()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        #expect(!window.resize(to: landscape))
        cover.dismiss(animated: false)
        #expect(window.resize(to: landscape))
    }

    @Test func aTabBarControllerAsksItsDelegateElseItsSelectedTab() {
        final class Deciding: NSObject, UITabBarControllerDelegate {
            var mask: UIInterfaceOrientationMask = .portrait
            func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
                mask
            }
        }
        let tabs = UITabBarController()
        tabs.viewControllers = [Upright(), Sideways()]
        let window = window(tabs)
        #expect(!window.resize(to: landscape), "the upright tab is selected")
        tabs.selectedIndex = 1
        #expect(window.resize(to: landscape))
        #expect(!window.resize(to: portrait), "the sideways tab refuses portrait")
        let delegate = Deciding()
        delegate.mask = .all
        tabs.delegate = delegate
        #expect(window.resize(to: portrait), "the delegate's answer wins")
        delegate.mask = .portrait
        #expect(!window.resize(to: landscape))
    }

    @Test func aControllerThatWillNotAutorotateAndTheAppDelegateCanRefuseToo() {
        final class Fixed: UIViewController {
            override var shouldAutorotate: Bool { false }
        }
        let fixed = window(Fixed())
        #expect(!fixed.resize(to: landscape))
        #expect(fixed.resize(to: CGSize(width: 320, height: 568)), "no turn, no question")

        final class UprightApp: NSObject, UIApplicationDelegate {
            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
                -> UIInterfaceOrientationMask
            {
                .portrait
            }
        }
        let app = UprightApp()
        UIApplication.shared.delegate = app
        let plain = window(UIViewController())
        #expect(!plain.resize(to: landscape), "the app allows portrait only")
        UIApplication.shared.delegate = nil
        #expect(plain.resize(to: landscape))
    }
}
