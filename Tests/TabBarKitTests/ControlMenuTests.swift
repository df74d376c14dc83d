import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Menus that hang from what shows them: a button's (on touch down as its primary action,
/// else on a long press), a pop-up button's, a control subclass's own, a bar button
/// item's, and the sidebar's context menus for its tabs.
@Suite(.freshApplication)
@MainActor
struct ControlMenuTests {
    /// A window with a Sort button near its top trailing corner.
    @MainActor
    private struct Scene {
        let clock = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        let button: UIButton

        init(button: UIButton = UIButton(type: .system)) {
            self.button = button
            window.backgroundColor = .white
            button.setTitle("Sort", for: .normal)
            button.frame = CGRect(x: 290, y: 60, width: 80, height: 44)
            window.addSubview(button)
        }

        var rowTitles: [String] { window.shownMenu?.list.rowViews.compactMap(\.accessibilityLabel) ?? [] }

        func tapRow(_ title: String) {
            guard let row = window.shownMenu?.list.rowViews.first(where: { $0.accessibilityLabel == title }) else {
                Issue.record("no row titled \(title) among \(rowTitles)")
                return
            }
            window.sendTap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: window))
            clock.advance(0.5)
        }
    }

    private static func sortMenu(_ log: EventLog) -> UIMenu {
        UIMenu(
            children: ["Name", "Date", "Size"].map { title in
                UIAction(title: title) { action in
                    log.add("\(action.title) from \(action.sender.map { "\(type(of: $0))" } ?? "nil")")
                }
            })
    }

    @Test func aButtonShowsItsMenuOnTouchDownInPlaceOfItsPrimaryAction() {
        let log = EventLog()
        let scene = Scene()
        scene.button.addAction(UIAction { _ in log.add("primary") }, for: .primaryActionTriggered)
        scene.button.menu = Self.sortMenu(log)
        #expect(scene.button.isContextMenuInteractionEnabled && scene.button.contextMenuInteraction != nil)
        scene.button.showsMenuAsPrimaryAction = true
        let touch = scene.window.beginTouch(at: CGPoint(x: 330, y: 80))
        #expect(scene.rowTitles == ["Name", "Date", "Size"], "the menu shows as the finger goes down")
        let interaction = scene.button.contextMenuInteraction!
        #expect(interaction.menuAppearance == .compact && scene.window.shownMenu?.preview == nil)
        scene.window.endTouch(touch)
        scene.clock.advance(0.5)
        let list = scene.window.shownMenu!.list.frame
        #expect(list.minY == scene.button.frame.maxY + MenuMetrics.gap)
        #expect(list.maxX == scene.button.frame.maxX, "a button in the trailing half: the menu's trailing edges meet")
        #expect(scene.window.shownMenu!.backdrop.subviews.isEmpty, "a compact menu does not blur the window")
        scene.tapRow("Date")
        #expect(log.events == ["Date from UIButton"], "the button is the sender, and the primary action is not sent")
        scene.button.menu = nil
        #expect(!scene.button.isContextMenuInteractionEnabled && scene.button.interactions.isEmpty)
    }

    @Test func aButtonWithAMenuAndAnActionShowsTheMenuOnALongPress() {
        let log = EventLog()
        let scene = Scene()
        scene.button.addAction(UIAction { _ in log.add("primary") }, for: .primaryActionTriggered)
        scene.button.menu = Self.sortMenu(log)
        scene.window.sendTap(at: CGPoint(x: 330, y: 80))
        #expect(log.events == ["primary"] && scene.window.shownMenu == nil)
        let touch = scene.window.beginTouch(at: CGPoint(x: 330, y: 80))
        scene.clock.advance(0.6)
        scene.window.endTouch(touch)
        #expect(scene.rowTitles == ["Name", "Date", "Size"] && log.events == ["primary"], "the press sends no action")
        scene.button.performPrimaryAction()
        #expect(log.events == ["primary", "primary"])
    }

    @Test func aPopUpButtonKeepsOneActionOnAndShowsItsTitle() {
        let log = EventLog()
        let scene = Scene()
        scene.button.showsMenuAsPrimaryAction = true
        scene.button.changesSelectionAsPrimaryAction = true
        let menu = Self.sortMenu(log)
        scene.button.menu = menu
        #expect(scene.button.title(for: .normal) == "Name" && menu.selectedElements.map(\.title) == ["Name"])
        scene.button.performPrimaryAction()
        #expect(scene.window.shownMenu?.list.rowViews[0].accessibilityTraits.contains(.selected) == true)
        scene.tapRow("Size")
        #expect(scene.button.title(for: .normal) == "Size" && menu.selectedElements.map(\.title) == ["Size"])
        #expect(log.events == ["Size from UIButton"])
    }

    @Test func aControlSubclassGivesItsOwnMenuAndHearsItShow() {
        final class ColourWell: UIControl {
            let log = EventLog()
            override func contextMenuInteraction(
                _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
            ) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(actionProvider: { _ in
                    UIMenu(children: [UIAction(title: "Red") { _ in }, UIAction(title: "Blue") { _ in }])
                })
            }
            override func contextMenuInteraction(
                _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                animator: (any UIContextMenuInteractionAnimating)?
            ) {
                log.add("will display")
            }
        }
        let scene = Scene()
        let well = ColourWell(frame: CGRect(x: 20, y: 200, width: 44, height: 44))
        scene.window.addSubview(well)
        #expect(!well.isContextMenuInteractionEnabled)
        well.isContextMenuInteractionEnabled = true
        well.showsMenuAsPrimaryAction = true
        scene.window.sendTap(at: CGPoint(x: 40, y: 220))
        #expect(well.log.events == ["will display"] && scene.rowTitles == ["Red", "Blue"])
        #expect(scene.window.shownMenu!.list.frame.minX == well.frame.minX, "in the leading half: leading edges meet")
    }

    @Test func aBarButtonItemWithAMenuShowsItOnATapAndAPopUpItemShowsItsChoice() throws {
        let log = EventLog()
        let clock = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let page = UIViewController()
        let navigation = UINavigationController(rootViewController: page)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let item = UIBarButtonItem(title: "Sort", menu: Self.sortMenu(log))
        item.changesSelectionAsPrimaryAction = true
        page.navigationItem.rightBarButtonItem = item
        window.layoutIfNeeded()
        func buttonView() throws -> BarButtonView {
            try #require(navigation.navigationBar.subviews.compactMap { $0 as? BarButtonView }.first { $0.item === item })
        }
        let view = try buttonView()
        window.sendTap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        let rows = window.shownMenu?.list.rowViews ?? []
        #expect(rows.compactMap(\.accessibilityLabel) == ["Name", "Date", "Size"])
        let date = try #require(rows.first { $0.accessibilityLabel == "Date" })
        window.sendTap(at: date.convert(CGPoint(x: date.bounds.midX, y: date.bounds.midY), to: nil))
        clock.advance(0.5)
        #expect(log.events == ["Date from UIBarButtonItem"] && item.title == "Date" && window.shownMenu == nil)

        // A menu given to an item already shown, as Apple's navigation bar sample does.
        let options = UIBarButtonItem(title: "Options")
        page.navigationItem.leftBarButtonItem = options
        window.layoutIfNeeded()
        options.menu = UIMenu(children: [UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in }])
        window.layoutIfNeeded()
        let optionsView = try #require(
            navigation.navigationBar.subviews.compactMap { $0 as? BarButtonView }.first { $0.item === options })
        window.sendTap(at: optionsView.convert(CGPoint(x: optionsView.bounds.midX, y: optionsView.bounds.midY), to: nil))
        #expect(window.shownMenu?.list.rowViews.compactMap(\.accessibilityLabel) == ["Copy"])
    }

    @Test func aLongPressOnASidebarRowShowsTheDelegatesMenuForItsTab() throws {
        final class MenuGiver: NSObject, UITabBarController.Sidebar.Delegate {
            var asked: [String] = []
            var hidesWhileAsked = false
            func tabBarController(
                _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
                contextMenuConfigurationFor tab: UITab
            ) -> UIContextMenuConfiguration? {
                asked.append(tab.title)
                if hidesWhileAsked { tab.isHidden = true }
                guard tab.identifier != "Radio" else { return nil }
                return UIContextMenuConfiguration(actionProvider: { _ in
                    UIMenu(title: tab.title, children: [UIAction(title: "Pin") { _ in }])
                })
            }
        }
        let clock = TestApplication()
        let app = try SidebarItemTests.App()
        let giver = MenuGiver()
        app.controller.sidebar.delegate = giver
        clock.advance(1)
        func longPress(_ title: String) throws {
            let row = try app.row(title)
            let touch = app.window.beginTouch(at: row.convert(CGPoint(x: 60, y: 22), to: nil))
            clock.advance(0.6)
            app.window.endTouch(touch)
            clock.advance(0.5)
        }
        try longPress("Radio")
        #expect(giver.asked == ["Radio"] && app.window.shownMenu == nil)
        giver.hidesWhileAsked = true
        try longPress("Listen Now")
        #expect(app.window.shownMenu == nil, "the tab hidden while asked shows no menu")
        #expect(app.controller.tabs[0].isHidden && !app.rows.contains { $0.accessibilityLabel == "Listen Now" })
        giver.hidesWhileAsked = false
        giver.asked = []
        let selected = app.controller.selectedTab
        try longPress("Radio")
        #expect(giver.asked == ["Radio"] && app.window.shownMenu == nil)
        try longPress("Songs")
        let menu = try #require(app.window.shownMenu)
        #expect(menu.list.rowViews.compactMap(\.accessibilityLabel) == ["Songs", "Pin"])
        #expect((menu.preview as? LiftedPreviewView)?.target.view === (try app.row("Songs")))
        #expect(app.controller.selectedTab === selected, "the long press does not select the tab")
        menu.end(animated: false)
        app.controller.sidebar.isEditing = true
        try longPress("Albums")
        #expect(giver.asked == ["Radio", "Songs"] && app.window.shownMenu == nil, "none while editing")
    }

    @Test func theSidebarsOverflowItemsShowInAMenuEndingWithEditSidebar() throws {
        let clock = TestApplication()
        let app = try SidebarItemTests.App()
        app.controller.tabs[1].allowsHiding = true
        app.window.layoutIfNeeded()
        clock.advance(1)
        let sidebar = try #require(app.controller.sidebarView)
        #expect(sidebar.overflowButton.isHidden && !sidebar.editButton.isHidden, "no items: the Edit button")
        var asked = 0
        app.controller.sidebar.navigationOverflowItems = UIDeferredMenuElement.uncached { completion in
            asked += 1
            completion([UIAction(title: "Sort by Name") { _ in }])
        }
        app.window.layoutIfNeeded()
        #expect(!sidebar.overflowButton.isHidden && sidebar.editButton.isHidden && asked == 0)
        #expect(sidebar.accessibilityElements?.contains { $0 as AnyObject === sidebar.overflowButton } == true)
        let button = sidebar.overflowButton
        app.window.sendTap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        let rows = app.window.shownMenu?.list.rowViews ?? []
        #expect(rows.compactMap(\.accessibilityLabel) == ["Sort by Name", "Edit Sidebar"] && asked == 1)
        let edit = try #require(rows.last)
        app.window.sendTap(at: edit.convert(CGPoint(x: edit.bounds.midX, y: edit.bounds.midY), to: nil))
        clock.advance(1)
        #expect(app.controller.sidebar.isEditing)
        #expect(sidebar.overflowButton.isHidden && sidebar.editButton.title(for: .normal) == "Done", "Done ends editing")
        app.controller.sidebar.navigationOverflowItems = nil
        app.window.layoutIfNeeded()
        #expect(sidebar.overflowButton.isHidden && sidebar.overflowButton.menu == nil)
    }
}
