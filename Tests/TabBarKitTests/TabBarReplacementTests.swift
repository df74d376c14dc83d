import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A bar of its own, as UIKit code writes one: a bulge drawn above the centre, a tap on it
/// reaching the bar, a taller row, and its own layout.
private final class BulgingTabBar: UITabBar {
    private(set) var drawn = 0
    private(set) var laidOut = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        // A clear bar, so that what draw(_:) draws shows.
        let appearance = UITabBarAppearance()
        appearance.configureWithTransparentBackground()
        standardAppearance = appearance
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        drawn += 1
        UIColor.systemGreen.setFill()
        UIBezierPath(rect: CGRect(x: bounds.midX - 20, y: 0, width: 40, height: 10)).fill()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        var size = super.sizeThatFits(size)
        size.height += 10
        return size
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        laidOut += 1
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        // The bulge: 20 points above the bar's top edge around the centre.
        if point.y < 0, point.y >= -20, abs(point.x - bounds.midX) < 30 { return true }
        return super.point(inside: point, with: event)
    }
}

/// Installs its bar in its initialiser, as most code does.
private final class BulgingTabBarController: UITabBarController {
    init() {
        super.init(nibName: nil, bundle: nil)
        setValue(BulgingTabBar(), forKey: "tabBar")
    }

    required init?(coder: NSCoder) { nil }
}

/// Installs its bar in viewDidLoad, after the app styled the default one.
private final class LateBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setValue(BulgingTabBar(), forKey: "tabBar")
    }
}

private final class Recorder: NSObject, UITabBarControllerDelegate {
    var selected: [String] = []
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController.title ?? "?")
    }
}

@Suite(.freshApplication)
@MainActor
struct TabBarReplacementTests {
    private func tabs(_ titles: [String]) -> [UIViewController] {
        titles.map { title in
            let controller = UIViewController()
            controller.title = title
            controller.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
            return controller
        }
    }

    private func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func aBarInstalledInInitIsTheControllersBar() throws {
        let controller = BulgingTabBarController()
        let recorder = Recorder()
        controller.delegate = recorder
        controller.viewControllers = tabs(["A", "B", "C"])
        let window = show(controller)
        let bar = try #require(controller.tabBar as? BulgingTabBar)
        #expect(bar.superview === controller.view)
        #expect(controller.view.subviews.filter { $0 is UITabBar }.count == 1)
        #expect(bar.items?.map(\.title) == ["A", "B", "C"])
        #expect(bar.selectedItem === controller.viewControllers?[0].tabBarItem)
        // Its size, layout and drawing are the bar's own.
        #expect(abs(bar.frame.height - (49 + 10)) < 0.001)
        #expect(bar.frame.maxY == 667)
        #expect(bar.laidOut > 0)
        let renderer = ViewRenderer(rootView: window, scale: 1)
        renderer.render()
        let centre = try #require(renderer.image.cgImage).pixel(x: Int(bar.frame.midX), y: Int(bar.frame.minY) + 5)
        #expect(centre.g > 150 && centre.r < 100, "the bar's draw(_:) drew its bulge")
        #expect(bar.drawn > 0)
        // A tap on an item goes through the controller and its delegate.
        window.sendTap(at: CGPoint(x: 375 * 5 / 6, y: bar.frame.midY + 5))
        #expect(controller.selectedIndex == 2)
        #expect(recorder.selected == ["C"])
        #expect(bar.selectedItem === controller.viewControllers?[2].tabBarItem)
    }

    @Test func aTapAboveTheBarReachesItThroughPointInside() {
        let controller = BulgingTabBarController()
        controller.viewControllers = tabs(["A", "B", "C"])
        let window = show(controller)
        let bar = controller.tabBar
        let above = CGPoint(x: bar.frame.midX, y: bar.frame.minY - 10)
        #expect(window.hitTest(above, with: nil)?.isDescendant(of: bar) == true)
    }

    @Test func aBarInstalledInViewDidLoadKeepsWhatTheAppSet() throws {
        let controller = LateBarController()
        controller.tabBar.tintColor = .systemPink
        controller.tabBar.unselectedItemTintColor = .systemGray
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemYellow
        controller.tabBar.standardAppearance = appearance
        let old = controller.tabBar
        controller.viewControllers = tabs(["A", "B"])
        controller.selectedIndex = 1
        _ = show(controller)
        let bar = try #require(controller.tabBar as? BulgingTabBar)
        #expect(bar !== old)
        #expect(old.superview == nil)
        #expect(old.items == nil)
        #expect(bar.tintColor == .systemPink)
        #expect(bar.unselectedItemTintColor == .systemGray)
        #expect(bar.standardAppearance.backgroundColor == .systemYellow)
        #expect(bar.selectedItem === controller.viewControllers?[1].tabBarItem)
        #expect(controller.value(forKey: "tabBar") as? UITabBar === bar)
        // The old bar is let go: a standalone bar again, with a delegate of its own.
        #expect(old.delegate == nil)
        let listener = Listener()
        old.delegate = listener
        old.items = [UITabBarItem(title: "Free", image: nil, tag: 0)]
        #expect(old.delegate === listener && old.items?.map(\.title) == ["Free"])
    }

    private final class Listener: NSObject, UITabBarDelegate {}

    @Test func theItemsStayTheControllersToChange() {
        let controller = BulgingTabBarController()
        controller.viewControllers = tabs(["A", "B"])
        let messages = LogCapture.messages(from: "TabBarKit.viewControllers") {
            controller.tabBar.items = []
        }
        #expect(controller.tabBar.items?.count == 2)
        #expect(messages.contains { $0.contains("cannot be modified directly") })
    }

    @Test func otherKeysAndValuesAreRefusedByName() {
        let controller = UITabBarController()
        let bar = controller.tabBar
        let messages = LogCapture.messages(from: "TabBarKit.application") {
            controller.setValue(UITabBar(), forKey: "tabbar")
            #expect(controller.value(forKey: "navigationBar") == nil)
        }
        #expect(controller.tabBar === bar)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("\"tabbar\"") == true)
        #expect(messages.last?.contains("\"navigationBar\"") == true)
        let wrongType = LogCapture.messages(from: "TabBarKit.viewControllers") {
            controller.setValue(UIView(), forKey: "tabBar")
            let other = BulgingTabBarController()
            controller.setValue(other.tabBar, forKey: "tabBar")
        }
        #expect(controller.tabBar === bar)
        #expect(wrongType.count == 2)
        #expect(wrongType.first?.contains("must be a UITabBar") == true)
        #expect(wrongType.last?.contains("another tab bar controller") == true)
    }
}
