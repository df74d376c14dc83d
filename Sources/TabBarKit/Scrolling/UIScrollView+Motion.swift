import Foundation

/// What moves a scroll view's content between ticks when no finger does.
enum ScrollMotion {
    case none
    /// A fling slowing down, or a bounce back from past an edge, per axis.
    case decelerating(x: ScrollAxisMotion, y: ScrollAxisMotion)
    /// `setContentOffset(_:animated:)`, or a scroll to the top.
    case animating(ScrollOffsetAnimation, toTop: Bool)

    var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}

// Motions step on a display link, so they advance only on the application's ticks.
extension UIScrollView {
    func startMotion(_ newMotion: ScrollMotion) {
        motion = newMotion
        motionGeneration &+= 1
        showIndicators()
        if motionLink == nil {
            let link = CADisplayLink { [weak self] link in
                guard let self else { return link.invalidate() }
                self.stepMotion(at: link.timestamp)
            }
            link.add(to: .main, forMode: .common)
            motionLink = link
        }
        if case .decelerating = newMotion { delegate?.scrollViewWillBeginDecelerating(self) }
    }

    /// Stops where it is without telling the delegate: a finger caught the content, or
    /// the offset was set.
    func stopMotion() {
        motion = .none
        motionGeneration &+= 1
        motionLink?.invalidate()
        motionLink = nil
    }

    private func stepMotion(at time: TimeInterval) {
        // The delegate may stop this motion or start another from scrollViewDidScroll.
        let generation = motionGeneration
        switch motion {
        case .none:
            stopMotion()
        case .decelerating(var x, var y):
            let offset = CGPoint(x: x.position(at: time), y: y.position(at: time))
            let done = x.isResting && y.isResting
            motion = .decelerating(x: x, y: y)
            contentOffset = offset
            guard done, generation == motionGeneration else { return }
            stopMotion()
            hideIndicators()
            delegate?.scrollViewDidEndDecelerating(self)
        case .animating(let animation, let toTop):
            contentOffset = animation.offset(at: time)
            guard animation.isFinished(at: time), generation == motionGeneration else { return }
            stopMotion()
            hideIndicators()
            if toTop {
                delegate?.scrollViewDidScrollToTop(self)
            } else {
                delegate?.scrollViewDidEndScrollingAnimation(self)
            }
        }
    }
}
