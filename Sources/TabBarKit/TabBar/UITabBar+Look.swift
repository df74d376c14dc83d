import Foundation

// What the bar and its buttons look like: which appearance is in force, the background and
// hairline it gives, and each item's colours, fonts and badge (docs/reference/TAB_BAR_COLOURS.md
// and TAB_BAR_METRICS.md).
extension UITabBar {
    /// The legacy properties as an appearance: what `standardAppearance` returns when none
    /// was set, and what the bar draws with then. Made once per change of look: every
    /// restyle of a button reads it.
    var legacyAppearance: UITabBarAppearance {
        if let cachedLegacyAppearance { return cachedLegacyAppearance }
        let appearance = makeLegacyAppearance()
        cachedLegacyAppearance = appearance
        return appearance
    }

    private func makeLegacyAppearance() -> UITabBarAppearance {
        let appearance = UITabBarAppearance(idiom: traitCollection.userInterfaceIdiom)
        let dark = barStyle == .black
        if let backgroundImage {
            appearance.backgroundEffect = nil
            appearance.backgroundColor = nil
            appearance.backgroundImage = backgroundImage
            // A custom shadow image counts only with a custom background image
            // (TAB_BAR_METRICS.md, "Hairline").
            appearance.shadowImage = shadowImage
        } else if isTranslucent {
            appearance.backgroundEffect = UIBlurEffect(style: dark ? .systemChromeMaterialDark : .systemChromeMaterial)
            appearance.backgroundColor = barTintColor.map {
                $0.withAlphaComponent(min($0.cgColor.alpha, TabBarMetrics.translucentTintAlpha))
            }
        } else {
            // Opaque: a see-through barTintColor is made opaque (TAB_BAR_COLOURS.md, "Bar background").
            appearance.backgroundEffect = nil
            appearance.backgroundColor = barTintColor?.withAlphaComponent(1) ?? (dark ? .black : .white)
        }
        appearance.selectionIndicatorImage = selectionIndicatorImage
        appearance.stackedItemPositioning = itemPositioning
        appearance.stackedItemWidth = itemWidth
        appearance.stackedItemSpacing = itemSpacing
        if let unselectedItemTintColor {
            for style in [UITabBarItemAppearance.Style.stacked, .inline, .compactInline] {
                let normal = appearance.itemAppearance(for: style).normal
                normal.iconColor = unselectedItemTintColor
                normal.titleTextAttributes = [.foregroundColor: unselectedItemTintColor]
            }
        }
        return appearance
    }

    /// The stored appearance in force (nil: the legacy look), and whether the background
    /// and hairline are dropped. A selected item's own appearance replaces the bar's, as
    /// UIKit's header says of `UITabBarItem.standardAppearance`. At the scroll edge without
    /// a scroll-edge appearance, a stored standard one shows transparent (iOS 15;
    /// TAB_BAR_COLOURS.md, "Scroll-edge appearance").
    var appearanceSource: (appearance: UITabBarAppearance?, transparent: Bool) {
        let selected = selectedItem
        let standard = selected?.storedStandardAppearance ?? storedStandardAppearance
        if isAtScrollEdge {
            if let edge = selected?.storedScrollEdgeAppearance ?? storedScrollEdgeAppearance { return (edge, false) }
            if let standard { return (standard, true) }
        }
        return (standard, false)
    }

    var resolvedAppearance: (appearance: UITabBarAppearance, transparent: Bool) {
        let source = appearanceSource
        return (source.appearance ?? legacyAppearance, source.transparent)
    }

    var currentStyle: UITabBarItemAppearance.Style {
        TabBarMetrics.style(for: traitCollection, itemCount: storedItems.count)
    }

    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    // MARK: Applying

    /// Background, hairline, indicator and every button.
    func applyLook() {
        let (appearance, transparent) = resolvedAppearance
        appliedAppearance = appearanceSource.appearance
        styledSelectedItem = selectedItem
        applyBackground(appearance, transparent: transparent)
        restyleButtons(with: appearance)
    }

    /// Restyles every button; `relayout` is false when layout itself asks.
    func restyleButtons(relayout: Bool = true) {
        restyleButtons(with: resolvedAppearance.appearance, relayout: relayout)
    }

    private func restyleButtons(with appearance: UITabBarAppearance, relayout: Bool = true) {
        let style = currentStyle, rightToLeft = isRightToLeft
        styledLayout = (style, rightToLeft)
        for button in buttons { button.apply(itemLook(for: button.item, appearance: appearance, style: style, rightToLeft: rightToLeft)) }
        if relayout { setNeedsLayout() }
    }

    func restyle(_ button: TabBarButton) {
        button.apply(itemLook(for: button.item, appearance: resolvedAppearance.appearance, style: currentStyle, rightToLeft: isRightToLeft))
    }

