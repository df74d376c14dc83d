import Foundation
import TabBarKit

/// A clock app after iOS's Clock: one tab per kind of time, each its own class.
@MainActor
public enum ClockApp {
    /// World Clock, Alarm, Bedtime, Stopwatch and Timer; the first two in navigation
    /// controllers with Edit and + as in the Clock app.
    public static func makeTabBarController() -> UITabBarController {
        let controller = UITabBarController()
        controller.viewControllers = [
            UINavigationController(rootViewController: WorldClockViewController()),
            UINavigationController(rootViewController: AlarmViewController()),
            BedtimeViewController(),
            StopwatchViewController(),
            TimerViewController(),
        ]
        return controller
    }
}

extension DemoScene {
    public static let clock = DemoScene(
        name: "clock", title: "Clock",
        summary: "World clock, alarms, a stopwatch",
        makeRootViewController: { ClockApp.makeTabBarController() }
    )
}
