import Foundation

// A view draws from the presented values its layer keeps for it (`viewPresentation`);
// its blocks' animations set them, and those added with add(_:forKey:) reach the screen
// by setting them too.
extension UIView {
    /// The view properties the layer properties of a view's layer stand for.
    static func animatableKey(for key: LayerKey) -> AnimatableKey? {
        switch key.root {
        case .position: return .position
        case .bounds: return .bounds
        case .transform: return .transform
        case .opacity: return .opacity
        case .backgroundColor: return .backgroundColor
        case .cornerRadius: return .cornerRadius
        default: return nil
        }
    }

    /// Sets the presented values that the layer's animations change, from `shown`, and
    /// gives back to the view's own animations (or the model) those they no longer change.
    func showLayerAnimations(_ shown: CALayer?) {
        let keys = shown == nil ? [] : layer.viewKeysAnimatedByLayer
        let previous = layer.viewKeysShownFromLayer
        guard !keys.isEmpty || !previous.isEmpty else { return }
        invalidateVisualArea {
            for key in AnimatableKey.allCases where key != .transition {
                if let shown, keys.contains(key) {
                    setPresented(key, Self.presentedValue(of: key, in: shown))
                } else if previous.contains(key), activeAnimation(for: key) == nil {
                    setPresented(key, nil)
                }
            }
        }
        layer.viewKeysShownFromLayer = keys
    }

    private static func presentedValue(of key: AnimatableKey, in layer: CALayer) -> AnimatableValue {
        switch key {
        case .position: return AnimatableCoding.point(layer.position)
        case .bounds: return AnimatableCoding.rect(layer.bounds)
        case .transform: return AnimatableCoding.transform(layer.transform.affinePart)
        case .opacity: return AnimatableCoding.scalar(CGFloat(layer.opacity))
        case .backgroundColor:
            guard let c = layer.backgroundColor else { return .zero }
            return AnimatableValue(c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha, 0, 0, 0, 0)
        case .cornerRadius: return AnimatableCoding.scalar(layer.cornerRadius)
        case .transition: return AnimatableCoding.scalar(1)
        }
    }
}

extension CALayer {
    /// The view properties that this view's layer's animations change now.
    var viewKeysAnimatedByLayer: [AnimatableKey] {
        var keys: [AnimatableKey] = []
        func note(_ animation: CAAnimation) {
            if let group = animation as? CAAnimationGroup { group.animations?.forEach(note) }
            if let layerKey = animation.animatedKey, let key = UIView.animatableKey(for: layerKey),
                !keys.contains(key)
            {
                keys.append(key)
            }
        }
        for entry in runningAnimations { note(entry.animation) }
        return keys
    }
}
