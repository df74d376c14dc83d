import Foundation

/// Shows a change to a view's layer as a transition from the picture it showed: a fade,
/// or the new content pushing the old out, moving in over it, or the old moving off to
/// reveal it, from the side `subtype` names.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    /// The side the motion starts from: the new content comes in from it (push, move in),
    /// or the old moves away from it (reveal); from the left when nil.
    open var subtype: CATransitionSubtype?
    /// The part of the transition shown, from 0 to 1.
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CATransition()
        copy.copyTiming(from: self)
        (copy.type, copy.subtype, copy.startProgress, copy.endProgress) = (type, subtype, startProgress, endProgress)
        return copy
    }

    /// How the renderer draws it.
    var style: TransitionStyle {
        let edge: TransitionStyle.Edge
        switch subtype {
        case .fromRight?: edge = .right
        case .fromTop?: edge = .top
        case .fromBottom?: edge = .bottom
        default: edge = .left
        }
        switch type {
        case .push: return .push(from: edge)
        case .moveIn: return .moveIn(from: edge)
        case .reveal: return .reveal(from: edge)
        default: return .crossDissolve
        }
    }
}

public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

extension CALayer {
    /// A transition added to a view's layer starts from what the last frame showed of the
    /// view (so it may be added before or after the change it shows, in the same turn), or,
    /// where no renderer has drawn the view straight on screen, from a picture of it now;
    /// it runs as transitions from animation blocks do, on the view's transition progress.
    func addTransition(_ transition: CATransition) {
        guard isViewLayer, let view = hostingView else {
            Log.layers.warning("CATransition on a free-standing layer is not drawn yet; the change shows at once")
            transition.delegate?.animationDidStart(transition)
            transition.delegate?.animationDidStop(transition, finished: true)
            return
        }
        let engine = UIApplication.shared.runtime.animationEngine
        let lastFrame = UIApplication.shared.lastPicture(of: view).map { TransitionSnapshot(image: $0, style: transition.style) }
        guard let snapshot = lastFrame ?? TransitionSnapshot(of: view, style: transition.style) else { return }
        if let running = view.activeAnimation(for: .transition) { engine.cancel(running) }
        let group = AnimationGroup { finished in transition.delegate?.animationDidStop(transition, finished: finished) }
        let curve: TimingCurve = transition.timingFunction.map { .cubic($0.curve) } ?? .linear
        // A begin time is on the layer's timeline; the engine takes it on the app's clock.
        let begin = transition.beginTime > 0 ? engine.now + transition.beginTime - localTime(fromMedia: engine.now) : engine.now
        let timing = ClockTiming(beginTime: begin, duration: transition.cycleDuration, curve: curve)
        let start = CGFloat(min(1, max(0, transition.startProgress)))
        // Never before the start, even for progresses out of range (a range, unlike the
        // two numbers it replaced, cannot end before it starts).
        let end = max(start, CGFloat(min(1, max(transition.startProgress, transition.endProgress))))
        UIView.startTransition(
            of: view, from: snapshot, progress: start...end, group: group, timing: timing, allowsUserInteraction: true)
        transition.delegate?.animationDidStart(transition)
        group.seal()
    }
}

/// The key UIKit code adds transitions under.
public let kCATransition = "transition"
