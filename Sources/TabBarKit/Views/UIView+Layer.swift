import Foundation

extension UIView {
    /// Makes the view's layer from `layerClass`. Without the Objective-C runtime a class
    /// cannot be made from its metatype unless its initialiser is `required`, which
    /// `CALayer.init()` is not (apps override it freely): TabBarKit's own layer classes are
    /// made directly, and an app's layer subclass gets its nearest TabBarKit ancestor,
    /// with one log line naming both.
    func makeBackingLayer() -> CALayer {
        let requested: AnyClass = type(of: self).layerClass
        let layer: CALayer
        if requested is CAShapeLayer.Type {
            layer = CAShapeLayer()
        } else if requested is CAGradientLayer.Type {
            layer = CAGradientLayer()
        } else {
            if !(requested is CALayer.Type) {
                Log.layers.error("\(type(of: self)).layerClass is \(requested), which is not a CALayer; the view gets a CALayer")
            }
            layer = CALayer()
        }
        if ObjectIdentifier(type(of: layer)) != ObjectIdentifier(requested), requested is CALayer.Type {
            Log.layers.warning(
                "\(type(of: self)).layerClass \(requested) cannot be made here; the view gets its TabBarKit ancestor \(type(of: layer))")
        }
        // A view's layer draws at the screen's scale, as UIKit sets it. Set before the
        // layer knows its view: a change to a view's layer repaints the view, which reads
        // the layer that is still being made.
        layer.contentsScale = ScreenConfiguration.current.scale
        layer.becomeLayer(of: self)
        return layer
    }
}
