import TabBarKit

// Hiding and showing the bar by its constraints: the size constraints go to 0 and the
// inner constraints that would go negative are relaxed; showing puts back the shown size,
// then the relaxed constraints. Animated, the change is laid out inside an animation block
// on the controller's view, so the bar and the content container slide together.
extension SelfDesignedTabBarController {
    /// Whether the bar shows: none of `tabBarSizeConstraints` is at 0.
    public var isTabBarVisible: Bool {
        tabBarSizeConstraints.allSatisfy { $0.constant != 0 }
    }

    /// Hides the bar (its size constraints at 0, the relaxed constraints deactivated) or shows
    /// it again; animated, the bar and the content slide together over 0.25 s.
    public func setTabBarVisible(_ visible: Bool, animated: Bool) {
        let sizes = tabBarSizeConstraints
        guard !sizes.isEmpty else {
            return Self.log.warning("setTabBarVisible: tabBarSizeConstraints names no constraint; the bar stays as it is")
        }
        let relaxed = constraintsRelaxedWhileTabBarHidden
        if visible {
            for constraint in sizes { constraint.constant = shownTabBarSize }
            NSLayoutConstraint.activate(relaxed)
        } else {
            NSLayoutConstraint.deactivate(relaxed)
            for constraint in sizes { constraint.constant = 0 }
        }
        guard animated, isViewLoaded else { return }
        UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut]) {
            self.view.layoutIfNeeded()
        }
    }
}
