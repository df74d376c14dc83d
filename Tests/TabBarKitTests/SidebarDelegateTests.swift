import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The sidebar's delegate (its visibility with an animator, the rows it displays), a group's
/// sidebar actions, the tiled layout and the bottom bar view.
@Suite(.freshApplication)
@MainActor
struct SidebarDelegateTests {
    /// Logs "visibility(hidden: …)", "willBeginDisplaying(ID)" and "didEndDisplaying(ID)",
    /// and adds to the animator what the test gives it.
    final class SidebarLog: NSObject, UITabBarController.Sidebar.Delegate {
        let log: EventLog
        var onVisibilityChange: ((UITabBarController.Sidebar, any UITabBarController.Sidebar.Animating) -> Void)?

        init(log: EventLog) { self.log = log }

        func tabBarController(
            _ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
            animator: any UITabBarController.Sidebar.Animating
        ) {
            log.add("visibility(hidden: \(sidebar.isHidden))")
            onVisibilityChange?(sidebar, animator)
        }

        func tabBarController(
            _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, willBeginDisplaying tab: UITab
        ) {
            log.add("willBeginDisplaying(\(tab.identifier))")
        }

        func tabBarController(
            _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, didEndDisplaying tab: UITab
        ) {
            log.add("didEndDisplaying(\(tab.identifier))")
        }
    }

    /// Tab A and the group Collections (Favourites, Recently Added) on an iPad in portrait,
    /// the sidebar's delegate logging.
    @MainActor
    struct App {
        let window: UIWindow
        let controller: UITabBarController
        let group: UITabGroup
        let log: EventLog
        let delegate: SidebarLog

        init(size: CGSize = CGSize(width: 1024, height: 1366)) throws {
            log = EventLog()
            window = UIWindow(frame: CGRect(origin: .zero, size: size))
            window.screen = UIScreen(configuration: try ScreenConfiguration.preset(named: "ipad"))
            let log = self.log
            func tab(_ id: String) -> UITab {
                UITab(title: id, image: UIImage(systemName: "star"), identifier: id) { tab in
                    LoggingViewController(tab.identifier, log: log)
                }
            }
            group = UITabGroup(
                title: "Collections", image: nil, identifier: "Collections", children: [tab("Favourites"), tab("Recently Added")])
            controller = UITabBarController(tabs: [tab("A"), group])
            delegate = SidebarLog(log: log)
            controller.sidebar.delegate = delegate
            window.rootViewController = controller
            window.makeKeyAndVisible()
        }

        var sidebarView: TabSidebarView? { controller.view.subviews.compactMap { $0 as? TabSidebarView }.first }

        func events(_ prefix: String, from start: Int) -> [String] {
            log.events[start...].filter { $0.hasPrefix(prefix) }
        }
    }

    @Test func theDelegateHearsOfTheVisibilityWithTheNewValueFirst() throws {
        let clock = TestApplication()
        let app = try App()
        let start = app.log.events.count
        app.controller.sidebar.isHidden = false
        app.controller.sidebar.isHidden = false
        clock.advance(1)
        app.controller.sidebar.isHidden = true
        clock.advance(1)
        #expect(app.events("visibility", from: start) == ["visibility(hidden: false)", "visibility(hidden: true)"])
        // The width shows it by itself: the delegate hears of that too.
        #expect(app.window.resize(to: CGSize(width: 1366, height: 1024)))
        clock.advance(1)
        #expect(app.controller.sidebar.isHidden, "hidden on purpose, it stays")
        // Without a sidebar to show there is no change to hear of.
        app.controller.mode = .tabBar
        let quiet = app.log.events.count
        app.controller.sidebar.isHidden = false
        #expect(app.events("visibility", from: quiet).isEmpty)
    }

    @Test func theAnimatorsAnimationsRunInTheSlideAndItsCompletionsAfter() throws {
        let clock = TestApplication()
        let app = try App()
        let badge = UIView(frame: CGRect(x: 500, y: 500, width: 10, height: 10))
        app.controller.view.addSubview(badge)
        var completed = 0
        app.delegate.onVisibilityChange = { sidebar, animator in
            let hidden = sidebar.isHidden
            animator.addAnimations { badge.alpha = hidden ? 1 : 0 }
            animator.addCompletion { completed += 1 }
        }
        app.controller.sidebar.isHidden = false
        #expect(badge.alpha == 0 && completed == 0, "the model takes the end value; nothing is complete yet")
        clock.advance(0.1)
        let midway = badge.layer.presentation()?.opacity ?? 0
        #expect(midway > 0.05 && midway < 0.95, "the alpha moves with the slide")
        #expect(completed == 0)
        clock.advance(1)
        #expect(completed == 1)
        app.controller.sidebar.isHidden = true
        clock.advance(1)
        #expect(badge.alpha == 1 && completed == 2)
        // Without animations everything runs at once.
        UIView.performWithoutAnimation { app.controller.sidebar.isHidden = false }
        #expect(badge.alpha == 0 && completed == 3)
    }

