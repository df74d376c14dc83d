import Foundation

/// What a bar decoration of TabBarKitExtras (a sliding selection marker, a centre button)
/// needs from any `UITabBar` that UIKit's API does not give: where an item's button is, and
/// word when the bar has laid out or changed its selection. Not UIKit's API: visible only to
/// `@_spi(TabBarKitExtras) import TabBarKit`.
@_spi(TabBarKitExtras)
extension UITabBar {
    /// What happened to the bar.
    public enum DecorationEvent: Sendable {
        /// The bar laid out its buttons (a rotation, items added or removed, a new direction).
        case layout
        /// The selected item changed (before the bar's next layout).
        case selection
        /// The user tapped a controller's selected item again and the delegate agreed; sent
        /// before the controller pops that tab's navigation stack to its root.
        case reselection
    }

    /// The frame, in the bar's coordinates, of the button that shows `item`, laid out first
    /// if the bar needs it; nil when the bar does not show `item`.
    public func buttonFrame(for item: UITabBarItem) -> CGRect? {
        if needsLayout { layoutIfNeeded() }
        return buttons.first { $0.item === item }?.frame
    }

    /// Adds `view` over the bar's background and under its item buttons.
    public func insertDecorationBehindItems(_ view: UIView) {
        if let first = buttons.first, first.superview === self {
            insertSubview(view, belowSubview: first)
        } else {
            addSubview(view)
        }
    }

    /// Adds `view` over the items as a decoration that takes touches also where it stands
    /// out of the bar (a round button rising above the top edge): the bar counts points on
    /// it as inside. Removing `view` from the bar ends that.
    public func addDecorationReceivingTouches(_ view: UIView) {
        addSubview(view)
        touchableDecorations.removeAll { $0.view == nil || $0.view === view }
        touchableDecorations.append(WeakDecoration(view: view))
    }

    /// Selects `item` the way a tap on it does: a controller's bar asks the delegate
    /// `shouldSelect`, runs its animator and interaction controller, and tells `didSelect`.
    public func selectAsIfTapped(_ item: UITabBarItem) {
        userSelected(item)
    }

    /// The height of the row the items stand in (49, 32 or 50 points), without the
    /// home indicator's strip below it.
    public var itemRowHeightForDecorations: CGFloat { itemRowHeight }

    /// Calls `body` after each layout of the bar and each change of its selected item, until
    /// `removeDecorationObserver(_:)` with the returned token. The bar keeps `body`.
    public func addDecorationObserver(_ body: @escaping (DecorationEvent) -> Void) -> Int {
        nextDecorationObserver += 1
        decorationObservers.append((nextDecorationObserver, body))
        return nextDecorationObserver
    }

    public func removeDecorationObserver(_ token: Int) {
        decorationObservers.removeAll { $0.token == token }
    }
}

extension UITabBar {
    struct WeakDecoration {
        weak var view: UIView?
    }

    /// Whether `point` (in the bar's coordinates) falls on a decoration that takes touches.
    func isOnTouchableDecoration(_ point: CGPoint, with event: UIEvent?) -> Bool {
        touchableDecorations.contains { decoration in
            guard let view = decoration.view, view.superview === self, !view.isHidden, view.alpha > 0.01,
                view.isUserInteractionEnabled
            else { return false }
            return view.point(inside: convert(point, to: view), with: event)
        }
    }

    /// Tells the observers; one that adds or removes observers meanwhile affects the next time.
    func notifyDecorations(_ event: DecorationEvent) {
        for observer in decorationObservers { observer.body(event) }
    }
}
