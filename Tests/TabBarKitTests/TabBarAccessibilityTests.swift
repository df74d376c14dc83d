import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// What assistive tools read from a tab bar: one button element per item, in reading order.
@Suite(.freshApplication)
@MainActor
struct TabBarAccessibilityTests {
    @Test func eachItemIsAButtonElementInReadingOrder() throws {
        let items = boroughItems()
        items[1].accessibilityLabel = "Kings County"
        let scene = TabBarScene(items: items)
        #expect(scene.bar.accessibilityTraits.contains(.tabBar))
        let elements = try #require(scene.bar.accessibilityElements as? [UIView])
        #expect(elements.count == 5)
        #expect(zip(elements, scene.bar.buttons).allSatisfy { $0 === $1 })
        #expect(elements.allSatisfy { $0.isAccessibilityElement })
        #expect(elements.map(\.accessibilityLabel) == ["Bronx", "Kings County", "Manhattan", "Queens", "Staten Island"])
        #expect(elements.map(\.accessibilityValue) == (1...5).map { "Tab, \($0) of 5" })
        #expect(elements[0].accessibilityTraits == [.button, .selected])
        #expect(elements[1].accessibilityTraits == .button)
    }

    @Test func framesAreInScreenCoordinates() {
        let scene = TabBarScene(items: boroughItems())
        let barTop = scene.window.bounds.height - 49
        #expect(scene.button(2).accessibilityFrame == CGRect(x: 150, y: barTop, width: 75, height: 49))
    }

    @Test func traitsFollowSelectionAndEnabling() {
        let items = boroughItems()
        items[3].isEnabled = false
        let scene = TabBarScene(items: items)
        #expect(scene.button(3).accessibilityTraits == [.button, .notEnabled])
        scene.tap(2)
        #expect(scene.button(2).accessibilityTraits == [.button, .selected])
        #expect(scene.button(0).accessibilityTraits == .button)
        items[3].isEnabled = true
        #expect(scene.button(3).accessibilityTraits == .button)
    }

    /// Right to left the first item is on the right and still read first.
    @Test func rightToLeftReadsFromTheRight() throws {
        let items = [
            UITabBarItem(title: "בית", image: TabIcons.ring, tag: 0),
            UITabBarItem(title: "חיפוש", image: TabIcons.triangle, tag: 1),
            UITabBarItem(title: "הגדרות", image: nil, tag: 2),
        ]
        let scene = TabBarScene(items: items) { $0.semanticContentAttribute = .forceRightToLeft }
        let elements = try #require(scene.bar.accessibilityElements as? [UIView])
        #expect(elements.map(\.accessibilityLabel) == ["בית", "חיפוש", "הגדרות"])
        #expect(elements.map(\.accessibilityValue) == ["Tab, 1 of 3", "Tab, 2 of 3", "Tab, 3 of 3"])
        let xs = elements.map(\.accessibilityFrame.minX)
        #expect(xs[0] > xs[1] && xs[1] > xs[2])
    }

    @Test func systemItemsReadTheirSystemTitle() throws {
        let scene = TabBarScene(items: [UITabBarItem(tabBarSystemItem: .contacts, tag: 0), UITabBarItem(tabBarSystemItem: .search, tag: 1)])
        let elements = try #require(scene.bar.accessibilityElements as? [UIView])
        #expect(elements.map(\.accessibilityLabel) == ["Contacts", "Search"])
    }

    @Test func anEmptyBarHasNoElementsAndItemsChangeThem() throws {
        let scene = TabBarScene(items: [])
        #expect((scene.bar.accessibilityElements ?? ["x"]).isEmpty)
        scene.bar.items = Array(boroughItems().prefix(2))
        let elements = try #require(scene.bar.accessibilityElements as? [UIView])
        #expect(elements.map(\.accessibilityValue) == ["Tab, 1 of 2", "Tab, 2 of 2"])
    }
}
