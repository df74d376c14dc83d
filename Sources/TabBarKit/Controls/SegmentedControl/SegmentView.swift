import Foundation

/// One segment of a segmented control: its title or image, centred, and what assistive
/// tools read for it. The control lays segments out and draws the selection under them.
@MainActor
final class SegmentView: UIView {
    var title: String? {
        didSet { showContent() }
    }
    var image: UIImage? {
        didSet { showContent() }
    }
    /// A width the app fixed, or 0 for one the control works out.
    var fixedWidth: CGFloat = 0
    var contentOffset = CGSize.zero
    var isEnabled = true
    /// The action an `init(frame:actions:)` segment performs when it is chosen.
    var action: UIAction?

    let label = UILabel()
    let imageView = UIImageView()

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        label.textAlignment = .center
        addSubview(label)
        addSubview(imageView)
        showContent()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func showContent() {
        label.text = title
        label.isHidden = title == nil || image != nil
        imageView.image = image.map { $0.renderingMode == .automatic ? $0.withRenderingMode(.alwaysTemplate) : $0 }
        imageView.isHidden = image == nil
        setNeedsLayout()
    }

    /// The content's own width, without padding.
    var contentWidth: CGFloat {
        if let image { return image.size.width }
        return label.intrinsicContentSize.width
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let centre = CGPoint(x: bounds.midX + contentOffset.width, y: bounds.midY + contentOffset.height)
        if let image {
            imageView.bounds = CGRect(origin: .zero, size: image.size)
            imageView.center = centre
        }
        // A title longer than the segment is cut short with an ellipsis.
        let size = label.intrinsicContentSize
        let width = min(size.width, max(0, bounds.width - 2 * UISegmentedControl.textPadding))
        label.frame = CGRect(x: centre.x - width / 2, y: centre.y - size.height / 2, width: width, height: size.height)
    }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? title }
        set { super.accessibilityLabel = newValue }
    }
}
