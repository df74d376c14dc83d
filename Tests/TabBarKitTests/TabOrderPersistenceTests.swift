import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// iOS 18's `customizationIdentifier`: the customized tab order is saved when customizing
/// ends with a change and applied to the next controller with that identifier, without
/// state restoration; a file that is not a tab order is ignored with a warning, and a hostile
/// one cannot crash the app.
@Suite(.freshApplication)
@MainActor
struct TabOrderPersistenceTests {
    /// Points the test application's state folder at a fresh temporary one; answers the
    /// folder, for the test to remove.
    private func useFreshStateFolder() -> URL {
        let folder = TestImages.temporaryFolder()
        UIApplication.shared.customRestorationStore = RestorationStore(fileURL: folder.appendingPathComponent("state.archive"))
        return folder
    }

    private func order(_ controller: UITabBarController) -> [String] {
        (controller.viewControllers ?? []).map(LoggingViewController.label)
    }

    private func storeFile(_ identifier: String) -> URL { TabCustomization.store(for: identifier, of: .shared).fileURL }

    /// Customizes `fixture` by swapping the More tab `from` onto bar slot `slot` from code
    /// paths a drop takes, then ends.
    private func customize(_ fixture: TabBarFixture, dropping title: String, onSlot slot: Int) throws {
        let clock = TestApplication()
        fixture.controller.tabBar.beginCustomizingItems(fixture.tabs.map(\.tabBarItem))
        clock.tick(0.5)
        fixture.window.layoutIfNeeded()
        let cell = try #require(fixture.controller.tabBar.customizer?.sheet?.cells.first { $0.item.title == title })
        let button = fixture.controller.tabBar.buttons[slot]
        let touch = fixture.window.beginTouch(at: cell.convert(CGPoint(x: 40, y: 40), to: nil))
        fixture.window.endTouch(touch, at: button.convert(CGPoint(x: button.bounds.midX, y: 20), to: nil))
        fixture.controller.tabBar.endCustomizing(animated: false)
    }

    /// With iOS 18's tabs the user's order is the order of `tabs`: it stays when a tab is
    /// hidden, and comes back for the same identifier.
    @Test func customizedTabsKeepTheirOrderAndComeBack() throws {
        let folder = useFreshStateFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = TestApplication()
        func makeTabs() -> [UITab] {
            (1...7).map { index in UITab(title: "T\(index)", image: nil, identifier: "t\(index)") { _ in UIViewController() } }
        }
        let tabs = makeTabs()
        let controller = UITabBarController(tabs: tabs)
        controller.customizationIdentifier = "tabs"
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.tabBar.beginCustomizingItems((controller.viewControllers ?? []).map(\.tabBarItem))
        clock.tick(0.5)
        window.layoutIfNeeded()
        let cell = try #require(controller.tabBar.customizer?.sheet?.cells.first { $0.item.title == "T7" })
        let button = controller.tabBar.buttons[0]
        let touch = window.beginTouch(at: cell.convert(CGPoint(x: 40, y: 40), to: nil))
        window.endTouch(touch, at: button.convert(CGPoint(x: button.bounds.midX, y: 20), to: nil))
        controller.tabBar.endCustomizing(animated: false)
        let customized = ["t7", "t2", "t3", "t4", "t5", "t6", "t1"]
        #expect(controller.tabs.map(\.identifier) == customized)
        tabs[2].isHidden = true
        #expect(controller.tabs.map(\.identifier) == customized)
        #expect(controller.tabBar.items?.map(\.title) == ["T7", "T2", "T4", "T5", "More"])

        // A new launch: the saved order applies to new tabs with the same identifiers.
        let next = UITabBarController()
        next.customizationIdentifier = "tabs"
        next.tabs = makeTabs()
        #expect(next.tabs.map(\.identifier) == customized)
    }

    @Test func theCustomizedOrderComesBackForTheSameIdentifier() throws {
        let folder = useFreshStateFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = (1...7).map { "T\($0)" }
        let first = TabBarFixture(names)
        first.controller.customizationIdentifier = "main"
        try customize(first, dropping: "T7", onSlot: 0)
        #expect(order(first.controller) == ["T7", "T2", "T3", "T4", "T5", "T6", "T1"])
        #expect(FileManager.default.fileExists(atPath: storeFile("main").path))

        // A new launch: the same tabs, set before or after the identifier.
        let second = TabBarFixture(names, show: false)
        #expect(order(second.controller) == names)
        second.controller.customizationIdentifier = "main"
        #expect(order(second.controller) == ["T7", "T2", "T3", "T4", "T5", "T6", "T1"])
        let third = UITabBarController()
        third.customizationIdentifier = "main"
        third.viewControllers = second.tabs.reversed()
        #expect(order(third) == ["T7", "T2", "T3", "T4", "T5", "T6", "T1"])
        // Tabs the saved order does not know come after the known ones, in the order given.
        let log = EventLog()
        third.viewControllers = [LoggingViewController("New", log: log)] + second.tabs.prefix(3)
        #expect(order(third) == ["T2", "T3", "T1", "New"])
        // Another identifier, or none, keeps the order given.
        let other = UITabBarController()
        other.customizationIdentifier = "other"
        other.viewControllers = second.tabs
        #expect(order(other) == names)
    }

