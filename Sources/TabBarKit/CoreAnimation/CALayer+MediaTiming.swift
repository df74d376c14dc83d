import Foundation

// Every layer has a timeline of its own, as in Core Animation: a moment `t` on its
// superlayer's is `(t − beginTime) × speed + timeOffset` on its own ("active" time), and
// the root's superlayer's time is the application's clock. A layer whose `duration` is
// above 0 then runs that time in cycles ("basic" time): repeated by `repeatCount` or for
// `repeatDuration`, played back again when it `autoreverses`; before its start and after
// its end its time runs on unmapped, or `fillMode` holds the first or last moment.
// Every animation on a layer runs on the layer's time, whether added to it or made by its
// view's animation blocks, so setting a layer's speed to 0 holds all of them where they
// are (the usual way to pause them) and a superlayer's speed carries down to its sublayers.
extension CALayer: CAMediaTiming {
    /// The application's time `t` on this layer's timeline, through every superlayer's
    /// timing. Each animating layer asks once per tick: a walk up the tree, no allocation.
    func localTime(fromMedia t: CFTimeInterval) -> CFTimeInterval {
        let parent = superlayer?.localTime(fromMedia: t) ?? t
        guard hasOwnTiming else { return parent }
        let active = (parent - beginTime) * CFTimeInterval(speed) + timeOffset
        return duration > 0 ? cycledTime(active) : active
    }

    /// Whether the layer's time differs from its superlayer's (the default timing does not).
    private var hasOwnTiming: Bool { speed != 1 || beginTime != 0 || timeOffset != 0 || duration > 0 }

    /// Active time `t` in the layer's cycles of `duration`.
    private func cycledTime(_ t: CFTimeInterval) -> CFTimeInterval {
        let cycle = autoreverses ? 2 * duration : duration
        let count = repeatCount > 0 ? CFTimeInterval(repeatCount) : 1
        let active = repeatDuration > 0 ? repeatDuration : cycle * count
        var time = t
        if t < 0 {
            guard fillMode == .backwards || fillMode == .both else { return t }
            time = 0
        } else if t >= active {
            guard fillMode == .forwards || fillMode == .both, active.isFinite else { return t }
            time = active
        }
        var position = time.truncatingRemainder(dividingBy: cycle)
        // The end of a cycle is its last moment, not the next one's first.
        if position == 0, time > 0 { position = cycle }
        return position <= duration ? position : cycle - position
    }

    /// Whether this layer's time stands still: a speed of 0 on it or on a superlayer.
    var isTimeStopped: Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current.speed == 0 { return true }
            layer = current.superlayer
        }
        return false
    }

    /// The inverse: `t` on this layer's timeline back to the application's clock. A layer
    /// whose speed is 0 shows one moment for all of its superlayer's, so its time goes back
    /// to where that began, its `beginTime`. A cycled layer's time goes back through its
    /// first cycle (each moment of it comes round again).
    func mediaTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        var time = t
        var layer: CALayer? = self
        while let current = layer {
            if current.speed == 0 {
                time = current.beginTime
            } else if current.hasOwnTiming {
                time = (time - current.timeOffset) / CFTimeInterval(current.speed) + current.beginTime
            }
            layer = current.superlayer
        }
        return time
    }
}
