import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Where tabs go on iPad: each tab's preferred placement puts it on the floating bar (fixed
/// ones first, pinned ones last, a group's children only when placed there) or leaves it to
/// the sidebar; a group's sidebar appearance lists it as a section or inline.
@Suite(.freshApplication)
@MainActor
struct TabPlacementTests {
    private func tab(_ id: String, _ placement: UITab.Placement = .automatic, log: EventLog) -> UITab {
        let tab = UITab(title: id, image: UIImage(systemName: "star"), identifier: id) { tab in
            LoggingViewController(tab.identifier, log: log)
        }
        tab.preferredPlacement = placement
        return tab
    }

    private func show(_ controller: UITabBarController) throws -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 1366))
        window.screen = UIScreen(configuration: try ScreenConfiguration.preset(named: "ipad"))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    private func floatingBar(of controller: UITabBarController) throws -> FloatingTabBar {
        try #require(controller.view.subviews.compactMap { $0 as? FloatingTabBar }.first)
    }

    @Test func placementsOrderTheFloatingBar() throws {
        let log = EventLog()
        let group = UITabGroup(
            title: "G", image: nil, identifier: "G",
            children: [tab("G1", .default, log: log), tab("G2", log: log), tab("G3", .pinned, log: log)])
        let controller = UITabBarController(tabs: [
            tab("A", log: log), tab("B", .pinned, log: log), tab("C", .fixed, log: log), tab("D", .sidebarOnly, log: log),
            tab("E", .optional, log: log), group, tab("F", .movable, log: log),
        ])
        let window = try show(controller)
        defer { withExtendedLifetime(window) {} }
        let bar = try floatingBar(of: controller)
        #expect(bar.items.map(\.tab.identifier) == ["C", "A", "G", "G1", "F", "B", "G3"])
        #expect(controller.viewControllers?.count == 7, "every root tab still stands for a controller")
        controller.tab(forIdentifier: "D")?.preferredPlacement = .default
        #expect(bar.items.map(\.tab.identifier) == ["C", "A", "D", "G", "G1", "F", "B", "G3"])
        controller.tab(forIdentifier: "G1")?.isHidden = true
        #expect(bar.items.map(\.tab.identifier) == ["C", "A", "D", "G", "F", "B", "G3"])
    }

    /// A group's child on the bar selects through the tab delegate; a child not on the bar
    /// puts its group on the platter.
    @Test func aChildOnTheBarSelectsItself() throws {
        let log = EventLog()
        let group = UITabGroup(
            title: "Library", image: nil, identifier: "Library",
            children: [tab("Songs", .default, log: log), tab("Albums", log: log)])
        let controller = UITabBarController(tabs: [tab("Home", log: log), group])
        let delegate = LoggingTabBarDelegate(log: log)
        controller.delegate = delegate
        let window = try show(controller)
        let bar = try floatingBar(of: controller)
        #expect(bar.items.map(\.tab.identifier) == ["Home", "Library", "Songs"])
        window.layoutIfNeeded()
        let songs = try #require(bar.items.last)
        let start = log.events.count
        window.sendTap(at: songs.convert(CGPoint(x: songs.bounds.midX, y: songs.bounds.midY), to: window))
        #expect(
            log.events[start...].filter { $0.hasPrefix("delegate") } == [
                "delegate.shouldSelectTab(Songs)", "delegate.didSelectTab(Songs, previous: Home)",
            ])
        #expect(controller.selectedTab?.identifier == "Songs")
        #expect(bar.items.filter(\.isSelected).map(\.tab.identifier) == ["Songs"])
        controller.selectedTab = group.children[1]
        #expect(bar.items.filter(\.isSelected).map(\.tab.identifier) == ["Library"], "the group stands for a child not on the bar")
    }

    @Test func aGroupsSidebarAppearanceListsItInlineOrAsASection() throws {
        let log = EventLog()
        let nested = UITabGroup(title: "Nested", image: nil, identifier: "N", children: [tab("N1", log: log)])
        let outer = UITabGroup(title: "Outer", image: nil, identifier: "O", children: [tab("O1", log: log), nested])
        let inline = UITabGroup(title: "Inline", image: nil, identifier: "I", children: [tab("I1", log: log), tab("I2", log: log)])
        inline.sidebarActions = [UIAction(title: "Add") { _ in }]
        let last = UITabGroup(title: "Last", image: nil, identifier: "L", children: [tab("L1", log: log)])
        let roots = [tab("A", log: log), outer, inline, tab("B", log: log), last]
        func listed() -> [String] {
            TabSidebarView.rows(for: roots) { !$0.isHidden }.map { row in
                switch row {
                case .tab(let tab): tab.identifier
                case .heading(let group): "[\(group.identifier)]"
                case .action(let action, _): "+\(action.title)"
                }
            }
        }
        #expect(listed() == ["A", "B", "[O]", "O1", "N", "[I]", "I1", "I2", "+Add", "[L]", "L1"])
        inline.sidebarAppearance = .inline
        nested.sidebarAppearance = .rootSection
        #expect(listed() == ["A", "I1", "I2", "+Add", "B", "[O]", "O1", "[N]", "N1", "[L]", "L1"])
        outer.sidebarAppearance = .rootSection
        #expect(listed().prefix(5) == ["A", "I1", "I2", "+Add", "B"])
    }
}
