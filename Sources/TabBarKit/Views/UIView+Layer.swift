import Foundation

extension UIView {
    /// Makes a view's layer from its class's `layerClass`. Without the Objective-C runtime a
    /// class cannot be made from its metatype unless its initialiser is `required`, which
    /// `CALayer.init()` is not (apps override it freely): TabBarKit's own layer classes are
    /// made directly, and an app's layer subclass gets its nearest TabBarKit ancestor,
    /// with one log line naming both.
    static func makeBackingLayer() -> CALayer {
        let requested: AnyClass = layerClass
        let layer: CALayer
        if requested is CAShapeLayer.Type {
            layer = CAShapeLayer()
        } else if requested is CAGradientLayer.Type {
            layer = CAGradientLayer()
        } else {
            if !(requested is CALayer.Type) {
                Log.layers.error("\(self).layerClass is \(requested), which is not a CALayer; the view gets a CALayer")
            }
            layer = CALayer()
        }
        if ObjectIdentifier(type(of: layer)) != ObjectIdentifier(requested), requested is CALayer.Type {
            Log.layers.warning(
                "\(self).layerClass \(requested) cannot be made here; the view gets its TabBarKit ancestor \(type(of: layer))")
        }
        // A view's layer draws at the screen's scale, as UIKit sets it.
        layer.contentsScale = ScreenConfiguration.current.scale
        return layer
    }
}
