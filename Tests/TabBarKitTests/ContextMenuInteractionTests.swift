import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A delegate that gives a menu of `actions` for a card, logging each call in order and
/// adding an animation and a completion to each animator.
@MainActor
final class LoggingContextMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    let log = EventLog()
    var menu: () -> UIMenu?
    var gives = true
    var previewController: UIViewController?

    init(menu: @escaping () -> UIMenu?) {
        self.menu = menu
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.add("configuration at \(Int(location.x)),\(Int(location.y))")
        guard gives else { return nil }
        let controller = previewController
        return UIContextMenuConfiguration(
            identifier: "card" as NSString,
            previewProvider: controller.map { controller in { controller } },
            actionProvider: { [log, menu] suggested in
                log.add("actions (\(suggested.count) suggested)")
                return menu()
            })
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        highlightPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview? {
        log.add("highlight \(identifier)")
        return nil
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.add("will display")
        animator?.addCompletion { [log] in log.add("displayed") }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.add("will end")
        animator?.addCompletion { [log] in log.add("ended") }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        log.add("commit preview \(animator.previewViewController.map { "\(type(of: $0))" } ?? "nil")")
        animator.preferredCommitStyle = .pop
        animator.addCompletion { [log] in log.add("committed") }
    }
}

/// A phone-sized window with a card that has a context menu interaction.
@MainActor
struct ContextMenuScene {
    let app = TestApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 80))
    let delegate: LoggingContextMenuDelegate
    let interaction: UIContextMenuInteraction

    init(menu: @escaping () -> UIMenu?) {
        window.backgroundColor = .white
        card.backgroundColor = .systemBlue
        window.addSubview(card)
        delegate = LoggingContextMenuDelegate(menu: menu)
        interaction = UIContextMenuInteraction(delegate: delegate)
        card.addInteraction(interaction)
    }

    /// Rests a finger on the card long enough to open its menu, lifts it, and lets the
    /// menu settle.
    func longPress(at point: CGPoint = CGPoint(x: 60, y: 120)) {
        let touch = window.beginTouch(at: point)
        app.advance(0.6)
        window.endTouch(touch)
        app.advance(0.5)
    }

    var menu: MenuPresentation? { window.shownMenu }

    /// The titles of the rows shown, in order.
    var rowTitles: [String] { menu?.list.rowViews.compactMap(\.accessibilityLabel) ?? [] }

    /// Taps the row titled `title` and lets the menu end.
    func tapRow(_ title: String, settle: Bool = true) {
        guard let row = menu?.list.rowViews.first(where: { $0.accessibilityLabel == title }) else {
            Issue.record("no row titled \(title) among \(rowTitles)")
            return
        }
        window.sendTap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: window))
        if settle { app.advance(0.5) }
    }
}

@Suite(.freshApplication)
@MainActor
struct ContextMenuInteractionTests {
    private static func cardMenu(_ log: EventLog) -> UIMenu {
        UIMenu(
            title: "Card",
            children: [
                UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { action in
                    log.add("share (sender \(action.sender == nil ? "nil" : "set"))")
                },
                UIAction(title: "Rename", attributes: .disabled) { _ in log.add("rename") },
                UIAction(title: "Secret", attributes: .hidden) { _ in log.add("secret") },
                UIAction(title: "Delete", attributes: .destructive) { _ in log.add("delete") },
            ])
    }

