import Foundation
@_spi(Hosting) import TabBarKit
@_spi(Hosting) import TabBarKitSDL
import TabBarKitTestSupport
import Testing

/// Runs the Swift 5 client code: built where no isolation is known, then driven on the
/// main actor as an app drives it.
@Suite(.freshApplication)
@MainActor
struct Swift5ClientTests {
    @Test func aPreferencesPageOfControlsWorks() {
        let page = PreferencesViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = page
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        func tap(_ view: UIView, _ x: CGFloat, _ y: CGFloat) {
            window.sendTap(at: view.convert(CGPoint(x: x, y: y), to: nil))
        }
        #expect(page.notificationsSwitch.bounds.size == CGSize(width: 51, height: 31))
        tap(page.notificationsSwitch, 25, 15)
        tap(page.repeatStepper, 70, 16)
        tap(page.layoutPicker, page.layoutPicker.bounds.width * 0.75, 16)
        #expect(page.changes == ["notifications true", "repeat 1"])
        #expect(page.layout == "Grid" && page.layoutPicker.selectedSegmentIndex == 1)
        #expect(page.volumeSlider.bounds.width == 350 && page.upload.bounds.height == 4)
        #expect(page.spinner.isAnimating && !page.spinner.isHidden)
        #expect(page.onboarding.bounds.width > 0)
    }

    @Test func tabsBuiltInAStructWork() {
        let controller = TabFactory(titles: ["One", "Two", "Three"]).makeController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.tabBar.items?.map(\.title) == ["One", "Two", "Three"])
        #expect(controller.tabBar.items?[1].badgeValue == "3")
        #expect(controller.selectedIndex == 0)
    }

    @Test func anNSObjectAnimatorRunsTheTransition() {
        let controller = TabFactory(titles: ["One", "Two"]).makeController()
        let delegate = TabDelegate()
        controller.delegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let application = UIApplication.shared
        var time = application.currentTime
        application.tick(at: time)
        // A tap on the second of two tabs asks the delegate for an animator, which runs.
        let bar = controller.tabBar.convert(controller.tabBar.bounds, to: nil)
        window.sendTap(at: CGPoint(x: bar.minX + bar.width * 0.75, y: bar.minY + 20))
        for _ in 0..<30 {
            time += 1.0 / 60
            application.tick(at: time)
        }
        #expect(controller.selectedViewController === controller.viewControllers?[1])
        #expect(delegate.selections == [1])
        #expect(delegate.animator.ended == true)
    }

    @Test func tabsBuiltOutsideAnyActorWork() {
        let gate = LibraryGate()
        let controller = TabsFactory().makeController(delegate: gate)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.tabBar.items?.map(\.title) == ["Listen Now", "Library", "Search"])
        let bar = controller.tabBar.convert(controller.tabBar.bounds, to: nil)
        func tap(_ index: Int) {
            window.sendTap(at: CGPoint(x: bar.minX + bar.width * (CGFloat(index) + 0.5) / 3, y: bar.minY + 20))
        }
        tap(1)
        #expect(controller.selectedTab?.identifier == "listen")
        gate.isSignedIn = true
        tap(1)
        tap(2)
        #expect(gate.selections == ["listen→library", "library→UISearchTab"])
        #expect(controller.selectedViewController is UINavigationController)
    }

    @Test func aLibraryCoordinatorDrivesTheSidebarAndTheGroupsStack() throws {
        let coordinator = LibraryCoordinator()
        let controller = coordinator.makeController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(window.switchScreen(to: try ScreenConfiguration.preset(named: "ipad")))
        controller.selectedTab = controller.tab(forIdentifier: "artists")
        #expect(coordinator.navigation.viewControllers.map(\.title) == ["Artists"], "no overview on an iPad")
        UIView.performWithoutAnimation { controller.sidebar.isHidden = false }
        #expect(coordinator.sidebarShown == [true])
        #expect(coordinator.displayed == ["listen", "library", "playlists", "artists"])
        let playlists = try #require(coordinator.playlistsItem)
        #expect(playlists.accessories.count == 2)
        coordinator.playlistCount = 4
        controller.sidebar.reconfigureItem(for: try #require(controller.tab(forIdentifier: "playlists")))
        #expect(coordinator.playlistsItem === playlists, "the same item, updated")
        controller.selectedTab = controller.tab(forIdentifier: "playlists")
        let content = try #require(playlists.contentConfiguration as? UIListContentConfiguration)
        #expect(content.secondaryText == "Open" && content.textProperties.color == .white, "restyled when selected")
        controller.sidebar.isHidden = true
        #expect(coordinator.sidebarShown == [true], "the completion waits for the slide")
    }

    @Test func codeThatImportsOnlyTheUIKitModuleUsesFoundation() {
        let controller = DownloadsTabController()
        controller.viewControllers = [UIViewController(), UIViewController()]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        controller.showPending(1_200)
        #expect(controller.viewControllers?[1].tabBarItem.badgeValue?.filter(\.isNumber) == "1200")
        controller.showPending(0)
        #expect(controller.viewControllers?[1].tabBarItem.badgeValue == nil)
        #expect(controller.barShare > 0 && controller.barShare < 0.2)
        #expect(controller.elapsed(at: Date(timeIntervalSince1970: 90)) == 90)
    }

    @Test func globalsAndFreeFunctionsBuildViews() {
        let label = makeBadgeLabel(text: "New")
        #expect(label.text == "New")
        #expect(label.backgroundColor == UIColor.brand)
        #expect(label.font == UIFont.systemFont(ofSize: 11, weight: .semibold))
    }
}

