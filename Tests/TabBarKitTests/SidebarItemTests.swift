import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The sidebar's items (`UITabSidebarItem`): the delegate makes one for each row as the row
/// first shows, may style it (content, background, accessories), and hears when its state
/// changes or the app asks for it again (`reconfigureItem(for:)`).
@Suite(.freshApplication)
@MainActor
struct SidebarItemTests {
    /// Logs "itemFor(ID)", "update(ID, selected: …)" and the rows coming; styles items with `style`.
    final class ItemLog: NSObject, UITabBarController.Sidebar.Delegate {
        let log: EventLog
        var style: ((UITabSidebarItem) -> Void)?
        var restyle: ((UITabSidebarItem) -> Void)?

        init(log: EventLog) { self.log = log }

        private func name(_ content: UITabSidebarItem.Content) -> String {
            switch content {
            case .tab(let tab): tab.identifier
            case .action(let action): "action \(action.title)"
            }
        }

        func tabBarController(
            _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar,
            itemFor request: UITabSidebarItem.Request
        ) -> UITabSidebarItem {
            log.add("itemFor(\(name(request.content)))")
            let item = UITabSidebarItem(request: request)
            style?(item)
            return item
        }

        func tabBarController(
            _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, update item: UITabSidebarItem
        ) {
            log.add("update(\(name(item.content)), selected: \(item.configurationState.isSelected))")
            restyle?(item)
        }

        func tabBarController(
            _ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, willBeginDisplaying tab: UITab
        ) {
            log.add("willBeginDisplaying(\(tab.identifier))")
        }
    }

    /// Listen Now, Radio and the group Library (Songs, Albums, and its action New Playlist)
    /// on an iPad in landscape, the sidebar shown.
    @MainActor
    struct App {
        let window: UIWindow
        let controller: UITabBarController
        let log = EventLog()
        let delegate: ItemLog

