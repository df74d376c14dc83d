import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// Heights, item frames, badge frames and the hairline of standalone tab bars
/// (docs/reference/TAB_BAR_METRICS.md), each in a window of the device it stands for.
@Suite(.freshApplication)
@MainActor
struct TabBarHeightTests {
    @Test func portraitPhoneBarIs49() {
        let scene = TabBarScene(items: boroughItems())
        #expect(scene.bar.sizeThatFits(scene.window.bounds.size).height == 49)
        #expect(scene.bar.frame == CGRect(x: 0, y: TabBarScene.stripMargin, width: 375, height: 49))
        #expect(scene.bar.currentStyle == .stacked)
        #expect(scene.bar.buttons.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 49 })
    }

    /// iPhone 6 in landscape is compact both ways: the 32-point bar, compact inline items.
    @Test func phoneLandscapeBarIs32() {
        let scene = TabBarScene(window: CGSize(width: 667, height: 375), items: boroughItems())
        #expect(scene.bar.sizeThatFits(scene.window.bounds.size).height == 32)
        #expect(scene.bar.currentStyle == .compactInline)
        #expect(scene.button(1).titleLabel.font.pointSize == 12)
        #expect(scene.bar.buttons.allSatisfy { $0.frame.height == 32 })
    }

    /// Large phones are regular width in landscape: 49 points, inline items.
    @Test func largePhoneLandscapeBarIs49Inline() {
        let scene = TabBarScene(window: CGSize(width: 736, height: 414), screen: .imitating("iphone-8-plus"), items: boroughItems())
        #expect(scene.bar.sizeThatFits(scene.window.bounds.size).height == 49)
        #expect(scene.bar.currentStyle == .inline)
        #expect(scene.button(0).titleLabel.font.pointSize == 13)
    }

    @Test func padBarIs50PlusItsSafeArea() {
        let plain = TabBarScene(window: CGSize(width: 1024, height: 768), screen: .padWithoutIndicator, items: boroughItems())
        #expect(plain.bar.sizeThatFits(plain.window.bounds.size).height == 50)
        #expect(plain.bar.currentStyle == .inline)
        let indicator = TabBarScene(window: CGSize(width: 1024, height: 768), screen: .imitating("ipad"), items: boroughItems())
        #expect(indicator.window.safeAreaInsets.bottom == 20)
        #expect(indicator.bar.sizeThatFits(indicator.window.bounds.size).height == 70)
        #expect(indicator.bar.buttons.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 50 })
    }

    /// An iPhone with a home indicator: 49 + 34 = 83, the items in the top 49.
    @Test func homeIndicatorPhoneBarIs83WithItemsOnTop() {
        let scene = TabBarScene(window: CGSize(width: 393, height: 852), screen: .imitating("iphone-15"), items: boroughItems())
        #expect(scene.bar.sizeThatFits(scene.window.bounds.size).height == 83)
        #expect(scene.bar.frame.height == 83)
        #expect(scene.bar.buttons.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 49 })
        #expect(scene.bar.backgroundView.frame == scene.bar.bounds)
    }

    /// Without a window the bar answers for the main screen: a portrait phone row.
    @Test func aBarOutsideAWindowIs49() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 480)) == CGSize(width: 320, height: 49))
    }
}

@Suite(.freshApplication)
@MainActor
struct TabBarItemPositionTests {
    @Test func fillGivesEachOfFiveItemsAFifth() {
        let scene = TabBarScene(items: boroughItems())
        #expect(scene.bar.buttons.map(\.frame.minX) == [0, 75, 150, 225, 300])
        #expect(scene.bar.buttons.allSatisfy { $0.frame.width == 75 })
    }

