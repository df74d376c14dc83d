import Foundation

/// A control showing a title and an image, each settable per state. A value not set for
/// the current state falls back to the `.normal` one, as in UIKit (so a selected button
/// being pressed shows the normal title unless one is set for `[.selected, .highlighted]`).
///
/// System buttons draw their title and images in the tint colour, dim them to 20 % while
/// highlighted and grey them when disabled; custom buttons use white titles and leave
/// their content as it is.
@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close

        public static var roundedRect: ButtonType { .system }
    }

    public private(set) var buttonType = ButtonType.custom

    /// UIKit's system button font and the padding above and below its title.
    static let defaultFontSize: CGFloat = 15
    static let titleVerticalPadding: CGFloat = 6
    /// How far a system button's content fades while pressed.
    static let highlightedAlpha: CGFloat = 0.2

    private var titles: [State: String] = [:]
    private var titleColors: [State: UIColor] = [:]
    private var images: [State: UIImage] = [:]
    private var backgroundImages: [State: UIImage] = [:]

    /// Whether the pointer shows an effect over the button (Pointer/UIButton+Pointer.swift).
    open var isPointerInteractionEnabled = false {
        didSet { updatePointerInteraction() }
    }
    /// Chooses the button's pointer style; setting one enables the pointer interaction.
    open var pointerStyleProvider: PointerStyleProvider? {
        didSet { if pointerStyleProvider != nil { isPointerInteractionEnabled = true } }
    }
    /// The interaction `isPointerInteractionEnabled` adds, kept to take it away again, with
    /// its delegate (which the interaction holds weakly).
    var ownPointerInteraction: (interaction: UIPointerInteraction, style: ButtonPointerStyle)?

    private let backgroundImageView = UIImageView()
    let contentImageView = UIImageView()
    let label = UILabel()

    // MARK: Menu (UIButton+Menu.swift)

    /// The menu the button shows on a long press, or on touch down when it shows its
    /// menu as its primary action.
    open var menu: UIMenu? {
        didSet { menuDidChange() }
    }
    /// Whether the button is a pop-up button: it keeps one action of its menu chosen and
    /// shows that action's title.
    open var changesSelectionAsPrimaryAction = false {
        didSet { menuDidChange() }
    }
    open var preferredMenuElementOrder = UIContextMenuConfiguration.ElementOrder.automatic

    override open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let menu else { return nil }
        let configuration = UIContextMenuConfiguration(actionProvider: { _ in menu })
        configuration.preferredMenuElementOrder = preferredMenuElementOrder
        return configuration
    }

    // MARK: Configuration (UIButton+ConfigurationDisplay.swift)

    /// What the button shows, in place of its per-state titles and images, when set.
    open var configuration: Configuration? {
        didSet { configurationDidChange() }
    }
    /// Called when the state changes (or `setNeedsUpdateConfiguration()` is called), to
    /// set the configuration for it.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the configuration shown follows the state (`Configuration.updated(for:)`).
    open var automaticallyUpdatesConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// The configuration as shown, updated for the state.
    var shownConfiguration: Configuration?
    var configurationUpdateIsPending = false
    /// Whether `updateConfiguration()` is running (the handler setting the configuration
    /// does not ask for another update).
    var isUpdatingConfiguration = false
    let subtitleLabel = UILabel()
    let configuredBackground = BackgroundConfigurationView()
    /// The title's font before a configuration set its own, put back when it goes.
    var fontBeforeConfiguration: UIFont?

    /// Asks for `updateConfiguration()` at the next layout.
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        configurationUpdateIsPending = true
        setNeedsLayout()
    }

    /// Runs the update handler, then shows the configuration for the current state.
    /// Subclasses that override it set `configuration` here, as the handler does.
    open func updateConfiguration() {
        configurationUpdateIsPending = false
        isUpdatingConfiguration = true
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
        showConfiguration()
    }

    /// A button showing `configuration`, running `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        self.configuration = configuration
        // Set in the class's own initializer, the property does not call its observer.
        configurationDidChange()
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        addContentViews()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addContentViews()
    }

    /// A button of `buttonType`; the close, add and info types come with their image.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if let image = SystemButtonImages.image(for: buttonType) {
            images[.normal] = image
            bounds.size = image.size
        }
        updateContent()
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    private func addContentViews() {
        // A button is an accessibility element, a button, named by its title unless told.
        isAccessibilityElement = true
        accessibilityTraits = .button
        backgroundImageView.isHidden = true
        contentImageView.isHidden = true
        label.isHidden = true
        label.font = .systemFont(ofSize: Self.defaultFontSize)
        label.textAlignment = .center
        addSubview(backgroundImageView)
        addSubview(contentImageView)
        addSubview(label)
        updateContent()
    }

    /// Everything but custom buttons behaves as a system button.
    private var isSystem: Bool { buttonType != .custom }

    private var explicitAccessibilityLabel: String?
    override open var accessibilityLabel: String? {
        get { explicitAccessibilityLabel ?? configuration?.title ?? currentTitle }
        set { explicitAccessibilityLabel = newValue }
    }

    open var titleLabel: UILabel? { label }
    open var imageView: UIImageView? { contentImageView }

    // MARK: Per-state values

    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        updateContent()
    }

    open func title(for state: State) -> String? {
        titles[state] ?? titles[.normal]
    }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        updateContent()
    }

    /// A colour set for `state`, else the system's grey for a disabled system button, else
    /// the `.normal` colour, else the default: the tint for system buttons, white for custom.
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state] { return color }
        if isSystem, state.contains(.disabled) { return .tertiaryLabel }
        return titleColors[.normal] ?? (isSystem ? tintColor : .white)
    }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        updateContent()
    }

    open func image(for state: State) -> UIImage? {
        images[state] ?? images[.normal]
    }

    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state] = image
        updateContent()
    }

    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state] ?? backgroundImages[.normal]
    }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    // MARK: Appearance

    override func stateDidChange() {
        updateContent()
    }

    override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    override var ownsSingleTaps: Bool { true }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    /// Shows the current state's title, colour and images (a configured button shows its
    /// configuration for the state instead).
    func updateContent() {
        if configuration != nil { return setNeedsUpdateConfiguration() }
        let title = currentTitle ?? ""
        let image = currentImage
        let sizeChanges = label.text != title || contentImageView.image?.size != image?.size
        label.text = title
        label.isHidden = title.isEmpty
        label.textColor = currentTitleColor
        // System buttons draw plain images as templates, in the tint (grey when disabled).
        if isSystem, let image, image.renderingMode == .automatic {
            contentImageView.image = image.withRenderingMode(.alwaysTemplate)
        } else {
            contentImageView.image = image
        }
        contentImageView.tintColor = isSystem && !isEnabled ? .tertiaryLabel : nil
        contentImageView.isHidden = image == nil
        backgroundImageView.image = currentBackgroundImage
        backgroundImageView.isHidden = currentBackgroundImage == nil
        let alpha = isSystem && isHighlighted ? Self.highlightedAlpha : 1
        label.alpha = alpha
        contentImageView.alpha = alpha
        if sizeChanges { invalidateIntrinsicContentSize() }
        setNeedsLayout()
    }

    // MARK: Layout

    private var titleSize: CGSize {
        guard !label.isHidden else { return .zero }
        return label.intrinsicContentSize
    }

    private var imageSize: CGSize {
        contentImageView.isHidden ? .zero : (currentImage?.size ?? .zero)
    }

    /// The image and title side by side; a title adds UIKit's padding above and below.
    override open var intrinsicContentSize: CGSize {
        if configuration != nil { return configuredContentSize }
        let title = titleSize, image = imageSize
        let titleHeight = title.height > 0 ? title.height + 2 * Self.titleVerticalPadding : 0
        return CGSize(width: image.width + title.width, height: max(image.height, titleHeight))
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds }

    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let (imageWidth, titleWidth) = widths(in: contentRect)
        let x = contentStart(in: contentRect, width: imageWidth + titleWidth)
        return CGRect(x: x, y: top(of: imageSize.height, in: contentRect), width: imageWidth, height: imageSize.height)
    }

    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let (imageWidth, titleWidth) = widths(in: contentRect)
        let x = contentStart(in: contentRect, width: imageWidth + titleWidth) + imageWidth
        let height = min(titleSize.height, contentRect.height)
        return CGRect(x: x, y: top(of: height, in: contentRect), width: titleWidth, height: height)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        if configuration != nil { return layOutConfiguration() }
        let content = contentRect(forBounds: bounds)
        backgroundImageView.frame = backgroundRect(forBounds: bounds)
        contentImageView.frame = pixelAligned(imageRect(forContentRect: content))
        label.frame = pixelAligned(titleRect(forContentRect: content))
    }

    /// The image keeps its width; the title gets the rest (all of it when filling).
    private func widths(in content: CGRect) -> (image: CGFloat, title: CGFloat) {
        let image = min(imageSize.width, content.width)
        let available = content.width - image
        let title = contentHorizontalAlignment == .fill ? available : min(titleSize.width, available)
        return (image, title)
    }

    private func contentStart(in content: CGRect, width: CGFloat) -> CGFloat {
        switch contentHorizontalAlignment {
        case .center: return content.minX + (content.width - width) / 2
        case .left, .leading, .fill: return content.minX
        case .right, .trailing: return content.maxX - width
        }
    }

    private func top(of height: CGFloat, in content: CGRect) -> CGFloat {
        switch contentVerticalAlignment {
        case .center, .fill: return content.minY + (content.height - height) / 2
        case .top: return content.minY
        case .bottom: return content.maxY - height
        }
    }

    private func pixelAligned(_ rect: CGRect) -> CGRect {
        let scale = UIScreen.main.scale
        return CGRect(
            x: (rect.minX * scale).rounded() / scale, y: (rect.minY * scale).rounded() / scale,
            width: (rect.width * scale).rounded(.up) / scale, height: (rect.height * scale).rounded(.up) / scale)
    }
}
