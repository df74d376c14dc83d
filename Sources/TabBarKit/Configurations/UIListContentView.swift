import Foundation

/// Shows a list content configuration: the image at the leading margin, then the text, and
/// the secondary text beneath it or on the trailing side.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration = UIListContentConfiguration.cell()
    private var imageView: UIImageView?
    private var textLabel: UILabel?
    private var secondaryTextLabel: UILabel?
    /// The margins of the cell that shows this view, which win on the preserved axes.
    var superviewMargins: NSDirectionalEdgeInsets? { didSet { if superviewMargins != oldValue { setNeedsLayout() } } }

    public convenience init(configuration: UIListContentConfiguration) {
        self.init(frame: .zero)
        apply(configuration)
    }

    /// Only list content configurations apply; another kind is logged and ignored.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                return Log.tables.error("UIListContentView cannot show a \(type(of: newValue)); ignored")
            }
            apply(list)
        }
    }

    open func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    // MARK: Applying

    private func apply(_ configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        var image = configuration.image
        if let symbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration {
            image = image?.applyingSymbolConfiguration(symbolConfiguration) ?? image
        }
        if let image {
            let view = imageView ?? makeSubview(UIImageView())
            view.image = image
            view.tintColor = configuration.imageProperties.tintColor
            view.layer.cornerRadius = configuration.imageProperties.cornerRadius
            view.clipsToBounds = configuration.imageProperties.cornerRadius > 0
            imageView = view
        } else {
            imageView?.removeFromSuperview()
            imageView = nil
        }
        textLabel = show(configuration.text, configuration.attributedText, with: configuration.textProperties, in: textLabel)
        secondaryTextLabel = show(
            configuration.secondaryText, configuration.secondaryAttributedText,
            with: configuration.secondaryTextProperties, in: secondaryTextLabel)
        if configuration.prefersSideBySideTextAndSecondaryText, configuration.secondaryTextProperties.alignment == .natural {
            // Side by side, the secondary text hugs the trailing edge.
            secondaryTextLabel?.textAlignment = .right
        }
        setNeedsLayout()
    }

    private func show(
        _ text: String?, _ attributed: NSAttributedString?, with properties: UIListContentConfiguration.TextProperties,
        in existing: UILabel?
    ) -> UILabel? {
        guard attributed != nil || text?.isEmpty == false else {
            existing?.removeFromSuperview()
            return nil
        }
        let label = existing ?? makeSubview(UILabel())
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment =
            switch properties.alignment {
            case .natural: .natural
            case .center: .center
            case .justified: .justified
            }
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map { Self.transform($0, properties.transform) }
        }
        return label
    }

    private func makeSubview<View: UIView>(_ view: View) -> View {
        addSubview(view)
        return view
    }

    private static func transform(_ text: String, _ transform: UIListContentConfiguration.TextProperties.TextTransform) -> String {
        switch transform {
        case .none: text
        case .lowercase: text.lowercased()
        case .uppercase: text.uppercased()
        case .capitalized: text.capitalized
        }
    }

    // MARK: Layout

    /// The margins in effect: the configuration's, or the cell's where those are larger on
    /// a preserved axis.
    private var margins: NSDirectionalEdgeInsets {
        var m = listConfiguration.directionalLayoutMargins
        guard let outer = superviewMargins else { return m }
        if listConfiguration.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
            m.leading = max(m.leading, outer.leading)
            m.trailing = max(m.trailing, outer.trailing)
        }
        if listConfiguration.axesPreservingSuperviewLayoutMargins.contains(.vertical) {
            m.top = max(m.top, outer.top)
            m.bottom = max(m.bottom, outer.bottom)
        }
        return m
    }

    /// Where the text starts, in this view's coordinates (a cell lines its separator up with it).
    var textMinX: CGFloat? { imageView == nil ? nil : textLabel?.frame.minX }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let m = margins
        let content = CGRect(
            x: m.leading, y: m.top, width: max(0, bounds.width - m.leading - m.trailing),
            height: max(0, bounds.height - m.top - m.bottom))
        var x = content.minX
        if let imageView, let image = imageView.image {
            let size = fittedImageSize(image.size)
            let reserved = listConfiguration.imageProperties.reservedLayoutSize
            let slot = max(size.width, reserved.width)
            imageView.frame = CGRect(
                x: x + ((slot - size.width) / 2).rounded(), y: (bounds.midY - size.height / 2).rounded(),
                width: size.width, height: size.height)
            x += slot + listConfiguration.imageToTextPadding
        }
        let width = max(0, content.maxX - x)
        if listConfiguration.prefersSideBySideTextAndSecondaryText {
            layOutSideBySide(from: x, width: width)
        } else {
            layOutStacked(from: x, width: width)
        }
    }

    private func fittedImageSize(_ size: CGSize) -> CGSize {
        let maximum = listConfiguration.imageProperties.maximumSize
        var scale: CGFloat = 1
        if maximum.width > 0, size.width > maximum.width { scale = min(scale, maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { scale = min(scale, maximum.height / size.height) }
        return CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
    }

    private func height(of label: UILabel?, width: CGFloat) -> CGFloat {
        guard let label else { return 0 }
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height.rounded(.up)
    }

    /// The text above the secondary text, the pair centred vertically.
    private func layOutStacked(from x: CGFloat, width: CGFloat) {
        let textHeight = height(of: textLabel, width: width)
        let secondaryHeight = height(of: secondaryTextLabel, width: width)
        let gap = textLabel != nil && secondaryTextLabel != nil ? listConfiguration.textToSecondaryTextVerticalPadding : 0
        let top = ((bounds.height - textHeight - gap - secondaryHeight) / 2).rounded()
        textLabel?.frame = CGRect(x: x, y: top, width: width, height: textHeight)
        secondaryTextLabel?.frame = CGRect(x: x, y: top + textHeight + gap, width: width, height: secondaryHeight)
    }

    /// The text keeps its width; the secondary text takes what is left on the trailing side.
    private func layOutSideBySide(from x: CGFloat, width: CGFloat) {
        let padding = listConfiguration.textToSecondaryTextHorizontalPadding
        let textWidth = min(width, textLabel?.sizeThatFits(.zero).width.rounded(.up) ?? 0)
        let secondaryWidth = max(0, min(secondaryTextLabel?.sizeThatFits(.zero).width.rounded(.up) ?? 0, width - textWidth - padding))
        let textFrameWidth = max(0, width - secondaryWidth - (secondaryWidth > 0 ? padding : 0))
        let textHeight = height(of: textLabel, width: textFrameWidth)
        let secondaryHeight = height(of: secondaryTextLabel, width: secondaryWidth)
        textLabel?.frame = CGRect(x: x, y: ((bounds.height - textHeight) / 2).rounded(), width: textFrameWidth, height: textHeight)
        secondaryTextLabel?.frame = CGRect(
            x: x + width - secondaryWidth, y: ((bounds.height - secondaryHeight) / 2).rounded(),
            width: secondaryWidth, height: secondaryHeight)
    }

    /// The margins and the content's height at `size.width`.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let m = margins
        let imageHeight = imageView?.image.map { fittedImageSize($0.size).height } ?? 0
        let textHeight = height(of: textLabel, width: size.width) + height(of: secondaryTextLabel, width: size.width)
        return CGSize(width: size.width, height: m.top + max(imageHeight, textHeight) + m.bottom)
    }
}