    /// Nine items on an iPad are stacked: 80-point items 30 apart, the group centred.
    @Test func padStackedItemsAreCentered() {
        let items = (0..<9).map { UITabBarItem(title: "Tab \($0)", image: TabIcons.ring, tag: $0) }
        let scene = TabBarScene(window: CGSize(width: 1024, height: 768), screen: .padWithoutIndicator, items: items)
        #expect(scene.bar.currentStyle == .stacked)
        let start: CGFloat = (1024 - (9 * 80 + 8 * 30)) / 2
        #expect(scene.bar.buttons.map(\.frame.minX) == (0..<9).map { start + CGFloat($0) * 110 })
        #expect(scene.bar.buttons.allSatisfy { $0.frame.width == 80 })
    }

    @Test func explicitCenteringUsesItemWidthAndSpacing() {
        let defaults = TabBarScene(items: Array(boroughItems().prefix(3))) { $0.itemPositioning = .centered }
        #expect(defaults.bar.buttons.map(\.frame.minX) == [37.5, 147.5, 257.5])
        let custom = TabBarScene(items: Array(boroughItems().prefix(3))) { bar in
            bar.itemPositioning = .centered
            bar.itemWidth = 100
            bar.itemSpacing = 10
        }
        #expect(custom.bar.buttons.map(\.frame.minX) == [27.5, 137.5, 247.5])
        #expect(custom.bar.buttons.allSatisfy { $0.frame.width == 100 })
        // Automatic on a compact-width phone fills.
        let automatic = TabBarScene(items: Array(boroughItems().prefix(3)))
        #expect(automatic.bar.buttons.map(\.frame.width) == [125, 125, 125])
    }

    /// Side by side: buttons sized to their content, the rest in n + 1 equal gaps.
    @Test func inlineItemsSpreadWithEqualGaps() throws {
        let scene = TabBarScene(
            window: CGSize(width: 1024, height: 768), screen: .padWithoutIndicator, items: Array(boroughItems().prefix(4)))
        let frames = scene.bar.buttons.map(\.frame)
        let gap = frames[0].minX
        #expect(gap > 100)
        for (left, right) in zip(frames, frames.dropFirst()) { #expect(abs(right.minX - left.maxX - gap) < 0.001) }
        #expect(abs(1024 - frames[3].maxX - gap) < 0.001)
        // Each is icon + 6 + title wide; the image sits left of the title.
        let button = scene.button(2)
        #expect(frames[2].width == (25 + 6 + button.titleLabel.intrinsicContentSize.width).rounded(.up))
        #expect(button.imageView.frame.maxX + 6 <= button.titleLabel.frame.minX + 0.5)
    }

    @Test func rightToLeftReversesTheOrderAndMirrorsInlineContent() {
        let scene = TabBarScene(items: Array(boroughItems().prefix(3))) { $0.semanticContentAttribute = .forceRightToLeft }
        #expect(scene.bar.buttons.map(\.frame.minX) == [250, 125, 0])
        let landscape = TabBarScene(window: CGSize(width: 667, height: 375), items: Array(boroughItems().prefix(3))) {
            $0.semanticContentAttribute = .forceRightToLeft
        }
        let frames = landscape.bar.buttons.map(\.frame)
        #expect(frames[0].minX > frames[1].minX && frames[1].minX > frames[2].minX)
        let first = landscape.button(0)
        #expect(first.imageView.frame.minX >= first.titleLabel.frame.maxX)
    }

    /// Stacked: icon above the title, both centred; the title 2 points narrower than its button.
    @Test func stackedIconSitsAboveTheTitle() {
        let scene = TabBarScene(items: boroughItems())
        let button = scene.button(2)
        #expect(button.imageView.frame.size == CGSize(width: 25, height: 25))
        #expect(abs(button.imageView.frame.midX - 37.5) <= 0.5)
        #expect(button.imageView.frame.maxY <= button.titleLabel.frame.minY)
        #expect(button.titleLabel.frame.maxY <= 49)
        #expect(button.titleLabel.font == UIFont.systemFont(ofSize: 10, weight: .medium))
        let staten = scene.button(4)
        #expect(staten.titleLabel.frame.width <= 73)
    }

    @Test func titleAdjustmentAndImageInsetsMoveTheirViews() {
        let plain = TabBarScene(items: boroughItems())
        let items = boroughItems()
        items[1].titlePositionAdjustment = UIOffset(horizontal: 3, vertical: -4)
        items[1].imageInsets = UIEdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
        let moved = TabBarScene(items: items)
        #expect(moved.button(1).titleLabel.frame.origin.x == plain.button(1).titleLabel.frame.origin.x + 3)
        #expect(moved.button(1).titleLabel.frame.origin.y == plain.button(1).titleLabel.frame.origin.y - 4)
        #expect(moved.button(1).imageView.frame.origin.y == plain.button(1).imageView.frame.origin.y + 6)
        #expect(moved.button(1).imageView.frame.size == plain.button(1).imageView.frame.size)
    }

    @Test func selectionIndicatorLiesBehindTheSelectedButton() {
        let scene = TabBarScene(items: boroughItems(), selected: 2) { $0.selectionIndicatorImage = TabIcons.block(side: 10) }
        let indicator = scene.bar.selectionIndicatorView
        #expect(!indicator.isHidden)
        #expect(indicator.frame == CGRect(x: 150, y: 2, width: 75, height: 45))
        // Over the background and hairline, in the bar's background view, which lies
        // under every button.
        let background = scene.bar.barBackground
        #expect(indicator.superview === background && background.subviews.last === indicator)
        #expect(scene.bar.subviews.first === background && scene.bar.subviews.contains { $0 === scene.button(2) })
        scene.bar.selectedItem = nil
        scene.window.layoutIfNeeded()
        #expect(indicator.isHidden)
    }
}

@Suite(.freshApplication)
@MainActor
struct TabBarBadgeTests {
    private func badged(
        _ values: [String?], window: CGSize = CGSize(width: 375, height: 667),
        rightToLeft: Bool = false
    ) -> TabBarScene {
        let items = boroughItems()
        for (item, value) in zip(items, values) { item.badgeValue = value }
        return TabBarScene(window: window, items: items) { if rightToLeft { $0.semanticContentAttribute = .forceRightToLeft } }
    }