@Suite(.freshApplication)
@MainActor
struct Swift5ClosureTests {
    @Test func closuresHandedOverFromNonisolatedCodeRun() {
        let wiring = CounterWiring()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let button = wiring.makeButton()
        let view = wiring.makeTappableView()
        view.frame.origin.y = 200
        window.addSubview(button)
        window.addSubview(view)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        window.sendTap(at: CGPoint(x: 50, y: 22))
        window.sendTap(at: CGPoint(x: 50, y: 250))
        let link = wiring.makeDisplayLink()
        link.add(to: .main, forMode: .common)
        let application = UIApplication.shared
        var time = application.currentTime
        for _ in 0..<5 {
            time += 1.0 / 60
            application.tick(at: time)
        }
        link.invalidate()
        #expect(wiring.taps == 12)
        #expect(wiring.frames >= 4)
    }
}

@Suite(.freshApplication)
@MainActor
struct Swift5HostTests {
    @Test func aHostMadeInNonisolatedCodeKeepsItsCallback() {
        var calls = 0
        let host = makeWindowHost { calls += 1 }
        host.firstFramePresented?()
        #expect(calls == 1)
        #expect(host.title == "Client")
    }
}

@Suite(.freshApplication)
@MainActor
struct Swift5SubclassTests {
    @Test func clientSubclassesWork() {
        let controller = ClientTabBarController()
        let navigation = ClientNavigationController(rootViewController: UIViewController())
        navigation.tabBarItem = ClientTabBarItem(title: "Home", image: nil, tag: 0)
        navigation.topViewController?.navigationItem.rightBarButtonItem = ClientBarButtonItem(title: "Edit", image: nil, primaryAction: nil)
        controller.viewControllers = [navigation]
        controller.view.addGestureRecognizer(ClientTapRecognizer())
        controller.setValue(ClientTabBar(), forKey: "tabBar")
        #expect(controller.tabBar is ClientTabBar)
        #expect(controller.tabBar.items?.first?.title == "Home")
    }
}

