import Foundation
import TabBarKit

/// A tab bar controller with an arrow just above the selected item that slides to each
/// new selection, written the way such controllers were written for iOS 4 and 5: the arrow
/// is an image view added in `viewDidAppear`, placed by arithmetic on the bar's frame and
/// the screen's height, and moved in the `tabBar(_:didSelect:)` override by a legacy
/// `beginAnimations`/`commitAnimations` block. It is kept that way on purpose, as a test
/// of old code: it does not follow a rotation, and each appearance adds one more arrow.
final class ArrowMarkerTabBarController: UITabBarController {
    private var imageView: UIImageView?

    /// The rectangle of `item`'s slot, as wide as an equal share of the bar (nil: the first).
    private func rect(for item: UITabBarItem?) -> CGRect {
        let itemsInTabBar = tabBar.items?.count ?? 0
        let itemSize = CGSize(width: tabBar.frame.size.width / CGFloat(itemsInTabBar), height: tabBar.frame.size.height)
        // The selected item's index; with no item the first is taken.
        var currentIndexSelected = 0
        if let item {
            for i in 0..<itemsInTabBar where tabBar.items?[i] === item {
                currentIndexSelected = i
            }
        }
        return CGRect(
            x: CGFloat(lrint(Double(CGFloat(currentIndexSelected) * itemSize.width))), y: itemSize.height,
            width: itemSize.width, height: itemSize.height)
    }

    /// The arrow centred on the slot, its bottom on the bar's top.
    private func rect(for markerImage: UIImage, tabPosition itemRect: CGRect) -> CGRect {
        let windowHeight = UIScreen.main.bounds.size.height
        return CGRect(
            x: itemRect.origin.x + CGFloat(lrint(Double(itemRect.size.width / 2)))
                - CGFloat(lrint(Double(markerImage.size.width / 2))),
            y: windowHeight - itemRect.size.height - markerImage.size.height,
            width: markerImage.size.width, height: markerImage.size.height)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let markerImage = ArrowMarkerImage.make()
        let firstItemRect = rect(for: nil)
        let markerImageRect = rect(for: markerImage, tabPosition: firstItemRect)
        let imageView = UIImageView(frame: markerImageRect)
        imageView.image = markerImage
        view.addSubview(imageView)
        self.imageView = imageView
    }

    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        let selectedItemRect = rect(for: item)
        UIView.beginAnimations("move tabMarker", context: nil)
        UIView.setAnimationDuration(0.3)
        imageView?.transform = CGAffineTransform(translationX: selectedItemRect.origin.x, y: 0)
        UIView.commitAnimations()
    }
}