    @Test func oneCharacterIsAnEighteenPointCircle() {
        let scene = badged(["3"])
        let frame = scene.badgeFrame(0)
        #expect(frame.size == CGSize(width: 18, height: 18))
        #expect(frame.minY == 2)
        // At the icon's upper right: past the icon's centre, overlapping its top.
        let icon = scene.button(0).convert(scene.button(0).imageView.frame, to: scene.bar)
        #expect(frame.minX == icon.midX + 8)
        #expect(frame.minY < icon.midY)
    }

    @Test func longerTextIsACapsuleBetween24And64() {
        let scene = badged([nil, "99+", "New", "1234567890"])
        for index in 1...2 {
            let frame = scene.badgeFrame(index)
            #expect(frame.height == 18)
            #expect(frame.width >= 24 && frame.width <= 64)
            #expect(frame.width > 18)
        }
        #expect(scene.badgeFrame(3).width == 64)
    }

    @Test func noImageMeansTheUpperLeftOfTheItem() {
        let scene = badged([nil, nil, nil, nil, "1"])
        #expect(scene.button(4).look.image == nil)
        #expect(scene.badgeFrame(4).minX == scene.frame(4).minX + 6)
        #expect(scene.badgeFrame(4).minY == 2)
        let mirrored = badged([nil, nil, nil, nil, "1"], rightToLeft: true)
        #expect(mirrored.badgeFrame(4).maxX == mirrored.frame(4).maxX - 6)
    }

    @Test func rightToLeftPutsTheBadgeOnTheIconsLeft() {
        let scene = badged(["3"], rightToLeft: true)
        let icon = scene.button(0).convert(scene.button(0).imageView.frame, to: scene.bar)
        #expect(scene.badgeFrame(0).maxX == icon.midX - 8)
    }

