import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// `willTransition(to:with:)`: before a rotation or a new screen changes a controller's
/// traits, UIKit tells it (and, through the default, its children) the traits to come,
/// before the size and before any `traitCollectionDidChange(_:)`.
@Suite(.freshApplication)
@MainActor
struct TraitTransitionTests {
    private final class Recorder: UIViewController {
        let name: String
        let log: EventLog
        init(_ name: String, log: EventLog) {
            (self.name, self.log) = (name, log)
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
        ) {
            let now = traitCollection.verticalSizeClass == .compact ? "compact" : "regular"
            let next = newCollection.verticalSizeClass == .compact ? "compact" : "regular"
            log.add("\(name).willTransition(height \(now) → \(next), animated \(coordinator.isAnimated))")
            super.willTransition(to: newCollection, with: coordinator)
        }

        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            log.add("\(name).viewWillTransition")
            super.viewWillTransition(to: size, with: coordinator)
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            log.add("\(name).traitCollectionDidChange")
        }
    }

    private func tabs(_ log: EventLog) -> (UITabBarController, UIWindow) {
        let controller = UITabBarController()
        let inner = Recorder("Inner", log: log)
        controller.viewControllers = [Recorder("A", log: log), UINavigationController(rootViewController: inner)]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (controller, window)
    }

    @Test func rotatingAPhoneTellsEveryControllerTheTraitsToComeFirst() {
        let log = EventLog()
        let (_, window) = tabs(log)
        window.resize(to: CGSize(width: 667, height: 375), duration: 0.3)
        #expect(
            Array(log.events.prefix(4)) == [
                "A.willTransition(height regular → compact, animated true)",
                "Inner.willTransition(height regular → compact, animated true)",
                "A.viewWillTransition", "Inner.viewWillTransition",
            ])
        #expect(log.events.dropFirst(4).allSatisfy { $0.hasSuffix("traitCollectionDidChange") })
        let back = log.events.count
        window.resize(to: CGSize(width: 375, height: 667))
        #expect(log.events[back] == "A.willTransition(height compact → regular, animated false)")
    }

    @Test func aSizeChangeThatKeepsTheTraitsSaysNothingOfThem() throws {
        let log = EventLog()
        let (_, window) = tabs(log)
        window.resize(to: CGSize(width: 375, height: 600))
        #expect(log.events == ["A.viewWillTransition", "Inner.viewWillTransition"])
        let start = log.events.count
        // iPads are regular both ways: turning one changes no traits.
        window.switchScreen(to: try ScreenConfiguration.preset(named: "ipad"))
        #expect(log.events[start].hasPrefix("A.willTransition"), "a new screen's idiom is a change of traits")
        let turn = log.events.count
        window.resize(to: CGSize(width: 1366, height: 1024))
        #expect(Array(log.events[turn...]) == ["A.viewWillTransition", "Inner.viewWillTransition"])
    }
}