@Suite(.freshApplication)
@MainActor
struct MainTabBarControllerTests {
    @Test func theAppsTabBarControllerWorksAsOnIOS() throws {
        let controller = MainTabBarController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let bar = try #require(controller.tabBar as? RaisedTabBar)
        #expect(bar.items?.map(\.title) == ["Home", "Search", "Inbox", "Profile"])
        #expect(bar.items?[2].badgeValue == "4")
        #expect(bar.items?[0].image?.isSymbolImage == true)
        #expect(bar.frame.maxY == 844)
        // Taps: Search opens; Profile stays closed until the user signs in.
        func tap(_ index: Int) {
            let frame = bar.convert(bar.bounds, to: nil)
            window.sendTap(at: CGPoint(x: frame.minX + frame.width * (CGFloat(index) + 0.5) / 4, y: frame.minY + 20))
        }
        tap(1)
        #expect(controller.selectedIndex == 1)
        tap(3)
        #expect(controller.selectedIndex == 1)
        #expect(controller.refusedTitles == ["Profile"])
        controller.isSignedIn = true
        tap(3)
        #expect(controller.selectedIndex == 3)
        // Every tap bounced the tapped tab's view, refused or not.
        let bounced = controller.bouncedViews
        #expect(bounced.count == 3)
        if bounced.count == 3 {
            #expect(bounced[0].superview === bar && bounced[0].frame.contains(CGPoint(x: bar.bounds.width * 1.5 / 4, y: 20)))
            #expect(bounced[1] === bounced[2] && bounced[1] !== bounced[0])
            #expect(bounced[1].layer.animationKeys() == ["bounce"])
        }
        // A literal holds Float components, as on iOS.
        #expect(bar.tintColor == #colorLiteral(red: 0.8, green: 0.1, blue: 0.3, alpha: 1))
    }

    @Test func anInboxSwipesToDeleteAndFlagAndShowsItsMenus() throws {
        let inbox = InboxViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: inbox)
        window.makeKeyAndVisible()
        let application = UIApplication.shared
        var time = application.currentTime
        func advance(_ seconds: TimeInterval) {
            for _ in 0..<Int((seconds * 60).rounded(.up)) {
                time += 1.0 / 60
                application.tick(at: time)
            }
        }
        advance(0.1)
        func labelled(_ label: String, in view: UIView) -> UIView? {
            if view.accessibilityLabel == label { return view }
            for subview in view.subviews { if let found = labelled(label, in: subview) { return found } }
            return nil
        }
        func centre(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }
        func swipe(row: Int, by dx: CGFloat) throws {
            let cell = try #require(inbox.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
            let start = centre(of: cell)
            let touch = window.beginTouch(at: start)
            for step in 1...6 {
                window.moveTouch(touch, to: CGPoint(x: start.x + dx * CGFloat(step) / 6, y: start.y))
                advance(1.0 / 60)
            }
            window.endTouch(touch)
            advance(0.5)
        }
        // A long swipe to the leading edge deletes the row, and the table follows.
        try swipe(row: 1, by: -330)
        #expect(inbox.messages == ["Lunch on Friday?", "Team meeting notes"])
        #expect(inbox.tableView.numberOfRows(inSection: 0) == 2)
        #expect(inbox.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Team meeting notes")
        // A short swipe the other way uncovers Flag, which a tap runs.
        try swipe(row: 0, by: 120)
        let flag = try #require(labelled("Flag", in: window))
        window.sendTap(at: centre(of: flag))
        advance(0.5)
        #expect(inbox.flagged == ["Lunch on Friday?"])
        // The bar button's menu is the sort menu; the header's long press shows its own.
        #expect(inbox.navigationItem.rightBarButtonItem?.menu?.options.contains(.singleSelection) == true)
        let header = try #require(inbox.tableView.tableHeaderView)
        let press = window.beginTouch(at: centre(of: header))
        advance(0.7)
        window.endTouch(press)
        advance(0.5)
        let markAll = try #require(labelled("Mark All as Read", in: window))
        window.sendTap(at: centre(of: markAll))
        advance(0.5)
        #expect(inbox.markedAllRead)
    }
}