    @Test func badgesStaySixPointsInsideTheBar() {
        func items() -> [UITabBarItem] {
            let items = (0..<5).map { UITabBarItem(title: "Tab \($0)", image: TabIcons.ring, tag: $0) }
            items[4].badgeValue = "1234567890"
            return items
        }
        let scene = TabBarScene(items: items())
        // Unclamped it would start 8 points past the last icon's centre and run off the bar.
        #expect(scene.badgeFrame(4).width == 64)
        #expect(abs(scene.badgeFrame(4).maxX - (375 - 6)) < 0.001)
        let mirrored = TabBarScene(items: items()) { $0.semanticContentAttribute = .forceRightToLeft }
        #expect(abs(mirrored.badgeFrame(4).minX - 6) < 0.001)
    }

    @Test func phoneLandscapeBadgesAreSmaller() {
        let scene = badged(["3", "New"], window: CGSize(width: 667, height: 375))
        #expect(scene.badgeFrame(0).size == CGSize(width: 14, height: 14))
        #expect(scene.badgeFrame(1).height == 14 && scene.badgeFrame(1).width >= 22)
    }

    /// An empty string shows a dot (a TabBarKit choice; UIKit's is unverified).
    @Test func anEmptyBadgeIsADot() {
        let scene = badged([""])
        #expect(scene.badgeFrame(0).size == CGSize(width: 10, height: 10))
        #expect(!scene.button(0).badgeView.isHidden)
        scene.bar.items![0].badgeValue = nil
        #expect(scene.button(0).badgeView.isHidden)
    }

    @Test func colourTextAttributesAndAdjustmentsAreHonoured() {
        func items() -> [UITabBarItem] {
            let items = boroughItems()
            items[0].badgeValue = "3"
            items[0].badgeColor = .systemGreen
            items[0].setBadgeTextAttributes([.foregroundColor: UIColor.black], for: .normal)
            items[1].badgeValue = "4"
            return items
        }
        let plain = TabBarScene(items: items())
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemIndigo
        appearance.stackedLayoutAppearance.normal.badgePositionAdjustment = UIOffset(horizontal: 4, vertical: 3)
        let scene = TabBarScene(items: items()) { $0.standardAppearance = appearance }
        #expect(plain.button(1).badgeView.look?.fill == .systemRed)
        #expect(scene.button(0).badgeView.look?.fill == .systemGreen)
        #expect(scene.button(0).badgeView.look?.attributes[.foregroundColor] as? UIColor == .black)
        #expect(scene.button(1).badgeView.look?.fill == .systemIndigo)
        #expect(scene.button(1).badgeView.look?.attributes[.foregroundColor] as? UIColor == .white)
        #expect(scene.badgeFrame(1).origin == CGPoint(x: plain.badgeFrame(1).minX + 4, y: plain.badgeFrame(1).minY + 3))
    }
}

@Suite(.freshApplication)
@MainActor
struct TabBarBackgroundTests {
    @Test func theHairlineIsOneDevicePixelAboveTheTopEdge() {
        let scene = TabBarScene(items: boroughItems())
        let hairline = scene.bar.shadowView
        #expect(!hairline.isHidden)
        #expect(hairline.frame == CGRect(x: 0, y: -0.5, width: 375, height: 0.5))
        #expect(hairline.backgroundColor == UIColor(white: 0, alpha: 0.3))
    }

    @Test func legacyPropertiesPickTheBackground() {
        let scene = TabBarScene(items: boroughItems())
        #expect(scene.bar.backgroundEffectView.blurEffect?.style == .systemChromeMaterial)
        #expect(scene.bar.backgroundView.backgroundColor == nil)
        scene.bar.barTintColor = .systemRed
        scene.bar.isTranslucent = false
        #expect(scene.bar.backgroundView.backgroundColor == .systemRed && scene.bar.backgroundEffectView.isHidden)
        scene.bar.barTintColor = nil
        #expect(scene.bar.backgroundView.backgroundColor == .white)
        scene.bar.barStyle = .black
        #expect(scene.bar.backgroundView.backgroundColor == .black)
        scene.bar.isTranslucent = true
        #expect(scene.bar.backgroundEffectView.blurEffect?.style == .systemChromeMaterialDark)
        #expect(scene.bar.backgroundView.backgroundColor == nil)
        // The standard appearance reports the legacy look when none was set.
        #expect(scene.bar.standardAppearance.backgroundEffect?.style == .systemChromeMaterialDark)
    }

