import Foundation

// The animation blocks of iOS 3, still in ported code: beginAnimations opens a block, the
// setAnimation… calls set it up, property changes join it, commitAnimations starts it.
// Blocks nest. Settings take effect at the commit, as in UIKit.
extension UIView {
    /// Opens a block with UIKit's defaults: 0.2 s, ease in and out, no delay, once.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let engine = UIApplication.current.animationEngine
        var settings = AnimationContext(mode: .timed, group: AnimationGroup(engine: engine, completion: nil), duration: 0.2)
        settings.isLegacyBlock = true
        if let outer = engine.currentContext, case .timed = outer.mode {
            (settings.duration, settings.curve, settings.options) = (outer.duration, outer.curve, outer.options)
        }
        engine.push(settings)
    }

    public class func commitAnimations() {
        let engine = UIApplication.current.animationEngine
        guard let settings = engine.currentContext, settings.isLegacyBlock else {
            Log.animation.warning("commitAnimations() without beginAnimations(_:context:); nothing to commit")
            return
        }
        layOutChangedViews(engine)
        engine.pop()
        guard let group = settings.group else { return }
        let timing = settings.timing(beginningAt: engine.now)
        if timing.duration > 0, engine.areAnimationsEnabled {
            for (view, snapshot) in settings.legacyTransitions {
                startTransition(of: view, from: snapshot, group: group, timing: timing, allowsUserInteraction: false)
            }
        }
        engine.retime(group, to: timing)
        group.seal()
    }

    /// Shows the changes made to `view` after this call, until the commit, with a flip or a
    /// curl (drawn as `transition(with:duration:options:animations:completion:)` draws
    /// them). The picture of `view` as it is now is taken here, so the call comes before the
    /// changes; `cache` is a rendering hint with nothing to cache here.
    public class func setAnimationTransition(_ transition: UIView.AnimationTransition, for view: UIView, cache: Bool) {
        let style: TransitionStyle?
        switch transition {
        case .none: style = nil
        case .flipFromLeft, .flipFromRight: style = .flipHorizontal
        case .curlUp: style = .curlUp
        case .curlDown: style = .curlDown
        }
        let engine = UIApplication.current.animationEngine
        guard engine.currentContext?.isLegacyBlock == true else {
            return legacySetting("setAnimationTransition(_:for:cache:)") { _ in }
        }
        if let running = view.activeAnimation(for: .transition) { engine.cancel(running) }
        let snapshot = style.flatMap { TransitionSnapshot(of: view, style: $0) }
        legacySetting("setAnimationTransition(_:for:cache:)") { settings in
            settings.legacyTransitions.removeAll { $0.view === view }
            if style != nil { settings.legacyTransitions.append((view, snapshot)) }
        }
    }

    public class func setAnimationDuration(_ duration: TimeInterval) {
        legacySetting("setAnimationDuration(_:)") { $0.duration = max(0, duration.isFinite ? duration : 0) }
    }

    public class func setAnimationDelay(_ delay: TimeInterval) {
        legacySetting("setAnimationDelay(_:)") { $0.delay = max(0, delay.isFinite ? delay : 0) }
    }

    public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        legacySetting("setAnimationCurve(_:)") { $0.curve = TimingCurve(curve) }
    }

    /// Cycles to run; fractions stop part-way, 0 (or NaN) means once, `.infinity` forever.
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        legacySetting("setAnimationRepeatCount(_:)") { $0.repeatCount = repeatCount > 0 ? Double(repeatCount) : 1 }
    }

    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        legacySetting("setAnimationRepeatAutoreverses(_:)") { $0.autoreverses = repeatAutoreverses }
    }

    /// Changes made after this call start from what the screen shows.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        legacySetting("setAnimationBeginsFromCurrentState(_:)") {
            if fromCurrentState { $0.options.insert(.beginFromCurrentState) } else { $0.options.remove(.beginFromCurrentState) }
        }
    }

    /// The transitions of `setAnimationTransition(_:for:cache:)`.
    public enum AnimationTransition: Int, Sendable {
        case none = 0
        case flipFromLeft = 1
        case flipFromRight = 2
        case curlUp = 3
        case curlDown = 4
    }

    private static func legacySetting(_ name: String, _ change: (inout AnimationContext) -> Void) {
        guard UIApplication.current.animationEngine.modifyLegacyBlock(change) else {
            Log.animation.warning("\(name) outside beginAnimations(_:context:) and commitAnimations(); ignored")
            return
        }
    }
}
