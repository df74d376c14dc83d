import Foundation

// Every layer has a timeline of its own, as in Core Animation: a moment `t` on its
// superlayer's is `(t − beginTime) × speed + timeOffset` on its own, and the root's
// superlayer's time is the application's clock. Every animation on a layer runs on the
// layer's time, whether added to it or made by its view's animation blocks, so setting a
// layer's speed to 0 holds all of them where they are (the usual way to pause them) and a
// superlayer's speed carries down to its sublayers.
extension CALayer: CAMediaTiming {
    /// The application's time `t` on this layer's timeline, through every superlayer's
    /// timing. Each animating layer asks once per tick: a walk up the tree, no allocation.
    func localTime(fromMedia t: CFTimeInterval) -> CFTimeInterval {
        let parent = superlayer?.localTime(fromMedia: t) ?? t
        guard hasOwnTiming else { return parent }
        return (parent - beginTime) * CFTimeInterval(speed) + timeOffset
    }

    /// Whether the layer's time differs from its superlayer's (the default timing does not).
    private var hasOwnTiming: Bool { speed != 1 || beginTime != 0 || timeOffset != 0 }

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
    /// to where that began, its `beginTime`.
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
