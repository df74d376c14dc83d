import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

// Members real UIKit code overrides or calls, written as that code writes them.

private final class BrandTintView: UIView {
    override var tintColor: UIColor! {
        get { .systemOrange }
        set { super.tintColor = newValue }
    }
}

private final class CountingRemovalView: UIView {
    var removals = 0
    override func removeFromSuperview() {
        removals += 1
        super.removeFromSuperview()
    }
}

private final class NibAwareView: UIView {
    var awoken = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoken = true
    }
}

private final class CustomizingLoggingController: UITabBarController {
    var calls: [String] = []
    override func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        calls.append("willBegin(\(items.count))")
        super.tabBar(tabBar, willBeginCustomizing: items)
    }
    override func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        calls.append("didEnd(\(changed))")
        super.tabBar(tabBar, didEndCustomizing: items, changed: changed)
    }
}

private final class CoderItem: UITabBarItem {
    let badgeStyle: Int
    init(badgeStyle: Int) {
        self.badgeStyle = badgeStyle
        super.init()
    }
    required init?(coder: NSCoder) {
        badgeStyle = 0
        super.init(coder: coder)
    }
}

private final class TouchCounter: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
}

@Suite(.freshApplication)
@MainActor
struct UIKitMembersTests {
    @Test func overridesInTheClassBodyTakeEffect() {
        let parent = UIView()
        let tinted = BrandTintView()
        parent.addSubview(tinted)
        #expect(tinted.tintColor == .systemOrange)
        let removable = CountingRemovalView()
        parent.addSubview(removable)
        removable.removeFromSuperview()
        #expect(removable.removals == 1 && removable.superview == nil)
        // There are no nibs: awakeFromNib exists to be overridden and is never called.
        #expect(!NibAwareView().awoken)
        #expect(CoderItem(badgeStyle: 2).badgeStyle == 2)
    }

    @Test func customizingCallsReachASubclass() {
        let controller = CustomizingLoggingController()
        controller.viewControllers = (0..<6).map { index in
            let tab = UIViewController()
            tab.tabBarItem = UITabBarItem(title: "T\(index)", image: nil, tag: index)
            return tab
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.tabBar.beginCustomizingItems(controller.tabBar.items ?? [])
        controller.tabBar.endCustomizing(animated: false)
        #expect(controller.calls.first?.hasPrefix("willBegin") == true)
        #expect(controller.calls.last == "didEnd(false)")
    }

    @Test func anItemsTraitsJoinItsButtons() {
        let item = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        item.accessibilityTraits = .updatesFrequently
        let scene = TabBarScene(items: [item, UITabBarItem(title: "Sent", image: nil, tag: 1)])
        let traits = scene.button(0).accessibilityTraits
        #expect(traits.contains(.updatesFrequently) && traits.contains(.button) && traits.contains(.selected))
    }

    @Test func geometryComparesAsCoreGraphicsDoes() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGSize(width: 1, height: 2).equalTo(CGSize(width: 2, height: 1)))
        #expect(CGRect(x: 10, y: 10, width: -5, height: 5).equalTo(CGRect(x: 5, y: 10, width: 5, height: 5)))
        #expect(CGRect.null.equalTo(.null) && !CGRect.null.equalTo(.zero))
    }

    @Test func literalsMakeColoursAndImages() {
        let color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(color == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        let messages = LogCapture.messages(from: "TabBarKit.images") {
            let missing = #imageLiteral(resourceName: "no-such-image")
            #expect(missing.size == .zero)
        }
        #expect(messages.contains { $0.contains("no-such-image") })
    }

    @Test func dynamicColoursResolveForTheirTraits() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
        // Drawn in the light appearance.
        #expect(color.cgColor == UIColor.white.cgColor)
        #expect(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === UIColor.red)
        #expect(color == color && color != UIColor.white)
    }

    @Test func aLabelShrinksItsFontToFit() throws {
        // The height of the ink: the text's size, whatever the width does.
        func inkHeight(adjusts: Bool, scale: CGFloat) throws -> Int {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
            label.text = "A rather long title for the tab"
            label.font = .systemFont(ofSize: 20)
            label.lineBreakMode = .byClipping
            label.adjustsFontSizeToFitWidth = adjusts
            label.minimumScaleFactor = scale
            let renderer = ViewRenderer(rootView: label, scale: 1)
            renderer.render()
            let image = try #require(renderer.image.cgImage)
            var rows = Set<Int>()
            for x in 0..<120 {
                for y in 0..<30 where image.pixel(x: x, y: y).a > 128 { rows.insert(y) }
            }
            return (rows.max() ?? 0) - (rows.min() ?? 0)
        }
        let natural = try inkHeight(adjusts: false, scale: 0.3)
        let shrunk = try inkHeight(adjusts: true, scale: 0.3)
        let limited = try inkHeight(adjusts: true, scale: 0.9)
        let alone = try inkHeight(adjusts: true, scale: 0)
        #expect(shrunk < natural * 6 / 10, "shrunk to fit: \(shrunk) of \(natural) pixels high")
        #expect(limited >= natural * 8 / 10, "at 90 % at least: \(limited) of \(natural)")
        #expect(alone == natural, "a scale factor of 0 shrinks nothing")
    }

    @Test func theApplicationHasALayoutDirection() {
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    }

    @Test func exclusiveAndMultipleTouch() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let left = TouchCounter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = TouchCounter(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(left)
        window.addSubview(right)
        window.makeKeyAndVisible()
        // Without multiple touch, a view hears only its first finger.
        let first = window.beginTouch(at: CGPoint(x: 20, y: 50))
        let second = window.beginTouch(at: CGPoint(x: 60, y: 50))
        #expect(left.began == 1)
        window.endTouch(first)
        window.endTouch(second)
        left.isMultipleTouchEnabled = true
        let third = window.beginTouch(at: CGPoint(x: 20, y: 50))
        let fourth = window.beginTouch(at: CGPoint(x: 60, y: 50))
        #expect(left.began == 3)
        window.endTouch(third)
        window.endTouch(fourth)
        // While a finger is on an exclusive view, no other view gets a new one.
        left.isExclusiveTouch = true
        let held = window.beginTouch(at: CGPoint(x: 20, y: 50))
        let refused = window.beginTouch(at: CGPoint(x: 150, y: 50))
        #expect(right.began == 0)
        window.endTouch(held)
        window.endTouch(refused)
        let later = window.beginTouch(at: CGPoint(x: 150, y: 50))
        #expect(right.began == 1)
        window.endTouch(later)
    }
}

@Suite(.freshApplication)
@MainActor
struct UIKitDocumentedBehaviourTests {
    @Test func aChildSeesWhatItsAncestorPresented() {
        let tab = UIViewController()
        let controller = UITabBarController()
        controller.viewControllers = [UINavigationController(rootViewController: tab)]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        tab.present(sheet, animated: false)
        #expect(controller.presentedViewController === sheet)
        #expect(tab.presentedViewController === sheet)
        #expect(tab.navigationController?.presentedViewController === sheet)
        #expect(sheet.presentingViewController === controller)
        #expect(sheet.presentedViewController == nil)
    }

    @Test func aNavigationControllerLoadsNoViewOfItsRoot() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        #expect(!root.isViewLoaded)
        #expect(!navigation.isViewLoaded)
        #expect(navigation.topViewController === root)
    }
}
