import Foundation

/// The tab bar's numbers and the rules that pick its row height and item layout style.
/// Quoted headings are those of docs/reference/TAB_BAR_METRICS.md unless a file is named.
@MainActor
enum TabBarMetrics {
    // "Bar heights": the row heights; the window's bottom safe area is added below the row.
    static let phoneRowHeight: CGFloat = 49
    static let compactRowHeight: CGFloat = 32
    static let padRowHeight: CGFloat = 50

    // "Item positioning", centred: 0 in itemWidth / itemSpacing means these.
    static let centeredItemWidth: CGFloat = 80
    static let centeredItemSpacing: CGFloat = 30

    // "Item layout styles": iPads go stacked from 9 items, phones inline up to 5.
    static let padInlineItemLimit = 8
    static let phoneInlineItemLimit = 5
    /// Icon to title in the side-by-side styles.
    static let inlineGap: CGFloat = 6
    /// A stacked title is 2 points narrower than its button.
    static let stackedTitleMargin: CGFloat = 2
    /// Stacked vertical positions are unverified ("Stacked item positions"); the clone
    /// approximation: the title's baseline 4 points above the row's bottom, the icon centred
    /// 6 points above the row's middle.
    static let stackedTitleBaselineInset: CGFloat = 4
    static let stackedIconRaise: CGFloat = 6

    // "Badge placement". The x offset is unverified: the clone value puts the badge's
    // leading edge 8 points past the icon's centre, its top 2 points below the bar's top.
    static let badgeIconOffset: CGFloat = 8
    static let badgeTop: CGFloat = 2
    static let badgeEdgeMargin: CGFloat = 6
    /// Without an image the badge sits at the item's upper leading corner (where the boroughs app expects it),
    /// this far in from the button's edge.
    static let badgeCornerInset: CGFloat = 6

    // "Selection indicator".
    static let selectionIndicatorMinWidth: CGFloat = 48
    static let selectionIndicatorInset: CGFloat = 2

    // Item colours (docs/reference/TAB_BAR_COLOURS.md, "Item colours").
    static let unselectedIconAlpha: CGFloat = 0.85
    static let disabledAlpha: CGFloat = 0.25
    /// A pressed button's content dims to this; UIKit's pressed look is not published, so
    /// this is the common clone choice.
    static let highlightedAlpha: CGFloat = 0.5
    /// A translucent bar's `barTintColor` lies over the material at this opacity (the blur
    /// it would tint is approximated by a colour; <doc:DEVIATIONS>).
    static let translucentTintAlpha: CGFloat = 0.85

    // The Configure sheet (docs/reference/CALL_ORDERS.md, "Configure sheet"): its slide, its
    // grid, and how long a dropped icon settles.
    static let customizeSlideDuration: TimeInterval = 0.33
    static let customizeSettleDuration: TimeInterval = 0.25
    static func customizeCellSide(for idiom: UIUserInterfaceIdiom) -> CGFloat { idiom == .pad ? 160 : 80 }
    static func customizeColumns(landscape: Bool) -> Int { landscape ? 5 : 3 }

    static func rowHeight(for traits: UITraitCollection) -> CGFloat {
        if traits.userInterfaceIdiom == .pad { return padRowHeight }
        return isCompactLandscape(traits) ? compactRowHeight : phoneRowHeight
    }

    /// "Bar heights": the 32-point bar goes with compact width and compact height (smaller
    /// phones in landscape; large phones are regular width there).
    static func isCompactLandscape(_ traits: UITraitCollection) -> Bool {
        traits.userInterfaceIdiom != .pad && traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .compact
    }

    /// UIKit's `_styleForTraitCollection` ("Item layout styles").
    static func style(for traits: UITraitCollection, itemCount: Int) -> UITabBarItemAppearance.Style {
        if traits.userInterfaceIdiom == .pad {
            return traits.horizontalSizeClass != .compact && itemCount <= padInlineItemLimit ? .inline : .stacked
        }
        if isCompactLandscape(traits) { return .compactInline }
        if traits.horizontalSizeClass == .regular && itemCount <= phoneInlineItemLimit { return .inline }
        return .stacked
    }

    /// "Title fonts": stacked 10-point medium, inline Footnote (13), compact inline Caption 1
    /// (12), pinned to the Large size category.
    static func titleFont(for style: UITabBarItemAppearance.Style) -> UIFont {
        switch style {
        case .stacked: .systemFont(ofSize: 10, weight: .medium)
        case .inline: .systemFont(ofSize: 13)
        case .compactInline: .systemFont(ofSize: 12)
        }
    }

    /// "Badges": the capsule sizes of the default style, and of the phone landscape one on
    /// the 32-point bar.
    struct Badge {
        var height: CGFloat
        var fontSize: CGFloat
        var padding: CGFloat
        var minWidth: CGFloat
        var maxWidth: CGFloat
        /// An empty string shows a dot this wide (UIKit's empty badge is unverified, "Badges").
        var dotSide: CGFloat

        static let standard = Badge(height: 18, fontSize: 13, padding: 5, minWidth: 24, maxWidth: 64, dotSide: 10)
        /// UIKit's landscape maximum is not published; the standard one is kept.
        static let phoneLandscape = Badge(height: 14, fontSize: 10, padding: 4, minWidth: 22, maxWidth: 64, dotSide: 8)

        /// A circle for one character, a capsule sized to the text otherwise, a dot for "".
        func size(text: String, textWidth: CGFloat) -> CGSize {
            if text.isEmpty { return CGSize(width: dotSide, height: dotSide) }
            if text.count == 1 && textWidth <= height { return CGSize(width: height, height: height) }
            let width = min(maxWidth, max(minWidth, (textWidth + 2 * padding).rounded(.up)))
            return CGSize(width: width, height: height)
        }
    }

    static func badge(for style: UITabBarItemAppearance.Style) -> Badge {
        style == .compactInline ? .phoneLandscape : .standard
    }
}