        init(style: ((UITabSidebarItem) -> Void)? = nil) throws {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1366, height: 560))
            window.screen = UIScreen(configuration: try ScreenConfiguration.preset(named: "ipad"))
            func tab(_ id: String, _ symbol: String) -> UITab {
                UITab(title: id, image: UIImage(systemName: symbol), identifier: id) { _ in
                    let page = UIViewController()
                    page.view.backgroundColor = .systemBackground
                    return page
                }
            }
            let library = UITabGroup(
                title: "Library", image: nil, identifier: "Library",
                children: [tab("Songs", "music.note"), tab("Albums", "square.grid.2x2")])
            library.sidebarActions = [UIAction(title: "New Playlist", image: UIImage(systemName: "plus")) { _ in }]
            controller = UITabBarController(tabs: [tab("Listen Now", "play.circle"), tab("Radio", "bell"), library])
            delegate = ItemLog(log: log)
            delegate.style = style
            controller.sidebar.delegate = delegate
            controller.sidebar.preferredLayout = .tile
            window.rootViewController = controller
            window.makeKeyAndVisible()
            controller.sidebar.isHidden = false
        }

        var rows: [TabSidebarRow] {
            controller.view.subviews.compactMap { $0 as? TabSidebarView }.first?.rows ?? []
        }

        func row(_ title: String) throws -> TabSidebarRow {
            try #require(rows.first { $0.accessibilityLabel == title })
        }
    }

    @Test func eachRowsItemIsAskedForAsItFirstShowsBeforeTheRowsAreAnnounced() throws {
        let clock = TestApplication()
        let app = try App()
        clock.advance(1)
        let asked = app.log.events.filter { $0.hasPrefix("itemFor") }
        #expect(
            asked == [
                "itemFor(Listen Now)", "itemFor(Radio)", "itemFor(Library)", "itemFor(Songs)", "itemFor(Albums)",
                "itemFor(action New Playlist)",
            ])
        let lastAsk = try #require(app.log.events.lastIndex { $0.hasPrefix("itemFor") })
        let firstShown = try #require(app.log.events.firstIndex { $0.hasPrefix("willBeginDisplaying") })
        #expect(lastAsk < firstShown)
        #expect(!app.log.events.contains { $0.hasPrefix("update") }, "an item is made in its state")
    }

    @Test func aDefaultItemShowsItsTabAndFollowsTheSelection() throws {
        let clock = TestApplication()
        let app = try App()
        clock.advance(1)
        let listen = try app.row("Listen Now"), radio = try app.row("Radio")
        let tint = try #require(app.controller.view.tintColor)
        let content = try #require(listen.item.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "Listen Now" && content.image != nil && content.textProperties.color == .white)
        #expect(listen.item.configurationState.isSelected)
        #expect(listen.item.backgroundConfiguration.resolvedBackgroundColor(for: tint) == tint)
        #expect(radio.item.backgroundConfiguration.resolvedBackgroundColor(for: tint) == .clear)
        #expect(listen.background.backgroundColor == tint && radio.background.backgroundColor == nil)
        #expect(radio.label.textColor == .label && listen.background.layer.cornerRadius == 10)
        let start = app.log.events.count
        app.controller.selectedTab = app.controller.tabs[1]
        #expect(Array(app.log.events[start...]) == ["update(Listen Now, selected: false)", "update(Radio, selected: true)"])
        #expect(radio.background.backgroundColor == tint && radio.label.textColor == .white)
        #expect(listen.background.backgroundColor == nil)
        let heading = try app.row("Library")
        #expect((heading.item.contentConfiguration as? UIListContentConfiguration)?.image == nil)
        #expect(heading.label.font == .systemFont(ofSize: 20, weight: .bold))
        let action = try app.row("New Playlist")
        #expect(action.label.textColor == tint, "an action's title is in the tint colour")
    }

    @Test func anItemTheAppStyledKeepsItsStyleUntilTheAppChangesIt() throws {
        let clock = TestApplication()
        let app = try App { item in
            guard case .tab(let tab) = item.content, tab.identifier == "Radio" else { return }
            var content = item.defaultContentConfiguration()
            content.secondaryText = "Live"
            content.textProperties.color = .systemPurple
            item.contentConfiguration = content
            var background = item.defaultBackgroundConfiguration()
            background.backgroundColor = .systemYellow
            background.strokeWidth = 2
            background.strokeColor = .systemOrange
            item.backgroundConfiguration = background
        }
        clock.advance(1)
        let radio = try app.row("Radio")
        #expect(radio.secondaryLabel.text == "Live" && !radio.secondaryLabel.isHidden)
        #expect(radio.label.textColor == .systemPurple && radio.background.backgroundColor == .systemYellow)
        let stroke = try #require(radio.background.strokeView)
        #expect(stroke.layer.borderWidth == 2 && stroke.layer.borderColor == UIColor.systemOrange.cgColor)
        app.delegate.restyle = { item in
            var content = item.defaultContentConfiguration()
            content.secondaryText = item.configurationState.isSelected ? "Playing" : "Live"
            item.contentConfiguration = content
        }
        app.controller.selectedTab = app.controller.tabs[1]
        #expect(radio.secondaryLabel.text == "Playing" && radio.label.textColor == .white)
        #expect(radio.background.backgroundColor == .systemYellow, "the app's background stays through the change of state")
    }

    @Test func reconfiguringAnItemAsksTheDelegateOnlyForADisplayedRow() throws {
        let clock = TestApplication()
        let app = try App()
        clock.advance(1)
        var plays = 0
        app.delegate.restyle = { item in
            item.accessories = [.label(text: "\(plays)")]
        }
        let start = app.log.events.count
        plays = 12
        app.controller.sidebar.reconfigureItem(for: app.controller.tabs[1])
        #expect(Array(app.log.events[start...]) == ["update(Radio, selected: false)"])
        let radio = try app.row("Radio")
        let label = try #require(radio.accessoryViews.first as? UILabel)
        #expect(label.text == "12" && label.frame.maxX <= radio.bounds.width - TabSidebarRow.edgeInset)
        let hidden = UITab(title: "Elsewhere", image: nil, identifier: "Elsewhere") { _ in UIViewController() }
        app.controller.sidebar.reconfigureItem(for: hidden)
        #expect(app.log.events.count == start + 1, "a tab without a row: nothing")
    }

    @Test func accessoriesShowInTheEditingStatesTheyAskFor() throws {
        let clock = TestApplication()
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let app = try App { item in
            guard case .tab(let tab) = item.content, tab.identifier == "Songs" else { return }
            item.accessories = [
                .disclosureIndicator(displayed: .whenNotEditing),
                .delete(),
                .customView(configuration: .init(customView: dot, placement: .trailing(), maintainsFixedSize: true)),
            ]
        }
        clock.advance(1)
        let songs = try app.row("Songs")
        #expect(songs.accessoryViews.count == 2)
        #expect(songs.accessoryViews.last === dot && dot.frame.size == CGSize(width: 10, height: 10))
        #expect(dot.frame.minX > songs.label.frame.maxX, "trailing, after the title")
        let made = songs.accessoryViews
        app.controller.showSidebarContent()
        #expect(zip(made, songs.accessoryViews).allSatisfy { $0 === $1 }, "nothing changed: the same views")
        (app.controller.tabs[2] as? UITabGroup)?.allowsReordering = true
        app.controller.beginSidebarEditing()
        #expect(app.controller.sidebar.isEditing)
        #expect(songs.accessoryViews.count == 2, "the delete control in place of the chevron")
        let delete = try #require(songs.accessoryViews.first)
        #expect(delete.frame.maxX < songs.label.frame.minX, "the delete control leads")
        var deleted = 0
        songs.item.accessories[1] = .delete { deleted += 1 }
        app.controller.showSidebarContent()
        let control = try #require(songs.accessoryViews.first)
        let start = app.log.events.count
        app.window.sendTap(at: control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: app.window))
        #expect(deleted == 1 && app.controller.sidebar.isEditing && app.log.events.count == start, "the handler, not the row")
        let copy = try #require(songs.item.copy() as? UITabSidebarItem)
        #expect(copy !== songs.item && copy.accessories.count == 3 && copy.configurationState == songs.item.configurationState)
    }

    @Test func aStyledSidebar() throws {
        let clock = TestApplication()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 6
        let app = try App { item in
            guard case .tab(let tab) = item.content else { return }
            switch tab.identifier {
            case "Radio":
                var content = item.defaultContentConfiguration()
                content.secondaryText = "Live now"
                item.contentConfiguration = content
                item.accessories = [.customView(configuration: .init(customView: badge, placement: .trailing()))]
            case "Songs":
                item.accessories = [.label(text: "1,024"), .disclosureIndicator()]
            case "Albums":
                var background = item.defaultBackgroundConfiguration()
                background.strokeColor = .systemGray3
                background.strokeWidth = 1
                item.backgroundConfiguration = background
                item.accessories = [.checkmark()]
            default: break
            }
        }
        clock.advance(1)
        assertSnapshot(of: app.window, named: "sidebar-items")
    }
}

