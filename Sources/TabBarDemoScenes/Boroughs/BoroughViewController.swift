import Foundation
import TabBarKit

/// A borough's view controller: title, unselected and selected images and a badge, or the
/// `.contacts` system item for Staten Island.
@MainActor
public final class BoroughViewController: UIViewController {
    public let text: String

    public init(title: String, image: UIImage?, selectedImage: UIImage?, badge: String?) {
        text = title
        super.init(nibName: nil, bundle: nil)
        if title == "Staten Island" {
            tabBarItem = UITabBarItem(tabBarSystemItem: .contacts, tag: 0)
        } else {
            self.title = title
            tabBarItem.image = image
            if let selectedImage { tabBarItem.selectedImage = selectedImage }
        }
        if let badge { tabBarItem.badgeValue = badge }
    }

    public required init?(coder: NSCoder) {
        text = ""
        super.init(coder: coder)
    }

    override public func loadView() { view = BoroughView(text: text) }
}
