import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// State preservation of a tab bar app: the selected tab by identifier, the tab order, a
/// navigation stack's depth; and what bad archives do.
@Suite(.freshApplication)
@MainActor
struct StateRestorationTests {
    /// An app delegate that makes the controllers restoration asks for.
    final class Maker: NSObject, UIApplicationDelegate {
        var made: [[String]] = []
        func application(
            _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
            coder: NSCoder
        ) -> UIViewController? {
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
        let a = saved.tabControllers[0], b = saved.tabControllers[1], nav = saved.tabControllers[2] as! UINavigationController,
            c = saved.tabControllers[3]
        saved.viewControllers = [b, a, nav, c]
        saved.selectedViewController = nav
        nav.pushViewController(page("detail", title: "D"), animated: false)
        let states = StateRestoration.states(of: saved)
        #expect(states.count == 6)

        let maker = Maker()
        UIApplication.shared.delegate = maker
        let restored = build()
        let finished = StateRestoration.restore(states, into: restored, for: .shared)
        #expect(restored.tabControllers.map { $0.tabBarItem.title } == ["B", "A", "N", "C"])
        #expect(restored.selectedIndex == 2)
        let restoredNav = restored.tabControllers[2] as! UINavigationController
        #expect(restoredNav.viewControllers.count == 2 && restoredNav.topViewController?.restorationIdentifier == "detail")
        #expect(maker.made == [["tabs", "nav", "list", "detail"]])
        #expect(finished.count == 6)
    }

    @Test func aTabWithoutAnIdentifierKeepsItsDefault() {
        let saved = build()
        saved.selectedIndex = 3
        let restored = build()
        restored.selectedIndex = 1
        StateRestoration.restore(StateRestoration.states(of: saved), into: restored, for: .shared)
        #expect(restored.selectedIndex == 1)
    }

    @Test func theSelectionIsKeptByIdentifierNotPosition() {
        let saved = build()
        saved.selectedIndex = 1
        let states = StateRestoration.states(of: saved)
        let restored = build()
        // The new version of the app puts B last; the saved order puts it back second.
        restored.viewControllers = [
            restored.tabControllers[0], restored.tabControllers[2], restored.tabControllers[3], restored.tabControllers[1],
        ]
        StateRestoration.restore(states, into: restored, for: .shared)
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
        UIApplication.shared.delegate = maker
        let saved = app()
        let nav = saved.tabControllers[5] as! UINavigationController
        saved.selectedViewController = nav
        saved.moreNavigationController.pushViewController(page("detail", title: "D"), animated: false)
        let states = StateRestoration.states(of: saved)
        let restored = app()
        StateRestoration.restore(states, into: restored, for: .shared)
        #expect(restored.selectedIndex == 5)
        #expect(restored.moreNavigationController.viewControllers.count == 3)
        #expect(restored.moreNavigationController.topViewController?.restorationIdentifier == "detail")
    }

    @Test(arguments: [
        ("garbage", "is not a TabBarKit state file of this kind (it begins \"not an a\")"),
        ("binary", "is not a TabBarKit state file of this kind (it begins FF 00 1B 41)"),
        ("truncated", "is damaged: at byte 12: the header gives a body of"),
        ("tab order", "is not a TabBarKit state file of this kind (it begins \"TBKOrder\")"),
        ("newer", "was written by a newer version (format 2; this one reads up to 1)"),
        ("older", "was written by an older version"),
        ("no controllers", "holds no state this version reads: \"controllers\" is missing, not a dictionary"),
    ])
    func aBadArchiveIsRefusedWithAReason(kind: String, reason: String) throws {
        let good = StateFileBytes.archive(["tabs": ["TabBarKit.selectedTab": .string("a")]])
        let data: Data
        switch kind {
        case "garbage": data = Data("not an archive".utf8)
        case "binary": data = Data([0xFF, 0x00, 0x1B, 0x41])
        case "truncated": data = good.prefix(good.count / 2)
        case "tab order": data = try TabCustomization(order: ["a"]).encoded().get()
        case "newer": data = StateFileBytes.sealed(Array(good.dropFirst(StateFileFormat.headerSize)), version: StateFileFormat.version + 1)
        case "older": data = OlderArchives.wellFormed
        default:
            var body = StateFileBytes()
            body.dictionary(1)
            body.key("application")
            body.dictionary(0)
            data = StateFileBytes.sealed(body.bytes)
        }
        guard case .failure(let failure) = RestorationArchive.decode(data) else {
            Issue.record("a \(kind) archive was accepted")
            return
        }
        #expect(failure.description.hasPrefix(reason), "\(failure)")
        #expect(try RestorationArchive.decode(good).get().controllers == ["tabs": ["TabBarKit.selectedTab": .string("a")]])
    }