    /// A custom shadow image shows only with a custom background image
    /// (docs/reference/TAB_BAR_METRICS.md, "Hairline").
    @Test func aLegacyShadowImageNeedsABackgroundImage() {
        let scene = TabBarScene(items: boroughItems()) { $0.shadowImage = TabIcons.block(side: 2) }
        #expect(scene.bar.shadowView.image == nil)
        scene.bar.backgroundImage = TabIcons.block(side: 4)
        scene.window.layoutIfNeeded()
        #expect(scene.bar.shadowView.image != nil)
        #expect(scene.bar.shadowView.frame == CGRect(x: 0, y: -2, width: 375, height: 2))
        #expect(scene.bar.backgroundView.image != nil)
    }

    /// iOS 15: a standard appearance without a scroll-edge one is transparent at the edge.
    @Test func atTheScrollEdgeAStandardAppearanceTurnsTransparent() {
        let opaque = UITabBarAppearance()
        opaque.configureWithOpaqueBackground()
        let scene = TabBarScene(items: boroughItems()) { $0.standardAppearance = opaque }
        #expect(scene.bar.backgroundView.backgroundColor == .systemBackground)
        scene.bar.isAtScrollEdge = true
        #expect(scene.bar.backgroundView.backgroundColor == nil && scene.bar.shadowView.isHidden)
        let edge = UITabBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemYellow
        scene.bar.scrollEdgeAppearance = edge
        #expect(scene.bar.backgroundView.backgroundColor == .systemYellow && !scene.bar.shadowView.isHidden)
        // Legacy bars keep their look at the edge.
        let legacy = TabBarScene(items: boroughItems())
        legacy.bar.isAtScrollEdge = true
        #expect(legacy.bar.backgroundEffectView.blurEffect?.style == .systemChromeMaterial)
    }

    /// UIKit: the selected item's own appearance replaces the bar's.
    @Test func aSelectedItemsAppearanceReplacesTheBars() {
        let items = boroughItems()
        let own = UITabBarAppearance()
        own.configureWithOpaqueBackground()
        own.backgroundColor = .systemTeal
        own.stackedLayoutAppearance.normal.iconColor = .systemPink
        items[1].standardAppearance = own
        let scene = TabBarScene(items: items)
        #expect(scene.bar.backgroundEffectView.blurEffect?.style == .systemChromeMaterial)
        scene.bar.selectedItem = items[1]
        #expect(scene.bar.backgroundView.backgroundColor == .systemTeal && scene.bar.backgroundEffectView.isHidden)
        #expect(scene.button(2).look.iconColor == .systemPink)
        scene.bar.selectedItem = items[0]
        #expect(scene.bar.backgroundView.backgroundColor == nil && !scene.bar.backgroundEffectView.isHidden)
        #expect(scene.button(2).look.iconColor == UITabBar.unselectedGray.withAlphaComponent(0.85))
    }
}

@Suite(.freshApplication)
@MainActor
struct TabBarItemLookTests {
    @Test func defaultColoursFollowTheFactSheet() {
        let scene = TabBarScene(items: boroughItems())
        let selected = scene.button(0).look, normal = scene.button(1).look
        #expect(selected.iconColor == .systemBlue)
        #expect(selected.titleAttributes[.foregroundColor] as? UIColor == .systemBlue)
        #expect(normal.iconColor == UIColor(white: 0.5725, alpha: 0.85))
        #expect(normal.titleAttributes[.foregroundColor] as? UIColor == UIColor(white: 0.5725, alpha: 1))
        #expect(scene.button(1).imageView.tintColor == UIColor(white: 0.5725, alpha: 0.85))
    }

