import Foundation

/// The visual properties of a view that UIKit keeps on its layer: corners, border and
/// shadow. Geometry and opacity are the view's own and are mirrored here.
@preconcurrency @MainActor
open class CALayer: NSObject {
    public private(set) unowned var owner: UIView
    /// Set on the copies `presentation()` returns: what the screen showed when it was made.
    private let shown: Shown?

    private struct Shown {
        let bounds: CGRect, position: CGPoint, transform: CGAffineTransform, opacity: CGFloat
        let backgroundColor: CGColor?
    }

    init(view: UIView) {
        owner = view
        shown = nil
    }

    /// A presentation copy: the animating values as they are on screen now, the others as
    /// the model has them. Setting its properties changes nothing.
    private init(presentationOf model: CALayer) {
        let view = model.owner
        owner = view
        let background = view.presentedBackgroundColor
        shown = Shown(bounds: view.presentedBounds, position: view.presentedCenter, transform: view.presentedTransform,
                      opacity: view.presentedAlpha,
                      backgroundColor: background.map { CGColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) })
        cornerRadius = view.presentedCornerRadius
        borderWidth = model.borderWidth
        borderColor = model.borderColor
        shadowColor = model.shadowColor
        shadowOpacity = model.shadowOpacity
        shadowRadius = model.shadowRadius
        shadowOffset = model.shadowOffset
    }

    /// A copy of the layer as it appears on screen at this moment, animations included.
    open func presentation() -> Self? {
        CALayer(presentationOf: shown == nil ? self : owner.layer) as? Self
    }

    /// The layer holding the model values (for a presentation copy, the view's layer).
    open func model() -> Self {
        (shown == nil ? self : owner.layer) as? Self ?? self
    }

    /// The key paths of the running animations ("position", "bounds", "opacity", ...).
    open func animationKeys() -> [String]? {
        let keys = owner.activeAnimations.map(\.key.keyPath)
        return keys.isEmpty ? nil : keys
    }

    /// Ends every animation at once: the layer shows its model values and the animation
    /// blocks' completions report `finished == false`.
    open func removeAllAnimations() {
        guard shown == nil else { return }
        AnimationEngine.shared.cancelAll(of: owner)
    }

    open func removeAnimation(forKey key: String) {
        guard shown == nil, let animation = owner.activeAnimations.first(where: { $0.key.keyPath == key }) else { return }
        AnimationEngine.shared.cancel(animation)
    }

    // Each visual property repaints the area before and after the change, since a
    // border or shadow can shrink as well as grow what the layer covers.
    open var cornerRadius: CGFloat = 0 {
        willSet {
            if shown == nil, newValue != cornerRadius || owner.restartsAnimation(.cornerRadius) {
                owner.willChangeAnimatable(.cornerRadius, to: AnimatableCoding.scalar(newValue))
            }
            repaint(if: newValue != cornerRadius)
        }
        didSet { repaint(if: oldValue != cornerRadius) }
    }
    open var masksToBounds: Bool {
        get { owner.clipsToBounds }
        set { if shown == nil { owner.clipsToBounds = newValue } }
    }
    open var borderWidth: CGFloat = 0 {
        willSet { repaint(if: newValue != borderWidth) }
        didSet { repaint(if: oldValue != borderWidth) }
    }
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { repaint(if: oldValue != borderColor) }
    }
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        willSet { repaint(if: newValue != shadowColor) }
        didSet { repaint(if: oldValue != shadowColor) }
    }
    open var shadowOpacity: Float = 0 {
        willSet { repaint(if: newValue != shadowOpacity) }
        didSet { repaint(if: oldValue != shadowOpacity) }
    }
    open var shadowRadius: CGFloat = 3 {
        willSet { repaint(if: newValue != shadowRadius) }
        didSet { repaint(if: oldValue != shadowRadius) }
    }
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { repaint(if: newValue != shadowOffset) }
        didSet { repaint(if: oldValue != shadowOffset) }
    }

    open var opacity: Float {
        get { Float(shown?.opacity ?? owner.alpha) }
        set { if shown == nil { owner.alpha = CGFloat(newValue) } }
    }

    open var isHidden: Bool {
        get { owner.isHidden }
        set { if shown == nil { owner.isHidden = newValue } }
    }

    open var backgroundColor: CGColor? {
        get { shown.map(\.backgroundColor) ?? owner.backgroundColor?.cgColor }
        set { if shown == nil { owner.backgroundColor = newValue.map(UIColor.init(cgColor:)) } }
    }

    open var bounds: CGRect {
        get { shown?.bounds ?? owner.bounds }
        set { if shown == nil { owner.bounds = newValue } }
    }

    open var position: CGPoint {
        get { shown?.position ?? owner.center }
        set { if shown == nil { owner.center = newValue } }
    }

    open var frame: CGRect {
        get {
            guard let shown else { return owner.frame }
            let local = CGRect(x: -shown.bounds.width / 2, y: -shown.bounds.height / 2,
                               width: shown.bounds.width, height: shown.bounds.height)
            return local.applying(shown.transform).offsetBy(dx: shown.position.x, dy: shown.position.y)
        }
        set { if shown == nil { owner.frame = newValue } }
    }

    open func affineTransform() -> CGAffineTransform { shown?.transform ?? owner.transform }
    open func setAffineTransform(_ m: CGAffineTransform) { if shown == nil { owner.transform = m } }

    open var superlayer: CALayer? { owner.superview?.layer }
    open var sublayers: [CALayer]? {
        owner.subviews.isEmpty ? nil : owner.subviews.map(\.layer)
    }

    open func setNeedsDisplay() { owner.setNeedsDisplay() }
    open func setNeedsLayout() { owner.setNeedsLayout() }
    open func layoutIfNeeded() { owner.layoutIfNeeded() }

    /// Draws the layer and its sublayers into `ctx` in the layer's own coordinate space,
    /// as Core Animation's `render(in:)` does (position and transform are not applied).
    open func render(in ctx: CGContext) {
        owner.layoutIfNeeded()
        TreeRenderer.drawSubtree(of: owner, in: ctx, placed: false)
    }

    private func repaint(if changed: Bool) {
        if changed, shown == nil { owner.invalidateVisualArea() }
    }
}
