import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Menus as UIKit code builds them: actions with attributes and states, inline sections,
/// submenus, palettes and deferred elements, and the rows a shown menu makes of them.
@Suite(.freshApplication)
@MainActor
struct MenuModelTests {
    @Test func aMenuKeepsWhatItWasMadeWithAndFindsTheCheckedActionsInItsSubmenus() {
        let name = UIAction(title: "Name", state: .on) { _ in }
        let date = UIAction(title: "Date") { _ in }
        let size = UIAction(title: "Size", state: .on) { _ in }
        let sort = UIMenu(title: "Sort", options: .singleSelection, children: [name, date])
        let menu = UIMenu(title: "View", children: [sort, UIMenu(options: .displayInline, children: [size])])
        #expect(menu.options == [] && menu.preferredElementSize == .automatic && menu.image == nil && menu.subtitle == nil)
        #expect(menu.identifier != UIMenu().identifier, "each menu gets its own identifier")
        #expect(menu.selectedElements.map(\.title) == ["Name", "Size"])
        let other = menu.replacingChildren([date])
        #expect(other.title == "View" && other.identifier == menu.identifier && other.children.map(\.title) == ["Date"])
        #expect(menu.children.count == 2, "the original keeps its children")
        let copy = menu.copy() as! UIMenu
        #expect(copy.children.count == 2 && copy.children[0] !== sort && copy.title == "View")
    }

    @Test func anActionIsAMenuLeafWithAttributesStateAndASender() {
        var heard: [String] = []
        let delete = UIAction(
            title: "Delete", subtitle: "From all devices", image: UIImage(systemName: "star"),
            attributes: [.destructive, .keepsMenuPresented]
        ) { action in heard.append("\(action.title) from \(action.sender.map { "\(type(of: $0))" } ?? "nil")") }
        #expect(delete.state == .off && delete.attributes.contains(.destructive) && delete.subtitle == "From all devices")
        let element: UIMenuElement = delete
        #expect(element.title == "Delete" && element.image != nil)
        let leaf: any UIMenuLeaf = delete
        leaf.perform(withSender: UIButton(), target: nil)
        delete.title = "Remove"
        (delete.copy() as! UIAction).perform(withSender: nil, target: nil)
        #expect(heard == ["Delete from UIButton", "Remove from nil"])
        #expect(UIMenuElement.Attributes.hidden.rawValue == 4 && UIMenu.Options.singleSelection.rawValue == 32)
        #expect(UIMenu.ElementSize.automatic.rawValue == -1 && UIMenuElement.State.mixed.rawValue == 2)
    }

    /// The rows as a test reads them: a title, an action (with `!` when destructive, `-`
    /// when disabled, `✓` when on), a submenu `>`, a palette `[…]`, or loading.
    private func describe(_ sections: [[MenuRow]]) -> [[String]] {
        sections.map { section in
            section.map { row in
                switch row {
                case .title(let title): "title \(title)"
                case .action(let action, _):
                    (action.state == .on ? "✓" : "") + (action.attributes.contains(.destructive) ? "!" : "")
                        + (action.attributes.contains(.disabled) ? "-" : "") + action.title
                case .submenu(let menu): "\(menu.title) >"
                case .openSubmenu(let menu): "\(menu.title) v"
                case .palette(let actions, let size, _): "[\(actions.map(\.title).joined(separator: " "))] \(size)"
                case .loading: "loading"
                }
            }
        }
    }

    @Test func inlineMenusMakeSectionsHiddenElementsAreLeftOutAndSubmenusAreRows() {
        let menu = UIMenu(
            title: "Library",
            children: [
                UIAction(title: "Open") { _ in },
                UIAction(title: "Secret", attributes: .hidden) { _ in },
                UIMenu(
                    options: .displayInline,
                    children: [
                        UIAction(title: "Pin", state: .on) { _ in }, UIAction(title: "Rename", attributes: .disabled) { _ in },
                    ]),
                UIMenu(title: "Move To", children: [UIAction(title: "Archive") { _ in }]),
                UIMenu(
                    options: .displayInline, preferredElementSize: .medium,
                    children: [UIAction(title: "Cut") { _ in }, UIAction(title: "Copy") { _ in }]),
                UIAction(title: "Delete", attributes: .destructive) { _ in },
            ])
        let sections = MenuContent.sections(of: menu, openSubmenus: []) { _ in nil }
        #expect(
            describe(sections) == [
                ["title Library", "Open"], ["✓Pin", "-Rename"], ["Move To >"], ["[Cut Copy] medium"], ["!Delete"],
            ])
        let moveTo = menu.children[3] as! UIMenu
        #expect(describe(MenuContent.sections(of: menu, openSubmenus: [moveTo]) { _ in nil }) == [["Move To v"], ["Archive"]])
        let palette = UIMenu(options: .displayAsPalette, children: [UIAction(title: "Red") { _ in }])
        #expect(describe(MenuContent.sections(of: UIMenu(children: [palette]), openSubmenus: []) { _ in nil }) == [["[Red] small"]])
    }

    @Test func aDeferredElementLoadsOnceWhenCachedAndEachTimeWhenNot() {
        var cachedRuns = 0
        var uncachedRuns = 0
        let cached = UIDeferredMenuElement { completion in
            cachedRuns += 1
            completion([UIAction(title: "Recent") { _ in }])
        }
        let uncached = UIDeferredMenuElement.uncached { completion in
            uncachedRuns += 1
            completion([UIAction(title: "Live \(uncachedRuns)") { _ in }])
            completion([UIAction(title: "ignored") { _ in }])
        }
        var heard: [String] = []
        for _ in 0..<2 {
            cached.load { heard.append(contentsOf: $0.map(\.title)) }
            uncached.load { heard.append(contentsOf: $0.map(\.title)) }
        }
        #expect(cachedRuns == 1 && uncachedRuns == 2)
        #expect(heard == ["Recent", "Live 1", "Recent", "Live 2"])
        let waiting = UIDeferredMenuElement { _ in }
        let sections = MenuContent.sections(of: UIMenu(children: [waiting]), openSubmenus: []) { _ in nil }
        #expect(describe(sections) == [["loading"]])
    }
}
