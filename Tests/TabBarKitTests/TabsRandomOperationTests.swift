import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Seeded random sequences of what app code and users do with iOS 18's tabs: new tab lists
/// (with taken identifiers and tabs of groups among them), hiding, selecting by tab, by
/// index and inside groups, taps, groups changing their children and taking or giving up a
/// managing navigation controller, with the tabs, the
/// bar and the view-controller API checked against each other after every step.
@Suite(.freshApplication)
@MainActor
struct TabsRandomOperationTests {
    nonisolated static let seeds: [UInt64] = Array(1...6)
    static let steps = 1_500

    @Test(arguments: seeds)
    func everyStepKeepsTabsBarAndControllersInAgreement(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let pool = (0..<9).map { index in
            UITab(title: "T\(index)", image: nil, identifier: "t\(index)") { tab in
                let page = UIViewController()
                page.title = tab.identifier
                return page
            }
        }
        let groups = (0..<2).map { index in
            UITabGroup(
                title: "G\(index)", image: nil, identifier: "g\(index)",
                children: (0..<3).map { child in
                    UITab(title: "G\(index).\(child)", image: nil, identifier: "g\(index).\(child)") { _ in UIViewController() }
                })
        }
        let navigations = groups.map { _ in UINavigationController() }
        let controller = UITabBarController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        var history: [String] = []
        var violations: [String] = []

        func check(_ step: Int) {
            func fail(_ message: String) { violations.append("seed \(seed), step \(step): \(message)") }
            let shown = controller.shownRootTabs
            let controllers = controller.viewControllers ?? []
            if controllers.count != shown.count { fail("\(controllers.count) view controllers for \(shown.count) shown tabs") }
            for tab in controller.tabs where tab.isHidden && tab.hasVisiblePlacement { fail("hidden \(tab) is on the bar") }
            for controllerShown in controllers
            where controller.rootTab(shownBy: controllerShown).map({ t in !shown.contains { $0 === t } }) ?? true {
                fail("\(type(of: controllerShown)) stands for no shown tab")
            }
            // A group without a controller of its own shows its selected child's; a managing
            // one, its navigation controller with the selected child's on top.
            for controllerShown in controllers {
                guard let group = controller.rootTab(shownBy: controllerShown) as? UITabGroup else { continue }
                if let navigation = group.managingNavigationController {
                    if controllerShown !== navigation { fail("\(group) does not show its navigation controller") }
                    let expected = group.selectedChild?.viewController.map { [$0] } ?? []
                    if !navigation.shownStack.elementsEqual(expected, by: ===) { fail("\(group)'s stack is not its selection") }
                } else if controllerShown !== group.selectedChild?.viewController {
                    fail("\(group) does not show its selected child")
                }
            }
            let items = controller.tabBar.items ?? []
            if items.count != (shown.count > 5 ? 5 : shown.count) { fail("\(items.count) items for \(shown.count) tabs") }
            guard !shown.isEmpty else { return }
            // The More list itself stands for no tab, as it stands for no index.
            if controller.selectedViewController === controller.moreNavigationController {
                if controller.selectedTab != nil || controller.selectedIndex != NSNotFound { fail("the More list has a tab or an index") }
                return
            }
            guard let selected = controller.selectedTab else { return fail("no selected tab") }
            var root = selected
            while let parent = root.parent { root = parent }
            if !shown.contains(where: { $0 === root }) { fail("the selected tab's root \(root) is not shown") }
            let index = controller.selectedIndex
            if index != NSNotFound, !(controllers.indices.contains(index) && controller.rootTab(shownBy: controllers[index]) === root) {
                fail("selectedIndex \(index) does not stand for \(root)")
            }
            for group in groups where group.selectedChild.map({ c in !group.children.contains { $0 === c } }) ?? false {
                fail("\(group)'s selected child is not its child")
            }
        }

        LogCapture.quietly {
            for step in 0..<Self.steps {
                let all = pool + groups
                switch Int.random(in: 0..<10, using: &random) {
                case 0:
                    // A new list: some of the pool and groups, sometimes with a taken identifier or a group's child.
                    var list = all.shuffled(using: &random).prefix(Int.random(in: 0...8, using: &random)).map { $0 }
                    if random.chance(0.2) { list.append(groups[0].children[0]) }
                    history.append("setTabs(\(list.map(\.identifier)))")
                    controller.setTabs(list, animated: random.chance(0.5))
                case 1:
                    let tab = all.randomElement(using: &random)!
                    tab.isHidden.toggle()
                    history.append("\(tab.identifier).isHidden = \(tab.isHidden)")
                case 2:
                    let candidates = all + groups.flatMap(\.children)
                    let tab = candidates.randomElement(using: &random)!
                    history.append("selectedTab = \(tab.identifier)")
                    controller.selectedTab = tab
                case 3:
                    let index = Int.random(in: -1...9, using: &random)
                    history.append("selectedIndex = \(index)")
                    controller.selectedIndex = index
                case 4:
                    let group = groups.randomElement(using: &random)!
                    let child = (group.children + pool).randomElement(using: &random)!
                    history.append("\(group.identifier).selectedChild = \(child.identifier)")
                    group.selectedChild = child
                case 5:
                    let bar = controller.tabBar
                    let x = CGFloat.random(in: 0..<bar.bounds.width, using: &random)
                    history.append("tap at \(Int(x))")
                    window.sendTap(at: bar.convert(CGPoint(x: x, y: 20), to: window))
                case 6:
                    let group = groups.randomElement(using: &random)!
                    let children = group.children
                    group.children = random.chance(0.2) ? [] : children.shuffled(using: &random)
                    if group.children.isEmpty { group.children = children }
                    history.append("\(group.identifier).children reordered")
                case 7:
                    let tab = all.randomElement(using: &random)!
                    tab.badgeValue = random.chance(0.5) ? nil : "\(step)"
                    history.append("\(tab.identifier).badgeValue")
                case 8:
                    let index = Int.random(in: 0..<groups.count, using: &random)
                    let managed = groups[index].managingNavigationController == nil
                    groups[index].managingNavigationController = managed ? navigations[index] : nil
                    history.append("\(groups[index].identifier).managingNavigationController = \(managed ? "set" : "nil")")
                default:
                    history.append("tick")
                    UIApplication.shared.tick(at: UIApplication.shared.currentTime + 0.1)
                }
                check(step)
                if !violations.isEmpty { break }
            }
        }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))\nafter:\n\(history.suffix(30).joined(separator: "\n"))")
    }
}
