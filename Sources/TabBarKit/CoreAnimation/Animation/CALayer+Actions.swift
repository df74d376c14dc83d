import Foundation

// Implicit animations. Setting an animatable property of a free-standing layer that has
// been committed (whether or not anything draws it) looks up an action for the key; the default is a basic animation from the value
// on screen to the new one, with the transaction's duration and timing function. A view's
// layer asks its view, which answers NSNull unless a subclass animates the property: the
// properties the view's blocks animate are the blocks' alone, and are not looked up.
extension CALayer {
    func lookUpAction(forKey event: String) -> (any CAAction)? {
        if let action = delegate?.action(for: self, forKey: event) { return action is NSNull ? nil : action }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        if let action = type(of: self).defaultAction(forKey: event) { return action is NSNull ? nil : action }
        // Hiding shows at once: a switch half-way through a quarter second would only delay it.
        guard !isViewLayer, event != "hidden", LayerKeyPaths.isAnimatable(event, on: self) else { return nil }
        // New contents fade in over the old, as Core Animation's default transition does.
        let implicit = event == "contents" ? CATransition() : CABasicAnimation(keyPath: event)
        let transaction = application.animationEngine.currentTransaction(opening: false)
        implicit.duration = transaction?.duration ?? 0.25
        implicit.timingFunction = transaction?.timingFunction ?? CAMediaTimingFunction(name: .default)
        return implicit
    }

    /// Whether a change of `key` now runs an action: a free-standing layer committed before
    /// (made before the last tick or outermost commit), or a view's layer in a window for a
    /// key its view's blocks leave alone, outside a transaction that disables actions.
    private func runsActions(for key: String) -> Bool {
        guard !isPresentationCopy else { return false }
        if isViewLayer {
            guard hostingView?.window != nil, !UIView.blockAnimatedKeyPaths.contains(key) else { return false }
        } else if !isCommitted {
            return false
        }
        return application.animationEngine.currentTransaction(opening: false)?.disablesActions != true
    }

    /// Before a change: notes what the screen shows for `key` and looks up the action, while
    /// the layer still has its old value, as Core Animation does (an action made by the
    /// delegate reads the old value from the model or the presentation).
    func willChangeAnimatable(_ key: String) {
        guard changeUnderWay == nil, runsActions(for: key) else { return }
        let from = LayerKey(key).flatMap { LayerKeyPaths.value(of: presented, at: $0) }
        // Marked under way first: a change the lookup itself makes runs no action of its own.
        changeUnderWay = (key, from, nil, nil)
        let action = action(forKey: key)
        changeUnderWay?.action = action
        // A transition shows the change from the picture before it, which is drawn now.
        if let transition = action as? CATransition, !isViewLayer {
            changeUnderWay?.picture = pictureForTransition(style: transition.style)
        }
    }

    /// After it: a running animation's presentation takes the new model value, then the
    /// key's action runs. A basic animation that names no values animates from what the
    /// screen showed to the new value, and one that names no key path animates this key.
    func didChangeAnimatable() {
        if presentationLayer != nil, !isPresentationCopy { advanceAnimations(to: application.animationEngine.now) }
        guard let (key, from, action, picture) = changeUnderWay else { return }
        changeUnderWay = nil
        guard let action else { return }
        pictureBeforeChange = picture
        defer { pictureBeforeChange = nil }
        // An implicit animation belongs to the transaction, which opens if none is.
        _ = application.animationEngine.currentTransaction(opening: true)
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
            let from, let animation = basic.copy() as? CABasicAnimation
        {
            animation.fromValue = from
            if animation.keyPath == nil { animation.keyPath = key }
            animation.run(forKey: key, object: self, arguments: nil)
        } else {
            action.run(forKey: key, object: self, arguments: nil)
        }
    }
}

/// An action that does nothing: returned for a key, it stops the search for an action.
extension NSNull: CAAction {
    nonisolated public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
