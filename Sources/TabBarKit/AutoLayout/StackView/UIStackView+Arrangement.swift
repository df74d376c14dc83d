import Foundation

// The arranged views: adding, moving and removing them, and what the views tell the stack.
extension UIStackView {
    /// Appends `view` (moving it there if it is already arranged); it becomes a subview if
    /// it is not one, without reordering the subviews if it is.
    public func addArrangedSubview(_ view: UIView) {
        arrange(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex`, which must lie within 0...arrangedSubviews.count (UIKit
    /// raises beyond it; this logs and changes nothing). An arranged view moves there.
    public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard (0...arrangedSubviews.count).contains(stackIndex) else {
            Log.layout.error(
                "UIStackView.insertArrangedSubview(_:at:): index \(stackIndex) is outside 0...\(arrangedSubviews.count); not inserted")
            return
        }
        arrange(view, at: stackIndex)
    }

    /// Stops arranging `view`; it stays a subview, where it is, until removed from it.
    public func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    private func arrange(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            Log.layout.error("UIStackView: a stack view cannot arrange itself or a view that contains it")
            return
        }
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: current)
        }
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsArrangement()
    }

    // MARK: What arranged views report

    /// `view.isHidden` changed: a hidden arranged view collapses.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { setNeedsArrangement() }
    }

    /// Proportional sizes come from intrinsic sizes, so they are made again; a tie-settling
    /// length takes the new size in place.
    func arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        guard !needsArrangement, arrangedSubviews.contains(where: { $0 === view }) else { return }
        if distribution == .fillProportionally { return setNeedsArrangement() }
        for (constraint, settled) in arrangement.tieSettlers where settled === view {
            constraint.constant = intrinsicLength(of: view)
        }
    }
}
