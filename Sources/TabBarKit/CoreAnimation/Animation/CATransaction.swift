import Foundation

/// Groups layer changes: the duration, timing function and whether implicit animations
/// run, and a block to run once every animation added inside has ended. A change made
/// outside `begin()` and `commit()` joins an implicit transaction that the next tick commits.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    open class func begin() { UIApplication.shared.runtime.animationEngine.beginTransaction() }

    open class func commit() { UIApplication.shared.runtime.animationEngine.commitTransaction() }

    /// Commits the implicit transaction now.
    open class func flush() { UIApplication.shared.runtime.animationEngine.commitImplicitTransaction() }

    /// 0.25 s unless set.
    open class func animationDuration() -> CFTimeInterval { current?.duration ?? 0.25 }

    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        opened.duration = dur.isFinite ? max(0, dur) : 0.25
    }

    open class func animationTimingFunction() -> CAMediaTimingFunction? { current?.timingFunction }

    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        opened.timingFunction = function
    }

    open class func disableActions() -> Bool { current?.disablesActions ?? false }

    open class func setDisableActions(_ flag: Bool) { opened.disablesActions = flag }

    open class func completionBlock() -> (() -> Void)? { current?.completion }

    /// Runs on the tick after every animation added in the transaction has ended (at once
    /// if none was), after their delegates have heard.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let transaction = opened
        transaction.completion = block
        transaction.group.completion = block.map { block in { _ in block() } }
    }

    private static var current: LayerTransaction? { UIApplication.shared.runtime.animationEngine.currentTransaction(opening: false) }

    private static var opened: LayerTransaction { UIApplication.shared.runtime.animationEngine.currentTransaction(opening: true)! }
}

/// One open transaction's settings and the animations it waits for.
@MainActor
final class LayerTransaction {
    var duration: CFTimeInterval
    var timingFunction: CAMediaTimingFunction?
    var disablesActions: Bool
    var completion: (() -> Void)?
    let isImplicit: Bool
    /// Counts the animations added inside; its completion is the transaction's block.
    let group = AnimationGroup(completion: nil)

    /// A nested transaction starts with its outer one's settings, as Core Animation's do.
    init(inheriting outer: LayerTransaction?, isImplicit: Bool) {
        duration = outer?.duration ?? 0.25
        timingFunction = outer?.timingFunction
        disablesActions = outer?.disablesActions ?? false
        self.isImplicit = isImplicit
    }
}