    private func applyBackground(_ appearance: UITabBarAppearance, transparent: Bool) {
        guard !transparent else {
            backgroundEffectView.effect = nil
            backgroundEffectView.isHidden = true
            backgroundView.backgroundColor = nil
            backgroundView.image = nil
            shadowView.isHidden = true
            selectionIndicatorView.image = appearance.selectionIndicatorImage
            return
        }
        // The material's blur, with a background colour over it (TAB_BAR_COLOURS.md, "Bar background").
        backgroundEffectView.effect = appearance.backgroundEffect
        backgroundEffectView.isHidden = appearance.backgroundEffect == nil
        backgroundView.backgroundColor = appearance.backgroundColor
        backgroundView.image = appearance.backgroundImage
        backgroundView.contentMode = appearance.backgroundImageContentMode
        if let image = appearance.shadowImage {
            shadowView.image = image
            shadowView.backgroundColor = nil
            shadowView.tintColor = appearance.shadowColor ?? UITabBar.hairlineColor
            shadowView.isHidden = false
        } else if let shadowColor = appearance.shadowColor, shadowColor.cgColor.alpha > 0 {
            shadowView.image = nil
            shadowView.backgroundColor = shadowColor
            shadowView.isHidden = false
        } else {
            shadowView.isHidden = true
        }
        selectionIndicatorView.image = appearance.selectionIndicatorImage
        selectionIndicatorView.tintColor = appearance.selectionIndicatorTintColor
        setNeedsLayout()
    }

    // MARK: One item

    /// The item's look for its state. Precedence, lowest first: the system look, the
    /// appearance's state (disabled over normal or selected), the item's own attributes.
    func itemLook(
        for item: UITabBarItem, appearance: UITabBarAppearance, style: UITabBarItemAppearance.Style,
        rightToLeft: Bool
    ) -> TabBarItemLook {
        let selected = item === selectedItem
        let enabled = item.isEnabled
        let layout = appearance.itemAppearance(for: style)
        let base = selected ? layout.selected : layout.normal
        // Unset values of the disabled state fall back to the normal or selected state.
        let states = enabled ? [base] : [layout.disabled, base]

        var look = TabBarItemLook()
        look.style = style
        look.rowHeight = itemRowHeight
        look.rightToLeft = rightToLeft
        look.isSelected = selected
        look.isEnabled = enabled

        var image = selected ? (item.selectedImage ?? item.image) : item.image
        look.imageInsets = item.imageInsets
        // The 32-point bar shows the smaller landscape image when one is given (that UIKit picks
        // it there is unverified: TAB_BAR_METRICS.md, "Item images").
        if style == .compactInline, let landscape = item.landscapeImagePhone {
            image = landscape
            look.imageInsets = item.landscapeImagePhoneInsets
        }
        look.image = image
        // `.automatic` is a template in a tab bar; `.alwaysOriginal` keeps its colours
        // (TAB_BAR_COLOURS.md, "Template images").
        look.templated = image?.renderingMode != .alwaysOriginal
        let systemIcon = selected ? tintColor ?? .systemBlue : UITabBar.unselectedGray.withAlphaComponent(TabBarMetrics.unselectedIconAlpha)
        look.iconColor = states.lazy.compactMap(\.iconColor).first ?? systemIcon
        // While customizing, the items that may be replaced glow in the tint (CALL_ORDERS.md,
        // "Customizing").
        let glows = customizer?.glows(item) == true
        if glows { look.iconColor = tintColor ?? .systemBlue }

        var attributes: [NSAttributedString.Key: Any] = [
            .font: TabBarMetrics.titleFont(for: style),
            .foregroundColor: selected ? tintColor ?? .systemBlue : UITabBar.unselectedGray,
        ]
        for state in states.reversed() { attributes.merge(state.titleTextAttributes) { $1 } }
        var own = item.titleTextAttributes(for: .normal) ?? [:]
        if selected {
            own[.foregroundColor] = nil
            own.merge(item.titleTextAttributes(for: .selected) ?? [:]) { $1 }
        }
        if !enabled { own.merge(item.titleTextAttributes(for: .disabled) ?? [:]) { $1 } }
        attributes.merge(own) { $1 }
        if glows { attributes[.foregroundColor] = tintColor ?? .systemBlue }
        look.title = item.title
        look.titleAttributes = attributes
        let stateOffset = states.first { $0.titlePositionAdjustment != .zero }?.titlePositionAdjustment ?? .zero
        look.titleOffset = UIOffset(
            horizontal: item.titlePositionAdjustment.horizontal + stateOffset.horizontal,
            vertical: item.titlePositionAdjustment.vertical + stateOffset.vertical)
        look.badge = item.badgeValue.map { badgeLook(text: $0, item: item, states: states, style: style, selected: selected) }
        return look
    }

    /// White 13-point text on the item's badge colour, else the appearance's, else system red
    /// (TAB_BAR_METRICS.md, "Badges"; TAB_BAR_COLOURS.md, "Badge colours").
    private func badgeLook(
        text: String, item: UITabBarItem, states: [UITabBarItemStateAppearance],
        style: UITabBarItemAppearance.Style, selected: Bool
    ) -> TabBarBadgeLook {
        let metrics = TabBarMetrics.badge(for: style)
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: metrics.fontSize), .foregroundColor: UIColor.white,
        ]
        for state in states.reversed() { attributes.merge(state.badgeTextAttributes) { $1 } }
        attributes.merge(item.badgeTextAttributes(for: .normal) ?? [:]) { $1 }
        if selected { attributes.merge(item.badgeTextAttributes(for: .selected) ?? [:]) { $1 } }
        if !item.isEnabled { attributes.merge(item.badgeTextAttributes(for: .disabled) ?? [:]) { $1 } }
        let fill = item.badgeColor ?? states.lazy.compactMap(\.badgeBackgroundColor).first ?? .systemRed
        return TabBarBadgeLook(
            text: text, fill: fill, attributes: attributes,
            textOffset: states.first { $0.badgeTitlePositionAdjustment != .zero }?.badgeTitlePositionAdjustment ?? .zero,
            offset: states.first { $0.badgePositionAdjustment != .zero }?.badgePositionAdjustment ?? .zero,
            metrics: metrics
        )
    }
}
