import Foundation

/// A tab's item: its title, image, selected image and badge.
@MainActor
open class UITabBarItem: UIBarItem {
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    open var badgeValue: String? { didSet { itemDidChange() } }
    open var badgeColor: UIColor? { didSet { itemDidChange() } }

    override public init() {
        super.init()
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}
