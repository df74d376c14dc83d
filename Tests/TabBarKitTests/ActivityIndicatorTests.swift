import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct ActivityIndicatorTests {
    private func spokeOpacities(_ indicator: UIActivityIndicatorView) -> [Float] {
        (indicator.layer.sublayers ?? []).map { $0.presentation()?.opacity ?? $0.opacity }
    }

    @Test func itHidesUntilItStartsAndAfterItStops() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.hidesWhenStopped && indicator.isHidden && !indicator.isAnimating)
        indicator.startAnimating()
        #expect(!indicator.isHidden && indicator.isAnimating)
        indicator.stopAnimating()
        #expect(indicator.isHidden && !indicator.isAnimating)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden, "turning hidesWhenStopped off while stopped shows it")
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(!indicator.isHidden)
    }

    @Test func itsStylesHaveUIKitsSizesAndColours() {
        #expect(UIActivityIndicatorView(style: .medium).bounds.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .whiteLarge).bounds.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .medium).color == .secondaryLabel)
        #expect(UIActivityIndicatorView(style: .white).color == .white)
        #expect(UIActivityIndicatorView(style: .gray).color == UIColor(white: 0, alpha: 0.45))
        let framed = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(framed.style == .medium && framed.bounds.size == CGSize(width: 100, height: 60))
        framed.color = .systemRed
        #expect(framed.color == .systemRed)
        framed.color = nil
        #expect(framed.color == .secondaryLabel, "nil resets the colour")
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100 && UIActivityIndicatorView.Style.gray.rawValue == 2)
    }

    @Test func theBrightestSpokeStepsRoundClockwiseOnTheAppsClock() {
        let app = TestApplication()
        app.tick(10)
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.startAnimating()
        app.tick(10.001)
        var opacities = spokeOpacities(indicator)
        #expect(opacities.count == 8)
        #expect(opacities[0] == 0.85, "spoke 0, pointing left, starts brightest")
        #expect(abs(opacities[7] - 0.32 * 0.85) < 0.0001)
        // Two frames (an eighth of a turn) later the brightest is spoke 7, an eighth of a
        // turn clockwise from spoke 0 on the screen.
        app.tick(10 + 2.0 / 16 + 0.001)
        opacities = spokeOpacities(indicator)
        #expect(opacities.firstIndex(of: opacities.max()!) == 7)
        #expect(opacities[7] == 0.85)
        // In between, at an odd frame, every spoke is a step dimmer than at the even one before.
        app.tick(10 + 3.0 / 16 + 0.001)
        #expect(abs(spokeOpacities(indicator)[7] - 0.915 * 0.85) < 0.0001)
        // A whole turn later it repeats.
        app.tick(11 + 2.0 / 16 + 0.001)
        #expect(spokeOpacities(indicator)[7] == 0.85)
        indicator.stopAnimating()
        app.tick(11.5)
        #expect(indicator.layer.sublayers!.allSatisfy { $0.animation(forKey: UIActivityIndicatorView.animationKey) == nil })
    }

    @Test func spokesSpreadEvenlyRoundTheCentre() {
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        indicator.layoutIfNeeded()
        let positions = indicator.layer.sublayers!.map(\.position)
        // Spoke 0 points left, spoke 2 (a quarter turn anticlockwise on screen) down.
        #expect(abs(positions[0].x - (20 - 7.25)) < 0.001 && abs(positions[0].y - 20) < 0.001)
        #expect(abs(positions[2].x - 20) < 0.001 && abs(positions[2].y - (20 + 7.25)) < 0.001)
        #expect(abs(positions[4].x - (20 + 7.25)) < 0.001)
    }

    @Test func itTellsAssistiveToolsWhetherItIsRunning() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.isAccessibilityElement)
        #expect(indicator.accessibilityLabel == "Progress halted")
        indicator.startAnimating()
        #expect(indicator.accessibilityLabel == "In progress")
        #expect(indicator.accessibilityTraits.contains(.updatesFrequently))
        indicator.accessibilityLabel = "Loading mail"
        #expect(indicator.accessibilityLabel == "Loading mail")
    }

    /// Medium and large in the default colour and in another, and the styles before iOS 13
    /// (grey on light, white on dark), each on its first frame.
    @Test func itsStylesAreDrawnAsUIKitDrawsThem() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 6 * 53 + 16, height: 69))
        root.backgroundColor = .systemBackground
        let dark = UIView(frame: CGRect(x: 4 * 53 + 8, y: 0, width: 2 * 53 + 8, height: 69))
        dark.backgroundColor = UIColor(white: 0.15, alpha: 1)
        root.addSubview(dark)
        let styles: [(UIActivityIndicatorView.Style, UIColor?)] = [
            (.medium, nil), (.large, nil), (.large, .systemBlue), (.gray, nil), (.white, nil), (.whiteLarge, nil),
        ]
        for (index, (style, color)) in styles.enumerated() {
            let indicator = UIActivityIndicatorView(style: style)
            if let color { indicator.color = color }
            indicator.center = CGPoint(x: 16 + 18.5 + CGFloat(index) * 53, y: 34.5)
            indicator.hidesWhenStopped = false
            root.addSubview(indicator)
        }
        assertSnapshot(of: root, named: "activity-indicator-styles")
    }
}