extension SidebarItemTests {
    @Test func aDelegateThatChangesTheTabsWhileAskedLosesNothing() throws {
        let clock = TestApplication()
        var changed = false
        let built = try App { item in
            // While the sidebar asks for Radio's item, the app hides Radio and adds a tab.
            guard !changed, case .tab(let tab) = item.content, tab.identifier == "Radio",
                let controller = tab.tabBarController
            else { return }
            changed = true
            tab.isHidden = true
            controller.tabs.append(UITab(title: "Search", image: nil, identifier: "Search") { _ in UIViewController() })
        }
        clock.advance(1)
        built.controller.view.layoutIfNeeded()
        let titles = built.rows.map { $0.accessibilityLabel ?? "" }
        #expect(changed)
        #expect(!titles.contains("Radio") && titles.contains("Search"), "\(titles)")
        #expect(built.rows.allSatisfy { $0.superview != nil })
        #expect(built.log.events.contains("willBeginDisplaying(Search)") && built.log.events.contains("itemFor(Search)"))
        built.controller.selectedTab = built.controller.tabs.last
        #expect(built.rows.first { $0.accessibilityLabel == "Search" }?.item.configurationState.isSelected == true)
    }
}

extension SidebarItemTests {
    @Test func aRowFollowsItsTabsTitleSubtitleAndBadge() throws {
        let clock = TestApplication()
        let app = try App()
        clock.advance(1)
        let radio = try app.row("Radio")
        #expect(radio.accessoryViews.isEmpty && radio.secondaryLabel.isHidden)
        let start = app.log.events.count
        let tab = app.controller.tabs[1]
        tab.title = "Live Radio"
        tab.subtitle = "On air"
        tab.badgeValue = "3"
        app.controller.view.layoutIfNeeded()
        #expect(radio.label.text == "Live Radio" && radio.secondaryLabel.text == "On air" && !radio.secondaryLabel.isHidden)
        let badge = try #require(radio.accessoryViews.last as? UILabel)
        #expect(badge.text == "3" && badge.frame.maxX <= radio.bounds.width - TabSidebarRow.edgeInset)
        #expect(app.log.events[start...].contains("update(Radio, selected: false)"), "the delegate hears of it")
    }
}

extension SidebarItemTests {
    @Test func inRightToLeftTheAccessoriesSwapEnds() throws {
        let clock = TestApplication()
        let app = try App { item in
            guard case .tab(let tab) = item.content, tab.identifier == "Songs" else { return }
            item.accessories = [.label(text: "12"), .multiselect(displayed: .always)]
        }
        app.window.semanticContentAttribute = .forceRightToLeft
        app.controller.view.setNeedsLayout()
        clock.advance(1)
        app.controller.view.layoutIfNeeded()
        let songs = try app.row("Songs")
        let select = try #require(songs.accessoryViews.first), count = try #require(songs.accessoryViews.last as? UILabel)
        #expect(select.frame.minX > songs.label.frame.maxX, "the leading control on the right")
        #expect(count.frame.maxX < songs.label.frame.minX, "the trailing label on the left")
        #expect(songs.label.textAlignment == .right)
    }
}
