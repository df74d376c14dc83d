import Foundation

/// The view the selected child's view lives in. Losing a subview relays it out, which is
/// when a selected view taken away by app code is put back.
@MainActor
final class TabContentView: UIView {
    weak var owner: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.restoreSelectedViewIfTaken()
    }
}
