import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Configured buttons (`UIButton.Configuration`): the styles' colours, sizes and corners,
/// the image's placement, text attributes, and the update handler following the state, as
/// tab bar code builds its round centre buttons and its own tab buttons.
@Suite(.freshApplication)
@MainActor
struct ButtonConfigurationTests {
    private func shown(_ configuration: UIButton.Configuration, size: CGSize? = nil) -> UIButton {
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(origin: .zero, size: size ?? button.intrinsicContentSize)
        button.layoutIfNeeded()
        return button
    }

    @Test func eachStyleShadesTheBaseColoursItsWay() {
        var filled = UIButton.Configuration.filled()
        filled.title = "Add"
        let button = shown(filled)
        let tint = button.tintColor!
        #expect(button.titleLabel?.textColor == .white && button.configuredBackground.backgroundColor == tint)
        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Add"
        let wash = shown(tinted)
        #expect(wash.titleLabel?.textColor == tint)
        #expect(wash.configuredBackground.backgroundColor == tint.withAlphaComponent(0.15))
        var gray = UIButton.Configuration.gray()
        gray.title = "Add"
        #expect(shown(gray).configuredBackground.backgroundColor == .secondarySystemFill)
        var plain = UIButton.Configuration.plain()
        plain.title = "Add"
        let bare = shown(plain)
        #expect(bare.configuredBackground.backgroundColor == nil && bare.titleLabel?.textColor == tint)
        var own = UIButton.Configuration.filled()
        (own.title, own.baseBackgroundColor, own.baseForegroundColor) = ("Add", .white, .black)
        let custom = shown(own)
        #expect(custom.configuredBackground.backgroundColor == .white && custom.titleLabel?.textColor == .black)
    }

