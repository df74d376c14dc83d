import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Hover recognizers driven by the pointer position a host sends.
@Suite(.freshApplication)
@MainActor
struct HoverGestureTests {
    @Test func aHoverBeginsOnEnteringChangesWithinAndEndsOnLeaving() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(card)
        card.addSubview(badge)
        var log: [String] = []
        card.addGestureRecognizer(
            UIHoverGestureRecognizer { recognizer in
                let p = recognizer.location(in: card)
                log.append("card \(recognizer.state) \(Int(p.x)),\(Int(p.y))")
                card.backgroundColor = recognizer.state == .ended ? nil : .systemGray5
            })
        badge.addGestureRecognizer(UIHoverGestureRecognizer { log.append("badge \($0.state)") })

        window.movePointer(to: CGPoint(x: 10, y: 10))
        #expect(log.isEmpty)
        window.movePointer(to: CGPoint(x: 60, y: 70))
        #expect(card.backgroundColor == .systemGray5)
        window.movePointer(to: CGPoint(x: 65, y: 65)) // over the badge, still over the card
        window.movePointer(to: CGPoint(x: 120, y: 120))
        window.movePointer(to: CGPoint(x: 200, y: 200))
        #expect(card.backgroundColor == nil)
        window.movePointer(to: CGPoint(x: 100, y: 100))
        window.movePointer(to: nil)
        // Innermost first: the badge, at (60, 70), is under the pointer from the start.
        #expect(
            log == [
                "badge began", "card began 10,20", "badge changed", "card changed 15,15", "badge ended",
                "card changed 70,70", "card ended 70,70", "card began 50,50", "card ended 50,50",
            ])
    }

    @Test func aDisabledHoverRecognizerHearsNothing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var calls = 0
        let hover = UIHoverGestureRecognizer { _ in calls += 1 }
        hover.isEnabled = false
        window.addGestureRecognizer(hover)
        window.movePointer(to: CGPoint(x: 10, y: 10))
        #expect(calls == 0)
    }
}
