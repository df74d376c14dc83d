import Foundation

/// Groups layer changes: the duration, timing function and whether implicit animations
/// run, and a block to run once every animation added inside has ended. A change made
/// outside `begin()` and `commit()` joins an implicit transaction that the next tick commits.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    open class func begin() { UIApplication.current.animationEngine.beginTransaction() }

    open class func commit() { UIApplication.current.animationEngine.commitTransaction() }

    /// Commits the implicit transaction now.
    open class func flush() { UIApplication.current.animationEngine.commitImplicitTransaction() }

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

    /// The transaction's property `key`: the four keys Core Animation names
    /// (`kCATransactionAnimationDuration`, `…DisableActions`, `…AnimationTimingFunction`,
    /// `…CompletionBlock`) read what the setters set; any other key, what the app set.
    open class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return current?.values[key]
        }
    }

    /// Sets the transaction's property `key`; a value of the wrong type for a named key is
    /// refused with a message.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration:
            guard let duration = (anObject as? NSNumber)?.doubleValue ?? anObject as? Double else { return refuse(anObject, key) }
            setAnimationDuration(duration)
        case kCATransactionDisableActions:
            guard let flag = (anObject as? NSNumber)?.boolValue ?? anObject as? Bool else { return refuse(anObject, key) }
            setDisableActions(flag)
        case kCATransactionAnimationTimingFunction:
            guard anObject == nil || anObject is CAMediaTimingFunction else { return refuse(anObject, key) }
            setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock:
            guard anObject == nil || anObject is () -> Void else { return refuse(anObject, key) }
            setCompletionBlock(anObject as? () -> Void)
        default: opened.values[key] = anObject
        }
    }

    private static func refuse(_ value: Any?, _ key: String) {
        Log.animation.error("CATransaction.setValue: \(value.map { "\(type(of: $0))" } ?? "nil") is no value for \(key); ignored")
    }

    /// Core Animation's lock keeps other threads from changing layers meanwhile; layers here
    /// belong to the main actor, which no other thread enters, so there is nothing to hold.
    open class func lock() {}

    open class func unlock() {}

    private static var current: LayerTransaction? { UIApplication.current.animationEngine.currentTransaction(opening: false) }

    private static var opened: LayerTransaction { UIApplication.current.animationEngine.currentTransaction(opening: true)! }
}

/// One open transaction's settings and the animations it waits for.
@MainActor
final class LayerTransaction {
    var duration: CFTimeInterval
    var timingFunction: CAMediaTimingFunction?
    var disablesActions: Bool
    var completion: (() -> Void)?
    /// Values the app set under keys of its own.
    var values: [String: Any] = [:]
    let isImplicit: Bool
    /// Counts the animations added inside; its completion is the transaction's block.
    let group: AnimationGroup

    /// A nested transaction starts with its outer one's settings, as Core Animation's do.
    init(in engine: AnimationEngine, inheriting outer: LayerTransaction?, isImplicit: Bool) {
        group = AnimationGroup(engine: engine, completion: nil)
        duration = outer?.duration ?? 0.25
        timingFunction = outer?.timingFunction
        disablesActions = outer?.disablesActions ?? false
        self.isImplicit = isImplicit
    }
}

/// The keys of a transaction's own properties, for `CATransaction.value(forKey:)` and
/// `setValue(_:forKey:)`.
public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"
