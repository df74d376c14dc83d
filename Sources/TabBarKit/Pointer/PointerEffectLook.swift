import Foundation

/// What a pointer effect draws on the view it acts on, in that view's bounds space: a
/// platter under the content, a tint over it, the content scaled about its centre, a soft
/// shadow. The renderer draws it (Rendering/Compositor+PointerEffect.swift); the view's
/// own properties are left alone.
struct PointerEffectLook {
    enum Shape {
        case roundedRect(CGRect, radius: CGFloat)
        /// A path in the container's space and where the view's origin lies in it.
        case path(CGPath, offset: CGPoint)

        var bounds: CGRect {
            switch self {
            case .roundedRect(let rect, _): return rect
            case .path(let path, let offset): return path.boundingBoxOfPath.offsetBy(dx: -offset.x, dy: -offset.y)
            }
        }
    }

    var shape: Shape
    var platter: RGBA?
    var overlay: RGBA?
    var contentScale: CGFloat = 1
    var castsShadow = false

    // iPadOS's look, matched by eye: a light grey platter, a 10 % lift with a soft shadow.
    static let platterColor = RGBA(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.2)
    static let liftScale: CGFloat = 1.1
    static let hoverScale: CGFloat = 1.05
    static let shadowColor = RGBA(red: 0, green: 0, blue: 0, alpha: 0.3)
    static let shadowRadius: CGFloat = 6
    static let shadowOffset = CGSize(width: 0, height: 4)

    /// The look `style` gives, on the view it names, or nil when it draws nothing (hidden,
    /// or a shape alone: the cursor would change, and the host's cursor does not).
    @MainActor
    static func resolve(_ style: UIPointerStyle) -> (view: UIView, look: PointerEffectLook)? {
        guard let effect = style.effect else { return nil }
        let view = effect.preview.view
        var look = PointerEffectLook(shape: shape(of: style.shape, for: effect.preview))
        switch effect {
        case .automatic:
            if prefersHighlight(view) { look.platter = platterColor } else { look.lift() }
        case .highlight:
            look.platter = platterColor
        case .lift:
            look.lift()
        case .hover(_, let tint, let shadow, let scaled):
            if tint == .overlay { look.overlay = platterColor }
            if tint == .underlay { look.platter = platterColor }
            if scaled { look.contentScale = hoverScale }
            look.castsShadow = shadow
        }
        return (view, look)
    }

    private mutating func lift() {
        contentScale = Self.liftScale
        castsShadow = true
    }

    /// Small controls get a platter, as bar buttons do; anything larger lifts.
    @MainActor
    private static func prefersHighlight(_ view: UIView) -> Bool {
        view is UIControl && view.bounds.width <= 200 && view.bounds.height <= 64
    }

    /// The shape (given in the space of the preview's superview) in the view's space; a
    /// beam or no shape gives the view's bounds, rounded like the view or by the default.
    @MainActor
    private static func shape(of shape: UIPointerShape?, for preview: UITargetedPreview) -> Shape {
        let view = preview.view
        let origin = view.superview.map { view.convert(CGPoint.zero, to: $0) } ?? view.frame.origin
        switch shape {
        case .roundedRect(let rect, let radius):
            return .roundedRect(rect.offsetBy(dx: -origin.x, dy: -origin.y), radius: radius)
        case .path(let path):
            return .path(path.cgPath, offset: origin)
        default:
            if let visible = preview.parameters.visiblePath {
                return .path(visible.cgPath, offset: .zero)
            }
            let radius = view.layer.cornerRadius > 0 ? view.layer.cornerRadius : UIPointerShape.defaultCornerRadius
            return .roundedRect(view.bounds, radius: radius)
        }
    }

    /// Maps the content's space to where it is drawn: scaled about the centre of `bounds`.
    func contentTransform(in bounds: CGRect) -> CGAffineTransform {
        guard contentScale != 1 else { return .identity }
        return CGAffineTransform(translationX: bounds.midX, y: bounds.midY)
            .scaledBy(x: contentScale, y: contentScale)
            .translatedBy(x: -bounds.midX, y: -bounds.midY)
    }

    /// The area drawing can touch, around the content's own extent.
    @MainActor
    func extent(around content: CGRect, bounds: CGRect) -> CGRect {
        let shadowed = castsShadow ? Compositor.shadowed(content, by: Compositor.pointerShadow) : content
        return shadowed.applying(contentTransform(in: bounds)).union(shape.bounds)
    }
}
