import Foundation
import TabBarKit

/// The five boroughs under a tab bar controller.
@MainActor
public enum Boroughs {
    /// The five pages as the boroughs app's delegate makes them: Bronx with its negative as the
    /// selected image, Brooklyn with the same outline and no selected image, badges on
    /// Brooklyn and Queens, Staten Island as the Contacts system item.
    public static func makePages() -> [BoroughViewController] {
        let outline = BoroughIcons.bronx()
        return [
            BoroughViewController(title: "Bronx", image: outline, selectedImage: BoroughIcons.bronx(negative: true), badge: nil),
            BoroughViewController(title: "Brooklyn", image: outline, selectedImage: nil, badge: "3"),
            BoroughViewController(title: "Manhattan", image: BoroughIcons.island(), selectedImage: nil, badge: nil),
            BoroughViewController(title: "Queens", image: BoroughIcons.ring(), selectedImage: nil, badge: "New"),
            BoroughViewController(title: "Staten Island", image: nil, selectedImage: nil, badge: nil),
        ]
    }

    public static func makeTabBarController() -> UITabBarController {
        let controller = UITabBarController()
        controller.viewControllers = makePages()
        return controller
    }
}

extension DemoScene {
    public static let boroughs = DemoScene(
        name: "boroughs", title: "Boroughs",
        summary: "Five boroughs, badges, Contacts",
        makeRootViewController: { Boroughs.makeTabBarController() }
    )
}

/// The five boroughs app in its iPhone 6 window, shown: what tests and benchmarks drive.
@MainActor
public struct BoroughsApp {
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    public let controller = UITabBarController()
    public let pages: [BoroughViewController]

    public init() {
        pages = Boroughs.makePages()
        controller.viewControllers = pages
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }
}
