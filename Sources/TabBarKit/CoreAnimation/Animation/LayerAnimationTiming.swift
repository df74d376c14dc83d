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

    /// `elapsed` is the time since the animation's begin on its parent's timeline.
    static func state(of animation: CAAnimation, atLocalTime elapsed: CFTimeInterval) -> State? {
        let speed = CFTimeInterval(animation.speed)
        let t = speed == 0 ? animation.timeOffset : elapsed * speed + animation.timeOffset
        let d = animation.cycleDuration
        let cycle = animation.autoreverses ? 2 * d : d
        let active: CFTimeInterval
        if animation.repeatDuration > 0 {
            active = animation.repeatDuration
        } else {
            let count = animation.repeatCount > 0 ? CFTimeInterval(animation.repeatCount) : 1
            active = count.isInfinite ? .infinity : cycle * count
        }
        let fill = animation.fillMode
        if t < 0 {
            let holds = fill == .backwards || fill == .both
            return State(fraction: eased(animation, 0), cycleTime: 0, started: false, finished: false, shows: holds)
        }
        let finished = t >= active - 1e-9
        let time = finished ? active : t
        var position = time.truncatingRemainder(dividingBy: cycle)
        if position == 0, time > 0 { position = cycle }
        let raw = position <= d ? position / d : (cycle - position) / d
        let shows = !finished || fill == .forwards || fill == .both
        let completed = max(0, Int(((time - position) / cycle).rounded()))
        return State(fraction: eased(animation, CGFloat(raw)), cycleTime: raw * d, started: true, finished: finished,
                     shows: shows, completedCycles: completed)
    }

    private static func eased(_ animation: CAAnimation, _ fraction: CGFloat) -> CGFloat {
        guard !animation.ignoresTimingFunction, let function = animation.timingFunction else { return fraction }
        return function.progress(at: fraction)
    }
}
