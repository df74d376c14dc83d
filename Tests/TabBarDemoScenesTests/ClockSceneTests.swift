import Foundation
import TabBarDemoScenes
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The clock app: five tabs with icons, the fixed world clock, and a stopwatch whose
/// digits follow the application's ticks through a display link.
@Suite(.freshApplication)
@MainActor
struct ClockSceneTests {
    private func clockApp() -> (window: UIWindow, tabs: UITabBarController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let tabs = DemoScene.clock.makeRootViewController() as! UITabBarController
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        return (window, tabs)
    }

    private func tap(_ view: UIView, in window: UIWindow) {
        window.sendTap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
    }

    @Test func fiveTabsWithTheClockAppsTitlesAndIcons() {
        let app = clockApp()
        let items = app.tabs.tabBar.items ?? []
        #expect(items.map(\.title) == ["World Clock", "Alarm", "Bedtime", "Stopwatch", "Timer"])
        #expect(items.allSatisfy { $0.image != nil })
    }

    /// Alarm, Bedtime and Timer (World Clock is the scene's own golden, Stopwatch below).
    @Test(arguments: [1, 2, 4])
    func tabGoldens(selected index: Int) {
        let app = clockApp()
        app.tabs.selectedIndex = index
        assertSnapshot(of: app.window, named: "scene-clock-tab-\(index)")
    }

