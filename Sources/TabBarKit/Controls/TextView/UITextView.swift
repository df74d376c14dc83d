import Foundation

/// Editable, scrolling text of many lines (docs/reference/TEXT-INPUT.md, "Text view"). Each
/// paragraph is laid out and drawn on its own, so typing in a long text costs what it costs
/// in a short one. Without scrolling it sizes itself to its text under Auto Layout.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
    /// The text, never nil when read.
    open var text: String! {
        get { model.text }
        set { setTextFromCode(newValue ?? "", styled: nil) }
    }

    open var attributedText: NSAttributedString! {
        get { (styledText ?? StyledText(model.text)).attributedString(base: textAttributes) }
        set { setTextFromCode(newValue?.string ?? "", styled: newValue.map(StyledText.init)) }
    }

    /// nil draws UIKit's default, the 12 point system font.
    open var font: UIFont? {
        didSet { restyle() }
    }
    open var textColor: UIColor? {
        didSet { restyle() }
    }
    open var textAlignment: NSTextAlignment = .natural {
        didSet { restyle() }
    }
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var allowsEditingTextAttributes = false
    open var isEditable = true
    /// Whether text can be selected (and copied) when not editable.
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { restyle() }
    }
    /// The text container's padding and limits.
    public let textContainer = NSTextContainer()
    open var clearsOnInsertion = false
    /// Kept for apps that set it: TabBarKit has one text size, so there is nothing to follow yet.
    open var adjustsFontForContentSizeCategory = false

    /// Declared with the scroll view's type, as `UITableView.delegate` is: Swift cannot
    /// narrow an inherited property's type. Assign a `UITextViewDelegate` (<doc:DEVIATIONS>).
    override open var delegate: UIScrollViewDelegate? {
        didSet { textDelegate = delegate as? any UITextViewDelegate }
    }
    weak var textDelegate: (any UITextViewDelegate)?

    /// Kept for apps that set them; there is no on-screen keyboard.
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
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    open weak var inputDelegate: (any UITextInputDelegate)?

    // MARK: Parts

    let model = TextEditingModel()
    private(set) lazy var editor = TextEditor(model: model, host: self)
    let paragraphs = TextViewParagraphs()
    var styledText: StyledText?
    let caretView = TextCaretView()
    /// The fragment views on screen, by paragraph, and spares to reuse.
    var fragments: [ObjectIdentifier: TextViewFragmentView] = [:]
    var spareFragments: [TextViewFragmentView] = []
    /// Whether paragraphs must be measured (and placed) before the next layout.
    var needsMeasure = true
    /// Where a touch went down, to tell a tap from a scroll.
    var touchStart: CGPoint?

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// A text view, as UIKit's iOS 16 initializer; TextKit 1 and 2 lay out the same here.
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero)
    }

    private func setUp() {
        model.recordsEdits = true
        backgroundColor = .systemBackground
        isAccessibilityElement = true
        textContainer.changed = { [unowned self] in restyle() }
        paragraphs.reset(to: "")
        caretView.hide()
        addSubview(caretView)
    }

    var resolvedFont: UIFont { font ?? .systemFont(ofSize: 12) }

    var textAttributes: [NSAttributedString.Key: Any] {
        [.font: resolvedFont, .foregroundColor: textColor ?? .label]
    }

    var layoutDefaults: TextLayout.Defaults {
        TextLayout.Defaults(font: resolvedFont, color: textColor ?? .label, alignment: textAlignment, lineBreakMode: .byWordWrapping)
    }

    private func setTextFromCode(_ newText: String, styled: StyledText?) {
        editor.unmark()
        model.setText(newText)
        styledText = styled?.isPlain == true ? nil : styled
        _ = model.takeEdits()
        paragraphs.reset(to: newText)
        textDidChangeLayout()
    }

    /// Font, colour or insets changed: every paragraph is laid out again.
    private func restyle() {
        paragraphs.reset(to: model.text)
        textDidChangeLayout()
    }

    func textDidChangeLayout() {
        needsMeasure = true
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Layout

    /// The width paragraphs wrap at.
    var textWidth: CGFloat {
        max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
    }

    override open var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        measureIfNeeded()
        return CGSize(
            width: UIView.noIntrinsicMetric, height: ceil(paragraphs.totalHeight + textContainerInset.top + textContainerInset.bottom))
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let store = TextViewParagraphs()
        store.reset(to: model.text)
        let width = max(0, size.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
        store.measure(width: width, text: model.text, defaults: layoutDefaults, styled: styledText)
        return CGSize(width: size.width, height: ceil(store.totalHeight + textContainerInset.top + textContainerInset.bottom))
    }

    override open func layoutSubviews() {
        measureIfNeeded()
        let size = CGSize(width: bounds.width, height: ceil(paragraphs.totalHeight + textContainerInset.top + textContainerInset.bottom))
        if contentSize != size { contentSize = size }
        super.layoutSubviews()
        tileFragments()
        updateCaret()
    }

    func measureIfNeeded() {
        if let edits = model.takeEdits() {
            for edit in edits { paragraphs.apply(range: edit.range, newLength: edit.newLength, in: model.text) }
        } else {
            paragraphs.reset(to: model.text)
        }
        guard needsMeasure || paragraphs.width != textWidth || paragraphs.paragraphs.contains(where: \.needsMeasure) else { return }
        paragraphs.measure(width: textWidth, text: model.text, defaults: layoutDefaults, styled: styledText)
        needsMeasure = false
    }

    func layout(of paragraph: TextViewParagraphs.Paragraph) -> TextLayout {
        paragraphs.layout(of: paragraph, text: model.text, defaults: layoutDefaults, styled: styledText)
    }

    // MARK: First responder

    override open var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    @discardableResult
    override open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable, !(textDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditing()
        return true
    }

    @discardableResult
    override open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if isEditable, !(textDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
        editor.unmark()
        guard super.resignFirstResponder() else { return false }
        endEditing()
        return true
    }

    override open func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, isFirstResponder {
            editor.unmark()
            _ = super.resignFirstResponder()
            endEditing()
        }
    }

    // MARK: Keys and touches

    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var others = Set<UIPress>()
        for press in presses {
            guard isFirstResponder, let key = press.key, handleKey(key) else {
                others.insert(press)
                continue
            }
        }
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchStart = touches.first?.location(in: self)
        super.touchesBegan(touches, with: event)
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if let touch = touches.first { tapped(touch) }
        touchStart = nil
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        touchStart = nil
    }

    // MARK: Key input

    open var hasText: Bool { !model.text.isEmpty }

    open func insertText(_ text: String) {
        guard isEditable else { return }
        editor.insert(text)
    }

    open func deleteBackward() {
        guard isEditable else { return }
        editor.deleteBackward()
    }

    // MARK: Selection

    open var selectedRange: NSRange {
        get { model.selection }
        set { editor.select(newValue) }
    }

    open func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        scrollRectToVisible(contentRect(forCaretAt: model.clamped(range).location), animated: false)
    }

    // MARK: Text input

    open func text(in range: UITextRange) -> String? {
        guard let range = nsRange(range) else { return nil }
        return model.substring(range)
    }

    open func replace(_ range: UITextRange, withText text: String) {
        guard let range = nsRange(range) else { return }
        editor.unmark()
        model.replace(range, with: text)
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
        guard isEditable else { return }
        editor.setMarkedText(markedText, selectedRange: selectedRange)
    }

    open func unmarkText() {
        editor.unmark()
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
        guard var current = self.offset(of: position) else { return nil }
        switch direction {
        case .right: return self.position(from: position, offset: offset)
        case .left: return self.position(from: position, offset: -offset)
        case .up, .down:
            for _ in 0..<max(offset, 0) {
                guard let next = editorOffset(from: current, movingLines: direction == .down ? 1 : -1) else { return nil }
                current = next
            }
            return TextOffsetPosition(current)
        }
    }

    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        model.compare(position, to: other)
    }

    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        model.distance(from: from, to: toPosition)
    }

    open func caretRect(for position: UITextPosition) -> CGRect {
        contentRect(forCaretAt: offset(of: position) ?? 0)
    }

    open func firstRect(for range: UITextRange) -> CGRect {
        guard let range = nsRange(range) else { return .null }
        let start = contentRect(forCaretAt: range.location)
        let end = contentRect(forCaretAt: range.location + range.length)
        guard end.minY == start.minY else {
            return CGRect(x: start.minX, y: start.minY, width: bounds.width - start.minX, height: start.height)
        }
        return CGRect(x: start.minX, y: start.minY, width: end.minX - start.minX, height: start.height)
    }

    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        TextOffsetPosition(offset(atContentPoint: point))
    }

    open func characterRange(at point: CGPoint) -> UITextRange? {
        model.characterRange(at: offset(atContentPoint: point))
    }

    // MARK: Accessibility

    override open var accessibilityValue: String? {
        get { super.accessibilityValue ?? model.text }
        set { super.accessibilityValue = newValue }
    }
}

/// Where a text view's text is laid out: TabBarKit keeps the padding at each line's ends
/// and the limits on lines, which apps set on UIKit's text container.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// Told when a property that changes the layout is set.
    var changed: () -> Void = {}

    open var lineFragmentPadding: CGFloat = 5 {
        didSet { changed() }
    }
    open var maximumNumberOfLines = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView = true
    open var heightTracksTextView = false
    open var size = CGSize(width: 10_000_000, height: 10_000_000)

    override public init() { super.init() }
}
