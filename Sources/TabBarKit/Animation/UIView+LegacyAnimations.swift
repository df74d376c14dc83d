import Foundation

// The animation blocks of iOS 3, still in ported code: beginAnimations opens a block, the
// setAnimation… calls set it up, property changes join it, commitAnimations starts it.
// Blocks nest. Settings take effect at the commit, as in UIKit.
extension UIView {
    /// Opens a block with UIKit's defaults: 0.2 s, ease in and out, no delay, once.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let engine = UIApplication.shared.runtime.animationEngine
        var settings = AnimationContext(mode: .timed, group: AnimationGroup(completion: nil), duration: 0.2)
        settings.isLegacyBlock = true
        if let outer = engine.currentContext, case .timed = outer.mode {
            (settings.duration, settings.curve, settings.options) = (outer.duration, outer.curve, outer.options)
        }
        engine.push(settings)
    }

    public class func commitAnimations() {
        let engine = UIApplication.shared.runtime.animationEngine
        guard let settings = engine.currentContext, settings.isLegacyBlock else {
            Log.animation.warning("commitAnimations() without beginAnimations(_:context:); nothing to commit")
            return
        }
        layOutChangedViews(engine)
        engine.pop()
        guard let group = settings.group else { return }
        engine.retime(group, to: settings.timing(beginningAt: engine.now))
        group.seal()
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

    private static func legacySetting(_ name: String, _ change: (inout AnimationContext) -> Void) {
        guard UIApplication.shared.runtime.animationEngine.modifyLegacyBlock(change) else {
            Log.animation.warning("\(name) outside beginAnimations(_:context:) and commitAnimations(); ignored")
            return
        }
    }
}
