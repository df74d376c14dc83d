import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct SliderTests {
    /// A 228 pt slider at (20, 100) in a window (a 200 pt run for the thumb's centre, from
    /// x = 34 to 234), logging what it sends.
    private func scene() -> (window: UIWindow, slider: UISlider, log: EventLog) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
        window.addSubview(slider)
        window.layoutIfNeeded()
        let log = EventLog()
        slider.addAction(UIAction { _ in log.add(String(format: "changed %.2f", slider.value)) }, for: .valueChanged)
        slider.addAction(UIAction { _ in log.add("up") }, for: .touchUpInside)
        return (window, slider, log)
    }

    @Test func valuesArePinnedToTheRange() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        slider.value = 3
        #expect(slider.value == 1)
        slider.value = .nan
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 7
        slider.maximumValue = 5
        #expect(slider.value == 5)
        slider.minimumValue = 8
        #expect(slider.maximumValue == 8 && slider.value == 8, "a minimum past the maximum raises both")
        #expect(slider.intrinsicContentSize.height == 31)
    }

    @Test func draggingTheThumbSendsEveryChange() {
        let (window, slider, log) = scene()
        let touch = window.beginTouch(at: CGPoint(x: 34, y: 115))
        window.moveTouch(touch, to: CGPoint(x: 84, y: 115))
        window.moveTouch(touch, to: CGPoint(x: 134, y: 115))
        window.endTouch(touch)
        #expect(slider.value == 0.5)
        #expect(log.events == ["changed 0.25", "changed 0.50", "up"])
    }

    @Test func aDiscontinuousSliderReportsOnceWhenTheFingerLifts() {
        let (window, slider, log) = scene()
        slider.isContinuous = false
        let touch = window.beginTouch(at: CGPoint(x: 34, y: 115))
        window.moveTouch(touch, to: CGPoint(x: 84, y: 115))
        window.moveTouch(touch, to: CGPoint(x: 500, y: 115))
        #expect(log.events.isEmpty)
        window.endTouch(touch)
        #expect(slider.value == 1 && log.events == ["changed 1.00"])
    }

    @Test func aTouchOnTheTrackAwayFromTheThumbDoesNothing() {
        let (window, slider, log) = scene()
        window.sendTap(at: CGPoint(x: 200, y: 115))
        #expect(slider.value == 0 && log.events.isEmpty)
    }

    @Test func settingTheValueFromCodeSendsNothingAndSlidesWhenAnimated() {
        let app = TestApplication()
        app.tick(1)
        let (_, slider, log) = scene()
        slider.setValue(1, animated: true)
        app.tick(1.125)
        let thumbX = slider.subviews[0].subviews[4].layer.presentation()!.frame.minX
        #expect(thumbX > 0 && thumbX < 200)
        app.tick(1.3)
        #expect(slider.subviews[0].subviews[4].layer.presentation()!.frame.minX == 200)
        #expect(log.events.isEmpty)
    }

    @Test func valueImagesNarrowTheTrackAndMirrorRightToLeft() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 31))
        let image = UIImage(systemName: "plus")!
        slider.minimumValueImage = image
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track.minX == image.size.width + 16 && track.maxX == 300 && track.height == 4)
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds).minX == 0)
        slider.semanticContentAttribute = .forceRightToLeft
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds).maxX == 300)
        slider.value = 0
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0)
        #expect(thumb.maxX == slider.trackRect(forBounds: slider.bounds).maxX, "the minimum is at the right")
    }

    @Test func itIsAnAdjustableElementThatStepsByATenth() {
        let (_, slider, log) = scene()
        #expect(slider.accessibilityTraits.contains(.adjustable))
        slider.accessibilityIncrement()
        slider.accessibilityIncrement()
        #expect(abs(slider.value - 0.2) < 0.0001 && slider.accessibilityValue == "20%")
        slider.accessibilityDecrement()
        #expect(log.events.count == 3)
    }

    /// At a third, in other colours with value images, disabled, and right to left.
    @Test func itsStatesAreDrawnAsUIKitDrawsThem() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 292, height: 4 * 44 + 16))
        root.backgroundColor = .systemBackground
        let setups: [(UISlider) -> Void] = [
            { $0.value = 1.0 / 3 },
            {
                $0.value = 0.75
                $0.minimumTrackTintColor = .systemGreen
                $0.maximumTrackTintColor = .systemGray4
                $0.minimumValueImage = UIImage(systemName: "minus")
                $0.maximumValueImage = UIImage(systemName: "plus")
            },
            {
                $0.value = 0.5; $0.isEnabled = false
            },
            {
                $0.value = 0.25; $0.semanticContentAttribute = .forceRightToLeft
            },
        ]
        for (index, setup) in setups.enumerated() {
            let slider = UISlider(frame: CGRect(x: 16, y: 16 + CGFloat(index) * 44, width: 260, height: 31))
            setup(slider)
            root.addSubview(slider)
        }
        assertSnapshot(of: root, named: "slider-states")
    }
}
