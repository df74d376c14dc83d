import Foundation

/// The visual properties of a view that UIKit keeps on its layer: corners, border and
/// shadow. Geometry and opacity are the view's own and are mirrored here.
@MainActor
open class CALayer {
    public private(set) unowned var owner: UIView

    init(view: UIView) {
        owner = view
    }

    // Each visual property repaints the area before and after the change, since a
    // border or shadow can shrink as well as grow what the layer covers.
    open var cornerRadius: CGFloat = 0 {
        willSet { repaint(if: newValue != cornerRadius) }
        didSet { repaint(if: oldValue != cornerRadius) }
    }
    open var masksToBounds: Bool {
        get { owner.clipsToBounds }
        set { owner.clipsToBounds = newValue }
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
        get { Float(owner.alpha) }
        set { owner.alpha = CGFloat(newValue) }
    }

    open var isHidden: Bool {
        get { owner.isHidden }
        set { owner.isHidden = newValue }
    }

    open var backgroundColor: CGColor? {
        get { owner.backgroundColor?.cgColor }
        set { owner.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
    }

    open var bounds: CGRect {
        get { owner.bounds }
        set { owner.bounds = newValue }
    }

    open var position: CGPoint {
        get { owner.center }
        set { owner.center = newValue }
    }

    open var frame: CGRect {
        get { owner.frame }
        set { owner.frame = newValue }
    }

    open func affineTransform() -> CGAffineTransform { owner.transform }
    open func setAffineTransform(_ m: CGAffineTransform) { owner.transform = m }

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
        if changed { owner.invalidateVisualArea() }
    }
}
