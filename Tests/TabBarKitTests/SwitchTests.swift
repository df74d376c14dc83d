import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct SwitchTests {
    /// A switch at (100, 100) in a window, logging the events it sends.
    private func scene(isOn: Bool = false) -> (window: UIWindow, control: UISwitch, log: EventLog) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let control = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        control.isOn = isOn
        window.addSubview(control)
        let log = EventLog()
        let events: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"),
            (.valueChanged, "changed"), (.primaryActionTriggered, "primary"), (.touchCancel, "cancel"),
        ]
        for (event, name) in events {
            control.addAction(UIAction { _ in log.add("\(name) \(control.isOn)") }, for: event)
        }
        return (window, control, log)
    }

    private func thumbX(_ control: UISwitch) -> CGFloat {
        control.subviews[0].subviews[1].layer.presentation()!.frame.minX
    }

    @Test func itKeepsUIKitsSizeWhateverFrameItIsGiven() {
        let control = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(control.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(control.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
        #expect(!control.isOn)
        #expect(control.onTintColor == nil && control.thumbTintColor == nil)
        #expect(control.preferredStyle == .automatic && control.style == .sliding)
    }

    @Test func aTapFlipsItAndSendsValueChangedBeforeTouchUpInside() {
        let (window, control, log) = scene()
        window.sendTap(at: CGPoint(x: 125, y: 115))
        #expect(control.isOn)
        #expect(log.events == ["down false", "changed true", "primary true", "upInside true"])
        window.sendTap(at: CGPoint(x: 125, y: 115))
        #expect(!control.isOn)
        #expect(log.events.suffix(3) == ["changed false", "primary false", "upInside false"])
    }

    @Test func settingTheValueFromCodeSendsNothing() {
        let (_, control, log) = scene()
        control.isOn = true
        control.setOn(false, animated: true)
        control.setOn(true, animated: false)
        #expect(control.isOn)
        #expect(log.events.isEmpty)
    }

    @Test func draggingTheThumbAcrossLeavesItOnThatSide() {
        let (window, control, log) = scene()
        let touch = window.beginTouch(at: CGPoint(x: 110, y: 115))
        window.moveTouch(touch, to: CGPoint(x: 140, y: 115))
        #expect(!control.isOn, "the value changes when the finger lifts")
        window.endTouch(touch)
        #expect(control.isOn)
        #expect(log.events == ["down false", "changed true", "primary true", "upInside true"])
    }

    @Test func draggingBackToWhereItStartedChangesNothing() {
        let (window, control, log) = scene(isOn: true)
        let touch = window.beginTouch(at: CGPoint(x: 140, y: 115))
        window.moveTouch(touch, to: CGPoint(x: 105, y: 115))
        window.moveTouch(touch, to: CGPoint(x: 145, y: 115))
        window.endTouch(touch)
        #expect(control.isOn)
        #expect(log.events == ["down true", "upInside true"])
    }

    @Test func aTouchLiftedFarOutsideLeavesItAlone() {
        let (window, control, log) = scene()
        let touch = window.beginTouch(at: CGPoint(x: 125, y: 115))
        // Straight down, 150 pt past the 70 pt slop: no drag along the track.
        window.moveTouch(touch, to: CGPoint(x: 125, y: 290))
        window.endTouch(touch)
        #expect(!control.isOn)
        #expect(log.events == ["down false", "upOutside false"])
    }

    @Test func aCancelledTouchLeavesItAlone() {
        let (window, control, log) = scene()
        let touch = window.beginTouch(at: CGPoint(x: 110, y: 115))
        window.moveTouch(touch, to: CGPoint(x: 145, y: 115))
        window.cancelTouch(touch)
        #expect(!control.isOn)
        #expect(log.events == ["down false", "cancel false"])
    }

    @Test func aDisabledSwitchIgnoresTaps() {
        let (window, control, log) = scene()
        control.isEnabled = false
        window.sendTap(at: CGPoint(x: 125, y: 115))
        #expect(!control.isOn && log.events.isEmpty)
        #expect(control.accessibilityActivate() == false)
    }

    @Test func theThumbSlidesOnTheAppsClockWhenAnimated() {
        let app = TestApplication()
        let (_, control, _) = scene()
        app.tick(0)
        #expect(thumbX(control) == 2)
        control.setOn(true, animated: true)
        app.tick(0.125)
        let midway = thumbX(control)
        #expect(midway > 2 && midway < 22)
        app.tick(0.3)
        #expect(thumbX(control) == 22)
    }

    @Test func theThumbIsOnTheLeftWhenOnInRightToLeftLayouts() {
        let (_, control, _) = scene(isOn: true)
        control.semanticContentAttribute = .forceRightToLeft
        control.layoutIfNeeded()
        #expect(control.subviews[0].subviews[1].frame.minX == 2)
        control.isOn = false
        #expect(control.subviews[0].subviews[1].frame.minX == 22)
    }

    @Test func itIsAnAccessibleToggleButtonWhoseValueIsOneOrZero() {
        let (_, control, log) = scene()
        #expect(control.isAccessibilityElement)
        #expect(control.accessibilityTraits.contains(.button) && control.accessibilityTraits.contains(.toggleButton))
        #expect(control.accessibilityValue == "0")
        #expect(control.accessibilityActivate())
        #expect(control.isOn && control.accessibilityValue == "1")
        #expect(log.events == ["changed true", "primary true"])
        control.isEnabled = false
        #expect(control.accessibilityTraits.contains(.notEnabled))
    }

    @Test func thePrimaryActionOfTheInitializerRunsWhenTheUserFlipsIt() {
        var runs = 0
        let control = UISwitch(frame: .zero, primaryAction: UIAction { _ in runs += 1 })
        control.isOn = true
        #expect(runs == 0)
        _ = control.accessibilityActivate()
        #expect(runs == 1 && !control.isOn)
    }

    /// Off, on, custom tints, a tint colour (which a switch does not show), pressed, disabled,
    /// and right to left.
    @Test func itsStatesAreDrawnAsUIKitDrawsThem() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 4 * 67 + 16, height: 2 * 47 + 16))
        root.backgroundColor = .systemBackground
        func add(_ index: Int, _ configure: (UISwitch) -> Void) {
            let control = UISwitch(frame: CGRect(x: 16 + CGFloat(index % 4) * 67, y: 16 + CGFloat(index / 4) * 47, width: 0, height: 0))
            configure(control)
            root.addSubview(control)
        }
        add(0) { _ in }
        add(1) { $0.isOn = true }
        add(2) {
            $0.isOn = true; $0.onTintColor = .systemBlue; $0.thumbTintColor = .systemYellow
        }
        add(3) { $0.tintColor = .systemRed }
        add(4) {
            $0.isOn = true; $0.isHighlighted = true
        }
        add(5) { $0.isEnabled = false }
        add(6) {
            $0.isOn = true; $0.isEnabled = false
        }
        add(7) {
            $0.isOn = true; $0.semanticContentAttribute = .forceRightToLeft
        }
        assertSnapshot(of: root, named: "switch-states")
    }
}
