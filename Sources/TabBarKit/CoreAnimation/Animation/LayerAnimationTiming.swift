import Foundation

/// Where an animation is at a moment: Core Animation's media timing (begin, speed,
/// offset, repeats, autoreverse, fill), then its timing function.
enum LayerAnimationTiming {
    struct State {
        /// The eased fraction of the cycle, from 0 to 1 (a spring's is not eased).
        var fraction: CGFloat
        /// Seconds into the cycle as shown (running back while autoreversing), for groups and springs.
        var cycleTime: CFTimeInterval
        /// Whether the animation has begun (its time has reached its start).
        var started: Bool
        /// Whether its active time is over.
        var finished: Bool
        /// Whether it sets the presented value now (a fill mode may hold it outside its time).
        var shows: Bool
        /// How many whole cycles have run before the one shown, for cumulative animations.
        var completedCycles = 0
    }

    /// An animation's timing, read once when a layer takes its copy: the copy is the
    /// layer's own, and every tick of a running animation needs these.
    struct Parameters {
        let speed: CFTimeInterval
        let timeOffset: CFTimeInterval
        /// One cycle, and the cycle with its reverse.
        let duration: CFTimeInterval
        let cycle: CFTimeInterval
        /// How long it is active on its own timeline.
        let active: CFTimeInterval
        let holdsBefore: Bool
        let holdsAfter: Bool
        /// Nil: linear pacing (none set, or a spring's own curve).
        let timingFunction: CAMediaTimingFunction?

        @MainActor init(_ animation: CAAnimation) {
            speed = CFTimeInterval(animation.speed)
            timeOffset = animation.timeOffset
            duration = animation.cycleDuration
            cycle = animation.autoreverses ? 2 * duration : duration
            if animation.repeatDuration > 0 {
                active = animation.repeatDuration
            } else {
                let count = animation.repeatCount > 0 ? CFTimeInterval(animation.repeatCount) : 1
                active = count.isInfinite ? .infinity : cycle * count
            }
            let fill = animation.fillMode
            holdsBefore = fill == .backwards || fill == .both
            holdsAfter = fill == .forwards || fill == .both
            timingFunction = animation.ignoresTimingFunction ? nil : animation.timingFunction
        }
    }

    /// `elapsed` is the time since the animation's begin on its parent's timeline.
    @MainActor static func state(of animation: CAAnimation, atLocalTime elapsed: CFTimeInterval) -> State {
        state(of: Parameters(animation), atLocalTime: elapsed)
    }

    static func state(of timing: Parameters, atLocalTime elapsed: CFTimeInterval) -> State {
        let t = timing.speed == 0 ? timing.timeOffset : elapsed * timing.speed + timing.timeOffset
        let (d, cycle, active) = (timing.duration, timing.cycle, timing.active)
        if t < 0 {
            return State(fraction: eased(timing, 0), cycleTime: 0, started: false, finished: false, shows: timing.holdsBefore)
        }
        let finished = t >= active - 1e-9
        let time = finished ? active : t
        var position = time.truncatingRemainder(dividingBy: cycle)
        if position == 0, time > 0 { position = cycle }
        let raw = position <= d ? position / d : (cycle - position) / d
        let shows = !finished || timing.holdsAfter
        let completed = max(0, Int(((time - position) / cycle).rounded()))
        return State(
            fraction: eased(timing, CGFloat(raw)), cycleTime: raw * d, started: true, finished: finished,
            shows: shows, completedCycles: completed)
    }

    private static func eased(_ timing: Parameters, _ fraction: CGFloat) -> CGFloat {
        timing.timingFunction?.progress(at: fraction) ?? fraction
    }
}
