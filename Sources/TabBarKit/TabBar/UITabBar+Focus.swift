import Foundation

// Keyboard focus on tab bar items, as UIKit's focus system gives it on iPad: one item at a
// time carries a ring in the tint colour (or the `.focused` state's icon colour when an
// appearance sets one). The ring lives on the focused button, so it follows the button
// through every layout and leaves with it when the item goes.
extension UITabBar {
    /// The item with keyboard focus, or nil.
    var focusedItem: UITabBarItem? {
        guard let button = focusRing?.superview as? TabBarButton, button.superview === self else { return nil }
        return button.item
    }

    private var focusRing: TabBarFocusRing? {
        for button in buttons {
            if let ring = button.subviews.last as? TabBarFocusRing { return ring }
        }
        return nil
    }

    /// Puts focus on `item` (nil removes it). Items not in the bar, or disabled, take none.
    func focus(_ item: UITabBarItem?) {
        let target = item.flatMap { item in buttons.first { $0.item === item && item.isEnabled } }
        let ring = focusRing
        guard ring?.superview !== target || target == nil else { return }
        ring?.removeFromSuperview()
        guard let target else { return }
        let newRing = ring ?? TabBarFocusRing()
        newRing.color = resolvedAppearance.appearance.itemAppearance(for: currentStyle).focused.iconColor
        newRing.frame = target.bounds.insetBy(dx: TabBarFocusRing.inset, dy: TabBarFocusRing.inset)
        target.addSubview(newRing)
    }

    /// Moves focus `offset` enabled items along the bar (from the selected item when none
    /// has focus yet), wrapping around or stopping at the ends.
    func moveFocus(by offset: Int, wrapping: Bool) {
        let enabled = buttons.map(\.item).filter(\.isEnabled)
        let target = FocusStep.target(among: enabled, current: focusedItem, start: selectedItem, by: offset, wrapping: wrapping)
        if let target { focus(target) }
    }
}

/// The ring around the focused tab: a rounded outline inside the button's bounds.
@MainActor
final class TabBarFocusRing: UIView {
    static let inset: CGFloat = 2
    static let lineWidth: CGFloat = 3

    /// The `.focused` state's colour; nil means the tint colour.
    var color: UIColor? {
        didSet { updateBorder() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        layer.cornerRadius = 8
        layer.borderWidth = Self.lineWidth
        updateBorder()
    }

    /// Rings are made by the bar; there is nothing to decode one from.
    required init?(coder: NSCoder) { return nil }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateBorder()
    }

    private func updateBorder() {
        layer.borderColor = (color ?? tintColor ?? .systemBlue).cgColor
    }
}

extension TabBarFocusRing {
    /// Takes the ring off every one of `hosts` and, when `host` is given, puts one inside it
    /// with the corners `cornerRadius` gives for the ring's bounds.
    static func move(to host: UIView?, among hosts: [UIView], cornerRadius: (CGRect) -> CGFloat) {
        for each in hosts {
            for ring in each.subviews where ring is TabBarFocusRing { ring.removeFromSuperview() }
        }
        guard let host else { return }
        let ring = TabBarFocusRing(frame: host.bounds.insetBy(dx: inset, dy: inset))
        ring.layer.cornerRadius = cornerRadius(ring.bounds)
        host.addSubview(ring)
    }
}
