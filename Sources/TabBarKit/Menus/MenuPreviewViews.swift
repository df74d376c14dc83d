import Foundation

/// A rich menu's preview of a view in the window: the view drawn again, over the blur,
/// where it lies, on a platter of the preview parameters' colour. The view itself stays
/// where it is, under the blur.
@MainActor
final class LiftedPreviewView: UIView {
    static let cornerRadius: CGFloat = 10
    let target: UITargetedPreview
    var onTap: (() -> Void)?

    init(target: UITargetedPreview) {
        self.target = target
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = target.parameters.backgroundColor ?? .white
        layer.cornerRadius = Self.cornerRadius
        clipsToBounds = true
        isAccessibilityElement = true
        accessibilityLabel = target.view.accessibilityLabel
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        target.view.layer.render(in: context)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTap?()
    }
}

/// A rich menu's preview made by the configuration's preview provider: the controller's
/// view on a rounded card.
@MainActor
final class PreviewContainerView: UIView {
    var onTap: (() -> Void)?

    init(content: UIView) {
        super.init(frame: .zero)
        layer.cornerRadius = MenuMetrics.cornerRadius
        clipsToBounds = true
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.isUserInteractionEnabled = false
        addSubview(content)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTap?()
    }
}
