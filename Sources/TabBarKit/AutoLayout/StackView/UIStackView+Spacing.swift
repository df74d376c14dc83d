import Foundation

// Spacing between arranged views: the stack's, custom spacing after a view, and the
// constants of the spacing constraints, changed in place.
extension UIStackView {
    /// Spacing after `arrangedSubview` instead of `spacing`; `spacingUseDefault` removes it.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else {
            Log.layout.error("UIStackView.setCustomSpacing(_:after:): \(arrangedSubview) is not arranged by this stack view; ignored")
            return
        }
        guard spacing.isFinite else {
            Log.layout.error("UIStackView.setCustomSpacing(_:after:): \(spacing) is not a number of points; ignored")
            return
        }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        spacingDidChange()
    }

    /// The custom spacing after `arrangedSubview`, or `spacingUseDefault` when it has none.
    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The points between `view` and the next visible arranged view.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        switch value {
        case Self.spacingUseSystem: return systemSpacing
        // The stack's own spacing set to "default" is its default, none.
        case Self.spacingUseDefault: return 0
        default: return value
        }
    }

    /// Only constants change: the spacing constraints take their new ones in place.
    func spacingDidChange() {
        guard !needsArrangement else { return }
        for (constraint, view) in arrangement.spacings {
            constraint.constant = resolvedSpacing(after: view)
        }
    }
}
