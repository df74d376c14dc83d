import Foundation
import TabBarKit

/// The ways an app gets work done later, each started once at launch. When one has done its
/// work it says so and turns the page red, which the next frame must lay out and draw.
enum Mechanism: String, CaseIterable {
    case mainAsync = "main-async"
    case asyncAfter = "async-after"
    case timer
    case commonModeTimer = "common-mode-timer"
    case repeatingTimer = "repeating-timer"
    case task
    case taskSleep = "task-sleep"
    /// Only an animation: nothing for the run loop.
    case animation
    /// Work due in an hour: nothing to do now.
    case idle

    /// How long the work waits before it runs.
    static let delay: TimeInterval = 0.2

    @MainActor
    func start(on page: ProbePage) {
        let started = Date()
        let done: @MainActor () -> Void = {
            Probe.say("fired \(self.rawValue) after \(String(format: "%.3f", Date().timeIntervalSince(started))) s")
            page.turnRed()
        }
        switch self {
        case .mainAsync:
            DispatchQueue.main.async { MainActor.assumeIsolated(done) }
        case .asyncAfter:
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.delay) { MainActor.assumeIsolated(done) }
        case .timer:
            _ = Timer.scheduledTimer(withTimeInterval: Self.delay, repeats: false) { _ in MainActor.assumeIsolated(done) }
        case .commonModeTimer:
            // Foundation on Linux fires a Timer(timeInterval:repeats:block:) at once; this
            // initializer says when.
            let timer = Timer(fire: Date(timeIntervalSinceNow: Self.delay), interval: 0, repeats: false) { _ in
                MainActor.assumeIsolated(done)
            }
            RunLoop.main.add(timer, forMode: .common)
        case .repeatingTimer:
            startRepeatingTimer(then: done)
        case .task:
            Task { @MainActor in done() }
        case .taskSleep:
            Task { @MainActor in
                try await Task.sleep(nanoseconds: UInt64(Self.delay * 1e9))
                done()
            }
        case .animation:
            UIView.animate(withDuration: 0.5, animations: { page.view.alpha = 0.5 }, completion: { _ in Probe.say("animated") })
        case .idle:
            _ = Timer.scheduledTimer(withTimeInterval: 3600, repeats: false) { _ in Probe.say("an hour passed") }
            Task { @MainActor in
                try await Task.sleep(nanoseconds: 3_600_000_000_000)
                Probe.say("an hour slept")
            }
        }
    }

    /// Fires every 50 ms and is invalidated on its third firing; a one-shot timer 0.3 s
    /// later says "done", so a fourth firing would be told before it.
    @MainActor
    private func startRepeatingTimer(then done: @escaping @MainActor () -> Void) {
        let count = Counter()
        _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { timer in
            let third = MainActor.assumeIsolated { () -> Bool in
                count.value += 1
                Probe.say("repeat \(count.value)")
                return count.value == 3
            }
            guard third else { return }
            timer.invalidate()
            MainActor.assumeIsolated {
                done()
                _ = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in Probe.say("done") }
            }
        }
    }
}

/// The repeating timer's count of firings.
@MainActor
private final class Counter {
    var value = 0
}