    @Test func aRestingFingerAsksForTheConfigurationThePreviewAndTheMenuThenShowsIt() {
        let handlers = EventLog()
        let scene = ContextMenuScene { nil }
        scene.delegate.menu = { Self.cardMenu(handlers) }
        let touch = scene.window.beginTouch(at: CGPoint(x: 60, y: 120))
        scene.app.advance(0.4)
        #expect(scene.menu == nil && scene.interaction.menuAppearance == .unknown, "not before half a second")
        scene.app.advance(0.2)
        #expect(
            scene.delegate.log.events == [
                "configuration at 40,20", "highlight card", "actions (0 suggested)", "will display",
            ])
        #expect(scene.interaction.menuAppearance == .rich)
        #expect(scene.interaction.location(in: scene.card) == CGPoint(x: 40, y: 20))
        #expect(scene.interaction.location(in: nil) == CGPoint(x: 60, y: 120))
        scene.window.endTouch(touch)
        scene.app.advance(0.5)
        #expect(scene.delegate.log.events.last == "displayed")
        #expect(scene.rowTitles == ["Card", "Share", "Rename", "Delete"], "the hidden action is left out")
        let menu = scene.menu!
        #expect(menu.backdrop.frame == scene.window.bounds && menu.backdrop.subviews.first is UIVisualEffectView)
        let preview = menu.preview as! LiftedPreviewView
        #expect(preview.frame == scene.card.frame && preview.target.view === scene.card)
        #expect(menu.list.frame.minY == scene.card.frame.maxY + MenuMetrics.gap, "below the preview")
        #expect(menu.list.frame.minX == scene.card.frame.minX, "at its leading edge")
        #expect(menu.list.frame.width == MenuMetrics.minimumWidth)
        #expect(menu.list.accessibilityViewIsModal)
        #expect((menu.list.accessibilityElements as? [UIView])?.map(\.accessibilityLabel) == ["Card", "Share", "Rename", "Delete"])
        #expect(menu.list.rowViews[0].accessibilityTraits == .header)
        #expect(menu.list.rowViews[2].accessibilityTraits == [.button, .notEnabled])
        #expect(handlers.events.isEmpty)
    }

    @Test func choosingAnActionEndsTheMenuThenRunsItsHandler() {
        let handlers = EventLog()
        let scene = ContextMenuScene { nil }
        scene.delegate.menu = { Self.cardMenu(handlers) }
        scene.longPress()
        scene.tapRow("Rename")
        scene.tapRow("Card")
        #expect(scene.menu != nil && handlers.events.isEmpty, "a disabled action and the title do nothing")
        scene.tapRow("Share", settle: false)
        #expect(scene.delegate.log.events.suffix(1) == ["will end"])
        #expect(handlers.events.isEmpty, "the handler waits for the menu to go")
        #expect(scene.menu != nil && scene.interaction.menuAppearance == .rich)
        scene.app.advance(0.5)
        #expect(handlers.events == ["share (sender nil)"])
        #expect(scene.delegate.log.events.suffix(2) == ["will end", "ended"])
        #expect(scene.menu == nil && scene.interaction.menuAppearance == .unknown)
        #expect(scene.window.subviews == [scene.card], "the menu's views are gone")
    }

    @Test func aTapOutsideTheMenuEndsItAndRunsNothing() {
        let handlers = EventLog()
        let scene = ContextMenuScene { nil }
        scene.delegate.menu = { Self.cardMenu(handlers) }
        scene.longPress()
        scene.window.sendTap(at: CGPoint(x: 300, y: 560))
        scene.app.advance(0.5)
        #expect(scene.menu == nil && handlers.events.isEmpty)
        #expect(scene.delegate.log.events.suffix(2) == ["will end", "ended"])
        scene.window.sendTap(at: CGPoint(x: 60, y: 120))
        #expect(scene.delegate.log.events.last == "ended", "a tap is not a long press")
    }

    @Test func tappingThePreviewCommitsItThroughTheDelegate() {
        let scene = ContextMenuScene { UIMenu(children: [UIAction(title: "Open") { _ in }]) }
        final class Detail: UIViewController {}
        let detail = Detail()
        detail.preferredContentSize = CGSize(width: 300, height: 200)
        scene.delegate.previewController = detail
        scene.longPress()
        let preview = scene.menu!.preview!
        #expect(preview is PreviewContainerView && preview.frame.size == CGSize(width: 300, height: 200))
        #expect(!scene.delegate.log.events.contains("highlight card"), "a preview controller needs no target")
        scene.window.sendTap(at: CGPoint(x: preview.frame.midX, y: preview.frame.midY))
        scene.app.advance(0.5)
        #expect(scene.delegate.log.events.suffix(4) == ["commit preview Detail", "will end", "committed", "ended"])
        #expect(scene.menu == nil)
    }

    @Test func noConfigurationShowsNothingAndAWindowShowsOneMenuAtATime() {
        let scene = ContextMenuScene { UIMenu(children: [UIAction(title: "Open") { _ in }]) }
        scene.delegate.gives = false
        scene.longPress()
        #expect(scene.menu == nil && scene.delegate.log.events == ["configuration at 40,20"])
        scene.delegate.gives = true
        scene.longPress()
        let first = scene.menu
        let otherDelegate = LoggingContextMenuDelegate { UIMenu(children: [UIAction(title: "Other") { _ in }]) }
        let other = UIView(frame: CGRect(x: 20, y: 400, width: 100, height: 50))
        scene.window.addSubview(other)
        other.addInteraction(UIContextMenuInteraction(delegate: otherDelegate))
        first?.end(animated: false)
        other.interactions.compactMap { $0 as? UIContextMenuInteraction }.first?.presentMenu(at: .zero)
        scene.interaction.presentMenu(at: CGPoint(x: 1, y: 1))
        #expect(otherDelegate.log.events.suffix(3) == ["displayed", "will end", "ended"], "one menu ends before the next shows")
        #expect(scene.menu?.interaction === scene.interaction && scene.rowTitles == ["Open"])
    }

    @Test func aSubmenuOpensInPlaceAndItsTitleClosesIt() {
        let handlers = EventLog()
        let scene = ContextMenuScene {
            UIMenu(children: [
                UIAction(title: "Open") { _ in },
                UIMenu(title: "Move To", children: [UIAction(title: "Archive") { _ in handlers.add("archive") }]),
            ])
        }
        scene.longPress()
        scene.tapRow("Move To")
        #expect(scene.rowTitles == ["Move To", "Archive"])
        scene.tapRow("Move To")
        #expect(scene.rowTitles == ["Open", "Move To"])
        scene.tapRow("Move To")
        scene.tapRow("Archive")
        #expect(handlers.events == ["archive"] && scene.menu == nil)
    }

    @Test func singleSelectionChecksTheChosenActionAndAKeptMenuStaysOpen() {
        let handlers = EventLog()
        let byName = UIAction(title: "Name", state: .on) { _ in handlers.add("name") }
        let byDate = UIAction(title: "Date", attributes: .keepsMenuPresented) { _ in handlers.add("date") }
        let scene = ContextMenuScene {
            UIMenu(children: [UIMenu(title: "Sort", options: [.displayInline, .singleSelection], children: [byName, byDate])])
        }
        scene.longPress()
        scene.tapRow("Date")
        #expect(handlers.events == ["date"] && scene.menu != nil, "the handler runs at once and the menu stays")
        #expect(byDate.state == .on && byName.state == .off)
        let dateRow = scene.menu!.list.rowViews.first { $0.accessibilityLabel == "Date" }!
        #expect(dateRow.accessibilityTraits.contains(.selected), "the row shows the new state")
    }

    @Test func theVisibleMenuCanBeUpdatedAndDismissedByTheApp() {
        let scene = ContextMenuScene { UIMenu(children: [UIAction(title: "Open") { _ in }]) }
        scene.interaction.updateVisibleMenu { _ in
            Issue.record("no menu shows"); return UIMenu()
        }
        scene.longPress()
        scene.interaction.updateVisibleMenu { menu in
            menu.replacingChildren(menu.children + [UIAction(title: "Close") { _ in }])
        }
        #expect(scene.rowTitles == ["Open", "Close"])
        scene.interaction.dismissMenu()
        scene.app.advance(0.5)
        #expect(scene.menu == nil && scene.delegate.log.events.suffix(2) == ["will end", "ended"])
    }

    @Test func aDeferredElementShowsLoadingUntilItsProviderAnswers() {
        var answer: (([UIMenuElement]) -> Void)?
        let scene = ContextMenuScene {
            UIMenu(children: [UIDeferredMenuElement.uncached { answer = $0 }, UIAction(title: "Settings") { _ in }])
        }
        scene.longPress()
        #expect(scene.rowTitles == ["Loading…", "Settings"])
        let height = scene.menu!.list.frame.height
        answer?([UIAction(title: "Recent 1") { _ in }, UIAction(title: "Recent 2") { _ in }])
        #expect(scene.rowTitles == ["Recent 1", "Recent 2", "Settings"])
        #expect(scene.menu!.list.frame.height > height, "the menu grows to hold them")
    }

    @Test func aMenuWithNoRoomBelowShowsAboveAndAResizeEndsIt() {
        let scene = ContextMenuScene { UIMenu(children: (1...4).map { n in UIAction(title: "Item \(n)") { _ in } }) }
        scene.card.frame.origin.y = 450
        scene.longPress(at: CGPoint(x: 60, y: 470))
        let list = scene.menu!.list.frame
        #expect(list.maxY == scene.card.frame.minY - MenuMetrics.gap)
        _ = scene.window.resize(to: CGSize(width: 600, height: 390))
        #expect(scene.menu == nil && scene.delegate.log.events.suffix(2) == ["will end", "ended"])
    }

    @Test func aViewLeavingItsInteractionEndsItsMenu() {
        let scene = ContextMenuScene { UIMenu(children: [UIAction(title: "Open") { _ in }]) }
        scene.longPress()
        scene.card.removeInteraction(scene.interaction)
        #expect(scene.menu == nil && scene.interaction.view == nil)
        scene.longPress()
        #expect(scene.delegate.log.events.filter { $0.hasPrefix("configuration") }.count == 1)
    }
}