    /// A delegate that hides the sidebar again while told it shows: it stays hidden, and the
    /// first change's animator still runs its completion.
    @Test func aDelegateThatChangesTheVisibilityBackLosesNothing() throws {
        let clock = TestApplication()
        let app = try App()
        var completed = 0
        app.delegate.onVisibilityChange = { sidebar, animator in
            animator.addCompletion { completed += 1 }
            if !sidebar.isHidden { sidebar.isHidden = true }
        }
        app.controller.sidebar.isHidden = false
        clock.advance(1)
        #expect(app.controller.sidebar.isHidden)
        #expect(app.sidebarView == nil)
        #expect(completed == 2)
    }

    @Test func theDelegateHearsEachTabsRowComeAndGo() throws {
        let clock = TestApplication()
        let app = try App()
        let start = app.log.events.count
        app.controller.sidebar.isHidden = false
        clock.advance(1)
        #expect(
            app.events("willBegin", from: start) == [
                "willBeginDisplaying(A)", "willBeginDisplaying(Collections)", "willBeginDisplaying(Favourites)",
                "willBeginDisplaying(Recently Added)",
            ])
        let hiding = app.log.events.count
        app.group.children[0].isHidden = true
        #expect(app.events("d", from: hiding) == ["didEndDisplaying(Favourites)"])
        app.group.children[0].isHidden = false
        #expect(app.events("willBegin", from: hiding) == ["willBeginDisplaying(Favourites)"])
        let leaving = app.log.events.count
        app.controller.sidebar.isHidden = true
        clock.advance(0.1)
        #expect(app.events("didEnd", from: leaving).isEmpty, "still sliding out")
        clock.advance(1)
        #expect(app.events("didEnd", from: leaving).count == 4)
    }

    @Test func aGroupsActionsFollowItsTabsAndRunWhenChosen() throws {
        let clock = TestApplication()
        let app = try App()
        var runs: [String] = []
        app.group.sidebarActions = [
            UIAction(title: "New Collection", image: UIImage(systemName: "plus")) { action in runs.append(action.title) }
        ]
        app.controller.sidebar.isHidden = false
        clock.advance(1)
        let sidebar = try #require(app.sidebarView)
        #expect(sidebar.rows.map { $0.accessibilityLabel } == ["A", "Collections", "Favourites", "Recently Added", "New Collection"])
        let row = try #require(sidebar.rows.last)
        #expect(row.label.textColor == sidebar.tintColor && row.icon.image != nil)
        let start = app.log.events.count
        app.window.sendTap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: app.window))
        #expect(runs == ["New Collection"])
        #expect(app.controller.selectedTab?.identifier == "A", "an action selects nothing")
        #expect(app.events("willBegin", from: start).isEmpty, "an action's row is no tab")
        #expect(row.accessibilityTraits == .button)
        // The keyboard reaches it too.
        for _ in 0..<5 { app.window.sendKey(.keyboardDownArrow) }
        #expect(sidebar.focusedRow === row)
        app.window.sendKey(.keyboardReturnOrEnter)
        #expect(runs == ["New Collection", "New Collection"])
        app.group.sidebarActions = []
        #expect(sidebar.rows.count == 4)
    }

    /// In a landscape window wider than 1024 pt the tiled sidebar narrows the selected
    /// tab's view; in a narrower one it slides over it, tiled or not.
    @Test func aTiledSidebarNarrowsTheSelectedTabsView() throws {
        let clock = TestApplication()
        let app = try App(size: CGSize(width: 1366, height: 1024))
        let page = try #require(app.controller.selectedViewController?.view)
        clock.advance(1)
        #expect(!app.controller.sidebar.isHidden, "shown by itself this wide")
        let whole = CGRect(x: 0, y: 0, width: 1366, height: 1024)
        #expect(page.convert(page.bounds, to: app.window) == whole, "over it by default")
        app.controller.sidebar.preferredLayout = .tile
        app.controller.view.layoutIfNeeded()
        #expect(page.convert(page.bounds, to: app.window) == CGRect(x: 320, y: 0, width: 1046, height: 1024))
        #expect(app.controller.sidebarDimmingView == nil)
        app.controller.sidebar.isHidden = true
        clock.advance(0.1)
        let sliding = app.controller.contentView.layer.presentation()?.frame.minX ?? 0
        #expect(sliding > 0 && sliding < 320, "the view widens with the slide")
        clock.advance(1)
        #expect(page.convert(page.bounds, to: app.window) == whole)
        #expect(app.window.resize(to: CGSize(width: 1024, height: 768)))
        app.controller.sidebar.isHidden = false
        clock.advance(1)
        #expect(page.convert(page.bounds, to: app.window) == CGRect(x: 0, y: 0, width: 1024, height: 768), "it slides over")
        #expect(app.controller.sidebarDimmingView?.superview != nil)
    }

    /// While the sidebar slides over a narrow window a dimming covers the content: a tap on
    /// it hides the sidebar, and so does a row chosen; while editing, a tap ends the editing.
    @Test func aSidebarSlidingOverDimsTheContent() throws {
        let clock = TestApplication()
        let app = try App()
        app.group.children[0].allowsHiding = true
        app.controller.sidebar.isHidden = false
        clock.advance(0.05)
        let dimming = try #require(app.controller.sidebarDimmingView)
        #expect(dimming.superview === app.controller.view && dimming.frame == app.controller.view.bounds)
        let opacity = dimming.layer.presentation()?.opacity ?? 1
        #expect(opacity > 0.05 && opacity < 0.95, "it fades in")
        clock.advance(1)
        #expect(dimming.alpha == 1)
        app.window.sendTap(at: CGPoint(x: 700, y: 700))
        #expect(app.controller.sidebar.isHidden)
        clock.advance(1)
        #expect(dimming.superview == nil && app.controller.sidebarDimmingView == nil)
        // A row chosen hides it too.
        app.controller.sidebar.isHidden = false
        clock.advance(1)
        let sidebar = try #require(app.sidebarView)
        let row = sidebar.rows[2]
        app.window.sendTap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: app.window))
        #expect(app.controller.selectedTab === app.group.children[0] && app.controller.sidebar.isHidden)
        clock.advance(1)
        // While editing, a tap on the dimming ends the editing and leaves the sidebar.
        app.controller.sidebar.isHidden = false
        clock.advance(1)
        app.controller.beginSidebarEditing()
        app.window.sendTap(at: CGPoint(x: 700, y: 700))
        #expect(!app.controller.sidebar.isEditing && !app.controller.sidebar.isHidden)
    }

    @Test func theBottomBarViewSpansTheSidebarsFoot() throws {
        let clock = TestApplication()
        let app = try App()
        app.controller.sidebar.isHidden = false
        clock.advance(1)
        let sidebar = try #require(app.sidebarView)
        let bar = UIView()
        bar.heightAnchor.constraint(equalToConstant: 60).isActive = true
        app.controller.sidebar.bottomBarView = bar
        #expect(bar.superview === sidebar)
        #expect(bar.frame == CGRect(x: 0, y: 1366 - sidebar.safeAreaInsets.bottom - 60, width: 320, height: 60))
        let other = UILabel()
        other.text = "Synced"
        app.controller.sidebar.bottomBarView = other
        #expect(bar.superview == nil && other.superview === sidebar)
        #expect(other.frame.width == 320 && other.frame.height > 10)
        app.controller.sidebar.bottomBarView = nil
        #expect(other.superview == nil)
    }

    /// A group's action after its tabs, the sidebar tiled beside a page with a centred label,
    /// and a bottom bar, as they look.
    @Test func theSidebarWithAnActionTiledOverABottomBar() throws {
        let clock = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1366, height: 480))
        window.screen = UIScreen(configuration: try ScreenConfiguration.preset(named: "ipad"))
        func page() -> UIViewController {
            let page = UIViewController()
            page.view.backgroundColor = .systemGroupedBackground
            let label = UILabel()
            label.text = "Centred on the page"
            label.translatesAutoresizingMaskIntoConstraints = false
            page.view.addSubview(label)
            label.centerXAnchor.constraint(equalTo: page.view.centerXAnchor).isActive = true
            label.centerYAnchor.constraint(equalTo: page.view.centerYAnchor).isActive = true
            return page
        }
        let group = UITabGroup(
            title: "Collections", image: nil, identifier: "collections",
            children: [
                UITab(title: "Favourites", image: UIImage(systemName: "star"), identifier: "favourites") { _ in page() }
            ])
        group.sidebarActions = [UIAction(title: "New Collection", image: UIImage(systemName: "plus")) { _ in }]
        let controller = UITabBarController(tabs: [
            UITab(title: "Listen Now", image: UIImage(systemName: "house"), identifier: "listen") { _ in page() }, group,
        ])
        controller.sidebar.preferredLayout = .tile
        let footer = UILabel()
        footer.text = "Synced a minute ago"
        footer.textAlignment = .center
        footer.textColor = .secondaryLabel
        footer.backgroundColor = .secondarySystemBackground
        footer.heightAnchor.constraint(equalToConstant: 44).isActive = true
        controller.sidebar.bottomBarView = footer
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.sidebar.isHidden = false
        clock.advance(1)
        assertSnapshot(of: window, named: "sidebar-action-tiled")
    }
}
