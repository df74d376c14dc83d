@_spi(Hosting) import TabBarKit

/// The shown accessibility element labelled `label` under `root`, not inside `excluded`:
/// what the probes tap, as a person would find it on screen.
@MainActor
func shownElement(labelled label: String, in root: UIView, outside excluded: UIView? = nil) -> UIView? {
    if root === excluded || root.isHidden { return nil }
    if root.isAccessibilityElement, root.accessibilityLabel == label { return root }
    for subview in root.subviews {
        if let found = shownElement(labelled: label, in: subview, outside: excluded) { return found }
    }
    return nil
}
