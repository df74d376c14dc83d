import Foundation

// The dimming over the selected tab's view while the sidebar slides over it (a window no
// wider than the limits, "Sidebar", layout) or while the sidebar is edited: 20 % black,
// above the content and below the bars, fading in and out on a spring that settles without
// overshoot in 0.25 s. A tap on it ends the editing, or else hides the sidebar; a row chosen
// in a sidebar that slides over hides it too (UITabBarController+Sidebar.swift).
extension UITabBarController {
    static let sidebarDimmingDuration: TimeInterval = 0.25

    /// Puts the dimming in or takes it away, as the sidebar's state now asks.
    func updateSidebarDimming(in container: UIView) {
        let wanted = showsFloatingBar && (sidebar.isEditing || (showsSidebar && sidebarPresentation(in: container) == .slideOver))
        let animated = container.window != nil && UIView.areAnimationsEnabled
        if wanted {
            // Placed outside any animation under way (the sidebar's slide): only the fade animates.
            let dimming = sidebarDimmingView ?? makeSidebarDimming()
            guard dimming.isLeaving || dimming.superview !== container else {
                dimming.frame = container.bounds
                return
            }
            dimming.isLeaving = false
            UIView.performWithoutAnimation {
                dimming.frame = container.bounds
                container.insertSubview(dimming, aboveSubview: contentView)
            }
            fade(dimming, to: 1, animated: animated) {}
        } else if let dimming = sidebarDimmingView, !dimming.isLeaving {
            dimming.isLeaving = true
            fade(dimming, to: 0, animated: animated) { [weak self, weak dimming] in
                guard let self, let dimming, dimming.isLeaving else { return }
                dimming.removeFromSuperview()
                if self.sidebarDimmingView === dimming { self.sidebarDimmingView = nil }
            }
        }
    }

    private func makeSidebarDimming() -> SidebarDimmingView {
        let dimming = SidebarDimmingView { [unowned self] in
            if self.sidebar.isEditing { self.endSidebarEditing() } else { self.sidebar.isHidden = true }
        }
        UIView.performWithoutAnimation {
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.2)
            dimming.alpha = 0
        }
        sidebarDimmingView = dimming
        return dimming
    }

    private func fade(_ view: UIView, to alpha: CGFloat, animated: Bool, then done: @escaping () -> Void) {
        guard animated else {
            view.alpha = alpha
            return done()
        }
        UIView.animate(
            withDuration: Self.sidebarDimmingDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: [.beginFromCurrentState], animations: { view.alpha = alpha }, completion: { _ in done() })
    }
}

/// The view that dims the content under a sidebar; it takes the touches that land on it.
@MainActor
final class SidebarDimmingView: UIView {
    private let tapped: () -> Void
    /// Fading out, to be removed when the fade ends (unless it is wanted again meanwhile).
    var isLeaving = false

    init(tapped: @escaping () -> Void) {
        self.tapped = tapped
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapped()
    }
}
