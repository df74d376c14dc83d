import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A bar's delegate that logs the four customizing calls with their items.
@MainActor
private final class LoggingBarDelegate: NSObject, UITabBarDelegate {
    var events: [String] = []

    private func names(_ items: [UITabBarItem]) -> String { items.map { $0.title ?? "" }.joined(separator: ",") }

    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        events.append("willBegin(\(names(items)), customizing: \(tabBar.isCustomizing))")
    }

    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) { events.append("didBegin(\(names(items)))") }

    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        events.append("willEnd(\(names(items)), changed: \(changed))")
    }

    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        events.append("didEnd(\(names(items)), changed: \(changed), customizing: \(tabBar.isCustomizing))")
    }
}

/// `beginCustomizingItems(_:)`, `endCustomizing(animated:)` and `isCustomizing` on a bar
/// that no controller owns: the sheet over the bar's superview, drops that replace or swap
/// the bar's items, and the four delegate calls in order.
@Suite(.freshApplication)
@MainActor
struct TabBarStandaloneCustomizingTests {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    private let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    private let bar = UITabBar(frame: CGRect(x: 0, y: 618, width: 375, height: 49))
    private let items = ["A", "B", "C", "D", "E", "F"].map { UITabBarItem(title: $0, image: nil, tag: 0) }
    private let delegate = LoggingBarDelegate()

    init() {
        window.addSubview(root)
        root.addSubview(bar)
        bar.delegate = delegate
        bar.items = Array(items.prefix(4))
        bar.selectedItem = items[1]
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    private func titles() -> [String] { (bar.items ?? []).map { $0.title ?? "" } }

    private func center(of view: UIView) -> CGPoint {
        window.layoutIfNeeded()
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    private func drag(from start: CGPoint, to end: CGPoint) {
        let touch = window.beginTouch(at: start)
        window.moveTouch(touch, to: CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2))
        window.moveTouch(touch, to: end)
        window.endTouch(touch, at: end)
    }

    @Test func beginAndEndCallTheDelegateInOrderAroundTheSlides() throws {
        let app = TestApplication()
        #expect(!bar.isCustomizing && !bar.endCustomizing(animated: true))
        bar.beginCustomizingItems(items)
        #expect(bar.isCustomizing)
        #expect(delegate.events == ["willBegin(A,B,C,D,E,F, customizing: true)"])
        app.tick(0.2)
        #expect(delegate.events.count == 1)
        app.tick(0.34)
        #expect(delegate.events.last == "didBegin(A,B,C,D,E,F)")
        let sheet = try #require(bar.customizer?.sheet)
        #expect(sheet.superview === root && sheet.frame == CGRect(x: 0, y: 0, width: 375, height: 618))

        // E from the grid onto C's slot replaces C; then A's slot dragged onto D's swaps them.
        let e = try #require(sheet.cells.first { $0.item.title == "E" })
        drag(from: center(of: e), to: center(of: bar.buttons[2]))
        #expect(titles() == ["A", "B", "E", "D"])
        drag(from: center(of: bar.buttons[0]), to: center(of: bar.buttons[3]))
        #expect(titles() == ["D", "B", "E", "A"])
        // B is still selected.
        #expect(bar.selectedItem === items[1])

        #expect(bar.endCustomizing(animated: true))
        #expect(delegate.events.last == "willEnd(A,B,C,D,E,F, changed: true)")
        // Asking again while the sheet slides away changes nothing.
        #expect(bar.endCustomizing(animated: true) && delegate.events.count == 3)
        app.tick(1)
        app.tick(1.4)
        #expect(delegate.events.last == "didEnd(A,B,C,D,E,F, changed: true, customizing: false)")
        #expect(sheet.superview == nil && !bar.isCustomizing)
        // Once ended, taps select again.
        window.sendTap(at: center(of: bar.buttons[0]))
        #expect(bar.selectedItem === items[3])
    }

    @Test func aBarThatIsNotInAViewCustomizesWithoutASheet() {
        let loose = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        let delegate = LoggingBarDelegate()
        loose.delegate = delegate
        loose.items = Array(items.prefix(2))
        loose.beginCustomizingItems(items)
        #expect(loose.isCustomizing && loose.customizer?.sheet == nil)
        #expect(!loose.endCustomizing(animated: false) && !loose.isCustomizing)
        #expect(
            delegate.events == [
                "willBegin(A,B,C,D,E,F, customizing: true)", "didBegin(A,B,C,D,E,F)",
                "willEnd(A,B,C,D,E,F, changed: false)", "didEnd(A,B,C,D,E,F, changed: false, customizing: false)",
            ])
    }

    @Test func aSecondBeginWhileCustomizingIsRefused() {
        bar.beginCustomizingItems(items)
        let messages = LogCapture.messages(from: "TabBarKit.viewControllers") { bar.beginCustomizingItems([items[0]]) }
        #expect(messages.contains { $0.contains("customized already") })
        #expect(bar.customizer?.items.count == 6 && delegate.events.count == 1)
        bar.endCustomizing(animated: false)
    }

    @Test func itemsOnTheBarThatAreNotOnTheSheetCannotBeReplaced() throws {
        let app = TestApplication()
        bar.beginCustomizingItems([items[0], items[4]])
        app.tick(0.5)
        let e = try #require(bar.customizer?.sheet?.cells.first { $0.item.title == "E" })
        drag(from: center(of: e), to: center(of: bar.buttons[1]))
        #expect(titles() == ["A", "B", "C", "D"])
        drag(from: center(of: e), to: center(of: bar.buttons[0]))
        #expect(titles() == ["E", "B", "C", "D"])
        bar.endCustomizing(animated: false)
    }
}
