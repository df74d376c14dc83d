import Foundation

/// How a preview of a view is shown; only the background colour and the visible path
/// are kept (pointer effects read the path as their default shape).
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    open var backgroundColor: UIColor!
    open var visiblePath: UIBezierPath?
    open var shadowPath: UIBezierPath?

    override public init() {
        super.init()
    }
}

/// The view a pointer effect acts on, with its parameters.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    public let view: UIView
    public let parameters: UIPreviewParameters

    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view
        self.parameters = parameters
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    open var size: CGSize { view.bounds.size }
}
