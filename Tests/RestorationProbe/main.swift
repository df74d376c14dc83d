import Foundation
@_spi(Hosting) import TabBarKit

// A separate process for the restoration tests (Tests/TabBarKitTests/RestorationAcrossProcessesTests):
// `first` customizes the tab order, selects a tab in More and quits, saving its state;
// `second` launches, restores, prints what it has and quits; `hammer` rewrites the
// customized order as fast as it can until it is killed; `select T3` taps tab T3 and quits;
// `select-and-wait T3` taps it, lets a frame pass, says so and waits to be killed;
// `crash-restoring` dies of SIGKILL inside a controller's decodeRestorableState(with:).
// The `sidebar-…` modes are an iPad app with a customizable sidebar (SidebarProbe.swift).
// Public API only, as an app would.

@MainActor
final class ProbeDelegate: NSObject, UIApplicationDelegate {
    var window: UIWindow?
    let tabs = UITabBarController()
    /// Eight tabs; the hammer has thousands, so each write it makes is long enough to be
    /// cut by a kill if it were not atomic.
    let tabCount: Int

    /// Whether the pages kill the process when they decode their state.
    let crashesWhileRestoring: Bool

    init(tabCount: Int, crashesWhileRestoring: Bool = false) {
        self.tabCount = tabCount
        self.crashesWhileRestoring = crashesWhileRestoring
    }

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        tabs.restorationIdentifier = "tabs"
        tabs.customizationIdentifier = "probe"
        tabs.viewControllers = (1...tabCount).map { index in
            let page = crashesWhileRestoring ? CrashingPage() : UIViewController()
            page.title = "T\(index)"
            page.restorationIdentifier = "T\(index)"
            return page
        }
        let window = UIWindow()
        window.rootViewController = tabs
        self.window = window
        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window?.makeKeyAndVisible()
        return true
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }

    var report: String {
        let order = (tabs.viewControllers ?? []).compactMap(\.title).joined(separator: ",")
        return "order: \(order)\nselected: \(tabs.selectedViewController?.title ?? "none")"
    }
}

/// A page that dies while its state is restored, as an app with a bug in its
/// decodeRestorableState(with:) would.
final class CrashingPage: UIViewController {
    override func decodeRestorableState(with coder: NSCoder) {
        kill(getpid(), SIGKILL)
    }
}

/// Drives the app with a made-up clock, as a host would.
@MainActor
struct ProbeHost: UIApplicationHost {
    let mode: String
    let argument: String
    let delegate: ProbeDelegate

    func run(_ application: UIApplication) -> Int32 {
        var time = application.currentTime
        func settle() {
            for _ in 0..<30 {
                time += 1.0 / 60
                application.tick(at: time)
            }
        }
        switch mode {
        case "first":
            customize(dropping: "T7", onSlot: 0, settle: settle)
            delegate.tabs.selectedIndex = delegate.tabs.viewControllers?.firstIndex { $0.title == "T6" } ?? 0
            settle()
            FileHandle.standardOutput.write(Data((delegate.report + "\n").utf8))
        case "second", "crash-restoring":
            settle()
            FileHandle.standardOutput.write(Data((delegate.report + "\n").utf8))
        case "select":
            tap(argument, settle: settle)
            FileHandle.standardOutput.write(Data((delegate.report + "\n").utf8))
        case "select-and-wait":
            tap(argument, settle: settle)
            FileHandle.standardOutput.write(Data("selected \(delegate.tabs.selectedViewController?.title ?? "none")\n".utf8))
            while true { sleep(60) }
        case "hammer":
            // Only the first four tabs are on the sheet; the order written has them all.
            delegate.tabs.customizableViewControllers = Array((delegate.tabs.viewControllers ?? []).prefix(4))
            var turn = 0
            while true {
                swapFirstSlots(at: &time)
                if turn == 0 { FileHandle.standardOutput.write(Data("ready\n".utf8)) }
                turn += 1
            }
        default:
            let modes = "first, second, hammer, select, select-and-wait or crash-restoring"
            FileHandle.standardError.write(Data("restoration-probe: unknown mode \(mode); use \(modes)\n".utf8))
            return 2
        }
        return 0
    }

    /// Taps the bar button titled `title` with a synthesized finger, then lets frames pass.
    private func tap(_ title: String, settle: () -> Void) {
        let bar = delegate.tabs.tabBar
        guard let window = delegate.window, let button = shownElement(labelled: title, in: bar) else { return }
        window.sendTap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        settle()
    }

    /// Opens the Configure sheet, drags the grid icon titled `title` onto bar slot `slot`
    /// with a synthesized finger, and ends customizing.
    private func customize(dropping title: String, onSlot slot: Int, settle: () -> Void) {
        let bar = delegate.tabs.tabBar
        guard let window = delegate.window else { return }
        bar.beginCustomizingItems(delegate.tabs.viewControllers?.map(\.tabBarItem) ?? [])
        settle()
        guard let cell = shownElement(labelled: title, in: window, outside: bar),
            let target = shownElement(labelled: bar.items?[slot].title ?? "", in: bar)
        else { return }
        let touch = window.beginTouch(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
        window.endTouch(touch, at: target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: nil))
        settle()
        bar.endCustomizing(animated: false)
    }

    /// Opens the sheet, drags bar slot 0 onto slot 1 and ends: one rewrite of the order.
    private func swapFirstSlots(at time: inout TimeInterval) {
        let bar = delegate.tabs.tabBar
        guard let window = delegate.window else { return }
        bar.beginCustomizingItems(bar.items ?? [])
        time += 0.4
        UIApplication.shared.tick(at: time)
        window.layoutIfNeeded()
        let buttons = bar.subviews.filter(\.isAccessibilityElement).sorted { $0.frame.minX < $1.frame.minX }
        if buttons.count > 1 {
            let touch = window.beginTouch(at: buttons[0].convert(CGPoint(x: 20, y: 20), to: nil))
            window.endTouch(touch, at: buttons[1].convert(CGPoint(x: 20, y: 20), to: nil))
        }
        bar.endCustomizing(animated: false)
    }
}

let mode = CommandLine.arguments.dropFirst().first ?? ""
let argument = CommandLine.arguments.dropFirst(2).first ?? ""
let status = MainActor.assumeIsolated {
    if mode.hasPrefix("sidebar") {
        let delegate = SidebarProbeDelegate()
        return UIApplicationMain(delegate: delegate, host: SidebarProbeHost(mode: mode, delegate: delegate))
    }
    let delegate = ProbeDelegate(tabCount: mode == "hammer" ? 3_000 : 8, crashesWhileRestoring: mode == "crash-restoring")
    return UIApplicationMain(delegate: delegate, host: ProbeHost(mode: mode, argument: argument, delegate: delegate))
}
exit(status)
