import Foundation

/// The settings in force while an animation block runs. Blocks nest; each pushes one.
@MainActor
struct AnimationContext {
    enum Mode {
        /// performWithoutAnimation, and a transition's content changes.
        case disabled
        /// UIView.animate and its spring form.
        case timed
        /// UIView.animateKeyframes: changes are recorded, then become one animation per property.
        case keyframes(KeyframeRecorder)
        /// A property animator's animation block.
        case animator(UIViewPropertyAnimator)
    }

    var mode: Mode
    var group: AnimationGroup?
    var duration: TimeInterval = 0
    var delay: TimeInterval = 0
    var curve: TimingCurve = .easeInOut
    var options: UIView.AnimationOptions = []
    /// Cycles each animation runs (`.repeat` means forever) and whether cycles run back.
    var repeatCount: Double = 1
    var autoreverses = false
    /// Views whose properties changed in the block, for `.layoutSubviews`.
    var changedViews: [UIView] = []
    /// Pushed by `UIView.beginAnimations(_:context:)`: the `setAnimation…` calls change it.
    var isLegacyBlock = false
    /// `setAnimationTransition(_:for:cache:)`'s views, each with its picture from before.
    var legacyTransitions: [(view: UIView, snapshot: TransitionSnapshot?)] = []

    func timing(beginningAt time: TimeInterval) -> ClockTiming {
        ClockTiming(
            beginTime: time + delay, duration: duration, curve: curve,
            repeatCount: repeatCount, autoreverses: autoreverses)
    }
}

/// Collects the changes made in a keyframe animation block, keyframe by keyframe, and
/// turns them into one keyframe track per property when the block returns.
@MainActor
final class KeyframeRecorder {
    private struct Entry {
        let view: UIView
        let key: AnimatableKey
        let start: AnimatableValue
        var stops: [(start: Double, end: Double, value: AnimatableValue)] = []
    }

    private var entries: [Entry] = []
    /// The span of the keyframe being recorded, relative to the whole animation.
    var span: (start: Double, duration: Double) = (0, 1)

    func record(_ view: UIView, _ key: AnimatableKey, start: AnimatableValue, value: AnimatableValue) {
        let stop = (start: span.start, end: min(1, span.start + span.duration), value: value)
        if let i = entries.firstIndex(where: { $0.view === view && $0.key == key }) {
            entries[i].stops.append(stop)
        } else {
            entries.append(Entry(view: view, key: key, start: start, stops: [stop]))
        }
    }

    /// Key times and values for each recorded property: it holds its value between
    /// keyframes and moves during each one, as UIKit's keyframe animations do.
    func tracks(calculation: KeyframeTrack.Calculation) -> [(UIView, AnimatableKey, AnimatableValue, KeyframeTrack)] {
        entries.map { entry in
            var times = [0.0], values = [entry.start]
            for stop in entry.stops.sorted(by: { $0.start < $1.start }) {
                var value = stop.value
                if entry.key == .transform { value = AnimatableCoding.nearestTurn(value, from: values[values.count - 1]) }
                if stop.start > times[times.count - 1] {
                    times.append(stop.start)
                    values.append(values[values.count - 1])
                }
                times.append(max(stop.end, times[times.count - 1]))
                values.append(value)
            }
            if times[times.count - 1] < 1 {
                times.append(1)
                values.append(values[values.count - 1])
            }
            return (entry.view, entry.key, entry.start, KeyframeTrack(times: times, values: values, calculation: calculation))
        }
    }
}
