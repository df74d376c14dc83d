import Foundation

/// Reading and writing a layer's animatable properties by their parsed key paths
/// (`LayerKey`), sub-paths of geometry and parts of the transform included.
@MainActor
enum LayerKeyPaths {
    static func value(of layer: CALayer, at keyPath: LayerKey) -> LayerValue? {
        switch keyPath {
        case .position: return .point(layer.position)
        case .positionX: return .number(layer.position.x)
        case .positionY: return .number(layer.position.y)
        case .bounds: return .rect(layer.bounds)
        case .boundsOrigin: return .point(layer.bounds.origin)
        case .boundsSize: return .size(layer.bounds.size)
        case .boundsWidth: return .number(layer.bounds.width)
        case .boundsHeight: return .number(layer.bounds.height)
        case .anchorPoint: return .point(layer.anchorPoint)
        case .zPosition: return .number(layer.zPosition)
        case .transform: return .transform(layer.transform)
        case .sublayerTransform: return .transform(layer.sublayerTransform)
        case .opacity: return .number(CGFloat(layer.opacity))
        case .backgroundColor: return .color(layer.backgroundColor.map(RGBA.init) ?? .clear)
        case .cornerRadius: return .number(layer.cornerRadius)
        case .borderWidth: return .number(layer.borderWidth)
        case .borderColor: return .color(layer.borderColor.map(RGBA.init) ?? .clear)
        case .shadowOpacity: return .number(CGFloat(layer.shadowOpacity))
        case .shadowRadius: return .number(layer.shadowRadius)
        case .shadowOffset: return .size(layer.shadowOffset)
        case .shadowColor: return .color(layer.shadowColor.map(RGBA.init) ?? .clear)
        case .contents: return .discrete(layer.contents)
        case .contentsRect: return .rect(layer.contentsRect)
        case .hidden: return .discrete(layer.isHidden)
        default: break
        }
        if keyPath.root == .transform {
            let parts = AnimatableCoding.transform(layer.transform.affinePart)
            switch keyPath {
            case .transformScale, .transformScaleX: return .number(parts[2])
            case .transformScaleY: return .number(parts[3])
            case .transformRotation: return .number(parts[4])
            case .transformTranslationX: return .number(parts[0])
            case .transformTranslationY: return .number(parts[1])
            case .transformTranslation: return .size(CGSize(width: parts[0], height: parts[1]))
            default: return nil
            }
        }
        if let shape = layer as? CAShapeLayer {
            switch keyPath {
            case .path: return .path(shape.path?.elements ?? [])
            case .strokeStart: return .number(shape.strokeStart)
            case .strokeEnd: return .number(shape.strokeEnd)
            case .lineWidth: return .number(shape.lineWidth)
            case .lineDashPhase: return .number(shape.lineDashPhase)
            case .miterLimit: return .number(shape.miterLimit)
            case .fillColor: return .color(shape.fillColor.map(RGBA.init) ?? .clear)
            case .strokeColor: return .color(shape.strokeColor.map(RGBA.init) ?? .clear)
            default: return nil
            }
        }
        if let text = layer as? CATextLayer {
            switch keyPath {
            case .fontSize: return .number(text.fontSize)
            case .foregroundColor: return .color(text.foregroundColor.map(RGBA.init) ?? .clear)
            default: return nil
            }
        }
        if let gradient = layer as? CAGradientLayer {
            switch keyPath {
            case .colors: return .colors((gradient.colors ?? []).compactMap { ($0 as? CGColor).map(RGBA.init) })
            case .locations: return .numbers((gradient.locations ?? []).map { CGFloat($0.doubleValue) })
            case .startPoint: return .point(gradient.startPoint)
            case .endPoint: return .point(gradient.endPoint)
            default: return nil
            }
        }
        return nil
    }

    /// Whether `keyPath` names something `value(of:at:)` can read on `layer`.
    static func isAnimatable(_ keyPath: String, on layer: CALayer) -> Bool {
        LayerKey(keyPath).map { value(of: layer, at: $0) != nil } ?? false
    }

