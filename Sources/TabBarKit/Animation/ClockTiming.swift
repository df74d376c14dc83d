import Foundation

/// When an animation runs on the application's clock: its start, length, curve and
/// repetition, as a Core Animation animation's timing properties.
struct ClockTiming {
    var beginTime: TimeInterval
    var duration: TimeInterval
    var curve: TimingCurve
    /// Cycles to run: 1 runs once, `.infinity` forever; fractions stop part-way.
    var repeatCount: Double = 1
    /// Each cycle runs forwards, then backwards.
    var autoreverses = false

    var cycleDuration: TimeInterval { autoreverses ? 2 * duration : duration }

    /// The same timing on a timeline `offset` ahead of this one's (a layer's).
    func moved(by offset: TimeInterval) -> ClockTiming {
        var moved = self
        moved.beginTime += offset
        return moved
    }

    var endTime: TimeInterval { beginTime + cycleDuration * max(repeatCount, 1e-9) }

    /// The curve's progress at `time`, and whether the animation has run its course.
    /// Before the start the animation holds its first value (UIKit fills backwards).
    func progress(at time: TimeInterval) -> (progress: CGFloat, finished: Bool) {
        let local = time - beginTime
        if local <= 0 { return (curve.progress(at: 0), false) }
        // Within a nanosecond of the end counts as the end: tick times are sums of floats.
        if time >= endTime - 1e-9 || duration <= 0 { return (curve.progress(at: 1), true) }
        var position = local.truncatingRemainder(dividingBy: cycleDuration)
        if position == 0, local > 0 { position = cycleDuration }
        let fraction = autoreverses && position > duration ? (cycleDuration - position) / duration : position / duration
        return (curve.progress(at: min(max(fraction, 0), 1)), false)
    }
}
