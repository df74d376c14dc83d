import Foundation

// A view draws from the presented values its layer keeps for it (`viewPresentation`):
// after each step of its layer's animations (its blocks' and those added with
// add(_:forKey:), in the order they were added) the values they set on the layer's
// presentation copy are handed over, and those no animation sets any more go back to the model.
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
    /// gives back to the model those they no longer change. (A view transition sets its
    /// progress itself.)
    func showLayerAnimations(_ shown: CALayer?) {
        let keys = shown == nil ? [] : layer.viewKeysAnimatedByLayer
        let previous = layer.viewKeysShownFromLayer
        guard !keys.isEmpty || !previous.isEmpty else { return }
        invalidateVisualArea {
            for key in AnimatableKey.allCases {
                let bit = AnimatableKeys(key)
                if let shown, keys.contains(bit) {
                    show(key, from: shown)
                } else if previous.contains(bit) {
                    setPresented(key, nil)
                }
            }
        }
        layer.viewKeysShownFromLayer = keys
    }

    private func show(_ key: AnimatableKey, from shown: CALayer) {
        let values = shown.stored
        switch key {
        case .position: layer.viewPresentation.center = values.position
        case .bounds:
            let bounds = values.bounds
            layer.viewPresentation.bounds = CGRect(
                origin: bounds.origin, size: CGSize(width: max(0, bounds.width), height: max(0, bounds.height)))
        case .transform: layer.viewPresentation.transform = values.transform.affinePart
        case .opacity: layer.viewPresentation.alpha = min(max(values.opacity, 0), 1)
        case .backgroundColor: layer.viewPresentation.backgroundColor = values.backgroundColor.map(RGBA.init) ?? .clear
        case .cornerRadius: layer.viewPresentation.cornerRadius = max(0, shown.cornerRadius)
        case .transition: break
        }
    }
}

extension CALayer {
    /// The view properties that this view's layer's animations change now.
    var viewKeysAnimatedByLayer: AnimatableKeys {
        var keys: AnimatableKeys = []
        func note(_ animation: CAAnimation) {
            if let group = animation as? CAAnimationGroup { group.animations?.forEach(note) }
            if let layerKey = animation.animatedKey, let key = UIView.animatableKey(for: layerKey) {
                keys.insert(AnimatableKeys(key))
            }
        }
        for entry in runningAnimations {
            if let block = entry.block {
                keys.insert(AnimatableKeys(block.key))
            } else {
                note(entry.animation)
            }
        }
        return keys
    }
}
