import Foundation

/// An animatable layer property named by a Core Animation key path, parsed once (an
/// animation's key path is read every tick): the geometry sub-paths (`position.x`,
/// `bounds.size.width`), the parts of the transform (`transform.scale`,
/// `transform.rotation.z`, `transform.translation.x`), and the properties of shape,
/// gradient and text layers.
enum LayerKey: Hashable {
    case position, positionX, positionY
    case bounds, boundsOrigin, boundsSize, boundsWidth, boundsHeight
    case anchorPoint, zPosition
    case transform, transformScale, transformScaleX, transformScaleY, transformRotation
    case transformTranslation, transformTranslationX, transformTranslationY
    case sublayerTransform, opacity, backgroundColor, cornerRadius, borderWidth, borderColor
    case shadowOpacity, shadowRadius, shadowOffset, shadowColor, contents, contentsRect, hidden
    case path, strokeStart, strokeEnd, lineWidth, lineDashPhase, miterLimit, fillColor, strokeColor
    case colors, locations, startPoint, endPoint
    case fontSize, foregroundColor

    private static let byKeyPath: [String: LayerKey] = [
        "position": .position, "position.x": .positionX, "position.y": .positionY,
        "bounds": .bounds, "bounds.origin": .boundsOrigin, "bounds.size": .boundsSize,
        "bounds.size.width": .boundsWidth, "bounds.size.height": .boundsHeight,
        "anchorPoint": .anchorPoint, "zPosition": .zPosition,
        "transform": .transform, "transform.scale": .transformScale, "transform.scale.x": .transformScaleX,
        "transform.scale.y": .transformScaleY, "transform.rotation": .transformRotation,
        "transform.rotation.z": .transformRotation, "transform.translation": .transformTranslation,
        "transform.translation.x": .transformTranslationX, "transform.translation.y": .transformTranslationY,
        "sublayerTransform": .sublayerTransform, "opacity": .opacity, "backgroundColor": .backgroundColor,
        "cornerRadius": .cornerRadius, "borderWidth": .borderWidth, "borderColor": .borderColor,
        "shadowOpacity": .shadowOpacity, "shadowRadius": .shadowRadius, "shadowOffset": .shadowOffset,
        "shadowColor": .shadowColor, "contents": .contents, "contentsRect": .contentsRect,
        "hidden": .hidden, "isHidden": .hidden,
        "path": .path, "strokeStart": .strokeStart, "strokeEnd": .strokeEnd, "lineWidth": .lineWidth,
        "lineDashPhase": .lineDashPhase, "miterLimit": .miterLimit, "fillColor": .fillColor,
        "strokeColor": .strokeColor, "colors": .colors, "locations": .locations,
        "startPoint": .startPoint, "endPoint": .endPoint, "fontSize": .fontSize, "foregroundColor": .foregroundColor,
    ]

    init?(_ keyPath: String) {
        guard let key = Self.byKeyPath[keyPath] else { return nil }
        self = key
    }

    /// The whole property a sub-path belongs to.
    var root: LayerKey {
        switch self {
        case .positionX, .positionY: return .position
        case .boundsOrigin, .boundsSize, .boundsWidth, .boundsHeight: return .bounds
        case .transformScale, .transformScaleX, .transformScaleY, .transformRotation, .transformTranslation,
            .transformTranslationX, .transformTranslationY:
            return .transform
        default: return self
        }
    }
}
