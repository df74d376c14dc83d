import Foundation

/// A single line of editable text (docs/reference/TEXT-INPUT.md, "Text field"): a border,
/// a placeholder while empty, a clear button and side views, and, while it is the first
/// responder, a blinking caret and a selection. Typing comes from the host's input method
/// through the window; editing keys, clicks and drags move the caret and select.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
    /// The rounded border's corner radius and the inset of text inside borders.
    static let roundedCornerRadius: CGFloat = 5
    static let roundedTextInset: CGFloat = 7
    static let lineTextInset: CGFloat = 3
    /// The clear button's glyph size and its gap from the trailing edge.
    static let clearButtonSize: CGFloat = 19
    static let clearButtonInset: CGFloat = 6
    /// Beyond this many UTF-16 units, only a window of text around the caret is laid out
    /// (a field shows a few dozen characters; laying out megabytes to show them is waste).
    static let displayWindowLimit = 4_000

    // MARK: Text

    /// The text, never nil when read (UIKit answers "" for a field with no text).
    open var text: String? {
        get { model.text }
        set { setTextFromCode(newValue ?? "", styled: nil) }
    }

    open var attributedText: NSAttributedString? {
        get { (styledText ?? StyledText(model.text)).attributedString(base: defaultTextAttributes) }
        set { setTextFromCode(newValue?.string ?? "", styled: newValue.map(StyledText.init)) }
    }

    open var textColor: UIColor? = .label {
        didSet { textDidChangeDisplay() }
    }
    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet { textDidChangeDisplay() }
    }
    open var textAlignment: NSTextAlignment = .natural {
        didSet { textDidChangeDisplay() }
    }
    /// The attributes of the text, font and colour included (setting them sets those).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            var attributes = extraAttributes
            attributes[.font] = resolvedFont
            attributes[.foregroundColor] = textColor ?? .label
            return attributes
        }
        set {
            var rest = newValue
            if let font = rest.removeValue(forKey: .font) as? UIFont { self.font = font }
            if let color = rest.removeValue(forKey: .foregroundColor) as? UIColor { textColor = color }
            extraAttributes = rest
            textDidChangeDisplay()
        }
    }
    /// The default attributes other than font and colour (kerning, say).
    var extraAttributes: [NSAttributedString.Key: Any] = [:]
    open var typingAttributes: [NSAttributedString.Key: Any]?
    open var allowsEditingTextAttributes = false

    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }
    open var attributedPlaceholder: NSAttributedString? {
        didSet { textView.setNeedsDisplay() }
    }

    open var borderStyle = BorderStyle.none {
        didSet { borderDidChange() }
    }
    open var background: UIImage? {
        didSet { borderDidChange() }
    }
    open var disabledBackground: UIImage? {
        didSet { borderDidChange() }
    }

    open var clearsOnBeginEditing = false
    /// Kept for apps that set it: TabBarKit has one text size, so there is nothing to follow yet.
    open var adjustsFontForContentSizeCategory = false
    open var clearsOnInsertion = false
    /// A text wider than the field is drawn in a smaller font, down to `minimumFontSize`.
    open var adjustsFontSizeToFitWidth = false {
        didSet { textDidChangeDisplay() }
    }
    open var minimumFontSize: CGFloat = 0 {
        didSet { textDidChangeDisplay() }
    }

    open var clearButtonMode = ViewMode.never {
        didSet { setNeedsLayout() }
    }
    open var leftView: UIView? {
        didSet { sideViewDidChange(from: oldValue, to: leftView) }
    }
    open var leftViewMode = ViewMode.never {
        didSet { setNeedsLayout() }
    }
    open var rightView: UIView? {
        didSet { sideViewDidChange(from: oldValue, to: rightView) }
    }
    open var rightViewMode = ViewMode.never {
        didSet { setNeedsLayout() }
    }

    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is being edited: it is the first responder.
    open internal(set) var isEditing = false

    /// Kept for apps that set them; there is no on-screen keyboard to show them in.
    open var inputAccessoryView: UIView?
    open var inputView: UIView?

    // MARK: Text input traits

    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType!
    /// Shows each character as a dot and refuses copying out.
    open var isSecureTextEntry = false {
        didSet { textDidChangeDisplay() }
    }
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    open weak var inputDelegate: (any UITextInputDelegate)?

    // MARK: Parts

    let model = TextEditingModel()
    private(set) lazy var editor = TextEditor(model: model, host: self)
    /// The attributed text set from code, while the text is still that text.
    var styledText: StyledText?
    let textView = TextFieldTextView()
    let caretView = TextCaretView()
    private let borderView = UIView()
    private let backgroundImageView = UIImageView()
    private(set) lazy var clearButton = makeClearButton()
    /// What is laid out and how far it is scrolled; rebuilt when stale.
    var display: TextFieldDisplay?
    /// A drag's fixed end and whether it selects by words or paragraphs.
    var dragSelection: (anchor: NSRange, unit: Int)?

    override public init(frame: CGRect) {
        super.init(frame: frame)
        addParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addParts()
    }

    private func addParts() {
        isAccessibilityElement = true
        for part in [borderView, backgroundImageView] as [UIView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        textView.field = self
        addSubview(textView)
        textView.addSubview(caretView)
        caretView.hide()
        borderDidChange()
    }

    var resolvedFont: UIFont { font ?? .systemFont(ofSize: 17) }

    // MARK: Changes

    private func setTextFromCode(_ newText: String, styled: StyledText?) {
        editor.unmark()
        model.setText(newText)
        styledText = styled?.isPlain == true ? nil : styled
        textDidChangeDisplay()
    }

    /// The text or its look changed: lay out again.
    func textDidChangeDisplay() {
        display = nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        textView.setNeedsDisplay()
    }

    private func borderDidChange() {
        let enabledImage = isEnabled ? background : (disabledBackground ?? background)
        backgroundImageView.image = borderStyle == .roundedRect ? nil : enabledImage
        borderView.layer.cornerRadius = borderStyle == .roundedRect ? Self.roundedCornerRadius : 0
        switch borderStyle {
        case .roundedRect:
            borderView.backgroundColor = isEnabled ? .systemBackground : .secondarySystemBackground
            borderView.layer.borderColor = Self.roundedBorderColor.cgColor
        case .line:
            borderView.backgroundColor = nil
            borderView.layer.borderColor = UIColor.label.cgColor
        case .bezel:
            borderView.backgroundColor = nil
            borderView.layer.borderColor = UIColor.systemGray.cgColor
        case .none:
            borderView.backgroundColor = nil
            borderView.layer.borderColor = nil
        }
        textDidChangeDisplay()
    }

    /// The hairline grey of the rounded border (docs/reference/TEXT-INPUT.md).
    static let roundedBorderColor = UIColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1)

    private func sideViewDidChange(from old: UIView?, to new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        setNeedsLayout()
    }

    override func stateDidChange() {
        super.stateDidChange()
        borderDidChange()
        textView.setNeedsDisplay()
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        textView.setNeedsDisplay()
    }

    // MARK: Layout

    override open var intrinsicContentSize: CGSize {
        let font = resolvedFont
        let shown = model.text.isEmpty ? (attributedPlaceholder?.string ?? "") : displayString(of: model.text)
        let width = TextLayout.size(of: StyledText(shown), defaults: TextLayout.Defaults(font: font, numberOfLines: 1), width: nil).width
        let insets = horizontalTextInset * 2
        switch borderStyle {
        case .roundedRect: return CGSize(width: ceil(width + insets), height: (font.lineHeight + 14).rounded(.down))
        case .line, .bezel: return CGSize(width: ceil(width + insets), height: (font.lineHeight + 10).rounded())
        case .none: return CGSize(width: ceil(width), height: ceil(font.lineHeight))
        }
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override open func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let border = borderRect(forBounds: bounds)
        borderView.frame = border
        borderView.layer.borderWidth = borderStyle == .roundedRect ? 1 / max(traitCollection.displayScale, 1) : borderStyle == .none ? 0 : 1
        backgroundImageView.frame = border
        layOutOverlays()
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        if textView.frame != rect {
            textView.frame = rect
            display = nil
            textView.setNeedsDisplay()
        }
        CATransaction.commit()
        updateCaret()
    }

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    private var showsClearButton: Bool { shows(clearButtonMode) && !model.text.isEmpty }
    private var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    private var showsRightView: Bool { rightView != nil && shows(rightViewMode) }

    private func layOutOverlays() {
        for (view, shown, rect) in [
            (leftView, showsLeftView, leftViewRect(forBounds: bounds)), (rightView, showsRightView, rightViewRect(forBounds: bounds)),
        ] {
            guard let view else { continue }
            if shown {
                if view.superview !== self { addSubview(view) }
                view.frame = rect
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
        clearButton.isHidden = !showsClearButton
        if showsClearButton { clearButton.frame = clearButtonRect(forBounds: bounds) }
    }

    private var horizontalTextInset: CGFloat {
        switch borderStyle {
        case .roundedRect: return Self.roundedTextInset
        case .line, .bezel: return Self.lineTextInset
        case .none: return 0
        }
    }

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The text's rectangle: inside the border, beside the side views and clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset = horizontalTextInset
        let left = showsLeftView ? leftViewRect(forBounds: bounds).maxX : bounds.minX + inset
        let right =
            showsRightView
            ? rightViewRect(forBounds: bounds).minX : showsClearButton ? clearButtonRect(forBounds: bounds).minX : bounds.maxX - inset
        return CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }

    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let trailing = showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        let size = Self.clearButtonSize
        return CGRect(x: trailing - Self.clearButtonInset - size, y: bounds.midY - size / 2, width: size, height: size)
    }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = sideViewSize(leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = sideViewSize(rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// A side view keeps its frame's size; one with none takes its own fitting size.
    private func sideViewSize(_ view: UIView) -> CGSize {
        view.bounds.size != .zero ? view.bounds.size : view.sizeThatFits(bounds.size)
    }

    // MARK: Drawing hooks

    /// Draws the text in `rect`; subclasses override to draw differently.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        textView.drawContent(in: context, rect: rect)
    }

    open func drawPlaceholder(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        textView.drawPlaceholder(in: context, rect: rect)
    }

    /// The string shown for `text`: a dot per character for a secure field.
    func displayString(of text: String) -> String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
    }

    // MARK: Clear button

    private func makeClearButton() -> UIButton {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        button.tintColor = .tertiaryLabel
        button.accessibilityLabel = "Clear text"
        button.isHidden = true
        button.addAction(UIAction { [unowned self] _ in clearTapped() }, for: .touchUpInside)
        addSubview(button)
        return button
    }

    private func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        editor.userReplace(NSRange(location: 0, length: model.length), with: "")
    }

    // MARK: First responder

    override open var canBecomeFirstResponder: Bool { isEnabled }

    /// Editing begins if the delegate agrees: the caret shows, and the delegate, the
    /// `.editingDidBegin` actions and the notification hear of it, in that order.
    @discardableResult
    override open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditing()
        return true
    }

    /// Editing ends if the delegate agrees; marked text is committed first.
    @discardableResult
    override open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        editor.unmark()
        guard super.resignFirstResponder() else { return false }
        endEditing(reason: .committed)
        return true
    }

    override open func didMoveToWindow() {
        super.didMoveToWindow()
        // A field taken off screen stops editing, whatever its delegate says.
        if window == nil, isEditing {
            editor.unmark()
            _ = super.resignFirstResponder()
            endEditing(reason: .committed)
        }
    }

    // MARK: Keys and touches

    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var others = Set<UIPress>()
        for press in presses {
            guard isEditing, let key = press.key, handleKey(key) else {
                others.insert(press)
                continue
            }
        }
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        beginSelecting(with: touch)
        return true
    }

    override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        continueSelecting(with: touch)
        return true
    }

    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        endSelecting(with: touch)
    }

    // MARK: Key input (in the class, as apps override them: a code field's deleteBackward)

    open var hasText: Bool { !model.text.isEmpty }

    open func insertText(_ text: String) {
        if clearsOnInsertion, model.selection.length == 0, !model.text.isEmpty, model.markedRange == nil {
            editor.select(NSRange(location: 0, length: model.length))
        }
        editor.insert(text)
    }

    open func deleteBackward() {
        editor.deleteBackward()
    }

    // MARK: Text input

    open func text(in range: UITextRange) -> String? {
        guard let range = nsRange(range) else { return nil }
        return model.substring(range)
    }

    /// Replaces text as code does: no delegate is asked, and it can be undone.
    open func replace(_ range: UITextRange, withText text: String) {
        guard let range = nsRange(range) else { return }
        editor.unmark()
        model.replace(range, with: TextEditor.singleLine(text))
        editorDidChangeText()
    }

    open var selectedTextRange: UITextRange? {
        get { TextOffsetRange(model.selection) }
        set {
            guard let newValue, let range = nsRange(newValue) else { return }
            editor.select(range)
        }
    }

    open var markedTextRange: UITextRange? { model.markedRange.map(TextOffsetRange.init) }

    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        editor.setMarkedText(markedText, selectedRange: selectedRange)
    }

    open func unmarkText() {
        editor.unmark()
        textView.setNeedsDisplay()
    }

    open var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    open var endOfDocument: UITextPosition { TextOffsetPosition(model.length) }

    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        model.textRange(from: fromPosition, to: toPosition)
    }

    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        model.position(from: position, offset: offset)
    }

    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .right: return self.position(from: position, offset: offset)
        case .left: return self.position(from: position, offset: -offset)
        case .up: return offset == 0 ? position : beginningOfDocument
        case .down: return offset == 0 ? position : endOfDocument
        }
    }

    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        model.compare(position, to: other)
    }

    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        model.distance(from: from, to: toPosition)
    }

    open func caretRect(for position: UITextPosition) -> CGRect {
        let display = currentDisplay()
        let origin = textView.lineOrigin(of: display)
        let x = display.caretX(ofModel: offset(of: position) ?? 0) + origin.x
        let rect = CGRect(x: x, y: origin.y, width: TextCaretView.width, height: display.lineHeight)
        return textView.convert(rect, to: self)
    }

    open func firstRect(for range: UITextRange) -> CGRect {
        guard let nsRange = nsRange(range) else { return .null }
        let display = currentDisplay()
        let origin = textView.lineOrigin(of: display)
        let start = display.caretX(ofModel: nsRange.location)
        let end = display.caretX(ofModel: nsRange.location + nsRange.length)
        let rect = CGRect(x: min(start, end) + origin.x, y: origin.y, width: abs(end - start), height: display.lineHeight)
        return textView.convert(rect, to: self)
    }

    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        TextOffsetPosition(offset(at: point))
    }

    open func characterRange(at point: CGPoint) -> UITextRange? {
        model.characterRange(at: offset(at: point))
    }

    // MARK: Accessibility

    override open var accessibilityValue: String? {
        get { super.accessibilityValue ?? (model.text.isEmpty ? nil : displayString(of: model.text)) }
        set { super.accessibilityValue = newValue }
    }

    override open var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }
}
