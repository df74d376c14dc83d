import Foundation

/// A rectangle of content in a tree of layers, drawn over its background and under its
/// sublayers and border.
///
/// Every layer keeps what it shows: geometry, opacity, hiding, background, clipping,
/// corners, border, shadow and contents. A view's layer (`UIView.layer`) is made with its
/// view and keeps the view's too; the view's setters store there, and a change made on
/// the layer goes through the view's setter, so layout, animation blocks and repainting
/// see it. A view's layer lists its subviews' layers among its sublayers, in one order.
///
/// Of the stored properties the renderer and the clock read for every layer on every frame,
/// those Swift would check at run time are `@exclusivity(unchecked)`: the tree is the main
/// actor's, nothing passes them inout across a call that could reach them again, and the
/// check cost more than drawing.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The application the layer belongs to: the one app code ran in when it was made (a
    /// presentation copy takes its model's). Its animations run on that application's clock,
    /// its implicit actions join that application's transaction, and its view (for a view's
    /// layer) reaches input, windows and restoration through it.
    private(set) var application = UIApplication.current
    /// The count of commits when the layer was made (see `isCommitted`).
    private let madeBeforeCommit: UInt64
    /// The view this layer backs, for a view's layer (held as its reference: see ObjectReference).
    var hostingView: UIView? { hostingViewReference?.view }
    private var hostingViewReference: ObjectReference?
    /// What refers to this layer without keeping it (see ObjectReference): its render node.
    /// Made when first asked, cleared as the layer goes.
    var reference: ObjectReference {
        if let storedReference { return storedReference }
        let reference = ObjectReference(self)
        storedReference = reference
        return reference
    }
    private var storedReference: ObjectReference?
    /// Where the layer's render node lies in its application's table (RenderNodes.swift),
    /// once it has one: a handle, the node itself is the compositor's.
    var renderNodeSlot = -1

    deinit {
        storedReference?.object = nil
    }
    /// Made for a view: its geometry, opacity, hiding and background are the view's.
    private(set) var isViewLayer = false
    /// The values that place and show the layer (its model; a presentation copy's are
    /// what the screen shows).
    var stored = StoredValues() {
        // A model value changed (a view's setters write here directly): the presentation
        // copy takes every value again on its next step.
        didSet { presentationIsStale = true }
    }
    /// Every sublayer in drawing order. A view's layer keeps it empty while its sublayers
    /// are just its subviews' layers, and fills it (subviews' layers included) once a
    /// free-standing layer joins or a subview's layer gets a `zPosition`.
    @exclusivity(unchecked) var orderedSublayers: [CALayer] = []
    /// The superlayer of a free-standing layer (a view's layer has its superview's). Held
    /// by its reference, not weakly: the first weak reference to a layer would send every
    /// retain of it through a side table, and the compositor retains superlayers at every
    /// step; the reference answers nil once the superlayer has gone, as a weak one would.
    var freeSuperlayer: CALayer? {
        get { freeSuperlayerReference?.object(as: CALayer.self) }
        set { freeSuperlayerReference = newValue?.reference }
    }
    private(set) var freeSuperlayerReference: ObjectReference?

    struct StoredValues {
        var bounds = CGRect.zero
        var position = CGPoint.zero
        /// Where `position` lies in the bounds, in unit coordinates.
        var anchorPoint = CGPoint(x: 0.5, y: 0.5)
        var transform = CATransform3DIdentity
        /// A view's `alpha`, kept at its precision; `opacity` gives it as a `Float`.
        var opacity: CGFloat = 1
        var isHidden = false
        var backgroundColor: CGColor?
        var masksToBounds = false

        /// The map from a bounds space to its superlayer's: p ↦ position + transform(p −
        /// the anchor point in the bounds), written out, since the renderer and every
        /// conversion between views ask for it at each level.
        static func placing(
            _ bounds: CGRect, at position: CGPoint, about anchor: CGPoint, through t: CGAffineTransform
        ) -> CGAffineTransform {
            let x = -(bounds.minX + anchor.x * bounds.width), y = -(bounds.minY + anchor.y * bounds.height)
            return CGAffineTransform(
                a: t.a, b: t.b, c: t.c, d: t.d,
                tx: x * t.a + y * t.c + t.tx + position.x, ty: x * t.b + y * t.d + t.ty + position.y)
        }
    }

    public override init() {
        madeBeforeCommit = application.animationEngine.commits
        super.init()
    }

    /// Copies `layer`'s properties (not its sublayers), as Core Animation does for the
    /// presentation copies; subclasses that add properties copy them in their override.
    public init(layer: Any) {
        madeBeforeCommit = application.animationEngine.commits
        super.init()
        guard let source = layer as? CALayer else { return }
        application = source.application
        copyAnimatableState(from: source)
    }

    /// Nothing is read from the coder (there are no archives of layers here).
    public required init?(coder: NSCoder) {
        madeBeforeCommit = application.animationEngine.commits
        super.init()
    }

    /// Whether a transaction has been committed since the layer was made: until then it is
    /// not on screen, and a change runs no action, as in Core Animation, where a layer
    /// made and changed in one transaction shows its last values.
    var isCommitted: Bool { application.animationEngine.commits > madeBeforeCommit }

    /// A presentation copy of a view's layer, of the layer's class: the animating values as
    /// they are on screen now, the others as the model has them. Setting its properties
    /// changes nothing.
    private func makeViewPresentation(of view: UIView) -> CALayer {
        let copy = makeBlankPresentationCopy()
        copy.hostingViewReference = view.reference
        copy.isViewLayer = true
        copy.isPresentationCopy = true
        // The copy the layer's animations update, when they run, holds their values.
        copy.copyAnimatableState(from: presentationLayer ?? self)
        // What the view's blocks change now replaces the model's; the rest (a 3D transform
        // among them) stays as set.
        let shown = viewPresentation
        if let bounds = shown.bounds { copy.stored.bounds = bounds }
        if let center = shown.center { copy.stored.position = center }
        if let transform = shown.transform { copy.stored.transform = CATransform3DMakeAffineTransform(transform) }
        if let alpha = shown.alpha { copy.stored.opacity = alpha }
        if let color = shown.backgroundColor { copy.stored.backgroundColor = color.cgColor }
        if let radius = shown.cornerRadius { copy.cornerRadius = radius }
        return copy
    }

    /// Makes this the layer of `view`, whose delegate the view then is.
    func becomeLayer(of view: UIView) {
        hostingViewReference = view.reference
        isViewLayer = true
        delegateIsHostingView = true
        // A view draws its content before it is first shown.
        displayIsDue = true
    }

    /// A layer of the same TabBarKit class with default values, for presentation copies.
    func makeBlankCopy() -> CALayer { CALayer() }

    /// That blank copy, of this layer's application.
    func makeBlankPresentationCopy() -> CALayer {
        let copy = makeBlankCopy()
        copy.application = application
        return copy
    }

    /// Takes `source`'s values; subclasses add theirs.
    func copyAnimatableState(from source: CALayer) {
        stored = source.stored
        (zPosition, sublayerTransform) = (source.zPosition, source.sublayerTransform)
        (cornerRadius, maskedCorners, cornerCurve) = (source.cornerRadius, source.maskedCorners, source.cornerCurve)
        (borderWidth, borderColor) = (source.borderWidth, source.borderColor)
        (shadowColor, shadowOpacity, shadowRadius, shadowOffset, shadowPath) =
            (source.shadowColor, source.shadowOpacity, source.shadowRadius, source.shadowOffset, source.shadowPath)
        (contents, contentsGravity, contentsScale, contentsRect, contentsCenter) =
            (source.contents, source.contentsGravity, source.contentsScale, source.contentsRect, source.contentsCenter)
        (magnificationFilter, minificationFilter) = (source.magnificationFilter, source.minificationFilter)
        (name, isOpaque, needsDisplayOnBoundsChange) = (source.name, source.isOpaque, source.needsDisplayOnBoundsChange)
        (shownTransition, fadingContents) = (source.shownTransition, source.fadingContents)
    }

    // MARK: Presentation and animations

    /// The layer as it appears on screen at this moment, animations included: for a view's
    /// layer a copy, for a free-standing layer the copy its animations update (itself
    /// while nothing animates). Setting a presentation's properties changes nothing.
    open func presentation() -> Self? {
        guard isViewLayer else { return (presentationLayer ?? self) as? Self }
        guard let view = hostingView else { return nil }
        return makeViewPresentation(of: view) as? Self
    }

    /// The layer holding the model values (for a presentation copy, the view's layer).
    open func model() -> Self {
        guard isViewLayer, isPresentationCopy, let view = hostingView else { return self }
        return view.layer as? Self ?? self
    }

    /// The keys of the running animations in the order they were added: those given to
    /// `add(_:forKey:)` and the key paths a view's animation blocks animate ("position",
    /// "bounds", "opacity", ...).
    open func animationKeys() -> [String]? {
        let keys = runningAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Runs a copy of `anim` on this layer from now (or from its `beginTime`), replacing
    /// the animation of the same key.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy else { return }
        guard let copy = anim.copy() as? CAAnimation else { return }
        if let transition = copy as? CATransition { return addTransition(transition, forKey: key) }
        addAnimation(copy, forKey: key)
    }

    /// A copy of the animation running under `key`: the running one is read once when it
    /// is added (Core Animation raises on a change to it), so a change here shows nothing.
    /// A view's animation blocks' run under their key paths ("position", "opacity", ...).
    open func animation(forKey key: String) -> CAAnimation? {
        runningAnimations.first { $0.key == key }?.animation.copy() as? CAAnimation
    }

    /// Ends every animation at once: the layer shows its model values, animations'
    /// delegates hear `finished == false`, and animation blocks' completions too.
    open func removeAllAnimations() {
        guard !isPresentationCopy else { return }
        removeLayerAnimations { _ in true }
    }

    open func removeAnimation(forKey key: String) {
        guard !isPresentationCopy else { return }
        removeLayerAnimations { $0.key == key }
    }

    /// The animations added to this layer, and for a view's layer those its view's
    /// animation blocks made, in the order they were added.
    @exclusivity(unchecked) var runningAnimations: [RunningLayerAnimation] = []
    /// For a view's layer: what the screen shows of the properties its view draws while
    /// animations change them (Animation/UIView+Presentation.swift); the rest is the model.
    var viewPresentation = PresentedValues()
    /// For a view's layer: the picture a running transition fades (or flips, or slides) from.
    var transitionSnapshot: TransitionSnapshot?
    /// The copy that shows this layer's animated values while animations run.
    var presentationLayer: CALayer? {
        didSet { updateMayTransformSublayers() }
    }
    /// Set on that copy: it is never drawn itself and repaints nothing.
    var isPresentationCopy = false
    /// A model value changed since the copy last took them all; until then each tick
    /// resets only the properties the animations set.
    var presentationIsStale = true
    /// For a view's layer: the view properties its animations last set on the view.
    var viewKeysShownFromLayer: AnimatableKeys = []
    /// For a view's layer: its animations change what the layer draws itself (border, shadow).
    var animatesLayerStyle = false

    // MARK: Timing (the timeline is in CALayer+MediaTiming.swift)

    /// When the layer's timeline starts on its superlayer's; with `speed` and `timeOffset`
    /// it sets the time every animation on the layer and its sublayers runs on.
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0
    /// How fast the layer's time runs against its superlayer's: 0 holds its animations.
    @exclusivity(unchecked) open var speed: Float = 1
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0
    /// Above 0, the layer's time runs in cycles of this length, repeated (`repeatCount`,
    /// `repeatDuration`) and reversed (`autoreverses`) as an animation's is; `fillMode`
    /// holds its first or last moment outside that (CALayer+MediaTiming.swift).
    @exclusivity(unchecked) open var duration: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Converts `t` on `l`'s timeline (the application's clock for nil) to this layer's.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromMedia: l?.mediaTime(fromLocal: t) ?? t)
    }

    /// Converts `t` on this layer's timeline to `l`'s (the application's clock for nil).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocal: t)
        return l?.localTime(fromMedia: media) ?? media
    }

    // MARK: Identity and delegate

    open var name: String?
    /// A view's layer has its view as delegate; a free-standing layer has none until set.
    open var delegate: (any CALayerDelegate)? {
        get { delegateIsHostingView ? hostingView : storedDelegate }
        set {
            storedDelegate = newValue
            delegateIsHostingView = false
        }
    }
    private weak var storedDelegate: (any CALayerDelegate)?
    /// The delegate is the hosting view, held by its reference rather than weakly.
    private var delegateIsHostingView = false
    /// The layer draws nothing transparent (a hint Core Animation uses; kept for code that sets it).
    open var isOpaque = false

    // MARK: Geometry

    // A view's layer changes through its view's setters (`modelView`), which store here.

    open var bounds: CGRect {
        get { stored.bounds }
        set {
            if let view = modelView { return view.bounds = newValue }
            let resized = newValue.size != stored.bounds.size
            changeOwn("bounds") { $0.bounds = newValue }
            if resized, needsDisplayOnBoundsChange { setNeedsDisplay() }
            if resized { setNeedsLayout() }
        }
    }

    open var position: CGPoint {
        get { stored.position }
        set {
            if let view = modelView { return view.center = newValue }
            changeOwn("position") { $0.position = newValue }
        }
    }

    /// Where `position` lies in the bounds, in unit coordinates; the centre by default. A
    /// view turns and scales about its layer's, and keeps its `center` (the position) when
    /// it changes, so its frame moves, as in UIKit.
    open var anchorPoint: CGPoint {
        get { stored.anchorPoint }
        set {
            guard newValue != stored.anchorPoint else { return }
            if let view = modelView {
                view.invalidateVisualArea()
                view.safeAreaWillChange()
                stored.anchorPoint = newValue
                view.invalidateVisualArea()
                return
            }
            changeOwn("anchorPoint") { $0.anchorPoint = newValue }
        }
    }

    /// Sublayers draw in order of `zPosition`, then of their place among their siblings.
    @exclusivity(unchecked) open var zPosition: CGFloat = 0 {
        willSet {
            willChangeAnimatable("zPosition")
            repaint(if: newValue != zPosition)
        }
        didSet {
            if oldValue != zPosition {
                superlayer?.sublayerZPositionDidChange()
                repaint(if: true)
            }
            didChangeAnimatable()
        }
    }

    /// The frame in the superlayer's space: the bounds about the anchor point, through the
    /// transform, at `position`. Setting it sets the bounds' size and the position.
    open var frame: CGRect {
        get {
            if let view = modelView { return view.frame }
            return stored.bounds.applying(ownPlacement)
        }
        set {
            if let view = modelView { return view.frame = newValue }
            setOwnFrame(newValue)
        }
    }

    /// Kept as set; a view draws its flat part (<doc:DEVIATIONS>).
    open var transform: CATransform3D {
        get { stored.transform }
        set {
            if let view = modelView { return view.transform3D = newValue }
            changeOwn("transform") { $0.transform = newValue }
        }
    }

    open func affineTransform() -> CGAffineTransform { transform.affinePart }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Applied to the sublayers (a view's layer: its subviews too) about this layer's
    /// anchor point.
    open var sublayerTransform = CATransform3DIdentity {
        willSet {
            willChangeAnimatable("sublayerTransform")
            repaint(if: true)
        }
        didSet {
            // A view's subviews move with it: their safe areas are worked out when asked.
            if let view = modelView { for subview in view.subviews { subview.safeAreaWillChange() } }
            hasSublayerTransform = !CATransform3DIsIdentity(sublayerTransform)
            updateMayTransformSublayers()
            repaint(if: true)
            didChangeAnimatable()
        }
    }
    /// Whether `sublayerTransform` is other than the identity: every placement of a
    /// sublayer or subview asks.
    private(set) var hasSublayerTransform = false
    /// Whether it may be, as set or as an animation presents it: stored, so that a view's
    /// placement reads one field of its superview's layer (a flag derived on each read
    /// retained the presentation copy to test it).
    private(set) var mayTransformSublayers = false

    private func updateMayTransformSublayers() {
        mayTransformSublayers = hasSublayerTransform || presentationLayer != nil
    }

    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        p.applying(transform(from: l))
    }

    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        p.applying(transform(to: l))
    }

    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        r.applying(transform(from: l))
    }

    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        r.applying(transform(to: l))
    }

    /// The farthest descendant (or self) that contains `p`, given in the superlayer's space.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        hitTestLayers(p)
    }

    /// Whether `p`, in this layer's space, lies inside its bounds.
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    // MARK: Look

    open var opacity: Float {
        get { Float(stored.opacity) }
        set {
            if let view = modelView { return view.alpha = CGFloat(newValue) }
            changeOwn("opacity") { $0.opacity = CGFloat(min(1, max(0, newValue))) }
        }
    }

    open var isHidden: Bool {
        get { stored.isHidden }
        set {
            if let view = modelView { return view.isHidden = newValue }
            changeOwn("hidden", ignoringHidden: true) { $0.isHidden = newValue }
        }
    }

    open var backgroundColor: CGColor? {
        get { stored.backgroundColor }
        set {
            if let view = modelView { return view.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
            changeOwn("backgroundColor") { $0.backgroundColor = newValue }
        }
    }

    open var masksToBounds: Bool {
        get { stored.masksToBounds }
        set {
            if let view = modelView { return view.clipsToBounds = newValue }
            changeOwn("masksToBounds") { $0.masksToBounds = newValue }
        }
    }

    /// The view whose setters change this layer's values: a view's layer's (not a
    /// presentation copy's, whose changes reach nothing).
    private var modelView: UIView? {
        guard isViewLayer, !isPresentationCopy else { return nil }
        return hostingView
    }

    // Each visual property repaints the area before and after the change, since a
    // border or shadow can shrink as well as grow what the layer covers.
    @exclusivity(unchecked) open var cornerRadius: CGFloat = 0 {
        willSet {
            if let view = modelView,
                newValue != cornerRadius || view.restartsAnimation(.cornerRadius)
            {
                view.willChangeAnimatable(.cornerRadius, to: AnimatableCoding.scalar(newValue))
            }
            willChangeAnimatable("cornerRadius")
            repaint(if: newValue != cornerRadius)
        }
        didSet {
            repaint(if: oldValue != cornerRadius)
            didChangeAnimatable()
        }
    }
    /// Which corners `cornerRadius` rounds (free-standing layers); all four by default.
    @exclusivity(unchecked)
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        willSet { repaint(if: newValue != maskedCorners) }
        didSet { repaint(if: oldValue != maskedCorners) }
    }
    /// A layer whose alpha masks this layer's content and sublayers (and so its shadow),
    /// placed in this layer's space. It belongs to this layer alone: a layer with a
    /// superlayer, or masking another layer, is refused with a log line.
    open var mask: CALayer? {
        get { storedMask }
        set {
            guard newValue !== storedMask else { return }
            if let newValue,
                newValue.superlayer != nil || newValue.isViewLayer || newValue === self
                    || (newValue.maskOwner != nil && newValue.maskOwner !== self)
            {
                Log.layers.error("a mask must be a free-standing layer with no superlayer that masks no other layer; the mask is not set")
                return
            }
            repaint(if: true)
            storedMask?.maskOwner = nil
            storedMask = newValue
            newValue?.maskOwner = self
            repaint(if: true)
        }
    }
    private var storedMask: CALayer?
    /// Set on a mask: the layer it masks, which a change to the mask repaints.
    weak var maskOwner: CALayer?

    /// `.continuous` eases each straight edge into its corner (Graphics/ContinuousCorners.swift).
    @exclusivity(unchecked) open var cornerCurve: CALayerCornerCurve = .circular {
        didSet { repaint(if: oldValue != cornerCurve) }
    }
    @exclusivity(unchecked) open var borderWidth: CGFloat = 0 {
        willSet {
            willChangeAnimatable("borderWidth")
            repaint(if: newValue != borderWidth)
        }
        didSet {
            repaint(if: oldValue != borderWidth)
            didChangeAnimatable()
        }
    }
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        willSet { willChangeAnimatable("borderColor") }
        didSet {
            repaint(if: oldValue != borderColor)
            didChangeAnimatable()
        }
    }
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        willSet {
            willChangeAnimatable("shadowColor")
            repaint(if: newValue != shadowColor)
        }
        didSet {
            repaint(if: oldValue != shadowColor)
            didChangeAnimatable()
        }
    }
    @exclusivity(unchecked) open var shadowOpacity: Float = 0 {
        willSet {
            willChangeAnimatable("shadowOpacity")
            repaint(if: newValue != shadowOpacity)
        }
        didSet {
            repaint(if: oldValue != shadowOpacity)
            didChangeAnimatable()
        }
    }
    open var shadowRadius: CGFloat = 3 {
        willSet {
            willChangeAnimatable("shadowRadius")
            repaint(if: newValue != shadowRadius)
        }
        didSet {
            repaint(if: oldValue != shadowRadius)
            didChangeAnimatable()
        }
    }
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet {
            willChangeAnimatable("shadowOffset")
            repaint(if: newValue != shadowOffset)
        }
        didSet {
            repaint(if: oldValue != shadowOffset)
            didChangeAnimatable()
        }
    }
    /// The shadow's shape; without one the shadow follows the drawn pixels (free-standing layers).
    open var shadowPath: CGPath? {
        willSet { repaint(if: newValue != shadowPath) }
        didSet { repaint(if: oldValue != shadowPath) }
    }

    // MARK: Contents

    /// A `CGImage` drawn into the bounds by `contentsGravity` (other values draw nothing,
    /// as in Core Animation); `display()` sets it from `draw(in:)`.
    /// Set on a free-standing layer drawn before, new contents fade in over the old (the
    /// default action); contents drawn by `display()`, which runs as the layer is
    /// rendered, replace the old at once.
    @exclusivity(unchecked) open var contents: Any? {
        willSet { if !drawsContentsBitmap, !displaysWhileRendering { willChangeAnimatable("contents") } }
        didSet {
            repaint(if: true)
            didChangeAnimatable()
        }
    }
    open var contentsGravity: CALayerContentsGravity = .resize {
        didSet { repaint(if: oldValue != contentsGravity) }
    }
    /// Pixels per point of the contents; 1 for a free-standing layer, as in Core Animation.
    open var contentsScale: CGFloat = 1 {
        didSet { if oldValue != contentsScale { repaint(if: true) } }
    }
    /// The part of the contents shown, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        willSet { willChangeAnimatable("contentsRect") }
        didSet {
            repaint(if: oldValue != contentsRect)
            didChangeAnimatable()
        }
    }
    /// The part of the contents that stretches; the rest keeps its size (nine parts).
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { repaint(if: oldValue != contentsCenter) }
    }
    open var needsDisplayOnBoundsChange = false
    /// The filter for contents drawn at more pixels than they have: `.nearest` keeps each
    /// pixel a hard-edged square (pixel art), the others blend neighbours.
    open var magnificationFilter: CALayerContentsFilter = .linear {
        didSet { repaint(if: oldValue != magnificationFilter) }
    }
    /// The filter for contents drawn at fewer pixels than they have.
    open var minificationFilter: CALayerContentsFilter = .linear {
        didSet { repaint(if: oldValue != minificationFilter) }
    }
    open var minificationFilterBias: Float = 0

    // MARK: Rendering hints

    // Core Animation's ways to draw faster, kept as set: a rasterized layer looks as an
    // unrasterized one does at the screen's scale, and layers here are drawn once per
    // frame on the main actor (Sources/TabBarKit/TabBarKit.docc/DEVIATIONS.md).
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var drawsAsynchronously = false
    open var allowsEdgeAntialiasing = false
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    /// The layer's opacity applies to it and its sublayers as one group, as by default in
    /// Core Animation; false is kept as set and drawn the same.
    open var allowsGroupOpacity = true

    /// A view's layer asks its view to draw again; a free-standing layer draws with
    /// `display()` before it is next rendered.
    open func setNeedsDisplay() {
        guard !isViewLayer else { hostingView?.setNeedsDisplay(); return }
        displayIsDue = true
        repaint(if: true)
    }

    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    open func needsDisplay() -> Bool {
        displayIsDue
    }

    open func displayIfNeeded() {
        if needsDisplay() { display() }
    }

    /// Sets `contents`: the delegate's `display(_:)` if it has one, else a bitmap of the
    /// bounds at `contentsScale` that `draw(in:)` paints.
    open func display() {
        displayIsDue = false
        if isViewLayer { hostingView?.setNeedsDisplay(); return }
        if let delegate {
            delegateLeftDisplay = false
            delegate.display(self)
            guard delegateLeftDisplay else { return }
        }
        drawContentsBitmap()
    }

    /// Draws the content; the default asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Draws the layer and its sublayers into `ctx` in the layer's own space, as Core
    /// Animation's `render(in:)` does (position and transform are not applied).
    open func render(in ctx: CGContext) {
        if isViewLayer, let view = hostingView {
            view.layoutIfNeeded()
            Compositor.drawSubtree(of: view, in: ctx, placed: false)
        } else {
            var pass = RenderPass(scale: Compositor.deviceScale(of: ctx), nodes: application.renderNodes)
            Compositor.drawLayerBody(of: self, in: ctx, pass: &pass)
        }
    }

    /// Set by `setNeedsDisplay()`: the layer draws before it is next rendered (a view's
    /// layer from its view's `draw(_:)`, into `backingStore`).
    var displayIsDue = false
    /// What a view's `draw(_:)` painted (or an image view's image, a label's text), drawn
    /// between the background and the sublayers. Read for every view in every repainted
    /// rectangle, and held across the call that draws it: not checked at run time.
    @exclusivity(unchecked) var backingStore: LayerContents?
    /// While `display()` runs inside a render: the area is being painted already.
    var displaysWhileRendering = false
    /// Set while the default `display()` puts its bitmap in as the contents.
    var drawsContentsBitmap = false
    /// Set by `CALayerDelegate`'s default `display(_:)`: the delegate has none of its own.
    var delegateLeftDisplay = false

    // MARK: Layout

    /// A view's layer lays out with its view; a free-standing one before it is next rendered.
    open func setNeedsLayout() {
        guard !isViewLayer else { hostingView?.setNeedsLayout(); return }
        needsOwnLayout = true
        repaint(if: true)
    }

    open func needsLayout() -> Bool {
        isViewLayer ? hostingView?.needsLayout ?? false : needsOwnLayout
    }

    open func layoutIfNeeded() {
        if isViewLayer { hostingView?.layoutIfNeeded(); return }
        guard needsOwnLayout else { return }
        layoutSublayers()
    }

    /// Lays out the sublayers; the default asks the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() {
        needsOwnLayout = false
        delegate?.layoutSublayers(of: self)
    }

    var needsOwnLayout = false

    // MARK: The layer tree

    open var superlayer: CALayer? {
        isViewLayer ? hostingView?.superview?.layer : freeSuperlayer
    }

    /// The sublayers in drawing order: a view's layer lists its subviews' layers among them.
    /// Setting it removes those not in the new list and places the rest in its order.
    open var sublayers: [CALayer]? {
        get {
            let list = currentSublayers
            return list.isEmpty ? nil : list
        }
        set { replaceAllSublayers(with: newValue ?? []) }
    }

    open func addSublayer(_ layer: CALayer) {
        insert(layer, at: currentSublayers.count + (layer.superlayer === self ? -1 : 0))
    }

    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx))
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer, relativeTo: sibling, above: false)
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insert(layer, relativeTo: sibling, above: true)
    }

    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        replace(oldLayer, with: newLayer)
    }

    /// A view's layer leaves with its view: the view is removed from its superview.
    open func removeFromSuperlayer() {
        detachFromSuperlayer()
    }

    // MARK: Actions

    /// Actions by key, looked up after the delegate's and before the class's default.
    open var actions: [String: any CAAction]?
    open var style: [AnyHashable: Any]?

    /// The action for `event`: the delegate's, else `actions`' entry, else the class's
    /// default, else for an animatable property of a free-standing layer an implicit
    /// animation with the transaction's duration and timing. An `NSNull` ends the search
    /// with no action.
    open func action(forKey event: String) -> (any CAAction)? {
        lookUpAction(forKey: event)
    }

    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    // Rarely set, so kept after the properties every frame reads.
    /// On a presentation copy while an animation of `contents` runs between images: the
    /// image it fades from (nil: from nothing) and how much of it still shows.
    var fadingContents: (image: CGImage?, weight: CGFloat)?
    /// On a free-standing layer's presentation copy: the running transition's old picture
    /// and how far it has given way to the new one.
    var shownTransition: (picture: TransitionSnapshot, progress: CGFloat)?
    /// While a change's action runs on a free-standing layer: the layer's picture from just
    /// before the change, for a transition the action adds.
    var pictureBeforeChange: TransitionSnapshot?
    /// The key and the on-screen value of a change under way, for its action, and the
    /// picture from before it when the action is a transition.
    var changeUnderWay: (key: String, from: LayerValue?, action: (any CAAction)?, picture: TransitionSnapshot?)?

    // MARK: What subclasses draw

    /// Whether the class paints something of its own over background and contents
    /// (a shape, a gradient, text).
    var drawsOwnContent: Bool { false }

    /// Paints it, in the bounds space, above background and contents, below sublayers.
    /// `node` is the model layer's render node, for what the drawing keeps between frames
    /// (self may be a presentation copy, made afresh while animations run).
    func drawOwnContent(in context: CGContext, scale: CGFloat, node: () -> RenderNode) {}

    /// The area it paints, in the bounds space, when that can reach beyond the bounds.
    var extentOfOwnDrawing: CGRect? { nil }

    /// Repaints, across an animation step's `change`, only what the step changes in what
    /// the class paints; false, without running `change`, when where the layer was and is
    /// must be repainted (all but a shape layer's trimmed stroke).
    func repaintOnlyChangedPart(across change: () -> Void) -> Bool { false }

    // MARK: Repainting

    /// Repaints this layer's area before and after a change to one of its properties.
    func repaint(if changed: Bool) {
        guard changed, !isPresentationCopy else { return }
        presentationIsStale = true
        guard !displaysWhileRendering else { return }
        if isViewLayer {
            hostingView?.invalidateVisualArea()
        } else {
            invalidateOwnArea()
        }
    }

    /// Changes a free-standing layer's own value of `key`, repainting before and after and
    /// running the key's action (an implicit animation) once the value is in place.
    private func changeOwn(_ key: String, ignoringHidden: Bool = false, _ change: (inout StoredValues) -> Void) {
        guard !isPresentationCopy else { return change(&stored) }
        presentationIsStale = true
        willChangeAnimatable(key)
        invalidateOwnArea(ignoringHidden: ignoringHidden)
        change(&stored)
        invalidateOwnArea(ignoringHidden: ignoringHidden)
        didChangeAnimatable()
    }

    private func setOwnFrame(_ frame: CGRect) {
        let size = frame.standardized.size
        bounds = CGRect(origin: stored.bounds.origin, size: size)
        // The anchor point lands where it lies in the frame (for an untransformed layer).
        position = CGPoint(
            x: frame.standardized.minX + anchorPoint.x * size.width,
            y: frame.standardized.minY + anchorPoint.y * size.height)
    }
}
