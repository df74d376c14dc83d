import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct StepperTests {
    /// A stepper at (100, 100) in a window (minus at x 100–147, plus at 147–194).
    private func scene() -> (window: UIWindow, stepper: UIStepper, log: EventLog) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        window.addSubview(stepper)
        window.layoutIfNeeded()
        let log = EventLog()
        stepper.addAction(UIAction { _ in log.add("changed \(Int(stepper.value))") }, for: .valueChanged)
        stepper.addAction(UIAction { _ in log.add("up") }, for: .touchUpInside)
        return (window, stepper, log)
    }

    private let plus = CGPoint(x: 170, y: 116)
    private let minus = CGPoint(x: 120, y: 116)

    @Test func itHasUIKitsSizeAndDefaults() {
        let stepper = UIStepper(frame: CGRect(x: 5, y: 5, width: 300, height: 100))
        #expect(stepper.frame == CGRect(x: 5, y: 5, width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
    }

    @Test func aPressStepsAtOnce() {
        let (window, stepper, log) = scene()
        let touch = window.beginTouch(at: plus)
        #expect(stepper.value == 1 && log.events == ["changed 1"])
        window.endTouch(touch)
        window.sendTap(at: minus)
        #expect(stepper.value == 0)
        #expect(log.events == ["changed 1", "up", "changed 0", "up"])
    }

    @Test func minusDoesNothingAtTheMinimumUnlessItWraps() {
        let (window, stepper, log) = scene()
        window.sendTap(at: minus)
        #expect(stepper.value == 0 && log.events.isEmpty)
        stepper.wraps = true
        window.sendTap(at: minus)
        #expect(stepper.value == 100 && log.events == ["changed 100", "up"])
        window.sendTap(at: plus)
        #expect(stepper.value == 0)
    }

    @Test func aHeldPressRepeatsOnTheAppsClockAndStopsAtTheEnd() {
        let app = TestApplication()
        app.tick(1)
        let (window, stepper, log) = scene()
        stepper.maximumValue = 5
        let touch = window.beginTouch(at: plus)
        app.tick(1.4)
        #expect(stepper.value == 1, "no repeat before half a second")
        app.tick(1.5)
        #expect(stepper.value == 2)
        app.tick(1.81)
        #expect(stepper.value == 5, "then every tenth of a second, up to the maximum")
        window.endTouch(touch)
        #expect(log.events == ["changed 1", "changed 2", "changed 3", "changed 4", "changed 5", "up"])
    }

    @Test func aDiscontinuousStepperReportsOnceWhenTheFingerLifts() {
        let app = TestApplication()
        app.tick(1)
        let (window, stepper, log) = scene()
        stepper.isContinuous = false
        let touch = window.beginTouch(at: plus)
        app.tick(1.71)
        #expect(stepper.value == 4 && log.events.isEmpty)
        window.endTouch(touch)
        #expect(log.events == ["changed 4", "up"])
    }

    @Test func withoutAutorepeatAHeldPressStepsOnce() {
        let app = TestApplication()
        app.tick(1)
        let (window, stepper, _) = scene()
        stepper.autorepeat = false
        let touch = window.beginTouch(at: plus)
        app.tick(3)
        window.endTouch(touch)
        #expect(stepper.value == 1)
    }

    @Test func badStepsAndRangesAreRefusedOrKeptWhole() {
        let stepper = UIStepper()
        let messages = LogCapture.messages(from: "TabBarKit.controls") { stepper.stepValue = 0 }
        #expect(stepper.stepValue == 1 && messages.count == 1)
        stepper.value = 500
        #expect(stepper.value == 100)
        stepper.maximumValue = 10
        #expect(stepper.value == 10)
        stepper.minimumValue = 20
        #expect(stepper.maximumValue == 20 && stepper.value == 20)
        stepper.value = .nan
        #expect(stepper.value == 20)
    }

    @Test func rightToLeftPutsPlusOnTheLeft() {
        let (window, stepper, _) = scene()
        stepper.semanticContentAttribute = .forceRightToLeft
        window.sendTap(at: minus)
        #expect(stepper.value == 1)
    }

    @Test func itIsAdjustableByAssistiveTools() {
        let (_, stepper, log) = scene()
        stepper.stepValue = 5
        stepper.accessibilityIncrement()
        #expect(stepper.value == 5 && stepper.accessibilityValue == "5")
        #expect(stepper.accessibilityTraits.contains(.adjustable))
        stepper.accessibilityDecrement()
        stepper.accessibilityDecrement()
        #expect(stepper.value == 0 && log.events == ["changed 5", "changed 0"])
    }

    /// At its minimum (minus greyed), in between, and disabled.
    @Test func itsStatesAreDrawnAsUIKitDrawsThem() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 3 * 110 + 16, height: 64))
        root.backgroundColor = .systemBackground
        let setups: [(UIStepper) -> Void] = [
            { _ in }, { $0.value = 50 },
            {
                $0.value = 50; $0.isEnabled = false
            },
        ]
        for (index, setup) in setups.enumerated() {
            let stepper = UIStepper(frame: CGRect(x: 16 + CGFloat(index) * 110, y: 16, width: 0, height: 0))
            setup(stepper)
            root.addSubview(stepper)
        }
        assertSnapshot(of: root, named: "stepper-states")
    }
}
