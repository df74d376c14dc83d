import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The frame loop every host runs: input at the clock's time, a tick and a frame each turn,
/// frames 1/60 s apart while anything animates, and the run's ends. (Away from the main
/// thread, as here, it cannot sleep in the run loop; the run-loop probes test that part.)
@Suite(.freshApplication)
@MainActor
struct FrameLoopTests {
    /// A host whose input is scripted by turn and which records what the loop asked of it.
    struct ScriptedHost: FrameLoopHost {
        var inputs: [Int: (TimeInterval) -> FrameLoop.Input] = [:]
        var turn = 0
        var log: [String] = []
        var presented: [TimeInterval] = []
        let application: UIApplication

        mutating func deliverInput(at time: TimeInterval) -> FrameLoop.Input {
            defer { turn += 1 }
            guard let input = inputs[turn] else { return .none }
            log.append("input at \(time) (clock \(application.currentTime))")
            return input(time)
        }

        var hasWaitingInput: Bool { false }

        mutating func present() { presented.append(application.currentTime) }
    }

    @Test func inputStartsAnAnimationThatRunsFrameByFrameUntilIdle() {
        let app = TestApplication()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.tick(2)
        var host = ScriptedHost(application: app.application)
        host.inputs[0] = { _ in
            UIView.animate(withDuration: 0.25) { view.alpha = 0 }
            return .delivered
        }
        FrameLoop(application: app.application, pacing: .simulated, stopsWhenIdle: true).run(&host)
        #expect(host.log == ["input at 2.0 (clock 2.0)"], "input arrives at the clock's time")
        // A frame at the start, then 1/60 s apart until the quarter second is over.
        #expect(host.presented.count == 16, "\(host.presented)")
        #expect(zip(host.presented, host.presented.dropFirst()).allSatisfy { abs($1 - $0 - 1.0 / 60) < 1e-9 })
        #expect(abs(app.currentTime - 2.25) < 1e-9 && view.layer.animationKeys() == nil && !app.application.wantsFrames)
    }

    @Test func theRunEndsAtItsLongestDurationOrWhenTheInputQuits() {
        let app = TestApplication()
        let link = CADisplayLink { _ in }
        link.add(to: .main, forMode: .common)
        var forever = ScriptedHost(application: app.application)
        FrameLoop(application: app.application, pacing: .simulated, maximumDuration: 1, stopsWhenIdle: true).run(&forever)
        #expect(app.currentTime == 1 && forever.presented.last == 1, "a display link keeps it going to the limit")
        var closing = ScriptedHost(application: app.application)
        closing.inputs[3] = { _ in .quit }
        FrameLoop(application: app.application, pacing: .simulated).run(&closing)
        #expect(closing.presented.count == 3, "nothing is presented after the input that quits")
        link.invalidate()
    }

    @Test func advancingTicksAtSixtyHertz() {
        let app = TestApplication()
        var fires = 0
        let link = CADisplayLink { _ in fires += 1 }
        link.add(to: .main, forMode: .common)
        FrameLoop.advance(app.application, by: 0.5)
        #expect(fires == 30 && abs(app.currentTime - 0.5) < 1e-9)
        FrameLoop.advance(app.application, by: 0)
        #expect(fires == 30 && abs(app.currentTime - 0.5) < 1e-9, "no time: one tick at the same time")
        FrameLoop.advance(app.application, by: -.infinity)
        #expect(abs(app.currentTime - 0.5) < 1e-9)
        link.invalidate()
    }
}
