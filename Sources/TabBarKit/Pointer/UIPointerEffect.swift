import Foundation

/// What happens to a view while the pointer is over it.
@preconcurrency @MainActor
public enum UIPointerEffect {
    /// Chosen by the view: a highlight for small controls, a lift for larger views.
    case automatic(UITargetedPreview)
    /// A translucent platter behind the view.
    case highlight(UITargetedPreview)
    /// The view grows and casts a soft shadow.
    case lift(UITargetedPreview)
    case hover(
        UITargetedPreview, preferredTintMode: UIPointerEffect.TintMode = .overlay,
        prefersShadow: Bool = false, prefersScaledContent: Bool = true)

    public enum TintMode: Int, Sendable {
        case none = 0, overlay, underlay
    }

    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview), .hover(let preview, _, _, _):
            return preview
        }
    }
}

/// The shape of the pointer over a region. The system cursor keeps its own shape here: a
/// rounded rectangle or path only bounds the platter of an effect (<doc:EVENTS>).
@preconcurrency @MainActor
public enum UIPointerShape {
    case path(UIBezierPath)
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)

    nonisolated public static let defaultCornerRadius: CGFloat = 8
}
