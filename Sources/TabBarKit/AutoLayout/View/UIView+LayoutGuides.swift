import Foundation

// Layout guides and layout margins.
extension UIView {
    public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView {
            guard owner !== self else { return }
            owner.removeLayoutGuide(layoutGuide)
        }
        layoutGuide.owningView = self
        autoLayout.layoutGuides.append(layoutGuide)
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let storage = autoLayoutStorage, let index = storage.layoutGuides.firstIndex(where: { $0 === layoutGuide }) else { return }
        // Constraints that name the guide go with it, as UIKit's do.
        if let engine = layoutEngineRoot.layoutEngine {
            for constraint in engine.constraints(affecting: layoutGuide, axis: .horizontal)
                + engine.constraints(affecting: layoutGuide, axis: .vertical)
            {
                constraint.isActive = false
            }
            engine.untrack(layoutGuide)
        }
        storage.layoutGuides.remove(at: index)
        layoutGuide.owningView = nil
    }

    /// The part of the view not covered by bars and the screen's cut-outs.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, \.safeAreaGuide, name: "UIViewSafeAreaLayoutGuide") }
    /// The view's bounds inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins, \.marginsGuide, name: "UIViewLayoutMarginsGuide") }
    /// Within the margins, no wider than comfortable lines of text.
    public var readableContentGuide: UILayoutGuide {
        systemGuide(.readableContent, \.readableGuide, name: "UIViewReadableContentGuide")
    }

    private func systemGuide(
        _ role: SystemGuideRole, _ slot: ReferenceWritableKeyPath<ViewAutoLayout, UILayoutGuide?>,
        name: String
    ) -> UILayoutGuide {
        if let guide = autoLayout[keyPath: slot] { return guide }
        let guide = UILayoutGuide()
        guide.identifier = name
        guide.systemRole = role
        guide.owningView = self
        autoLayout[keyPath: slot] = guide
        return guide
    }

    // MARK: Margins

    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { autoLayoutStorage?.directionalLayoutMargins ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        set {
            autoLayout.marginsWereSet = true
            guard newValue != directionalLayoutMargins else { return }
            autoLayout.directionalLayoutMargins = newValue
            layoutMarginsChanged()
        }
    }

    /// The margins by left and right, which the layout direction maps to leading and trailing.
    public var layoutMargins: UIEdgeInsets {
        get {
            let m = directionalLayoutMargins
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return UIEdgeInsets(
                top: m.top, left: rightToLeft ? m.trailing : m.leading,
                bottom: m.bottom, right: rightToLeft ? m.leading : m.trailing)
        }
        set {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: newValue.top, leading: rightToLeft ? newValue.right : newValue.left,
                bottom: newValue.bottom, trailing: rightToLeft ? newValue.left : newValue.right)
        }
    }

    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            autoLayout.preservesSuperviewLayoutMargins = newValue
            layoutMarginsChanged()
        }
    }

    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            layoutMarginsChanged()
        }
    }

    private func layoutMarginsChanged() {
        layoutMarginsMayHaveChanged()
        setNeedsLayout()
        layoutMarginsDidChange()
    }

    /// Refreshes the margin guides of this view and of the subviews that take on its margins.
    func layoutMarginsMayHaveChanged() {
        autoLayoutStorage?.trackingEngine?.insetsDidChange(of: self)
        for subview in subviews where subview.preservesSuperviewLayoutMargins {
            subview.layoutMarginsMayHaveChanged()
        }
    }

    /// The margins the guides use: the view's own (for a controller's root view, none
    /// unless set), at least the controller's system minimum for its root view, measured
    /// from the safe area when `insetsLayoutMarginsFromSafeArea`; then, where preserved,
    /// pushed in as little as keeps the content inside the superview's margins.
    var effectiveLayoutMargins: UIEdgeInsets {
        let controlledRoot = owningViewController != nil && !(autoLayoutStorage?.marginsWereSet ?? false)
        var margins = controlledRoot ? .zero : layoutMargins
        func raise(to floor: UIEdgeInsets) {
            margins = UIEdgeInsets(
                top: max(margins.top, floor.top), left: max(margins.left, floor.left),
                bottom: max(margins.bottom, floor.bottom), right: max(margins.right, floor.right))
        }
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            raise(
                to: UIEdgeInsets(
                    top: minimum.top, left: rightToLeft ? minimum.trailing : minimum.leading,
                    bottom: minimum.bottom, right: rightToLeft ? minimum.leading : minimum.trailing))
        }
        if insetsLayoutMarginsFromSafeArea { margins = margins + safeAreaInsets }
        if preservesSuperviewLayoutMargins, let superview {
            // The superview's margin lines, in its bounds, against this view's edges there.
            let inner = superview.bounds.inset(by: superview.effectiveLayoutMargins)
            let mine = frame
            raise(
                to: UIEdgeInsets(
                    top: inner.minY - mine.minY, left: inner.minX - mine.minX,
                    bottom: mine.maxY - inner.maxY, right: mine.maxX - inner.maxX))
        }
        return margins
    }

    /// The insets of a system guide from the view's bounds.
    func insets(for role: SystemGuideRole) -> UIEdgeInsets {
        switch role {
        case .safeArea:
            return safeAreaInsets
        case .margins:
            return effectiveLayoutMargins
        case .readableContent:
            var insets = effectiveLayoutMargins
            let available = bounds.width - insets.left - insets.right
            let extra = max(0, (available - Self.readableWidth) / 2)
            insets.left += extra
            insets.right += extra
            return insets
        }
    }

    /// Lines of body text stay comfortable up to about this width (UIKit's at the default
    /// text size).
    static let readableWidth: CGFloat = 672
}