    /// Sets the value on a presentation copy (which repaints nothing itself).
    static func set(_ value: LayerValue, at keyPath: LayerKey, on layer: CALayer) {
        switch (keyPath, value) {
        case (.position, .point(let p)): layer.position = p
        case (.positionX, .number(let n)): layer.position.x = n
        case (.positionY, .number(let n)): layer.position.y = n
        case (.bounds, .rect(let r)): layer.bounds = r
        case (.boundsOrigin, .point(let p)): layer.bounds.origin = p
        case (.boundsSize, .size(let s)): layer.bounds.size = s
        case (.boundsWidth, .number(let n)): layer.bounds.size.width = max(0, n)
        case (.boundsHeight, .number(let n)): layer.bounds.size.height = max(0, n)
        case (.anchorPoint, .point(let p)): layer.anchorPoint = p
        case (.zPosition, .number(let n)): layer.zPosition = n
        case (.transform, .transform(let t)): layer.transform = t
        case (.sublayerTransform, .transform(let t)): layer.sublayerTransform = t
        case (.opacity, .number(let n)): layer.opacity = Float(min(1, max(0, n)))
        case (.backgroundColor, .color(let c)): layer.backgroundColor = c.cgColor
        case (.cornerRadius, .number(let n)): layer.cornerRadius = max(0, n)
        case (.borderWidth, .number(let n)): layer.borderWidth = max(0, n)
        case (.borderColor, .color(let c)): layer.borderColor = c.cgColor
        case (.shadowOpacity, .number(let n)): layer.shadowOpacity = Float(min(1, max(0, n)))
        case (.shadowRadius, .number(let n)): layer.shadowRadius = max(0, n)
        case (.shadowOffset, .size(let s)): layer.shadowOffset = s
        case (.shadowColor, .color(let c)): layer.shadowColor = c.cgColor
        case (.contents, .discrete(let v)):
            layer.contents = v
            layer.fadingContents = nil
        case (.contents, .crossfade(let from, let to, let t)):
            layer.contents = to
            layer.fadingContents = (from, 1 - t)
        case (.contentsRect, .rect(let r)): layer.contentsRect = r
        case (.hidden, .discrete(let v)): layer.isHidden = (v as? Bool) ?? layer.isHidden
        default: _ = setTransformPart(value, at: keyPath, on: layer) || setShapeOrGradient(value, at: keyPath, on: layer)
        }
    }

    /// Replaces one part of the flat transform (scale, turn or translation), keeping the others.
    @discardableResult
    private static func setTransformPart(_ value: LayerValue, at keyPath: LayerKey, on layer: CALayer) -> Bool {
        guard keyPath.root == .transform else { return false }
        var parts = AnimatableCoding.transform(layer.transform.affinePart)
        switch (keyPath, value) {
        case (.transformScale, .number(let n)): (parts[2], parts[3]) = (n, n)
        case (.transformScaleX, .number(let n)): parts[2] = n
        case (.transformScaleY, .number(let n)): parts[3] = n
        case (.transformRotation, .number(let n)): parts[4] = n
        case (.transformTranslationX, .number(let n)): parts[0] = n
        case (.transformTranslationY, .number(let n)): parts[1] = n
        case (.transformTranslation, .size(let s)): (parts[0], parts[1]) = (s.width, s.height)
        default: return false
        }
        layer.transform = CATransform3DMakeAffineTransform(AnimatableCoding.transform(parts))
        return true
    }

    @discardableResult
    private static func setShapeOrGradient(_ value: LayerValue, at keyPath: LayerKey, on layer: CALayer) -> Bool {
        if let shape = layer as? CAShapeLayer {
            switch (keyPath, value) {
            case (.path, .path(let elements)): shape.path = CGPath(elements: elements)
            case (.strokeStart, .number(let n)): shape.strokeStart = n
            case (.strokeEnd, .number(let n)): shape.strokeEnd = n
            case (.lineWidth, .number(let n)): shape.lineWidth = max(0, n)
            case (.lineDashPhase, .number(let n)): shape.lineDashPhase = n
            case (.miterLimit, .number(let n)): shape.miterLimit = n
            case (.fillColor, .color(let c)): shape.fillColor = c.cgColor
            case (.strokeColor, .color(let c)): shape.strokeColor = c.cgColor
            default: return false
            }
            return true
        }
        if let text = layer as? CATextLayer {
            switch (keyPath, value) {
            case (.fontSize, .number(let n)): text.fontSize = max(0, n)
            case (.foregroundColor, .color(let c)): text.foregroundColor = c.cgColor
            default: return false
            }
            return true
        }
        if let gradient = layer as? CAGradientLayer {
            switch (keyPath, value) {
            case (.colors, .colors(let colors)): gradient.colors = colors.map(\.cgColor)
            case (.locations, .numbers(let numbers)): gradient.locations = numbers.map { NSNumber(value: Double($0)) }
            case (.startPoint, .point(let p)): gradient.startPoint = p
            case (.endPoint, .point(let p)): gradient.endPoint = p
            default: return false
            }
            return true
        }
        return false
    }
}

extension RGBA {
    var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
}