    @Test func theSizeGivesTheFontAndInsetsAndTheCornerStyleTheRadius() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let medium = shown(configuration)
        let title = medium.titleLabel!.intrinsicContentSize
        #expect(medium.titleLabel?.font == .systemFont(ofSize: 15))
        #expect(medium.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
        #expect(medium.configuredBackground.layer.cornerRadius == 6)
        configuration.buttonSize = .large
        let large = shown(configuration)
        #expect(large.titleLabel?.font == .systemFont(ofSize: 17) && large.configuredBackground.layer.cornerRadius == 8)
        configuration.contentInsets = .zero
        configuration.buttonSize = .small
        #expect(shown(configuration).intrinsicContentSize.height == shown(configuration).titleLabel!.intrinsicContentSize.height)
        var round = UIButton.Configuration.filled()
        round.image = UIImage(systemName: "plus")
        round.cornerStyle = .capsule
        let centre = shown(round, size: CGSize(width: 56, height: 56))
        #expect(centre.configuredBackground.layer.cornerRadius == 28)
        #expect(centre.imageView?.frame.midX == 28 && centre.imageView?.frame.midY == 28)
        #expect(centre.imageView?.tintColor == .white)
        round.cornerStyle = .fixed
        round.background.cornerRadius = 3
        #expect(shown(round, size: CGSize(width: 56, height: 56)).configuredBackground.layer.cornerRadius == 3)
    }

    @Test func theImageSitsOnTheSideItsPlacementNames() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Home"
        configuration.image = UIImage(systemName: "house")
        configuration.imagePlacement = .top
        configuration.imagePadding = 8
        let button = shown(configuration)
        let image = button.imageView!.frame, title = button.titleLabel!.frame
        #expect(title.minY == image.maxY + 8 && abs(image.midX - title.midX) < 0.5)
        #expect(button.intrinsicContentSize.height == (image.height + 8 + title.height + 14).rounded(.up))
        configuration.imagePlacement = .trailing
        let trailing = shown(configuration)
        #expect(trailing.imageView!.frame.minX == trailing.titleLabel!.frame.maxX + 8)
    }

    @Test func aTextTransformerSetsTheTitlesFont() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Library"
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var attributes = incoming
            attributes.font = .systemFont(ofSize: 12)
            return attributes
        }
        configuration.subtitle = "42 albums"
        configuration.titlePadding = 2
        let button = shown(configuration)
        #expect(button.titleLabel?.font == .systemFont(ofSize: 12))
        #expect(button.subtitleLabel.frame.minY == button.titleLabel!.frame.maxY + 2)
        var title = AttributedString("Red")
        title.foregroundColor = .systemRed
        configuration.attributedTitle = title
        #expect(shown(configuration).titleLabel?.text == "Red" && shown(configuration).titleLabel?.textColor == .systemRed)
    }

    @Test func theUpdateHandlerFollowsTheState() {
        var calls: [Bool] = []
        let button = UIButton(configuration: .plain())
        button.configurationUpdateHandler = { button in
            calls.append(button.isSelected)
            var configuration = UIButton.Configuration.plain()
            configuration.title = button.isSelected ? "Selected" : "Normal"
            configuration.baseForegroundColor = button.isSelected ? nil : .label
            button.configuration = configuration
        }
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        button.layoutIfNeeded()
        #expect(calls == [false] && button.titleLabel?.text == "Normal" && button.titleLabel?.textColor == .label)
        button.isSelected = true
        #expect(calls == [false], "the update waits for layout")
        button.layoutIfNeeded()
        #expect(calls == [false, true] && button.titleLabel?.text == "Selected")
        #expect(button.titleLabel?.textColor == .white, "selected, a plain configuration takes the filled look")
        button.isSelected = false
        button.isHighlighted = true
        button.layoutIfNeeded()
        #expect(button.titleLabel?.textColor == UIColor.label.withAlphaComponent(UIColor.label.cgColor.alpha * 0.7))
        button.isEnabled = false
        button.layoutIfNeeded()
        #expect(button.titleLabel?.textColor == .tertiaryLabel)
    }

    @Test func withoutAConfigurationThePerStateTitleShowsAgain() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Configured"
        configuration.buttonSize = .large
        let button = UIButton(type: .system)
        button.titleLabel?.font = .systemFont(ofSize: 20)
        button.configuration = configuration
        button.setTitle("Legacy", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Configured")
        button.configuration = nil
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Legacy" && button.configuredBackground.superview == nil)
        #expect(button.titleLabel?.font == .systemFont(ofSize: 20), "the font the app gave the title is back")
    }

    @Test func aPrimaryActionRunsOnATap() {
        let clock = TestApplication()
        var taps = 0
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Tap"
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in taps += 1 })
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(button)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        window.makeKeyAndVisible()
        clock.advance(0.1)
        window.sendTap(at: CGPoint(x: 80, y: 42))
        #expect(taps == 1 && button.accessibilityLabel == "Tap")
    }

    @Test func configuredButtons() {
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 200))
        page.backgroundColor = .systemBackground
        let styles: [(UIButton.Configuration, String)] = [
            (.plain(), "Plain"), (.gray(), "Gray"), (.tinted(), "Tinted"), (.filled(), "Filled"),
        ]
        for (index, (style, title)) in styles.enumerated() {
            var configuration = style
            configuration.title = title
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(origin: CGPoint(x: 12 + CGFloat(index) * 86, y: 20), size: button.intrinsicContentSize)
            page.addSubview(button)
        }
        var round = UIButton.Configuration.filled()
        round.image = UIImage(systemName: "plus")
        round.cornerStyle = .capsule
        round.baseBackgroundColor = .systemOrange
        let centre = UIButton(configuration: round)
        centre.frame = CGRect(x: 20, y: 90, width: 56, height: 56)
        page.addSubview(centre)
        var tab = UIButton.Configuration.plain()
        (tab.title, tab.image, tab.imagePlacement, tab.imagePadding) = ("Library", UIImage(systemName: "folder"), .top, 4)
        tab.buttonSize = .small
        let tabButton = UIButton(configuration: tab)
        tabButton.frame = CGRect(origin: CGPoint(x: 110, y: 88), size: tabButton.intrinsicContentSize)
        page.addSubview(tabButton)
        var large = UIButton.Configuration.tinted()
        (large.title, large.subtitle, large.buttonSize, large.cornerStyle) = ("Continue", "2 of 3", .large, .large)
        large.image = UIImage(systemName: "chevron.right")
        large.imagePlacement = .trailing
        large.imagePadding = 8
        let continueButton = UIButton(configuration: large)
        continueButton.frame = CGRect(origin: CGPoint(x: 190, y: 90), size: continueButton.intrinsicContentSize)
        page.addSubview(continueButton)
        assertSnapshot(of: page, named: "configured-buttons")
    }
}
