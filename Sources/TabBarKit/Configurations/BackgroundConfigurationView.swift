import Foundation

/// A background as its `UIBackgroundConfiguration` describes it (a sidebar row's, a
/// configured button's): inset from the edges, filled with its colour (the tint colour
/// where it has none), then its material, image and view of the app's, its corners
/// rounded, and its stroke outset.
@MainActor
final class BackgroundConfigurationView: UIView {
    private let stroke = UIView()
    private var effectView: UIVisualEffectView?
    private let imageView = UIImageView()
    private var customView: UIView?

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        clipsToBounds = true
        imageView.isHidden = true
        addSubview(imageView)
        stroke.isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `configuration` in `area` (of its superview), with `tint` for the colours it
    /// leaves to the tint.
    func show(_ configuration: UIBackgroundConfiguration, tint: UIColor, in area: CGRect, rightToLeft: Bool) {
        let insets = configuration.backgroundInsets
        let (left, right) = rightToLeft ? (insets.trailing, insets.leading) : (insets.leading, insets.trailing)
        frame = area.inset(by: UIEdgeInsets(top: insets.top, left: left, bottom: insets.bottom, right: right))
        let colour = configuration.resolvedBackgroundColor(for: tint)
        backgroundColor = colour == .clear ? nil : colour
        layer.cornerRadius = configuration.cornerRadius

        if let effect = configuration.visualEffect {
            let view = effectView ?? UIVisualEffectView(effect: effect)
            view.effect = effect
            if view.superview !== self { insertSubview(view, at: 0) }
            view.frame = bounds
            effectView = view
        } else {
            effectView?.removeFromSuperview()
            effectView = nil
        }
        imageView.image = configuration.image
        imageView.contentMode = configuration.imageContentMode
        imageView.isHidden = configuration.image == nil
        imageView.frame = bounds
        if customView !== configuration.customView {
            if customView?.superview === self { customView?.removeFromSuperview() }
            customView = configuration.customView
        }
        if let customView {
            if customView.superview !== self { addSubview(customView) }
            customView.frame = bounds
        }

        let strokes = configuration.strokeWidth > 0
        if strokes, stroke.superview == nil, let row = superview { row.insertSubview(stroke, aboveSubview: self) }
        if !strokes { stroke.removeFromSuperview() }
        let outset = configuration.strokeOutset
        stroke.frame = frame.insetBy(dx: -outset, dy: -outset)
        stroke.layer.cornerRadius = configuration.cornerRadius + outset
        stroke.layer.borderWidth = configuration.strokeWidth
        stroke.layer.borderColor = configuration.resolvedStrokeColor(for: tint).cgColor
    }

    /// The view drawing the stroke, for tests.
    var strokeView: UIView? { stroke.superview == nil ? nil : stroke }
}
