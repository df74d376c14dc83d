import Foundation

/// Lines up its arranged subviews along an axis with Auto Layout constraints that it makes
/// and keeps itself (installed on itself, made again before the next layout whenever one of
/// its properties or arranged views changes). It has no size of its own: unless it is
/// constrained, it hugs its arranged views. <doc:STACK_VIEW> has the constraints.
@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline

        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// As a custom spacing: none, the stack's `spacing` applies.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// As a spacing: the system's spacing between siblings.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack lays out, in order; always among its subviews. Read by every
    /// arrangement, changed only by the stack's own methods: not checked at run time.
    @exclusivity(unchecked) public internal(set) var arrangedSubviews: [UIView] = []

    // The settings are read for every constraint an arrangement makes and only ever set
    // whole: no runtime exclusivity check, which cost more than the read.
    @exclusivity(unchecked) open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }

    @exclusivity(unchecked) open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }

    @exclusivity(unchecked) open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }

    /// The space between adjacent arranged views (a minimum for the equal-spacing and
    /// equal-centering distributions). Negative values overlap them.
    @exclusivity(unchecked) open var spacing: CGFloat = 0 {
        didSet {
            guard spacing != oldValue else { return }
            guard spacing.isFinite else {
                Log.layout.error("UIStackView.spacing: \(spacing) is not a number of points; kept \(oldValue)")
                spacing = oldValue
                return
            }
            spacingDidChange()
        }
    }

    /// Vertical stacks only: spacing runs from a view's last baseline to the next one's first.
    @exclusivity(unchecked) open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Lay out within the layout margins rather than the bounds.
    @exclusivity(unchecked) open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Custom spacing after arranged views, by view (read by every arrangement, as above).
    @exclusivity(unchecked) var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and guides of the current arrangement.
    var arrangement = StackArrangement()
    /// The arrangement is out of date; `updateConstraints()` makes it again.
    var needsArrangement = false

    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    override open func updateConstraints() {
        if needsArrangement { rebuildArrangement() }
        super.updateConstraints()
    }

    /// Baselines are those of the first and last visible arranged views.
    override open var forFirstBaselineLayout: UIView {
        arrangedSubviews.first { !$0.isHidden } ?? self
    }

    override open var forLastBaselineLayout: UIView {
        arrangedSubviews.last { !$0.isHidden } ?? self
    }

    override open func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        // An arranged view that leaves the stack's subviews leaves the arrangement too.
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }
}
