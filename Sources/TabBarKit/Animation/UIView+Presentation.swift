import Foundation

/// What the screen shows of a view while its properties animate: Core Animation's
/// presentation layer. Only animating properties are set; the others are the model's.
struct PresentedValues {
    var center: CGPoint?
    var bounds: CGRect?
    var transform: CGAffineTransform?
    var alpha: CGFloat?
    var backgroundColor: RGBA?
    var cornerRadius: CGFloat?
    /// 0...1 through a view transition (UIView.transition(with:...)).
    var transitionProgress: CGFloat?
}

extension UIView {
    // The values the renderer draws and repaint areas are computed from.
    var presentedCenter: CGPoint { layer.viewPresentation.center ?? layer.stored.position }
    var presentedBounds: CGRect { layer.viewPresentation.bounds ?? layer.stored.bounds }
    var presentedTransform: CGAffineTransform { layer.viewPresentation.transform ?? layer.stored.transform.affinePart }
    var presentedAlpha: CGFloat { layer.viewPresentation.alpha ?? layer.stored.opacity }
    var presentedCornerRadius: CGFloat { layer.viewPresentation.cornerRadius ?? layer.cornerRadius }

    var presentedBackgroundColor: RGBA? {
        if let animated = layer.viewPresentation.backgroundColor { return animated }
        guard let color = layer.stored.backgroundColor else { return nil }
        return RGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// Maps this view's presented bounds space into its superview's space (the
    /// superview's layer's `sublayerTransform` included, as presented).
    var presentedTransformToSuperview: CGAffineTransform {
        // Inlined: the walks up the tree that repaint and place views ask at every step.
        @inline(__always) get {
            let own = CALayer.StoredValues.placing(
                presentedBounds, at: presentedCenter, about: layer.stored.anchorPoint, through: presentedTransform)
            return superviewMayTransformSublayers ? placedBySuperviewLayer(own, presented: true) : own
        }
    }

    /// The animation a block of this view's runs on `key`.
    func activeAnimation(for key: AnimatableKey) -> PropertyAnimation? {
        for entry in layer.runningAnimations { if let block = entry.block, block.key == key { return block } }
        return nil
    }

    /// Whether a block's animation running without `.allowUserInteraction` makes the view ignore touches.
    var ignoresTouchesWhileAnimating: Bool {
        layer.runningAnimations.contains { $0.block.map { !$0.allowsUserInteraction } ?? false }
    }

    func modelValue(for key: AnimatableKey) -> AnimatableValue {
        switch key {
        case .position: return AnimatableCoding.point(layer.stored.position)
        case .bounds: return AnimatableCoding.rect(layer.stored.bounds)
        case .transform: return AnimatableCoding.transform(layer.stored.transform.affinePart)
        case .opacity: return AnimatableCoding.scalar(layer.stored.opacity)
        case .backgroundColor: return AnimatableCoding.color(storedBackgroundColor)
        case .cornerRadius: return AnimatableCoding.scalar(layer.cornerRadius)
        case .transition: return AnimatableCoding.scalar(1)
        }
    }

    /// What is on screen now: the running animation's latest value, else the model's.
    func presentedValue(for key: AnimatableKey) -> AnimatableValue {
        guard let animation = activeAnimation(for: key) else { return modelValue(for: key) }
        return animation.value(at: animation.lastProgress)
    }

    /// Sets (or, with nil, clears) the presented value of `key`.
    func setPresented(_ key: AnimatableKey, _ value: AnimatableValue?) {
        switch key {
        case .position: layer.viewPresentation.center = value.map(AnimatableCoding.point)
        case .bounds: layer.viewPresentation.bounds = value.map(AnimatableCoding.rect)
        case .transform: layer.viewPresentation.transform = value.map(AnimatableCoding.transform)
        case .opacity: layer.viewPresentation.alpha = value.map { min(max(AnimatableCoding.scalar($0), 0), 1) }
        case .backgroundColor: layer.viewPresentation.backgroundColor = value.map(AnimatableCoding.color)
        case .cornerRadius: layer.viewPresentation.cornerRadius = value.map { max(0, AnimatableCoding.scalar($0)) }
        case .transition:
            layer.viewPresentation.transitionProgress = value.map { min(max(AnimatableCoding.scalar($0), 0), 1) }
            if value == nil { layer.transitionSnapshot = nil }
        }
    }
}

extension UIView {
    /// Reports a change of an animatable property to the engine before the setter stores
    /// it. Outside animation blocks, with nothing animating, this costs two checks.
    func willChangeAnimatable(_ key: AnimatableKey, to value: @autoclosure () -> AnimatableValue) {
        let engine = application.animationEngine
        guard !layer.runningAnimations.isEmpty || engine.currentContext != nil else { return }
        engine.modelWillChange(self, key, to: value())
    }

    /// Setting a property to its current value matters only inside an animation block
    /// while that property animates: the new animation replaces the running one.
    func restartsAnimation(_ key: AnimatableKey) -> Bool {
        !layer.runningAnimations.isEmpty && application.animationEngine.currentContext != nil
            && activeAnimation(for: key) != nil
    }
}

extension UIView {
    /// Sets the model value of `key` through its public setter (so the usual repaint,
    /// layout and animation rules apply).
    func setModelValue(_ value: AnimatableValue, for key: AnimatableKey) {
        switch key {
        case .position: center = AnimatableCoding.point(value)
        case .bounds: bounds = AnimatableCoding.rect(value)
        case .transform: transform = AnimatableCoding.transform(value)
        case .opacity: alpha = AnimatableCoding.scalar(value)
        case .backgroundColor:
            let c = AnimatableCoding.color(value)
            backgroundColor = UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        case .cornerRadius: layer.cornerRadius = max(0, AnimatableCoding.scalar(value))
        case .transition: break
        }
    }
}
