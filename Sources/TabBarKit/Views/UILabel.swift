import Foundation

/// One or more lines of read-only text, laid out by Pango.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// What is drawn. An attributed string is read into runs once, when it is set.
    private var content: StyledText?
    /// The attributed string as the app gave it, returned as it is.
    private var storedAttributedText: NSAttributedString?

    override public init(frame: CGRect) {
        super.init(frame: frame)
        // UIKit labels redraw on resize and are transparent.
        storedContentMode = .redraw
        isOpaque = false
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        storedContentMode = .redraw
        isOpaque = false
        isUserInteractionEnabled = false
    }

    open var text: String? {
        get { content?.string }
        set { show(newValue.map { StyledText($0) }, as: nil) }
    }

    /// Setting it replaces `text`; runs without a font or colour use the label's.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? content?.attributedString(base: baseAttributes) }
        set { show(newValue.map(StyledText.init), as: newValue) }
    }

    /// Shows `text` with its runs' attributes over the label's font and colour, as
    /// `attributedText` would, without making an attributed string (StyledText.swift).
    func setStyledText(_ text: StyledText?) {
        show(text, as: nil)
    }

    private func show(_ text: StyledText?, as attributed: NSAttributedString?) {
        content = text
        storedAttributedText = attributed
        textDidChange()
    }

    // Read at every measure and draw, set only whole: no runtime exclusivity check.
    @exclusivity(unchecked) open var font: UIFont! = .systemFont(ofSize: 17) { didSet { textDidChange() } }
    @exclusivity(unchecked) open var textColor: UIColor! = .label { didSet { setNeedsDisplay() } }
    @exclusivity(unchecked) open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    @exclusivity(unchecked) open var numberOfLines = 1 { didSet { textDidChange() } }
    @exclusivity(unchecked) open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    @exclusivity(unchecked) open var isEnabled = true { didSet { setNeedsDisplay() } }
    /// A one-line text wider than the label is drawn in a smaller font, down to
    /// `minimumScaleFactor` of the font's size (0, the default, shrinks nothing), as in UIKit.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Used as the width constraint for intrinsicContentSize with several lines.
    /// Kept for apps that set it: TabBarKit has one text size, so there is nothing to follow yet.
    open var adjustsFontForContentSizeCategory = false
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    private var baseAttributes: [NSAttributedString.Key: Any] {
        [.font: font as Any, .foregroundColor: textColor as Any]
    }

    private func textDidChange() {
        lastMeasure = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The last size measured and the width it was measured for: layout asks again and
    /// again (a tab bar lays out every button on each selection), and Pango shapes the
    /// text each time. Whatever changes the size goes through `textDidChange`.
    private var lastMeasure: (width: CGFloat?, size: CGSize)?

    private var defaults: TextLayout.Defaults {
        TextLayout.Defaults(
            font: font ?? .systemFont(ofSize: 17),
            color: isEnabled ? (textColor ?? .label) : UIColor.label.withAlphaComponent(0.3),
            alignment: textAlignment, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines
        )
    }

    private var drawnText: StyledText? {
        // No closure: one would check the actor at each call, and layout measures every label.
        guard let content, !content.isEmpty else { return nil }
        return content
    }

    // MARK: Sizing

    override open var intrinsicContentSize: CGSize {
        measure(width: intrinsicWidthLimit)
    }

    /// The width several lines wrap at for the intrinsic size: `preferredMaxLayoutWidth`,
    /// else, for a label placed by constraints, the width layout gave it (as UIKit does:
    /// the first pass lays the text out on one line, the label's new width wraps it, and
    /// the next pass makes room for the lines); none for one line.
    private var intrinsicWidthLimit: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return translatesAutoresizingMaskIntoConstraints ? nil : wrappingWidth
    }

    /// The width layout last gave a constrained label of several lines.
    private var wrappingWidth: CGFloat?

    override func boundsSizeDidChange() {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, !translatesAutoresizingMaskIntoConstraints,
            bounds.width > 0, bounds.width != wrappingWidth
        else { return }
        let before = intrinsicContentSize
        wrappingWidth = bounds.width
        if intrinsicContentSize != before { invalidateIntrinsicContentSize() }
    }

    /// The text block is centred vertically: its first baseline an ascender below its top,
    /// its last a descender above its bottom.
    override func baselinePlacement(first: Bool) -> (heightFactor: CGFloat, offset: CGFloat) {
        let height = intrinsicContentSize.height
        return first ? (0.5, font.ascender - height / 2) : (0.5, height / 2 + font.descender)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        return measure(width: width)
    }

    /// UIKit rounds label sizes up to whole points; an empty label measures zero.
    private func measure(width: CGFloat?) -> CGSize {
        if let lastMeasure, lastMeasure.width == width { return lastMeasure.size }
        guard let text = drawnText else { return .zero }
        let size = TextLayout.size(of: text, defaults: defaults, width: width)
        let rounded = CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
        lastMeasure = (width, rounded)
        return rounded
    }

    // MARK: Drawing

    /// The rectangle the text occupies: the bounds' width, its own height, centred vertically.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text = drawnText else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        var d = defaults
        d.numberOfLines = numberOfLines
        let height = min(bounds.height, TextLayout(text, defaults: d, width: bounds.width, height: bounds.height).size.height)
        return CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - height) / 2, width: bounds.width, height: height)
    }

    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let text = drawnText else { return }
        let layout = TextLayout(text, defaults: defaultsFitting(text, width: rect.width), width: rect.width, height: rect.height)
        let height = min(rect.height, layout.size.height)
        let top = rect.minY + (rect.height - height) / 2
        layout.draw(in: context, rect: CGRect(x: rect.minX, y: top, width: rect.width, height: height))
    }

    override open func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// The defaults with the font shrunk so that one line of `text` fits `width`, when the
    /// label adjusts its font size; the text's own fonts (attributed runs) keep their size.
    private func defaultsFitting(_ text: StyledText, width: CGFloat) -> TextLayout.Defaults {
        var fitting = defaults
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, minimumScaleFactor < 1,
            width > 0, minimumScaleFactor.isFinite
        else { return fitting }
        let natural = TextLayout(text, defaults: fitting, width: nil).size.width
        guard natural > width else { return fitting }
        let scale = max(minimumScaleFactor, width / natural)
        fitting.font = fitting.font.withSize(fitting.font.pointSize * scale)
        return fitting
    }
}
