import Foundation

/// How tab items look in one layout (stacked, inline or compact inline), per state.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    public enum Style: Int, Sendable {
        case stacked = 0, inline, compactInline
    }

    public private(set) var normal = UITabBarItemStateAppearance(empty: ())
    public private(set) var selected = UITabBarItemStateAppearance(empty: ())
    public private(set) var disabled = UITabBarItemStateAppearance(empty: ())
    public private(set) var focused = UITabBarItemStateAppearance(empty: ())

    public init(style: Style) {
        super.init()
        configureWithDefault(for: style)
    }

    public override convenience init() {
        self.init(style: .stacked)
    }

    /// Clears every state back to the system look (the style only changes fonts, which
    /// the bar picks for its layout).
    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance(empty: ())
        selected = UITabBarItemStateAppearance(empty: ())
        disabled = UITabBarItemStateAppearance(empty: ())
        focused = UITabBarItemStateAppearance(empty: ())
    }

    open func copy() -> UITabBarItemAppearance {
        let copy = UITabBarItemAppearance(style: .stacked)
        copy.normal = normal.copied()
        copy.selected = selected.copied()
        copy.disabled = disabled.copied()
        copy.focused = focused.copied()
        return copy
    }

    /// The state appearance for an item that is selected, disabled or neither.
    func state(selected isSelected: Bool, enabled: Bool) -> UITabBarItemStateAppearance {
        if !enabled { return disabled }
        return isSelected ? selected : normal
    }
}

/// How tab items look in one state. Unset values (nil, empty, zero) mean the system look.
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance: NSObject {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    public var iconColor: UIColor?
    public var badgeBackgroundColor: UIColor?
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var badgePositionAdjustment = UIOffset.zero
    public var badgeTitlePositionAdjustment = UIOffset.zero

    // UIKit makes these only as parts of a UITabBarItemAppearance.
    @available(*, unavailable)
    public override init() { fatalError("UITabBarItemStateAppearance is made by UITabBarItemAppearance") }

    init(empty: Void) { super.init() }

    func copied() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance(empty: ())
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.iconColor = iconColor
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        copy.badgePositionAdjustment = badgePositionAdjustment
        copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return copy
    }
}
