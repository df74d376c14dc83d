import Foundation
import Testing
@testable import TabBarKit

/// State preservation of a tab bar app: the selected tab by identifier, the tab order, a
/// navigation stack's depth; and what bad archives do.
@MainActor
struct StateRestorationTests {
    /// An app delegate that makes the controllers restoration asks for.
    final class Maker: UIApplicationDelegate {
        var made: [[String]] = []
        func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                         coder: NSCoder) -> UIViewController? {
            made.append(identifierComponents)
            let controller = UIViewController()
            controller.restorationIdentifier = identifierComponents.last
            return controller
        }
    }

    private func page(_ id: String?, title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.restorationIdentifier = id
        return controller
    }

    /// The app as built at launch: tabs A, B, a navigation tab N, C; ids on all but C.
    private func build() -> UITabBarController {
        let tabs = UITabBarController()
        tabs.restorationIdentifier = "tabs"
        let root = page("list", title: "N")
        let nav = UINavigationController(rootViewController: root)
        nav.restorationIdentifier = "nav"
        tabs.viewControllers = [page("a", title: "A"), page("b", title: "B"), nav, page(nil, title: "C")]
        return tabs
    }

    @Test func theSelectedTabComesBackByIdentifierAndTheOrderToo() {
        let saved = build()
        // The user moved B to the front and chose N, two levels deep.
        let a = saved.tabs[0], b = saved.tabs[1], nav = saved.tabs[2] as! UINavigationController, c = saved.tabs[3]
        saved.viewControllers = [b, a, nav, c]
        saved.selectedViewController = nav
        nav.pushViewController(page("detail", title: "D"), animated: false)
        let states = StateRestoration.states(of: saved)
        #expect(states.count == 6)

        let maker = Maker()
        let previous = UIApplication.shared.delegate
        UIApplication.shared.delegate = maker
        defer { UIApplication.shared.delegate = previous }
        let restored = build()
        let finished = StateRestoration.restore(states, into: restored)
        #expect(restored.tabs.map { $0.tabBarItem.title } == ["B", "A", "N", "C"])
        #expect(restored.selectedIndex == 2)
        let restoredNav = restored.tabs[2] as! UINavigationController
        #expect(restoredNav.viewControllers.count == 2 && restoredNav.topViewController?.restorationIdentifier == "detail")
        #expect(maker.made == [["tabs", "nav", "list", "detail"]])
        #expect(finished.count == 6)
    }

    @Test func aTabWithoutAnIdentifierKeepsItsDefault() {
        let saved = build()
        saved.selectedIndex = 3
        let restored = build()
        restored.selectedIndex = 1
        StateRestoration.restore(StateRestoration.states(of: saved), into: restored)
        #expect(restored.selectedIndex == 1)
    }

    @Test func theSelectionIsKeptByIdentifierNotPosition() {
        let saved = build()
        saved.selectedIndex = 1
        let states = StateRestoration.states(of: saved)
        let restored = build()
        // The new version of the app puts B last; the saved order puts it back second.
        restored.viewControllers = [restored.tabs[0], restored.tabs[2], restored.tabs[3], restored.tabs[1]]
        StateRestoration.restore(states, into: restored)
        #expect(restored.selectedViewController?.title == "B")
    }

    @Test func aNavigationTabInMoreIsRestoredThroughMore() {
        func app() -> UITabBarController {
            let tabs = UITabBarController()
            tabs.restorationIdentifier = "tabs"
            let nav = UINavigationController(rootViewController: page("list", title: "N"))
            nav.restorationIdentifier = "nav"
            tabs.viewControllers = (1...5).map { page("t\($0)", title: "T\($0)") } + [nav]
            return tabs
        }
        let maker = Maker()
        let previous = UIApplication.shared.delegate
        UIApplication.shared.delegate = maker
        defer { UIApplication.shared.delegate = previous }
        let saved = app()
        let nav = saved.tabs[5] as! UINavigationController
        saved.selectedViewController = nav
        saved.moreNavigationController.pushViewController(page("detail", title: "D"), animated: false)
        let states = StateRestoration.states(of: saved)
        let restored = app()
        StateRestoration.restore(states, into: restored)
        #expect(restored.selectedIndex == 5)
        #expect(restored.moreNavigationController.viewControllers.count == 3)
        #expect(restored.moreNavigationController.topViewController?.restorationIdentifier == "detail")
    }

    @Test(arguments: ["garbage", "truncated", "foreign", "future"])
    func aBadArchiveIsRefusedWithAReason(kind: String) {
        let good = RestorationArchive.encode(["tabs": Data([1, 2, 3])])
        let data: Data
        switch kind {
        case "garbage": data = Data("not an archive".utf8)
        case "truncated": data = good.prefix(good.count / 2)
        case "foreign":
            let archiver = NSKeyedArchiver(requiringSecureCoding: false)
            archiver.encode("SomethingElse", forKey: "format")
            archiver.finishEncoding()
            data = archiver.encodedData
        default:
            let archiver = NSKeyedArchiver(requiringSecureCoding: false)
            archiver.encode(RestorationArchive.format, forKey: "format")
            archiver.encode(RestorationArchive.version + 1, forKey: "version")
            archiver.encode([String: Data](), forKey: "states")
            archiver.finishEncoding()
            data = archiver.encodedData
        }
        guard case .failure(let failure) = RestorationArchive.decode(data) else {
            Issue.record("a \(kind) archive was accepted")
            return
        }
        #expect(!failure.description.isEmpty)
        if case .success(let states) = RestorationArchive.decode(good) { #expect(states["tabs"] == Data([1, 2, 3])) }
    }

    @Test func theStoreFollowsXDGAndWritesAtomically() throws {
        let folder = TestImages.temporaryFolder()
        let store = RestorationStore(appName: "demo", environment: ["XDG_STATE_HOME": folder.path, "HOME": "/nonexistent"])
        #expect(store.fileURL.path == folder.path + "/demo/state.archive")
        #expect(RestorationStore(appName: "demo", environment: ["HOME": "/home/u"]).fileURL.path == "/home/u/.local/state/demo/state.archive")
        #expect(store.read() == nil)
        try store.write(Data("first".utf8))
        // A write killed before its rename leaves only a stray temporary file behind.
        let stray = store.fileURL.deletingLastPathComponent().appendingPathComponent(".state.archive.999.tmp")
        try Data("half".utf8).write(to: stray)
        #expect(store.read() == Data("first".utf8))
        try store.write(Data("second".utf8))
        #expect(store.read() == Data("second".utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.fileURL.deletingLastPathComponent().path)
        #expect(leftovers.filter { $0.hasSuffix(".tmp") } == [".state.archive.999.tmp"])
    }

    @Test func launchRestoresAndTerminationSavesWhenTheDelegateAsks() {
        withTemporaryRestorationStore { application in
            let first = RestoringApp(showsWindowEarly: true)
            #expect(application.launch(delegate: first))
            first.tabs.selectedIndex = 2
            application.quit()
            let second = RestoringApp(showsWindowEarly: true)
            #expect(application.relaunch(delegate: second))
            #expect(second.tabs.selectedIndex == 2)
            // A corrupt file: a warning, and the app as built.
            try? Data("junk".utf8).write(to: application.restorationStore.fileURL)
            let messages = LogCapture.messages(from: "TabBarKit.application") {
                let third = RestoringApp(showsWindowEarly: true)
                #expect(application.relaunch(delegate: third))
                #expect(third.tabs.selectedIndex == 0)
            }
            #expect(messages.contains { $0.contains("not a readable archive") })
        }
    }

    @Test func restorationUsesTheDelegatesWindowEvenWhenAnotherWindowIsKey() {
        withTemporaryRestorationStore { application in
            let first = RestoringApp(showsWindowEarly: false)
            #expect(application.launch(delegate: first))
            first.tabs.selectedIndex = 1
            application.quit()
            // Another window, with a tree of its own, is key when the app launches again.
            let stale = UIWindow(frame: UIScreen.main.bounds)
            let strangers = UITabBarController()
            strangers.restorationIdentifier = "tabs"
            strangers.viewControllers = [UIViewController(), UIViewController()]
            stale.rootViewController = strangers
            stale.makeKeyAndVisible()
            let second = RestoringApp(showsWindowEarly: false)
            #expect(application.relaunch(delegate: second))
            #expect(second.tabs.selectedIndex == 1 && strangers.selectedIndex == 0)
        }
    }
}

/// An app of three tabs that opts in to state restoration. Its window is shown in
/// willFinishLaunching, or only in didFinishLaunching (after restoration has run).
@MainActor
private final class RestoringApp: UIApplicationDelegate {
    var window: UIWindow?
    let showsWindowEarly: Bool

    init(showsWindowEarly: Bool) { self.showsWindowEarly = showsWindowEarly }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let tabs = UITabBarController()
        tabs.restorationIdentifier = "tabs"
        tabs.viewControllers = ["a", "b", "c"].map { id in
            let page = UIViewController()
            page.restorationIdentifier = id
            return page
        }
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = tabs
        if showsWindowEarly { window?.makeKeyAndVisible() }
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.makeKeyAndVisible()
        return true
    }

    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
    var tabs: UITabBarController { window!.rootViewController as! UITabBarController }
}
