import Foundation

/// A rectangle that takes part in Auto Layout without being a view: spacing between views,
/// or a view's safe area and margins. Its frame is in its owning view's coordinates.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to; set by `UIView.addLayoutGuide(_:)`.
    open var owningView: UIView? {
        get { owningViewReference?.view }
        set { owningViewReference = newValue?.reference }
    }
    private var owningViewReference: ObjectReference?
    /// What refers to this guide without keeping it (see ObjectReference).
    let reference = ObjectReference()
    open var identifier: String = ""
    /// The variables the engine solves for the guide's frame.
    let layoutVariables = LayoutVariables()
    /// Set for the guides a view keeps itself (safe area, margins, readable content).
    var systemRole: SystemGuideRole?

    override public init() {
        super.init()
        reference.object = self
        layoutVariables.adopt(reference, isView: false)
    }

    deinit {
        reference.object = nil
    }

    /// The frame the engine found, in the owning view's coordinates (zero before a layout).
    open var layoutFrame: CGRect {
        guard let engine = owningView?.layoutEngineRoot.layoutEngine, engine.tracks(self) else { return .zero }
        return engine.frame(of: self)
    }

    open var hasAmbiguousLayout: Bool {
        owningView?.layoutEngineRoot.layoutEngine?.isAmbiguous(self) ?? true
    }

    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owningView?.layoutEngineRoot.layoutEngine?.constraints(affecting: self, axis: axis) ?? []
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: AnchorTerm(item: self, attribute: .leading)) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: AnchorTerm(item: self, attribute: .trailing)) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: AnchorTerm(item: self, attribute: .left)) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: AnchorTerm(item: self, attribute: .right)) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: AnchorTerm(item: self, attribute: .top)) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: AnchorTerm(item: self, attribute: .bottom)) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(term: AnchorTerm(item: self, attribute: .width)) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(term: AnchorTerm(item: self, attribute: .height)) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: AnchorTerm(item: self, attribute: .centerX)) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: AnchorTerm(item: self, attribute: .centerY)) }
}

/// An item's unknowns: its origin in its owner's bounds space (ignoring the bounds'
/// origin, as Auto Layout does, so that a scroll view's subviews are laid out in content
/// coordinates) and its size.
final class LayoutVariables {
    let minX = LayoutVariable("minX"), minY = LayoutVariable("minY")
    let width = LayoutVariable("width"), height = LayoutVariable("height")

    /// The entry of the engine that solves for the item (a fitting-size engine solving for
    /// it at the same time keeps its own entry in a table): found without hashing, for every
    /// mention of every constraint added.
    var trackedEntry: TrackedItem?

    /// Names the view or guide the variables belong to.
    func adopt(_ owner: ObjectReference, isView: Bool) {
        // Each in turn, not through a list of the four: every view given constraints comes
        // here, and the list took a count of each variable and let it go again.
        func name(_ variable: LayoutVariable) {
            variable.ownerReference = owner
            variable.ownerIsView = isView
        }
        name(minX)
        name(minY)
        name(width)
        name(height)
    }
}
