import Foundation

/// How a view fits its content into its bounds, and whether a resize redraws it.
public enum UIViewContentMode: Int, Sendable {
    case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

extension UIView {
    public typealias ContentMode = UIViewContentMode

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }
}

/// A rectangle on screen that draws, lays out its subviews and takes touches.
///
/// Geometry is kept as UIKit keeps it, on the view's layer: `center` (the layer's
/// position), `bounds` and `transform` about the anchor point; `frame` is derived from them.
/// The view's setters store on the layer after the checks, animation and layout bookkeeping
/// that are the view's.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The layer that shows the view and keeps its geometry and look: made with the view
    /// from `layerClass`, with the view as its delegate.
    public let layer: CALayer
    override var owningApplication: UIApplication? { layer.application }

    /// The class of the view's layer. A view backed by a shape, gradient or text layer
    /// draws what that layer draws; see `makeBackingLayer()` for layer classes of the app's own.
    open class var layerClass: AnyClass { CALayer.self }

    /// The colour as set (the layer keeps its `CGColor`, which is what is drawn).
    var storedBackgroundColor: UIColor?
    var storedTintColor: UIColor?
    var storedTintAdjustmentMode: TintAdjustmentMode = .automatic
    var storedContentMode: UIViewContentMode = .scaleToFill

    /// The view this one is a subview of. Held without a weak reference, whose loads cost a
    /// side-table retain on every walk up the tree: a superview holds its subviews, takes
    /// itself out of them whenever one leaves, and clears their pointer when it goes.
    public internal(set) var superview: UIView? {
        get { unownedSuperview?.object }
        set { unownedSuperview = newValue.map { Unowned($0) } }
    }
    /// Also cleared from the superview's deinit, which Swift does not isolate to the main
    /// actor (views are made, used and let go on the main thread).
    nonisolated(unsafe) private var unownedSuperview: Unowned<UIView>?

    /// Whether the superview's layer may move this view by its `sublayerTransform` (one is
    /// set, or an animation runs that could set one). Every placement of a view asks, so it
    /// reads through the superview in place, taking no reference to it (a retain of a view
    /// with weak references to it is an atomic side-table count).
    var superviewMayTransformSublayers: Bool {
        guard let parent = unownedSuperview else { return false }
        // Nor to its layer, which a read of `layer` through an unowned reference would
        // retain (a guaranteed reference reads it in place).
        return parent.read { $0.layer.mayTransformSublayers }
    }

    /// The superview without a reference counted for it, for the walks up the tree that
    /// run for every view placed or repainted (a strong `superview` read retains each step).
    var superviewReference: Unowned<UIView>? { unownedSuperview }
    // Read at every step of every walk down the tree, and changed only in place by the
    // hierarchy's own methods: no runtime exclusivity check.
    @exclusivity(unchecked) public internal(set) var subviews: [UIView] = []

    deinit {
        storedReference?.object = nil
        let children = subviews
        for view in children where view.unownedSuperview?.refers(to: self) == true { view.unownedSuperview = nil }
    }

    /// What refers to this view without keeping it (see ObjectReference), made when first asked.
    var reference: ObjectReference {
        if let storedReference { return storedReference }
        let reference = ObjectReference(self)
        storedReference = reference
        return reference
    }
    private var storedReference: ObjectReference?

    open var tag = 0
    open var isOpaque = true
    open var isUserInteractionEnabled = true
    /// While a touch is down in this view no other view gets a new touch (TouchDispatch.swift).
    open var isExclusiveTouch = false
    /// Off, as in UIKit: the view hears only its first touch; scroll views turn it on.
    open var isMultipleTouchEnabled = false
    // Read at every resize of every view: no runtime exclusivity check (set only whole).
    @exclusivity(unchecked) open var autoresizesSubviews = true
    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = []

    // Layout and repaint state (what is drawn, and whether it must be drawn again, is on the
    // layer).
    var needsLayout = true
    /// Some view below needs layout: a layout pass visits only marked subtrees.
    var subtreeNeedsLayout = false
    /// The areas that must be redrawn, in this root view's superview space; only roots keep one.
    var pendingDirtyRegion = DirtyRegion()
    /// Plain solid views taken out of this root's tree this frame (UIView+SolidSwap.swift).
    var pendingSolidRemovals: [SolidRemoval] = []
    /// The insets a window gives its root view; children derive theirs.
    var rootSafeAreaInsets = UIEdgeInsets.zero
    /// The recognizers added with addGestureRecognizer(_:), in order (Events/UIView+GestureRecognizers.swift).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// The interactions added with addInteraction(_:), in order (Pointer/UIInteraction.swift).
    var attachedInteractions: [any UIInteraction] = []
    /// What a pointer effect draws on this view while the pointer is over it; the area it
    /// covers is repainted before and after a change.
    var pointerEffectLook: PointerEffectLook? {
        willSet { invalidateVisualArea() }
        didSet { invalidateVisualArea() }
    }
    // The safe-area state (UIView+SafeArea.swift), read and set whole at every frame change.
    /// The insets last worked out and reported.
    var lastSafeAreaInsets = UIEdgeInsets.zero
    /// Set when the view moves, resizes, turns or changes place in the tree, and while its
    /// safe area is refreshed; cleared once its subtree's insets are worked out again.
    var safeAreaMayBeStale = true
    /// Its controller's insets as they were counted in `lastSafeAreaInsets`.
    var lastOwnerSafeAreaInsets = UIEdgeInsets.zero
    /// A view below read insets worked out through this one while it was marked stale.
    var safeAreaWasReadWhileStale = false
    /// What this view is the root view of: its view controller.
    weak var viewOwner: (any ViewOwner)? {
        didSet { if viewOwner != nil { mayHaveViewOwner = true } }
    }
    /// Whether a view owner was ever set: most views never have one, and the safe-area walk
    /// at every frame change asks, which a weak load answers at the cost of a count.
    var mayHaveViewOwner = false
    /// Whether the view is a window, asked where a window measures differently (cheaper
    /// than a cast, which walks the class's ancestry).
    var isWindow: Bool { false }
    /// Proxy or instance, and which appearance properties this view's code set (Appearance/).
    /// Asked as every view joins a window, and changed only a field at a time: no runtime
    /// exclusivity check.
    @exclusivity(unchecked) var appearanceState = AppearanceState()

    public init(frame: CGRect) {
        layer = Self.makeBackingLayer()
        super.init()
        layer.becomeLayer(of: self)
        layer.stored.position = CGPoint(x: frame.midX, y: frame.midY)
        layer.stored.bounds = CGRect(origin: .zero, size: frame.standardized.size)
    }

    override public convenience init() {
        self.init(frame: .zero)
    }

    /// UIKit requires this initialiser of every view subclass, so shared code declares it.
    /// Nothing is read from the coder (there are no nibs here): the view starts empty.
    public required init?(coder: NSCoder) {
        layer = Self.makeBackingLayer()
        super.init()
        layer.becomeLayer(of: self)
    }

    /// UIKit's form, `<UIView: 0x…; frame = (0 0; 375 49)>`, with the frame when asked on the
    /// main queue (where the view lives).
    nonisolated open override var description: String {
        let address = objectAddress(self)
        let name = String(describing: type(of: self))
        guard MainQueue.isCurrent else { return "<\(name): \(address)>" }
        let frame = MainActor.assumeIsolated { self.frame }
        func n(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
        return "<\(name): \(address); frame = (\(n(frame.minX)) \(n(frame.minY)); \(n(frame.width)) \(n(frame.height)))>"
    }

    /// A view controller's root view passes unhandled events to its controller; any
    /// other view to its superview.
    override open var next: UIResponder? { viewOwner ?? superview }

    // MARK: Geometry

    open var frame: CGRect {
        get {
            // The fields it needs, not a copy of all the layer's values (which counts its references).
            let anchor = layer.stored.anchorPoint, size = layer.stored.bounds.size, position = layer.stored.position
            let local = CGRect(x: -anchor.x * size.width, y: -anchor.y * size.height, width: size.width, height: size.height)
            return local.applying(layer.stored.transform.affinePart).offsetBy(dx: position.x, dy: position.y)
        }
        set {
            // UIKit leaves the frame undefined under a transform; the anchor point goes
            // where it lies in the new frame, and the size is the frame's.
            let r = newValue.standardized
            let anchor = layer.stored.anchorPoint
            setGeometry(center: CGPoint(x: r.minX + anchor.x * r.width, y: r.minY + anchor.y * r.height), size: r.size)
        }
    }

    open var bounds: CGRect {
        get { layer.stored.bounds }
        set {
            guard newValue != layer.stored.bounds || restartsAnimation(.bounds) else { return }
            let oldSize = layer.stored.bounds.size
            willChangeAnimatable(.bounds, to: AnimatableCoding.rect(newValue))
            invalidateVisualArea()
            safeAreaWillChange()
            layer.stored.bounds = newValue
            boundsDidChange(from: oldSize)
        }
    }

    open var center: CGPoint {
        get { layer.stored.position }
        set {
            guard newValue != layer.stored.position || restartsAnimation(.position) else { return }
            willChangeAnimatable(.position, to: AnimatableCoding.point(newValue))
            invalidateVisualArea()
            layer.stored.position = newValue
            invalidateVisualArea()
            safeAreaMayHaveChanged()
            autoLayoutGeometryDidChange()
        }
    }

    open var transform: CGAffineTransform {
        get { layer.stored.transform.affinePart }
        set { setTransform(CATransform3DMakeAffineTransform(newValue)) }
    }

    /// The layer's transform, kept as set; the view draws its flat part, so a perspective or
    /// a turn out of the plane is drawn as its projection (<doc:DEVIATIONS>).
    open var transform3D: CATransform3D {
        get { layer.stored.transform }
        set { setTransform(newValue) }
    }

    private func setTransform(_ newValue: CATransform3D) {
        guard newValue != layer.stored.transform || restartsAnimation(.transform) else { return }
        willChangeAnimatable(.transform, to: AnimatableCoding.transform(newValue.affinePart))
        invalidateVisualArea()
        // Reported at the view's next refresh; meanwhile worked out when asked.
        safeAreaWillChange()
        layer.stored.transform = newValue
        invalidateVisualArea()
    }

    private func setGeometry(center: CGPoint, size: CGSize) {
        // The two fields, not a copy of all the layer's values (which counts its references).
        let oldPosition = layer.stored.position, oldBounds = layer.stored.bounds
        let moves = center != oldPosition || restartsAnimation(.position)
        let resizes = size != oldBounds.size || restartsAnimation(.bounds)
        guard moves || resizes else { return }
        if moves { willChangeAnimatable(.position, to: AnimatableCoding.point(center)) }
        if resizes {
            willChangeAnimatable(.bounds, to: AnimatableCoding.rect(CGRect(origin: oldBounds.origin, size: size)))
        }
        invalidateVisualArea()
        safeAreaWillChange()
        layer.stored.position = center
        layer.stored.bounds.size = size
        boundsDidChange(from: oldBounds.size)
    }

    /// Shared tail of every bounds or size change: resize subviews, redraw, re-layout.
    private func boundsDidChange(from oldSize: CGSize) {
        invalidateVisualArea()
        let newSize = layer.stored.bounds.size
        if oldSize != newSize {
            if autoresizesSubviews {
                for subview in subviews { subview.resize(withOldSuperviewSize: oldSize, newSize: newSize) }
            }
            if storedContentMode == .redraw { layer.displayIsDue = true }
            setNeedsLayout()
            superviewReference?.read { $0.setNeedsLayout() }
            boundsSizeDidChange()
        }
        safeAreaMayHaveChanged()
        autoLayoutGeometryDidChange()
    }

    // MARK: Appearance

    open var alpha: CGFloat {
        get { layer.stored.opacity }
        set {
            let value = newValue.clamped01
            guard value != layer.stored.opacity || restartsAnimation(.opacity) else { return }
            willChangeAnimatable(.opacity, to: AnimatableCoding.scalar(value))
            layer.stored.opacity = value
            invalidateVisualArea()
        }
    }

    open var isHidden: Bool {
        get { layer.stored.isHidden }
        set {
            guard newValue != layer.stored.isHidden else { return }
            layer.stored.isHidden = newValue
            invalidateVisualArea(ignoringHidden: true)
            // A stack view collapses its hidden arranged views.
            (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
        }
    }

    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            appearanceSetterDidRun(key: \UIView.backgroundColor) { $0.backgroundColor = newValue }
            guard newValue != storedBackgroundColor || restartsAnimation(.backgroundColor) else { return }
            willChangeAnimatable(.backgroundColor, to: AnimatableCoding.color(newValue))
            storedBackgroundColor = newValue
            layer.stored.backgroundColor = newValue?.cgColor
            invalidateVisualArea()
        }
    }

    open var clipsToBounds: Bool {
        get { layer.stored.masksToBounds }
        set {
            guard newValue != layer.stored.masksToBounds else { return }
            invalidateVisualArea()
            layer.stored.masksToBounds = newValue
            invalidateVisualArea()
        }
    }

    open var contentMode: UIViewContentMode {
        get { storedContentMode }
        set {
            guard newValue != storedContentMode else { return }
            storedContentMode = newValue
            invalidateVisualArea()
        }
    }

    // MARK: Tags

    /// The receiver or the first descendant (depth first) whose tag matches.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    // MARK: Safe area (the mechanics are in UIView+SafeArea.swift)

    /// The parts of the view not covered by bars or the screen's cut-outs.
    open var safeAreaInsets: UIEdgeInsets {
        // The insets last worked out hold while nothing on the way to the root moved since;
        // otherwise they are worked out afresh, one step from the superview's.
        if safeAreaIsCurrent { return lastSafeAreaInsets }
        safeAreaWasReadWhileStale = true
        return freshSafeAreaInsets
    }

    /// Called when `safeAreaInsets` changes.
    open func safeAreaInsetsDidChange() {}

    // MARK: Hierarchy hooks (empty by default; the order is in UIView+Hierarchy.swift)

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    /// Removes the view from its superview (UIView+Hierarchy.swift has the order of calls).
    open func removeFromSuperview() {
        detachFromSuperview()
    }

    // MARK: Layout hooks (the mechanics are in UIView+Layout.swift)

    /// Lays out subviews. The default does nothing: autoresizing already ran on resize.
    open func layoutSubviews() {}

    /// The size that fits `size`; the default keeps the current size, as UIKit does.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The size the content wants; `UIView.noIntrinsicMetric` on an axis without one.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Auto Layout hooks (the engine is in AutoLayout/)

    /// Auto Layout state, made on first use (AutoLayout/View/ViewAutoLayout.swift).
    var autoLayoutStorage: ViewAutoLayout?

    /// Updates the view's constraints before a layout; overrides call super last.
    open func updateConstraints() {
        autoLayoutStorage?.needsUpdateConstraints = false
    }

    /// Whether the class needs Auto Layout; TabBarKit runs the engine for any tree with
    /// constraints, so this is only answered.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// How far the drawn content is inset from the frame; Auto Layout aligns the content.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    open func layoutMarginsDidChange() {}

    /// The views whose text baselines stand for this view's (itself by default).
    open var forFirstBaselineLayout: UIView { self }
    open var forLastBaselineLayout: UIView { self }

    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(for: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Called when the bounds' size changed; labels that wrap at their width override.
    func boundsSizeDidChange() {}

    /// Where the baseline lies: `heightFactor × height + offset` below the top. A view
    /// without text has its baseline at its bottom; labels override.
    func baselinePlacement(first: Bool) -> (heightFactor: CGFloat, offset: CGFloat) {
        let source = first ? forFirstBaselineLayout : forLastBaselineLayout
        guard source !== self else { return (1, 0) }
        let placement = source.baselinePlacement(first: first)
        let frame = convert(source.bounds, from: source)
        return (0, frame.minY + frame.height * placement.heightFactor + placement.offset)
    }

    // MARK: Traits

    /// A view's traits are its window's; outside a window, the screen's.
    open var traitCollection: UITraitCollection {
        window?.traitCollection ?? UIScreen.main.traitCollection
    }

    /// Called when the window's traits change (a size-class change on rotation).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Tint (overridable, so in the class body; the mechanics are in UIView+Tint.swift)

    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set {
            updatingTint { storedTintColor = newValue }
            appearanceSetterDidRun(key: \UIView.tintColor) { $0.tintColor = newValue }
        }
    }

    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { updatingTint { storedTintAdjustmentMode = newValue } }
    }

    // MARK: Tint hook

    /// Called when the effective tint colour or adjustment mode changes.
    open func tintColorDidChange() {}

    // MARK: Accessibility (overridable, so in the class body; Accessibility/ has the rest)

    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// The elements a container exposes, in reading order; nil lets tools walk subviews.
    open var accessibilityElements: [Any]?
    /// Whether assistive tools should pass over the view's siblings while it shows (a
    /// shown menu's platter is modal).
    open var accessibilityViewIsModal = false
    var storedAccessibilityFrame: CGRect?
    /// The element's frame in screen (window) coordinates; by default the view's own.
    open var accessibilityFrame: CGRect {
        get { storedAccessibilityFrame ?? convert(bounds, to: nil) }
        set { storedAccessibilityFrame = newValue }
    }

    /// Whether content runs right to left whatever the language (`.forceRightToLeft`).
    /// Read at every level of every walk for the layout direction, which Auto Layout makes
    /// for each leading and trailing edge: no runtime exclusivity check on it.
    @exclusivity(unchecked) open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            setNeedsLayout()
            layoutDirectionMayHaveChanged()
        }
    }

    /// What an assistive tool's activation (a VoiceOver double tap) does; returns whether
    /// the element handled it. By default nothing does, and the tool taps the element.
    open func accessibilityActivate() -> Bool { false }
    /// What an assistive tool's swipe up or down does to an adjustable element.
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}

    // MARK: Hit testing (UIView+Geometry.swift has the conversions)

    /// The deepest visible, interactive descendant containing `point` (in this view's space).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, !ignoresTouchesWhileAnimating,
            self.point(inside: point, with: event)
        else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Asked of a recognizer's view when the recognizer tries to leave `.possible`;
    /// returning false makes it fail.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// Whether a single tap on this view is its own gesture rather than its ancestors'
    /// (true of buttons, as in UIKit).
    var ownsSingleTaps: Bool { false }

    // MARK: Drawing

    /// Makes the view's backing store. Image views and labels override it; the default
    /// runs draw(_:) into a bitmap of the bounds' size, and keeps it only if it painted.
    func makeContents(scale: CGFloat) -> LayerContents? {
        let kind = ObjectIdentifier(type(of: self))
        guard !UIView.classesWithoutDrawing.contains(kind) else { return nil }
        let size = bounds.size
        guard size.width > 0, size.height > 0,
            let surface = CGImage.makeSurface(
                width: Int((size.width * scale).rounded(.up)),
                height: Int((size.height * scale).rounded(.up)))
        else { return nil }
        let image = CGImage(surface: surface)
        let context = CGContext(surface: surface, scale: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        draw(layer, in: context)
        guard context.paintCount > 0 else {
            // Only UIView's own draw(_:) ran: this class never draws, so never ask again.
            if context.reachedBaseDraw { UIView.classesWithoutDrawing.insert(kind) }
            return nil
        }
        return LayerContents(image: image, size: size, scale: scale, tint: nil)
    }

    /// Draws the view's content. The default draws nothing; subclasses override it.
    open func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.reachedBaseDraw = true
    }

    // MARK: The layer's delegate

    /// Draws the view's content into its layer's context: the default makes `ctx` the
    /// current context and calls `draw(_:)` with the bounds, as UIKit's does. A subclass
    /// that overrides it draws into `ctx` itself, and `draw(_:)` is not called.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        withCurrentContext(ctx) { draw(bounds) }
    }

    /// The action for a change of `event` on `layer`: NSNull outside animation blocks, and
    /// inside one, for the properties blocks animate, an animation with the block's timing
    /// (UIView+LayerActions.swift). Subclasses override it to animate their layer's own
    /// properties (a shape layer's path, say); the layer runs what they return.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        blockAction(for: layer, forKey: event)
    }

    /// The layout pass calls it for each view that needs layout; it runs the owning
    /// controller's layout calls around `layoutSubviews()`, as UIKit's does.
    open func layoutSublayers(of layer: CALayer) {
        if let viewOwner {
            viewOwner.layOutRootView {
                applySolvedFramesToSubviews()
                layoutSubviews()
            }
        } else {
            applySolvedFramesToSubviews()
            layoutSubviews()
        }
    }
}

extension UIView: CALayerDelegate {}

extension UIView {
    /// Classes found not to override draw(_:), so that no backing store is allocated for
    /// them again (UIKit checks the method table for the same reason). A fact about the
    /// classes, so it is kept for the process, not per view or per drawing.
    static var classesWithoutDrawing: Set<ObjectIdentifier> = []
}
