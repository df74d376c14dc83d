import Foundation
import TabBarKitExtras
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The base controller for self-designed bars: containment and appearance calls in a tab
/// bar controller's order, a delegate that can refuse, and hiding the bar by constraints.
@Suite(.freshApplication)
@MainActor
struct SelfDesignedTabBarControllerTests {
    /// A bar 60 tall under a content container, a button inset 10 from the bar's top.
    final class TestBarController: SelfDesignedTabBarController {
        let content = UIView(), bar = UIView(), button = UIButton()
        var height: NSLayoutConstraint!, topInset: NSLayoutConstraint!
        var heard: [Int] = []
        override var contentContainer: UIView { content }
        override var tabBarSizeConstraints: [NSLayoutConstraint] { [height] }
        override var constraintsRelaxedWhileTabBarHidden: [NSLayoutConstraint] { [topInset] }
        override var shownTabBarSize: CGFloat { 60 }
        override func selectionDidChange(to index: Int) { heard.append(index) }

        override func viewDidLoad() {
            for v in [content, bar] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            button.translatesAutoresizingMaskIntoConstraints = false
            bar.addSubview(button)
            height = bar.heightAnchor.constraint(equalToConstant: 60)
            topInset = button.topAnchor.constraint(equalTo: bar.topAnchor, constant: 10)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: view.topAnchor),
                content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: bar.topAnchor),
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                height, topInset,
                button.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 10),
                bar.bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 10),
                button.widthAnchor.constraint(equalToConstant: 80),
            ])
            super.viewDidLoad()
        }
    }

    final class Refusing: SelfDesignedTabBarControllerDelegate {
        var asked: [String] = []
        func selfDesignedTabBarController(
            _ controller: SelfDesignedTabBarController,
            shouldSelect viewController: UIViewController
        ) -> Bool {
            asked.append(viewController.title ?? "?")
            return viewController.title != "C"
        }
    }

    private func shown(_ names: [String] = ["A", "B", "C"]) -> (UIWindow, TestBarController, EventLog) {
        let log = EventLog()
        let controller = TestBarController()
        controller.viewControllers = names.map { name in
            let tab = LoggingViewController(name, log: log)
            tab.title = name
            return tab
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, controller, log)
    }

    private func appearance(_ log: EventLog, since start: Int) -> [String] {
        log.events[start...].filter { !$0.contains("Layout") }
    }

    @Test func theFirstTabAppearsInTheContentContainer() {
        let (window, controller, log) = shown()
        defer { withExtendedLifetime(window) {} }
        let adopted = ["A", "B", "C"].flatMap {
            ["\($0).willMove(toParent: TestBarController)", "\($0).didMove(toParent: TestBarController)"]
        }
        #expect(
            appearance(log, since: 0) == adopted + ["A.loadView", "A.viewDidLoad", "A.viewWillAppear(false)", "A.viewDidAppear(false)"])
        #expect(controller.selectedIndex == 0 && controller.children.count == 3)
        #expect(controller.viewControllers[0].view.superview === controller.content)
        #expect(controller.viewControllers[0].view.frame == CGRect(x: 0, y: 0, width: 375, height: 607))
    }

    @Test func switchingTabsCallsAppearanceInATabBarControllersOrder() {
        let (window, controller, log) = shown()
        defer { withExtendedLifetime(window) {} }
        let start = log.events.count
        #expect(controller.select(1))
        #expect(
            appearance(log, since: start) == [
                "B.loadView", "B.viewDidLoad", "B.viewWillAppear(false)",
                "A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
                "B.viewDidAppear(false)",
            ])
        #expect(controller.viewControllers[0].viewIfLoaded?.superview == nil)
        #expect(controller.heard == [0, 1])
        controller.selectedViewController = controller.viewControllers[0]
        #expect(controller.selectedIndex == 0 && controller.heard == [0, 1, 0])
    }

    @Test func theDelegateCanRefuseAndBadIndexesChangeNothing() {
        let (window, controller, log) = shown()
        defer { withExtendedLifetime(window) {} }
        let delegate = Refusing()
        controller.delegate = delegate
        let start = log.events.count
        #expect(!controller.select(2))
        #expect(!controller.select(7) && !controller.select(-1))
        controller.selectedViewController = UIViewController()
        #expect(controller.selectedIndex == 0 && appearance(log, since: start).isEmpty)
        #expect(delegate.asked == ["C"], "only a real change is asked about")
        #expect(controller.select(1) && delegate.asked == ["C", "B"])
    }

    @Test func hidingTheBarAnimatesItsHeightToZeroAndShowingBringsItBack() throws {
        let clock = TestApplication()
        let (window, controller, _) = shown()
        #expect(controller.bar.frame == CGRect(x: 0, y: 607, width: 375, height: 60) && controller.isTabBarVisible)
        controller.setTabBarVisible(false, animated: true)
        #expect(!controller.isTabBarVisible && !controller.topInset.isActive)
        // The model is at the end at once; the presentation starts where the bar was.
        #expect(controller.bar.frame == CGRect(x: 0, y: 667, width: 375, height: 0))
        #expect(controller.content.frame.height == 667)
        func shownBar() -> CGRect { controller.bar.layer.presentation()?.frame ?? controller.bar.frame }
        #expect(shownBar() == CGRect(x: 0, y: 607, width: 375, height: 60))
        clock.tick(0.125)
        // Half the time of an ease-in-out curve is half the way.
        #expect(abs(shownBar().minY - 637) < 0.01 && abs(shownBar().height - 30) < 0.01)
        clock.tick(0.3)
        #expect(shownBar() == CGRect(x: 0, y: 667, width: 375, height: 0))
        // The button keeps its inset from the bar's bottom, below the screen's edge.
        #expect(controller.button.frame.maxY == -10)

        controller.setTabBarVisible(true, animated: false)
        window.layoutIfNeeded()
        #expect(controller.isTabBarVisible && controller.topInset.isActive)
        #expect(controller.bar.frame == CGRect(x: 0, y: 607, width: 375, height: 60))
        #expect(controller.button.frame.minY == 10 && controller.button.frame.height == 40)
        #expect(controller.content.frame.height == 607)
    }

    @Test func controlDigitSelectsThroughTheDelegateAndOtherKeysPassBy() {
        let (window, controller, log) = shown()
        defer { withExtendedLifetime(window) {} }
        let delegate = Refusing()
        controller.delegate = delegate
        let start = log.events.count
        window.sendKey(.keyboard2, modifierFlags: .control)
        #expect(
            appearance(log, since: start) == [
                "B.loadView", "B.viewDidLoad", "B.viewWillAppear(false)",
                "A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
                "B.viewDidAppear(false)",
            ])
        #expect(controller.selectedIndex == 1 && delegate.asked == ["B"])
        window.sendKey(.keyboard3, modifierFlags: .command)
        #expect(controller.selectedIndex == 1 && delegate.asked == ["B", "C"], "the delegate refuses C")
        window.sendKey(.keyboard1)
        window.sendKey(.keyboard1, modifierFlags: [.control, .shift])
        window.sendKey(.keyboard9, modifierFlags: .control)
        #expect(controller.selectedIndex == 1 && delegate.asked == ["B", "C"])
        window.sendKey(.keyboard1, modifierFlags: .control)
        #expect(controller.selectedIndex == 0 && controller.heard == [0, 1, 0])
    }

    @Test func restorationBringsBackTheSelectedTabByIdentifierWithoutAskingTheDelegate() {
        func app() -> (UIWindow, TestBarController, EventLog) {
            let (window, controller, log) = shown()
            controller.restorationIdentifier = "designed"
            for tab in controller.viewControllers { tab.restorationIdentifier = tab.title?.lowercased() }
            return (window, controller, log)
        }
        let (savedWindow, saved, _) = app()
        saved.select(2)
        let states = StateRestoration.states(of: saved)
        withExtendedLifetime(savedWindow) {}

        let (window, restored, log) = app()
        defer { withExtendedLifetime(window) {} }
        let delegate = Refusing()
        restored.delegate = delegate
        let start = log.events.count
        StateRestoration.restore(states, into: restored, for: .shared)
        #expect(restored.selectedIndex == 2 && delegate.asked.isEmpty)
        #expect(restored.viewControllers[2].view.superview === restored.content)
        #expect(
            appearance(log, since: start).prefix(6) == [
                "C.loadView", "C.viewDidLoad", "C.viewWillAppear(false)",
                "A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
                "C.viewDidAppear(false)",
            ])
        #expect(restored.heard.last == 2)

        // A tab the new version no longer has leaves the selection as it is.
        let (otherWindow, other, _) = app()
        defer { withExtendedLifetime(otherWindow) {} }
        other.viewControllers[2].restorationIdentifier = "renamed"
        StateRestoration.restore(states, into: other, for: .shared)
        #expect(other.selectedIndex == 0)
    }
}
