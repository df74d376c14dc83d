import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct SegmentedControlTests {
    /// A three-segment control 300 pt wide at (50, 100) in a window, logging what it sends.
    private func scene(_ items: [Any] = ["Day", "Week", "Month"]) -> (window: UIWindow, control: UISegmentedControl, log: EventLog) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let control = UISegmentedControl(items: items)
        control.frame = CGRect(x: 50, y: 100, width: 300, height: 32)
        window.addSubview(control)
        window.layoutIfNeeded()
        let log = EventLog()
        let events: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchUpInside, "upInside"), (.valueChanged, "changed"),
            (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in events {
            control.addAction(UIAction { _ in log.add("\(name) \(control.selectedSegmentIndex)") }, for: event)
        }
        return (window, control, log)
    }

    @Test func itStartsWithNoSegmentChosenAndUIKitsHeight() {
        let control = UISegmentedControl(items: ["One", "Two"])
        #expect(control.numberOfSegments == 2)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.titleForSegment(at: 1) == "Two")
        #expect(control.intrinsicContentSize.height == 32)
        #expect(control.bounds.size == control.intrinsicContentSize)
        #expect(!control.isMomentary && !control.apportionsSegmentWidthsByContent)
    }

    @Test func aTapChoosesTheSegmentWhenTheFingerLifts() {
        let (window, control, log) = scene()
        let touch = window.beginTouch(at: CGPoint(x: 200, y: 116))
        #expect(control.selectedSegmentIndex == -1, "a touch down only presses the segment")
        window.endTouch(touch)
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.events == ["down -1", "changed 1", "primary 1", "upInside 1"])
        window.sendTap(at: CGPoint(x: 200, y: 116))
        #expect(log.events.suffix(2) == ["down 1", "upInside 1"], "tapping the chosen segment changes nothing")
    }

    @Test func liftingOnAnotherSegmentChoosesThatOne() {
        let (window, control, _) = scene()
        let touch = window.beginTouch(at: CGPoint(x: 100, y: 116))
        window.moveTouch(touch, to: CGPoint(x: 320, y: 116))
        window.endTouch(touch)
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test func settingTheSelectionFromCodeSendsNothingAndRefusesBadIndices() {
        let (_, control, log) = scene()
        control.selectedSegmentIndex = 2
        #expect(control.selectedSegmentIndex == 2)
        let messages = LogCapture.messages(from: "TabBarKit.controls") {
            control.selectedSegmentIndex = 3
            control.selectedSegmentIndex = -7
            control.setTitle("X", forSegmentAt: 9)
            control.removeSegment(at: 5, animated: true)
            control.setWidth(-10, forSegmentAt: 0)
        }
        #expect(messages.count == 5)
        #expect(messages.first?.contains("out of range") == true)
        #expect(control.selectedSegmentIndex == 2 && control.numberOfSegments == 3)
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(control.selectedSegmentIndex == -1)
        #expect(log.events.isEmpty)
        #expect(control.titleForSegment(at: 9) == nil)
    }

    @Test func insertingPinsTheIndexAndKeepsTheChosenSegment() {
        let (_, control, _) = scene()
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Year", at: 99, animated: false)
        #expect(control.titleForSegment(at: 3) == "Year")
        control.insertSegment(withTitle: "Hour", at: 0, animated: true)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "Week")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == -1)
        control.selectedSegmentIndex = 2
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 1) == "Month")
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == -1)
    }

    @Test func aMomentaryControlReportsEveryTapAndShowsNoChoiceAfterwards() {
        let (window, control, log) = scene()
        control.isMomentary = true
        window.sendTap(at: CGPoint(x: 100, y: 116))
        window.sendTap(at: CGPoint(x: 100, y: 116))
        #expect(log.events.filter { $0.hasPrefix("changed") } == ["changed 0", "changed 0"])
        window.layoutIfNeeded()
        #expect(control.selection.isHidden)
    }

    @Test func disabledSegmentsIgnoreTaps() {
        let (window, control, log) = scene()
        control.setEnabled(false, forSegmentAt: 0)
        #expect(!control.isEnabledForSegment(at: 0))
        window.sendTap(at: CGPoint(x: 100, y: 116))
        #expect(control.selectedSegmentIndex == -1 && log.events.isEmpty)
        #expect(control.segments[0].accessibilityTraits.contains(.notEnabled))
    }

    @Test func segmentsShareTheWidthOrFollowTheirContent() {
        let (window, control, _) = scene(["A", "Much longer", "B"])
        #expect(control.segments.map(\.frame.width) == [100, 100, 100])
        control.setWidth(60, forSegmentAt: 0)
        window.layoutIfNeeded()
        #expect(control.segments.map(\.frame.width) == [60, 120, 120])
        #expect(control.widthForSegment(at: 0) == 60)
        control.setWidth(0, forSegmentAt: 0)
        control.apportionsSegmentWidthsByContent = true
        window.layoutIfNeeded()
        let widths = control.segments.map(\.frame.width)
        #expect(widths[1] > widths[0] * 2 && abs(widths.reduce(0, +) - 300) < 0.001)
        #expect(control.intrinsicContentSize.width > control.segments[1].contentWidth + 18)
    }

    @Test func rightToLeftPutsTheFirstSegmentOnTheRight() {
        let (window, control, _) = scene()
        control.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        #expect(control.segments[0].frame.minX == 200)
        window.sendTap(at: CGPoint(x: 320, y: 116))
        #expect(control.selectedSegmentIndex == 0)
    }

    @Test func actionSegmentsPerformTheirActionWhenChosen() {
        var performed: [String] = []
        let actions = ["List", "Grid"].map { name in UIAction(title: name) { _ in performed.append(name) } }
        let control = UISegmentedControl(frame: .zero, actions: actions)
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "Grid")
        #expect(control.segmentIndex(identifiedBy: actions[1].identifier) == 1)
        #expect(control.actionForSegment(at: 0) === actions[0])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        window.addSubview(control)
        window.layoutIfNeeded()
        window.sendTap(at: CGPoint(x: 150, y: 16))
        #expect(performed == ["Grid"] && control.selectedSegmentIndex == 1)
    }

    @Test func theSelectionSlidesOnTheAppsClock() {
        let app = TestApplication()
        app.tick(1)
        let (window, control, _) = scene()
        control.selectedSegmentIndex = 0
        window.layoutIfNeeded()
        app.tick(1.1)
        window.sendTap(at: CGPoint(x: 320, y: 116))
        app.tick(1.1 + 0.125)
        let midway = control.selection.layer.presentation()!.frame.minX
        #expect(midway > 2 && midway < 202)
        app.tick(1.5)
        #expect(control.selection.layer.presentation()!.frame.minX == 202)
    }

    @Test func titleAttributesSetTheFontAndColourPerState() {
        let (window, control, _) = scene()
        control.selectedSegmentIndex = 0
        control.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15, weight: .bold)], for: .selected)
        window.layoutIfNeeded()
        #expect(control.segments[1].label.textColor == .systemRed)
        #expect(control.segments[0].label.textColor == .systemRed, "selected falls back to normal's colour")
        #expect(control.segments[0].label.font.pointSize == 15)
        #expect(control.segments[1].label.font.pointSize == 13)
        #expect((control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor) == .systemRed)
    }

    @Test func eachSegmentIsAnAccessibilityElement() {
        let (_, control, _) = scene()
        control.selectedSegmentIndex = 2
        let elements = control.accessibilityElements as? [UIView]
        #expect(elements?.count == 3)
        #expect(elements?[2].accessibilityLabel == "Month")
        #expect(elements?[2].accessibilityTraits.contains(.selected) == true)
        #expect(elements?[0].accessibilityTraits.contains(.selected) == false)
    }

    /// Titles with the middle chosen, images with a tinted selection, a disabled control,
    /// and right to left.
    @Test func itsStatesAreDrawnAsUIKitDrawsThem() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 332, height: 4 * 48 + 16))
        root.backgroundColor = .systemBackground
        func add(_ index: Int, _ control: UISegmentedControl) {
            control.frame = CGRect(x: 16, y: 16 + CGFloat(index) * 48, width: 300, height: 32)
            root.addSubview(control)
        }
        let titles = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        titles.selectedSegmentIndex = 1
        add(0, titles)
        let images = UISegmentedControl(items: [UIImage(systemName: "list.bullet")!, UIImage(systemName: "square.grid.2x2")!])
        images.selectedSegmentIndex = 0
        images.selectedSegmentTintColor = .systemBlue
        images.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        add(1, images)
        let disabled = UISegmentedControl(items: ["On", "Off"])
        disabled.selectedSegmentIndex = 0
        disabled.isEnabled = false
        add(2, disabled)
        let rightToLeft = UISegmentedControl(items: ["One", "Two", "Three"])
        rightToLeft.selectedSegmentIndex = 0
        rightToLeft.semanticContentAttribute = .forceRightToLeft
        add(3, rightToLeft)
        assertSnapshot(of: root, named: "segmented-control-states")
    }
}