    @Test func theStoreFollowsXDGAndWritesAtomically() throws {
        let folder = TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = RestorationStore(appName: "demo", environment: ["XDG_STATE_HOME": folder.path, "HOME": "/nonexistent"])
        #expect(store.fileURL.path == folder.path + "/demo/state.archive")
        #expect(
            RestorationStore(appName: "demo", environment: ["HOME": "/home/u"]).fileURL.path == "/home/u/.local/state/demo/state.archive")
        #expect(try store.read(limit: 100).get() == nil)
        try store.write(Data("first".utf8))
        // A write killed before its rename leaves only a stray temporary file behind.
        let stray = store.fileURL.deletingLastPathComponent().appendingPathComponent(".state.archive.999.tmp")
        try Data("half".utf8).write(to: stray)
        #expect(try store.read(limit: 100).get() == Data("first".utf8))
        try store.write(Data("second".utf8))
        #expect(try store.read(limit: 100).get() == Data("second".utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.fileURL.deletingLastPathComponent().path)
        #expect(leftovers.filter { $0.hasSuffix(".tmp") } == [".state.archive.999.tmp"])
    }

    @Test func launchRestoresAndTerminationSavesWhenTheDelegateAsks() {
        withTemporaryRestorationStore { application in
            #expect(application.runAndQuit(selecting: 2))
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
            #expect(messages.contains { $0.contains("is not a TabBarKit state file") })
        }
    }

    @Test func restorationUsesTheDelegatesWindowEvenWhenAnotherWindowIsKey() {
        withTemporaryRestorationStore { application in
            #expect(application.runAndQuit(selecting: 1, showsWindowEarly: false))
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

    @Test func aChangeIsOnDiskAfterTheNextTickWithoutTerminating() {
        withTemporaryRestorationStore { application in
            let clock = TestApplication()
            let first = RestoringApp(showsWindowEarly: true)
            #expect(application.launch(delegate: first))
            first.tabs.selectedIndex = 2
            clock.tick(0.1)
            // A second launch over the file as the tick left it: no quit in between.
            let second = RestoringApp(showsWindowEarly: true)
            #expect(application.relaunch(delegate: second))
            #expect(second.tabs.selectedIndex == 2)
        }
    }

    /// The marker a restoring launch leaves, as if it had died before finishing: the next
    /// launch discards the state with one line and starts as built; the marker goes with it.
    @Test func aLaunchAfterOneThatDiedRestoringStartsClean() {
        withTemporaryRestorationStore { application in
            #expect(application.runAndQuit(selecting: 2))
            let store = application.restorationStore
            let second = RestoringApp(showsWindowEarly: true)
            #expect(application.relaunch(delegate: second) && second.tabs.selectedIndex == 2)
            #expect(!store.isMarkedRestoring, "a finished launch leaves no marker")
            #expect(store.markRestoring())
            var third: RestoringApp?
            let messages = LogCapture.messages(from: "TabBarKit.application") {
                third = RestoringApp(showsWindowEarly: true)
                #expect(application.relaunch(delegate: third!))
            }
            #expect(third?.tabs.selectedIndex == 0)
            #expect(messages.count == 1 && messages.first?.contains("did not finish; it is discarded") == true, "\(messages)")
            #expect(!store.isMarkedRestoring && (try? store.read(limit: 1 << 20).get()) == .some(nil))
        }
    }

    /// Changes between two ticks are one save, made on the tick; a tick with nothing changed,
    /// or with the state back as it was saved, writes nothing.
    @Test func aBurstOfChangesIsOneSaveOnTheNextTick() throws {
        try withTemporaryRestorationStore { application in
            let clock = TestApplication()
            let app = RestoringApp(showsWindowEarly: true)
            #expect(application.relaunch(delegate: app))
            let file = application.restorationStore.fileURL.path
            func inode() -> UInt? { (try? FileManager.default.attributesOfItem(atPath: file))?[.systemFileNumber] as? UInt }
            app.tabs.selectedIndex = 1
            app.tabs.selectedIndex = 2
            #expect(inode() == nil, "nothing is written before the tick")
            clock.tick(0.1)
            let written = try #require(inode())
            clock.tick(0.2)
            app.tabs.selectedIndex = 0
            app.tabs.selectedIndex = 2
            clock.tick(0.3)
            #expect(inode() == written, "the same state is not written again")
            app.tabs.selectedIndex = 1
            clock.tick(0.4)
            #expect(inode() != written)
            let second = RestoringApp(showsWindowEarly: true)
            #expect(application.relaunch(delegate: second) && second.tabs.selectedIndex == 1)
        }
    }
}
