import Foundation

/// A view that shows an effect over what lies behind it; subviews go in `contentView`,
/// which fills it. A blur effect blurs the pixels already painted below the view within its
/// frame and lays its material's tint over them (Rendering/Compositor+Backdrop.swift).
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    public let contentView = UIView()

    open var effect: UIVisualEffect? {
        didSet { if effect !== oldValue { invalidateVisualArea() } }
    }

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    override open func didMoveToWindow() {
        super.didMoveToWindow()
        // Renderers repaint a blur wherever what lies behind it changes.
        if window != nil { application.backdropViews.add(self) }
    }

    /// The blur this view draws, when it draws one.
    var blurEffect: UIBlurEffect? { effect as? UIBlurEffect }
}
