import Foundation

/// How tab items look in one layout (stacked, inline or compact inline), per state.
@MainActor
open class UITabBarItemAppearance {
    public enum Style: Int, Sendable {
        case stacked = 0, inline, compactInline
    }

    public private(set) var normal = UITabBarItemStateAppearance()
    public private(set) var selected = UITabBarItemStateAppearance()
    public private(set) var disabled = UITabBarItemStateAppearance()
    public private(set) var focused = UITabBarItemStateAppearance()

    public init(style: Style) {
        configureWithDefault(for: style)
    }

    public convenience init() {
        self.init(style: .stacked)
    }

    /// Clears every state back to the system look (the style only changes fonts, which
    /// the bar picks for its layout).
    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    open func copy() -> UITabBarItemAppearance {
        let copy = UITabBarItemAppearance(style: .stacked)
        copy.normal = normal.copy()
        copy.selected = selected.copy()
        copy.disabled = disabled.copy()
        copy.focused = focused.copy()
        return copy
    }

    /// The state appearance for an item that is selected, disabled or neither.
    func state(selected isSelected: Bool, enabled: Bool) -> UITabBarItemStateAppearance {
        if !enabled { return disabled }
        return isSelected ? selected : normal
    }
}

/// How tab items look in one state. Unset values (nil, empty, zero) mean the system look.
@MainActor
public final class UITabBarItemStateAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    public var iconColor: UIColor?
    public var badgeBackgroundColor: UIColor?
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var badgePositionAdjustment = UIOffset.zero
    public var badgeTitlePositionAdjustment = UIOffset.zero

    init() {}

    func copy() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
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
