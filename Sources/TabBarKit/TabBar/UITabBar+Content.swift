import Foundation

// The bar's views and how changes reach them. A change repaints only what it touches: an
// item's change restyles its button alone, a selection the two buttons it moves between.
extension UITabBar {
    func setUpBar() {
        isOpaque = false
        accessibilityTraits = .tabBar
        barBackground.isUserInteractionEnabled = false
        addSubview(barBackground)
        for view in [backgroundEffectView, backgroundView, shadowView, selectionIndicatorView] {
            view.isUserInteractionEnabled = false
            barBackground.addSubview(view)
        }
        applyLook()
    }

    /// A legacy property, an appearance, the scroll edge, the traits or the window changed.
    func lookDidChange() {
        cachedLegacyAppearance = nil
        applyLook()
    }

    func itemDidChange(_ item: UITabBarItem) {
        // The selected item's own appearance may have come or gone: that restyles the bar.
        if item === selectedItem, appearanceSource.appearance !== appliedAppearance {
            applyLook()
            return
        }
        for button in buttons where button.item === item { restyle(button) }
        // Side-by-side buttons are sized to their content, so the others may move.
        if currentStyle != .stacked { setNeedsLayout() }
    }

    /// New items: buttons of items that stay are kept, the rest made or removed. `animated`
    /// is accepted; the swap is immediate (no item animation yet).
    func itemsDidChange(animated: Bool) {
        var spare = buttons
        var next: [TabBarButton] = []
        for item in storedItems {
            if let index = spare.firstIndex(where: { $0.item === item }) {
                next.append(spare.remove(at: index))
            } else {
                let button = TabBarButton(item: item, bar: self)
                addSubview(button)
                next.append(button)
            }
        }
        for button in spare {
            button.removeFromSuperview()
            if button.item.viewInBar === button { button.item.viewInBar = nil }
        }
        buttons = next
        applyLook()
    }

    func selectionDidChange() {
        let previous = styledSelectedItem
        styledSelectedItem = selectedItem
        if appearanceSource.appearance !== appliedAppearance {
            applyLook()
        } else {
            for button in buttons where button.item === previous || button.item === selectedItem { restyle(button) }
            setNeedsLayout()
        }
        notifyDecorations(.selection)
    }
}