    @Test func anOrderIsSavedOnlyWhenSomethingChanged() throws {
        let folder = useFreshStateFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = TabBarFixture((1...7).map { "T\($0)" })
        fixture.controller.customizationIdentifier = "unchanged"
        fixture.controller.tabBar.beginCustomizingItems(fixture.tabs.map(\.tabBarItem))
        #expect(!fixture.controller.tabBar.endCustomizing(animated: false))
        #expect(!FileManager.default.fileExists(atPath: storeFile("unchanged").path))
    }

    @Test(arguments: [
        Data("garbage".utf8), Data(), StateFileBytes.archive([:]), TabOrderFiles.future, TabOrderFiles.olderPropertyList,
        TabOrderFiles.hiddenAsText, TabOrderFiles.groupsAsArray, TabOrderFiles.groupOrderOfNumbers,
    ])
    func aFileThatIsNotATabOrderIsIgnoredWithAWarning(_ contents: Data) throws {
        let folder = useFreshStateFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TabCustomization.store(for: "bad", of: .shared).write(contents)
        let names = (1...6).map { "T\($0)" }
        var fixture: TabBarFixture?
        let messages = LogCapture.messages(from: "TabBarKit.application") {
            fixture = TabBarFixture(names)
            fixture?.controller.customizationIdentifier = "bad"
        }
        #expect(order(try #require(fixture).controller) == names)
        #expect(messages.count == 1 && messages.first?.contains("; the tabs keep the order given") == true, "\(messages)")
        // The file is left as it was: nothing is lost.
        #expect(FileManager.default.contents(atPath: storeFile("bad").path) == contents)
    }

    /// The sidebar's choices are written beside the order and read back as they were; an
    /// order written before the sidebar existed reads as one with no choices.
    @Test func theSidebarChoicesRoundTripThroughTheFile() throws {
        let saved = TabCustomization(
            order: ["T2", "T1"], hidden: ["t1": true, "t3": false], groups: ["library": ["b", "a"], "empty": []])
        #expect(try TabCustomization.decode(saved.encoded().get()).get() == saved)
        let older = try StateFileFormat.encode(.dictionary(["order": .array([.string("T1")])]), as: .tabOrder).get()
        #expect(try TabCustomization.decode(older).get() == TabCustomization(order: ["T1"]))
        #expect(
            "\(TabCustomization.decode(TabOrderFiles.hiddenAsText))".contains(#""hidden" holds a string for t1"#),
            "the fault names what is wrong")
    }

    /// A hostile file under the identifier: the tabs keep the order given, the app goes on.
    @Test(arguments: [
        TabOrderFiles.nestedArrays(depth: 100_000), TabOrderFiles.olderNestedArrays(depth: 100_000),
        Data(repeating: 0xFF, count: 4_096), Data(count: 64 << 20),
    ])
    func aHostileOrderFileIsIgnored(_ contents: Data) throws {
        let folder = useFreshStateFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TabCustomization.store(for: "hostile", of: .shared).write(contents)
        let names = (1...6).map { "T\($0)" }
        let fixture = TabBarFixture(names)
        let messages = LogCapture.messages(from: "TabBarKit.application") { fixture.controller.customizationIdentifier = "hostile" }
        #expect(order(fixture.controller) == names)
        #expect(messages.count == 1 && messages.first?.contains("; the tabs keep the order given") == true, "\(messages)")
    }
}

/// Tab order files that are not tab orders.
enum TabOrderFiles {
    private static func body(_ entries: [String: StateValue]) -> Data {
        try! StateFileFormat.encode(.dictionary(["order": .array([.string("T1")])].merging(entries) { $1 }), as: .tabOrder).get()
    }

    /// A sidebar visibility that is not a Boolean.
    static var hiddenAsText: Data { body(["hidden": .dictionary(["t1": .string("yes")])]) }
    /// Group orders that are not a dictionary.
    static var groupsAsArray: Data { body(["groups": .array([.string("library")])]) }
    /// A group's order that holds numbers.
    static var groupOrderOfNumbers: Data { body(["groups": .dictionary(["library": .array([.integer(3)])])]) }

    /// An order written by a later version of TabBarKit.
    static var future: Data {
        let good = try! TabCustomization(order: ["T2", "T1"]).encoded().get()
        return StateFileBytes.sealed(
            Array(good.dropFirst(StateFileFormat.headerSize)), kind: .tabOrder, version: StateFileFormat.version + 1)
    }

    /// A property list as older versions wrote.
    static var olderPropertyList: Data {
        Data(
            (#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0">"#
                + "<dict><key>order</key><array><string>T3</string></array></dict></plist>").utf8)
    }

    /// A property list as older versions wrote, whose order is arrays nested `depth` deep
    /// (which crashes Foundation's property list decoder).
    static func olderNestedArrays(depth: Int) -> Data {
        let head =
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>format</key>"#
            + "<string>TabBarKit.tabOrder</string><key>version</key><integer>1</integer><key>order</key>"
        let nested = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        return Data((head + nested + "</dict></plist>").utf8)
    }

    /// A tab order file whose order is arrays nested `depth` deep, sealed with a true checksum.
    static func nestedArrays(depth: Int) -> Data {
        var body = StateFileBytes()
        body.dictionary(1)
        body.key("order")
        for _ in 0..<depth {
            body.array(1)
        }
        body.tag(.null)
        return StateFileBytes.sealed(body.bytes, kind: .tabOrder)
    }
}
