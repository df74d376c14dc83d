import Foundation

// A configured button: its configuration, updated for the state, drawn by the button's
// label and image view, a subtitle label and a background view. A change of state (or
// `setNeedsUpdateConfiguration()`) asks for an update, which runs at the next layout: the
// update handler first, then the configuration for the state is shown.
extension UIButton {
    func configurationDidChange() {
        showConfiguration()
        // Without a configuration the per-state titles and images show again.
        if configuration == nil, let font = fontBeforeConfiguration {
            label.font = font
            fontBeforeConfiguration = nil
            updateContent()
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The configuration for the state shown in the label, image view and background.
    func showConfiguration() {
        guard let base = configuration else {
            shownConfiguration = nil
            for view in [subtitleLabel, configuredBackground] where view.superview === self { view.removeFromSuperview() }
            return
        }
        if fontBeforeConfiguration == nil { fontBeforeConfiguration = label.font }
        let shown = automaticallyUpdatesConfiguration ? base.updated(for: self) : base
        shownConfiguration = shown
        if configuredBackground.superview !== self { insertSubview(configuredBackground, at: 0) }
        if subtitleLabel.superview !== self { addSubview(subtitleLabel) }
        let foreground = shown.baseForegroundColor ?? tintColor ?? .systemBlue
        Self.show(
            Self.text(
                shown.attributedTitle, shown.title, font: Configuration.titleFont(for: shown.buttonSize),
                color: foreground, transformer: shown.titleTextAttributesTransformer),
            in: label)
        Self.show(
            Self.text(
                shown.attributedSubtitle, shown.subtitle, font: Configuration.subtitleFont(for: shown.buttonSize),
                color: foreground, transformer: shown.subtitleTextAttributesTransformer),
            in: subtitleLabel)
        var image = shown.image
        if let symbol = shown.preferredSymbolConfigurationForImage, let configured = image?.applyingSymbolConfiguration(symbol) {
            image = configured
        }
        contentImageView.image = image?.renderingMode == .alwaysOriginal ? image : image?.withRenderingMode(.alwaysTemplate)
        contentImageView.tintColor = foreground
        contentImageView.isHidden = image == nil
        contentImageView.alpha = 1
        let alignment: NSTextAlignment =
            switch shown.titleAlignment {
            case .automatic, .center: .center
            case .leading: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
            case .trailing: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
            }
        label.textAlignment = alignment
        subtitleLabel.textAlignment = alignment
    }

    /// Shows `text` in `label`, which hides without one.
    private static func show(_ text: (text: String?, font: UIFont, color: UIColor), in label: UILabel) {
        label.text = text.text
        label.font = text.font
        label.textColor = text.color
        label.isHidden = text.text == nil
        label.alpha = 1
    }

    /// A text's string, font and colour: an attributed text's own (its first run's font and
    /// colour), else the plain one in the size's font and the foreground colour, then the
    /// transformer's changes.
    private static func text(
        _ attributed: AttributedString?, _ plain: String?, font: UIFont, color: UIColor,
        transformer: UIConfigurationTextAttributesTransformer?
    ) -> (text: String?, font: UIFont, color: UIColor) {
        var attributes = AttributeContainer()
        attributes.font = font
        attributes.foregroundColor = color
        var string = plain
        if let attributed {
            string = String(attributed.characters)
            if let run = attributed.runs.first {
                if let runFont = run.font { attributes.font = runFont }
                if let runColor = run.foregroundColor { attributes.foregroundColor = runColor }
            }
        }
        if let transformer { attributes = transformer(attributes) }
        return (string, attributes.font ?? font, attributes.foregroundColor ?? color)
    }

    // MARK: Layout

    /// The image, and the title over the subtitle, with the configuration's paddings.
    private var configuredParts: (image: CGSize, text: CGSize, title: CGSize, subtitle: CGSize) {
        let image = contentImageView.isHidden ? .zero : (contentImageView.image?.size ?? .zero)
        let title = label.isHidden ? .zero : label.intrinsicContentSize
        let subtitle = subtitleLabel.isHidden ? .zero : subtitleLabel.intrinsicContentSize
        let padding = title.height > 0 && subtitle.height > 0 ? shownConfiguration?.titlePadding ?? 0 : 0
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + padding + subtitle.height)
        return (image, text, title, subtitle)
    }

    /// The content and the configuration's insets.
    var configuredContentSize: CGSize {
        guard let shown = shownConfiguration else { return .zero }
        let parts = configuredParts
        let size = Self.combined(parts.image, parts.text, placement: shown.imagePlacement, padding: shown.imagePadding)
        let insets = shown.contentInsets
        return CGSize(
            width: (size.width + insets.leading + insets.trailing).rounded(.up),
            height: (size.height + insets.top + insets.bottom).rounded(.up))
    }

    /// The image beside or above the text, `padding` apart when both show.
    private static func combined(_ image: CGSize, _ text: CGSize, placement: NSDirectionalRectEdge, padding: CGFloat) -> CGSize {
        guard image != .zero, text != .zero else { return image == .zero ? text : image }
        if placement == .top || placement == .bottom {
            return CGSize(width: max(image.width, text.width), height: image.height + padding + text.height)
        }
        return CGSize(width: image.width + padding + text.width, height: max(image.height, text.height))
    }

    func layOutConfiguration() {
        if configurationUpdateIsPending { updateConfiguration() }
        guard let shown = shownConfiguration else { return }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var background = shown.background
        background.cornerRadius = shown.cornerRadius(height: bounds.height)
        configuredBackground.show(background, tint: tintColor ?? .systemBlue, in: bounds, rightToLeft: rightToLeft)
        let insets = shown.contentInsets
        let (left, right) = rightToLeft ? (insets.trailing, insets.leading) : (insets.leading, insets.trailing)
        let content = bounds.inset(by: UIEdgeInsets(top: insets.top, left: left, bottom: insets.bottom, right: right))
        let parts = configuredParts
        let size = Self.combined(parts.image, parts.text, placement: shown.imagePlacement, padding: shown.imagePadding)
        let origin = CGPoint(x: content.midX - size.width / 2, y: content.midY - size.height / 2)
        let bothShow = parts.image != .zero && parts.text != .zero
        let gap = bothShow ? shown.imagePadding : 0
        var imageFrame = CGRect(origin: origin, size: parts.image)
        var textFrame = CGRect(origin: origin, size: parts.text)
        var placement = shown.imagePlacement
        if rightToLeft, placement == .leading { placement = .trailing } else if rightToLeft, placement == .trailing { placement = .leading }
        switch placement {
        case .top:
            imageFrame.origin.x = origin.x + (size.width - parts.image.width) / 2
            textFrame.origin = CGPoint(x: origin.x + (size.width - parts.text.width) / 2, y: origin.y + parts.image.height + gap)
        case .bottom:
            textFrame.origin.x = origin.x + (size.width - parts.text.width) / 2
            imageFrame.origin = CGPoint(x: origin.x + (size.width - parts.image.width) / 2, y: origin.y + parts.text.height + gap)
        case .trailing:
            textFrame.origin.y = origin.y + (size.height - parts.text.height) / 2
            imageFrame.origin = CGPoint(x: origin.x + parts.text.width + gap, y: origin.y + (size.height - parts.image.height) / 2)
        default:
            imageFrame.origin.y = origin.y + (size.height - parts.image.height) / 2
            textFrame.origin = CGPoint(x: origin.x + parts.image.width + gap, y: origin.y + (size.height - parts.text.height) / 2)
        }
        contentImageView.frame = imageFrame
        let titlePadding = parts.title.height > 0 && parts.subtitle.height > 0 ? shown.titlePadding : 0
        label.frame = CGRect(x: textFrame.minX, y: textFrame.minY, width: textFrame.width, height: parts.title.height)
        subtitleLabel.frame = CGRect(
            x: textFrame.minX, y: textFrame.minY + parts.title.height + titlePadding, width: textFrame.width,
            height: parts.subtitle.height)
    }
}
