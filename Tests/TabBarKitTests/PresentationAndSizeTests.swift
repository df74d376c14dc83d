import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Modal presentation, size changes and the application's launch, in UIKit's order.
@Suite(.freshApplication)
@MainActor
struct PresentationAndSizeTests {
    private func shownRoot(_ log: EventLog) -> (UIWindow, LoggingViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = LoggingViewController("A", log: log)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    @Test func fullScreenPresentAndDismiss() {
        let log = EventLog()
        let app = TestApplication()
        let (window, a) = shownRoot(log)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        var completed = 0
        var start = log.events.count
        a.present(b, animated: true) { completed += 1 }
        #expect(b.isBeingPresented)
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        app.tick(0)
        app.tick(UIViewController.presentationDuration + 0.02)
        app.tick(UIViewController.presentationDuration + 0.04)
        // B lays out as it is added, and again on the tick after the slide moved it (the
        // visible window lays out on each tick, as in UIKit).
        #expect(
            Array(log.events[start...]) == [
                "B.loadView", "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
                "B.viewDidAppear(true)", "A.viewDidDisappear(true)",
            ])
        #expect(completed == 1 && !b.isBeingPresented)
        #expect(a.view.superview == nil) // full screen removes what it covers
        #expect(b.view.window === window && b.view.convert(b.view.bounds, to: nil) == window.bounds)

        start = log.events.count
        b.dismiss(animated: false) { completed += 1 }
        #expect(
            Array(log.events[start...]) == [
                "B.viewWillDisappear(false)", "A.viewWillAppear(false)", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                "A.viewDidAppear(false)", "B.viewDidDisappear(false)",
            ])
        #expect(completed == 2 && a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(a.view.superview === window && b.viewIfLoaded?.window == nil)
    }

    @Test func aPageSheetLeavesThePresenterOnScreen() {
        let log = EventLog()
        let (window, a) = shownRoot(log)
        let b = LoggingViewController("B", log: log)
        let start = log.events.count
        a.present(b, animated: false)
        #expect(
            Array(log.events[start...]) == [
                "B.loadView", "B.viewDidLoad", "B.viewWillAppear(false)", "B.viewWillLayoutSubviews",
                "B.viewDidLayoutSubviews", "B.viewDidAppear(false)",
            ])
        #expect(a.view.window === window)
        let sheet = b.view.convert(b.view.bounds, to: nil)
        #expect(sheet.minY == window.safeAreaInsets.top + UIViewController.sheetTopGap)
        #expect(sheet.maxY == window.bounds.maxY)
        b.dismiss(animated: false)
        #expect(log.events.suffix(2) == ["B.viewWillDisappear(false)", "B.viewDidDisappear(false)"])
    }

    /// A rotation takes what is presented along: a full-screen presentation covers the new
    /// size, and a sheet over it sits under the new top safe area, as wide as the window.
    @Test func presentationsFollowARotation() {
        let log = EventLog()
        let (window, a) = shownRoot(log)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        let c = LoggingViewController("C", log: log)
        b.present(c, animated: false)
        window.resize(to: CGSize(width: 667, height: 375))
        #expect(b.view.convert(b.view.bounds, to: nil) == window.bounds)
        let sheet = c.view.convert(c.view.bounds, to: nil)
        #expect(sheet.minX == 0 && sheet.width == 667)
        #expect(sheet.minY == window.safeAreaInsets.top + UIViewController.sheetTopGap)
        #expect(sheet.maxY == window.bounds.maxY)
    }

    @Test func presentingTwiceOrFromOutsideAWindowIsRefused() {
        let log = EventLog()
        let (window, a) = shownRoot(log)
        a.present(UIViewController(), animated: false)
        let second = UIViewController()
        a.present(second, animated: false)
        #expect(second.presentingViewController == nil)
        let loose = UIViewController()
        loose.present(UIViewController(), animated: false)
        #expect(loose.presentedViewController == nil)
        // Dismissing with nothing presented runs the completion and changes nothing.
        var ran = false
        loose.dismiss(animated: false) { ran = true }
        #expect(ran)
        withExtendedLifetime(window) {}
    }

    @Test func aSizeChangeReachesChildrenWithACoordinator() {
        let log = EventLog()
        let app = TestApplication()
        let (window, a) = shownRoot(log)
        let child = LoggingViewController("C", log: log)
        a.addChild(child)
        a.view.addSubview(child.view)
        child.didMove(toParent: a)
        var alongside: [CGSize] = []
        var completions = 0
        final class Coordinated: UIViewController {
            var onTransition: ((UIViewControllerTransitionCoordinator) -> Void)?
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                onTransition?(coordinator)
            }
        }
        let watcher = Coordinated()
        a.addChild(watcher)
        watcher.onTransition = { coordinator in
            #expect(coordinator.isAnimated && coordinator.transitionDuration == 0.3)
            coordinator.animate(
                alongsideTransition: { context in
                    alongside.append(window.bounds.size)
                    #expect(context.containerView === window)
                }, completion: { _ in completions += 1 })
        }
        let start = log.events.count
        window.resize(to: CGSize(width: 667, height: 375), duration: 0.3)
        #expect(Array(log.events[start...]).prefix(2) == ["A.viewWillTransition(to: 667x375)", "C.viewWillTransition(to: 667x375)"])
        #expect(log.events.contains("A.traitCollectionDidChange") && log.events.contains("C.traitCollectionDidChange"))
        #expect(alongside == [CGSize(width: 667, height: 375)])
        #expect(a.traitCollection.verticalSizeClass == .compact)
        #expect(a.view.bounds.size == CGSize(width: 667, height: 375))
        #expect(completions == 0)
        app.tick(0)
        app.tick(0.35)
        app.tick(0.4)
        #expect(completions == 1)
        #expect(window.safeAreaInsets == UIScreen.main.safeAreaInsets(landscape: true))
    }

    @Test func theApplicationLaunchesRunsAndTerminatesInOrder() {
        let log = EventLog()
        final class Delegate: UIResponder, UIApplicationDelegate {
            let log: EventLog
            var window: UIWindow?
            init(log: EventLog) { self.log = log }
            func application(
                _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                log.add("willFinishLaunching")
                return true
            }
            func application(
                _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                log.add("didFinishLaunching")
                window = UIWindow()
                window?.rootViewController = LoggingViewController("Root", log: log)
                window?.makeKeyAndVisible()
                return true
            }
            func applicationDidBecomeActive(_ application: UIApplication) { log.add("didBecomeActive") }
            func applicationWillResignActive(_ application: UIApplication) { log.add("willResignActive") }
            func applicationWillTerminate(_ application: UIApplication) { log.add("willTerminate") }
        }
        struct RecordingHost: UIApplicationHost {
            let log: EventLog
            func run(_ application: UIApplication) -> Int32 {
                log.add("host.run(\(application.applicationState))")
                return 7
            }
        }
        let application = UIApplication.shared
        application.terminated = false
        let delegate = Delegate(log: log)
        let status = UIApplicationMain(delegate: delegate, host: RecordingHost(log: log))
        #expect(status == 7)
        #expect(
            log.events == [
                "willFinishLaunching", "didFinishLaunching", "Root.loadView", "Root.viewDidLoad", "Root.viewWillAppear(false)",
                "Root.viewWillLayoutSubviews", "Root.viewDidLayoutSubviews", "Root.viewDidAppear(false)",
                "didBecomeActive", "host.run(active)", "willResignActive", "willTerminate",
            ])
        #expect(application.delegate === delegate && application.keyWindow === delegate.window)
        #expect(delegate.window?.next === application && application.next === delegate)
        application.delegate = nil
    }
}