    @Test func imagesAreTemplatesUnlessAlwaysOriginal() {
        let items = [
            UITabBarItem(title: "A", image: TabIcons.ring, tag: 0),
            UITabBarItem(title: "B", image: TabIcons.twoColours.withRenderingMode(.alwaysOriginal), tag: 1),
        ]
        let scene = TabBarScene(items: items)
        #expect(TabIcons.ring.renderingMode == .automatic)
        #expect(scene.button(0).imageView.image?.renderingMode == .alwaysTemplate)
        #expect(scene.button(1).imageView.image?.renderingMode == .alwaysOriginal)
    }

    @Test func theSelectedImageShowsWhenSelected() {
        let items = boroughItems()
        let scene = TabBarScene(items: items, selected: 1)
        #expect(scene.button(0).look.image === items[0].image)
        scene.bar.selectedItem = items[0]
        #expect(scene.button(0).look.image === items[0].selectedImage)
        #expect(scene.button(1).look.image === items[1].image)
    }

    @Test func disabledItemsAreFaded() {
        let items = boroughItems()
        items[2].isEnabled = false
        let scene = TabBarScene(items: items)
        #expect(scene.button(2).alpha == 0.25)
        #expect(scene.button(1).alpha == 1)
        items[2].isEnabled = true
        #expect(scene.button(2).alpha == 1)
    }

    @Test func titleAttributesPerStateAreHonoured() {
        let items = boroughItems()
        items[0].setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 11, weight: .bold)], for: .normal)
        items[0].setTitleTextAttributes([.foregroundColor: UIColor.systemGreen], for: .selected)
        items[1].setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        let scene = TabBarScene(items: items)
        #expect(scene.button(0).titleLabel.font == UIFont.systemFont(ofSize: 11, weight: .bold))
        #expect(scene.button(0).look.titleAttributes[.foregroundColor] as? UIColor == .systemGreen)
        #expect(scene.button(1).look.titleAttributes[.foregroundColor] as? UIColor == .systemRed)
        // Normal colours do not leak into the selected state.
        scene.bar.selectedItem = items[1]
        #expect(scene.button(1).look.titleAttributes[.foregroundColor] as? UIColor == .systemBlue)
    }

    @Test func tintChangesRestyleTheSelectedItem() {
        let scene = TabBarScene(items: boroughItems())
        scene.bar.tintColor = .systemOrange
        #expect(scene.button(0).imageView.tintColor == .systemOrange)
        scene.window.tintColor = .systemPurple
        scene.bar.tintColor = nil
        #expect(scene.button(0).imageView.tintColor == .systemPurple)
    }

    @Test func appearanceStatesDecideColoursAndDisabledFallsBack() {
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.normal.iconColor = .systemBrown
        appearance.stackedLayoutAppearance.selected.iconColor = .systemRed
        appearance.stackedLayoutAppearance.disabled.titleTextAttributes = [.foregroundColor: UIColor.systemGray2]
        appearance.inlineLayoutAppearance.normal.iconColor = .systemMint
        let items = boroughItems()
        items[3].isEnabled = false
        let scene = TabBarScene(items: items) { $0.standardAppearance = appearance }
        #expect(scene.button(0).look.iconColor == .systemRed)
        #expect(scene.button(1).look.iconColor == .systemBrown)
        #expect(scene.button(3).look.iconColor == .systemBrown)
        #expect(scene.button(3).look.titleAttributes[.foregroundColor] as? UIColor == .systemGray2)
        // The inline appearance applies in the inline style only.
        let wide = TabBarScene(window: CGSize(width: 736, height: 414), screen: .imitating("iphone-8-plus"), items: boroughItems()) {
            $0.standardAppearance = appearance
        }
        #expect(wide.button(1).look.iconColor == .systemMint)
    }

    @Test func theLandscapeImageIsUsedOnTheCompactBar() {
        let item = UITabBarItem(title: "Small", image: TabIcons.bronx(), tag: 0)
        item.landscapeImagePhone = TabIcons.ring
        let portrait = TabBarScene(items: [item])
        #expect(portrait.button(0).imageView.frame.width == 30)
        let landscape = TabBarScene(window: CGSize(width: 667, height: 375), items: [item])
        #expect(landscape.button(0).imageView.frame.width == 25)
    }
}
