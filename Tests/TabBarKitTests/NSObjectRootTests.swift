import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

// UIKit's classes derive from NSObject: code relies on that for equality, hashing,
// `description` and delegates declared as NSObject subclasses.

/// A delegate written as UIKit code usually writes one.
private final class SelectionLog: NSObject, UITabBarControllerDelegate {
    var selected: [String] = []

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController.title ?? "?")
    }
}

@Suite(.freshApplication)
@MainActor
struct NSObjectRootTests {
    @Test func uikitClassesAreNSObjects() {
        let objects: [Any] = [
            UIView(), UIViewController(), UITabBarItem(), UIBarButtonItem(), UITapGestureRecognizer(),
            UIView().layer, UIColor.red, UIFont.systemFont(ofSize: 12), UIImage(), UIBezierPath(),
            UITabBarAppearance(), UITabBarItemAppearance(), UITraitCollection(), UIAction(handler: { _ in }),
            UINavigationItem(title: "A"), UIBlurEffect(style: .regular), UICubicTimingParameters(),
            UIScreen.main, UITouch(), NSParagraphStyle(), UIGraphicsImageRendererFormat(),
        ]
        for object in objects {
            #expect(object is NSObject, "\(type(of: object)) is not an NSObject")
        }
    }

    @Test func viewsControllersAndItemsAreEqualOnlyToThemselves() {
        let a = UIView(), b = UIView()
        #expect(a == a && a != b)
        let views = [a, b]
        #expect(views.firstIndex(of: b) == 1)
        #expect(Set([a, b, a]).count == 2)
        let first = UIViewController(), second = UIViewController()
        #expect([first, second].contains(second))
        #expect(!([first] as [UIViewController]).contains(second))
        var titles: [UIViewController: String] = [:]
        titles[first] = "one"
        titles[second] = "two"
        #expect(titles[first] == "one" && titles[second] == "two")
        let item = UITabBarItem(title: "A", image: nil, tag: 1)
        #expect(item != UITabBarItem(title: "A", image: nil, tag: 1))
    }

    @Test func coloursAreEqualBySpaceAndComponents() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(white: 1, alpha: 1) == UIColor.white)
        #expect(UIColor(white: 1, alpha: 1) != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1) != UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
        #expect(UIColor.white.withAlphaComponent(0.5) == UIColor(white: 1, alpha: 0.5))
        #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).description == "UIExtendedSRGBColorSpace 1 0.5 0 1")
        #expect(UIColor.clear.description == "UIExtendedGrayColorSpace 0 0")
        #expect(!UIColor.red.isEqual("red"))
    }

    @Test func fontsAreEqualByNameAndSize() {
        #expect(UIFont.systemFont(ofSize: 12).withSize(17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.systemFont(ofSize: 18))
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.boldSystemFont(ofSize: 17))
        var sizes: [UIFont: Int] = [:]
        sizes[UIFont.systemFont(ofSize: 12)] = 12
        #expect(sizes[UIFont.systemFont(ofSize: 20).withSize(12)] == 12)
    }

    @Test func imagesAreEqualOnlyToThemselves() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
        let draw: (UIGraphicsImageRendererContext) -> Void = { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let one = renderer.image(actions: draw), two = renderer.image(actions: draw)
        #expect(one == one && one != two)
    }

    @Test func descriptionNamesTheClass() {
        #expect(String(describing: UIView(frame: CGRect(x: 0, y: 1, width: 375, height: 49))).hasSuffix("; frame = (0 1; 375 49)>"))
        #expect(UIFont.systemFont(ofSize: 17).description.hasSuffix("font-size: 17.00pt"))
        #expect("\(UITabBarController())".contains("UITabBarController"))
    }

    @Test func anNSObjectDelegateHearsTheSelection() {
        let controller = UITabBarController()
        let delegate = SelectionLog()
        controller.delegate = delegate
        let a = UIViewController(), b = UIViewController()
        a.title = "A"
        b.title = "B"
        controller.viewControllers = [a, b]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let button = controller.tabBar.buttons[1]
        window.sendTap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        #expect(delegate.selected == ["B"])
        #expect(controller.delegate === delegate)
    }
}