    @Test func theWorldClockIsAFixedExample() {
        #expect(
            WorldClockViewController.cities.map(WorldClockViewController.dayAndTime(of:)).map(\.time)
                == ["10:09", "13:09", "18:09", "21:09", "2:09"])
        let tokyo = WorldClockViewController.dayAndTime(of: WorldClockViewController.cities[4])
        #expect(tokyo.day == "Tomorrow, +16HRS")
    }

    @Test func theStopwatchCountsWithTheTicksLapsAndStops() throws {
        let clock = TestApplication()
        let app = clockApp()
        app.tabs.selectedIndex = 3
        let stopwatch = try #require(app.tabs.selectedViewController as? StopwatchViewController)
        app.window.layoutIfNeeded()
        #expect(stopwatch.timeLabel.text == "00:00.00" && !stopwatch.lapResetButton.isEnabled)

        tap(stopwatch.startStopButton, in: app.window)
        #expect(stopwatch.stopwatch.isRunning && stopwatch.startStopButton.title(for: .normal) == "Stop")
        clock.tick(0.5)
        #expect(stopwatch.timeLabel.text == "00:00.50")
        clock.tick(1.25)
        #expect(stopwatch.timeLabel.text == "00:01.25")
        tap(stopwatch.lapResetButton, in: app.window)
        #expect(stopwatch.stopwatch.laps.count == 1 && abs(stopwatch.stopwatch.laps[0] - 1.25) < 1e-9)
        clock.tick(62.5)
        #expect(stopwatch.timeLabel.text == "01:02.50")

        tap(stopwatch.startStopButton, in: app.window)
        #expect(!stopwatch.stopwatch.isRunning && stopwatch.lapResetButton.title(for: .normal) == "Reset")
        clock.tick(70)
        #expect(stopwatch.timeLabel.text == "01:02.50")
        app.window.layoutIfNeeded()
        #expect(stopwatch.lapsTable.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Lap 1")
        assertSnapshot(of: app.window, named: "scene-clock-stopwatch-stopped")

        tap(stopwatch.lapResetButton, in: app.window)
        #expect(stopwatch.timeLabel.text == "00:00.00" && stopwatch.stopwatch.laps.isEmpty)
    }

    /// Off screen the stopwatch keeps counting but its digits stop asking for frames; back
    /// on screen they show the time at once.
    @Test func theStopwatchCountsOnInAnotherTab() throws {
        let clock = TestApplication()
        let app = clockApp()
        app.tabs.selectedIndex = 3
        let stopwatch = try #require(app.tabs.selectedViewController as? StopwatchViewController)
        app.window.layoutIfNeeded()
        tap(stopwatch.startStopButton, in: app.window)
        clock.tick(1)
        app.tabs.selectedIndex = 0
        clock.tick(5)
        #expect(stopwatch.timeLabel.text == "00:01.00" && stopwatch.stopwatch.isRunning)
        app.tabs.selectedIndex = 3
        #expect(stopwatch.timeLabel.text == "00:05.00")
        clock.tick(6.5)
        #expect(stopwatch.timeLabel.text == "00:06.50")
        tap(stopwatch.startStopButton, in: app.window)
    }

    @Test func anAlarmsSwitchTurnsItOnAndOff() throws {
        let app = clockApp()
        app.tabs.selectedIndex = 1
        let navigation = try #require(app.tabs.selectedViewController as? UINavigationController)
        let alarms = try #require(navigation.topViewController as? AlarmViewController)
        app.window.layoutIfNeeded()
        #expect(alarms.alarms.map(\.isOn) == [true, false, true])
        let toggle = try #require(alarms.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryView as? UISwitch)
        #expect(!toggle.isOn)
        tap(toggle, in: app.window)
        #expect(alarms.alarms.map(\.isOn) == [true, true, true])
        app.window.layoutIfNeeded()
        let row = try #require(alarms.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(row.textLabel?.textColor == .label)
        #expect((row.accessoryView as? UISwitch)?.isOn == true)
    }

    @Test func theTimerCountsDownPausesAndCancels() throws {
        let clock = TestApplication()
        let app = clockApp()
        app.tabs.selectedIndex = 4
        let timer = try #require(app.tabs.selectedViewController as? TimerViewController)
        app.window.layoutIfNeeded()
        #expect(timer.durationLabel.text == "0   15   00" && !timer.cancelButton.isEnabled)
        tap(timer.startButton, in: app.window)
        clock.tick(0.5)
        #expect(timer.durationLabel.text == "15:00" && timer.startButton.title(for: .normal) == "Pause")
        clock.tick(61)
        #expect(timer.durationLabel.text == "13:59")
        tap(timer.startButton, in: app.window)
        clock.tick(120)
        #expect(timer.durationLabel.text == "13:59" && timer.startButton.title(for: .normal) == "Resume")
        tap(timer.startButton, in: app.window)
        clock.tick(120 + 838.5)
        #expect(timer.durationLabel.text == "00:01")
        // Half a second past the end: a tick exactly at it would depend on rounding of the
        // shared clock's large times.
        clock.tick(120 + 839.5)
        #expect(timer.durationLabel.text == "0   15   00" && !timer.counted.isRunning)
        tap(timer.startButton, in: app.window)
        clock.tick(965.7)
        #expect(timer.durationLabel.text == "14:54" && timer.cancelButton.isEnabled)
        tap(timer.cancelButton, in: app.window)
        #expect(timer.durationLabel.text == "0   15   00" && timer.startButton.title(for: .normal) == "Start")
        #expect(TimerViewController.format(remaining: 3600.5) == "1:00:01")
    }

    @Test func theStopwatchArithmetic() {
        var watch = Stopwatch()
        watch.start(at: 10)
        watch.start(at: 11) // already running: the first start counts
        #expect(watch.elapsed(at: 12) == 2)
        watch.lap(at: 13)
        watch.stop(at: 14)
        #expect(watch.elapsed(at: 100) == 4 && watch.laps == [3] && watch.currentLap(at: 100) == 1)
        watch.lap(at: 15) // stopped: Lap is Reset, no lap is taken
        #expect(watch.laps == [3])
        watch.start(at: 20)
        #expect(watch.elapsed(at: 21) == 5)
        watch.reset()
        #expect(watch == Stopwatch())
        #expect(Stopwatch.format(0) == "00:00.00" && Stopwatch.format(3599.999) == "59:59.99" && Stopwatch.format(-1) == "00:00.00")
    }
}
