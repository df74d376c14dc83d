import Foundation

/// An animation of a layer, run on the application's clock. A layer keeps a copy of the
/// animation it is given (`add(_:forKey:)`), so changing the animation afterwards changes
/// nothing on screen, as in Core Animation.
@preconcurrency @MainActor
open class CAAnimation: NSObject, @preconcurrency NSCopying, CAMediaTiming, CAAction {
    /// 0 begins when the animation is added; otherwise a time on `CACurrentMediaTime()`'s clock.
    open var beginTime: CFTimeInterval = 0
    /// 0 means Core Animation's default of 0.25 s.
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    /// Cycles to run; 0 runs once, `.infinity` forever; fractions stop part-way.
    open var repeatCount: Float = 0
    /// How long to repeat for (instead of a count).
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Taken off the layer when it ends; with `false` and `fillMode` `.forwards` its last
    /// value stays on screen, which is what stops a finished animation snapping back.
    open var isRemovedOnCompletion = true
    /// Nil is linear pacing.
    open var timingFunction: CAMediaTimingFunction?
    /// Held strongly, as Core Animation holds it.
    open var delegate: (any CAAnimationDelegate)?

    public override init() {
        super.init()
    }

    /// Every animation property has its default here.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// A copy of the animation and its settings, the kind a layer keeps.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAAnimation()
        copy.copyTiming(from: self)
        return copy
    }

    func copyTiming(from source: CAAnimation) {
        (beginTime, duration, speed, timeOffset) = (source.beginTime, source.duration, source.speed, source.timeOffset)
        (repeatCount, repeatDuration, autoreverses, fillMode) =
            (source.repeatCount, source.repeatDuration, source.autoreverses, source.fillMode)
        (isRemovedOnCompletion, timingFunction, delegate) = (source.isRemovedOnCompletion, source.timingFunction, source.delegate)
    }

    /// As an action (returned by `action(forKey:)`), an animation adds itself to the layer.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: What subclasses animate

    /// The property whose presented value this animation sets (nil: none of its own, or a
    /// key path no layer animates).
    var animatedKey: LayerKey? { nil }

    /// The value at `fraction` of one cycle (already paced by the timing function), given
    /// the model's value; nil leaves the presented value as it is.
    func value(atFraction fraction: CGFloat, model: LayerValue?) -> LayerValue? { nil }

    /// Whether `value(atFraction:model:)` needs the model's value (reading it costs a
    /// little every tick).
    var readsModelValue: Bool { true }

    /// After its value is set on `layer` (a presentation copy): what else it changes there.
    func didApply(atFraction fraction: CGFloat, model: LayerValue?, to layer: CALayer) {}

    /// For groups: applies the children at the group's local time.
    func applyChildren(atLocalTime time: CFTimeInterval, to layer: CALayer) {}

    /// The length of one cycle.
    var cycleDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

    /// Springs run on their own curve.
    var ignoresTimingFunction: Bool { false }
}

/// Told when an animation starts and stops. Both are optional.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of one key path of a layer.
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String? {
        didSet { parsedKey = keyPath.flatMap(LayerKey.init) }
    }
    private var parsedKey: LayerKey?
    // Read for every running animation on every tick: unchecked, as CALayer's are.
    /// The value is added to the model's instead of replacing it.
    @exclusivity(unchecked) open var isAdditive = false
    /// Each repeat starts where the last ended.
    @exclusivity(unchecked) open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CAPropertyAnimation()
        copy.copyProperty(from: self)
        return copy
    }

    func copyProperty(from source: CAPropertyAnimation) {
        copyTiming(from: source)
        (keyPath, isAdditive, isCumulative) = (source.keyPath, source.isAdditive, source.isCumulative)
    }

    override var animatedKey: LayerKey? { parsedKey }
}

/// From one value to another (`fromValue`, `toValue`, `byValue`; any two, or one with the
/// layer's own value): numbers as `NSNumber` or Swift numbers, geometry in `NSValue`
/// or as Swift values, colours as `CGColor`, paths as `CGPath`.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any? {
        didSet { unboxed = nil }
    }
    open var toValue: Any? {
        didSet { unboxed = nil }
    }
    open var byValue: Any? {
        didSet { unboxed = nil }
    }
    /// The values unboxed once (unboxing casts through `Any`, which can allocate, and
    /// every tick of a running animation needs them), and both endpoints when they do not
    /// depend on the model's value.
    private var unboxed: Unboxed?
    /// A class, so reading it each tick copies no values.
    private final class Unboxed {
        let from: LayerValue?, to: LayerValue?, by: LayerValue?
        let fixed: (LayerValue, LayerValue)?
        /// Both endpoints as plain numbers, the usual case (a position, a scale, an
        /// opacity): interpolated without copying the enumeration's values.
        let fixedNumbers: (from: CGFloat, to: CGFloat)?
        /// Whether an endpoint comes from the model (kept as a flag: asked every tick).
        let readsModel: Bool

        init(from: LayerValue?, to: LayerValue?, by: LayerValue?, fixed: (LayerValue, LayerValue)?) {
            (self.from, self.to, self.by, self.fixed) = (from, to, by, fixed)
            if case (.number(let a), .number(let b))? = fixed { fixedNumbers = (a, b) } else { fixedNumbers = nil }
            readsModel = fixed == nil
        }
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = CABasicAnimation()
        copy.copyBasic(from: self)
        return copy
    }

    func copyBasic(from source: CABasicAnimation) {
        copyProperty(from: source)
        (fromValue, toValue, byValue) = (source.fromValue, source.toValue, source.byValue)
    }

    /// Core Animation's rules: from and to; from and from + by; to − by and to; from and
    /// the model; the model and to; the model and the model + by.
    func endpoints(model: LayerValue?) -> (LayerValue, LayerValue)? {
        let values = unboxedValues
        if let fixed = values.fixed { return fixed }
        switch (values.from, values.to, values.by) {
        case let (f?, nil, nil): return model.map { (f, $0) }
        case let (nil, t?, nil): return model.map { ($0, t) }
        case let (nil, nil, b?): return model.flatMap { m in m.adding(b).map { (m, $0) } }
        default: return model.map { ($0, $0) }
        }
    }

    private var unboxedValues: Unboxed {
        if let unboxed { return unboxed }
        let (from, to, by) = (
            fromValue.flatMap(LayerValue.init(boxed:)), toValue.flatMap(LayerValue.init(boxed:)),
            byValue.flatMap(LayerValue.init(boxed:))
        )
        let fixed: (LayerValue, LayerValue)?
        switch (from, to, by) {
        case let (f?, t?, _): fixed = (f, t)
        case let (f?, nil, b?): fixed = f.adding(b).map { (f, $0) }
        case let (nil, t?, b?): fixed = t.subtracting(b).map { ($0, t) }
        default: fixed = nil
        }
        let values = Unboxed(from: from, to: to, by: by, fixed: fixed)
        unboxed = values
        return values
    }

    override var readsModelValue: Bool { unboxedValues.readsModel }

    override func value(atFraction fraction: CGFloat, model: LayerValue?) -> LayerValue? {
        if let numbers = unboxedValues.fixedNumbers { return .number(numbers.from + (numbers.to - numbers.from) * fraction) }
        guard let (from, to) = endpoints(model: model) else { return nil }
        return from.interpolated(to: to, fraction)
    }
}