@Suite(.freshApplication)
@MainActor
struct ContextMenuKeyboardTests {
    @Test func theArrowKeysMoveOverWhatCanBeChosenReturnChoosesAndEscapeEnds() {
        let handlers = EventLog()
        let scene = ContextMenuScene {
            UIMenu(
                title: "Card",
                children: [
                    UIAction(title: "Open") { _ in handlers.add("open") },
                    UIAction(title: "Rename", attributes: .disabled) { _ in handlers.add("rename") },
                    UIAction(title: "Delete", attributes: .destructive) { _ in handlers.add("delete") },
                ])
        }
        scene.longPress()
        let rows = scene.menu!.list.rowViews
        scene.window.sendKey(.keyboardDownArrow)
        #expect(rows.map { $0.highlightedCell != nil } == [false, true, false, false], "the title is skipped")
        scene.window.sendKey(.keyboardDownArrow)
        #expect(rows.map { $0.highlightedCell != nil } == [false, false, false, true], "so is the disabled action")
        scene.window.sendKey(.keyboardUpArrow)
        scene.window.sendKey(.keyboardDownArrow)
        scene.window.sendKey(.keyboardReturnOrEnter)
        scene.app.advance(0.5)
        #expect(handlers.events == ["delete"] && scene.menu == nil)
        scene.longPress()
        scene.window.sendKey(.keyboardEscape)
        scene.app.advance(0.5)
        #expect(scene.menu == nil && handlers.events == ["delete"])
        #expect(scene.delegate.log.events.suffix(2) == ["will end", "ended"])
    }
}
