import Foundation

/// Shows an image fitted by its content mode; template images take the tint colour.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            setNeedsDisplay()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    open var highlightedImage: UIImage? { didSet { if isHighlighted { setNeedsDisplay() } } }
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { setNeedsDisplay() } } }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Sized to the image, as UIKit's initialiser does.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        isUserInteractionEnabled = false
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
        isUserInteractionEnabled = false
    }

    override open var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        if shownImage?.drawsAsTemplate == true { setNeedsDisplay() }
    }

    private var shownImage: UIImage? {
        isHighlighted ? (highlightedImage ?? image) : image
    }

    /// The image itself is the backing store: no draw(_:) pass, as in UIKit.
    /// An image that flips for right-to-left shows mirrored in a right-to-left layout.
    override func makeContents(scale: CGFloat) -> LayerContents? {
        guard let image = shownImage, var cgImage = image.cgImage else { return nil }
        if image.flipsForRightToLeftLayoutDirection, effectiveUserInterfaceLayoutDirection == .rightToLeft {
            cgImage = cgImage.mirroredLeftToRight() ?? cgImage
        }
        let tint = image.drawsAsTemplate ? tintColor : image.bakedTint
        return LayerContents(image: cgImage, size: image.size, scale: scale, tint: tint)
    }
}
