import Foundation

/// What a text field lays out and where: a window of its text (the whole text unless it is
/// very long), laid out on one line, and how far that line is scrolled so that the caret
/// shows. Offsets of the model and of the layout differ by the window's start, and in a
/// secure field by the dots standing for whole characters.
@MainActor
final class TextFieldDisplay {
    /// The model's range laid out.
    let window: NSRange
    let layout: TextLayout
    private let windowText: String
    private let secure: Bool
    /// How far the line is scrolled left, in points, while editing.
    var scrollX: CGFloat = 0

    init(window: NSRange, windowText: String, layout: TextLayout, secure: Bool) {
        self.window = window
        self.windowText = windowText
        self.layout = layout
        self.secure = secure
    }

    var width: CGFloat { layout.size.width }
    var lineHeight: CGFloat { layout.size.height }

    /// The layout's offset for a model offset, pinned inside the window.
    func layoutOffset(ofModel offset: Int) -> Int {
        let inside = min(max(offset - window.location, 0), window.length)
        guard secure else { return inside }
        return windowText.prefix(utf16Offset: inside).count
    }

    /// The model's offset for a layout offset.
    func modelOffset(ofLayout offset: Int) -> Int {
        guard secure else { return window.location + offset }
        let characters = windowText.prefix(offset)
        return window.location + characters.utf16.count
    }

    /// The caret's x in the layout for a model offset.
    func caretX(ofModel offset: Int) -> CGFloat {
        layout.caretRect(at: layoutOffset(ofModel: offset)).minX
    }

    /// Scrolls the least that keeps `x` (a caret) inside `visibleWidth`.
    func scroll(toShow x: CGFloat, visibleWidth: CGFloat) {
        let limit = max(0, width + TextCaretView.width - visibleWidth)
        if x - scrollX > visibleWidth - TextCaretView.width { scrollX = x - visibleWidth + TextCaretView.width }
        if x < scrollX { scrollX = x }
        scrollX = min(max(scrollX, 0), limit)
    }
}

extension String {
    /// The characters up to `utf16Offset`.
    fileprivate func prefix(utf16Offset: Int) -> Substring {
        self[..<String.Index(utf16Offset: min(utf16Offset, utf16.count), in: self)]
    }
}

extension UITextField {
    /// The display for the text as it is, made anew when the text or look changed or when
    /// the caret has left a long text's window; a new window keeps the caret where it was
    /// on screen.
    func currentDisplay() -> TextFieldDisplay {
        let caret = model.caret
        if let display,
            display.window.location == 0 && display.window.length == model.length
                || isInsideWindow(caret, display.window)
        {
            return display
        }
        let previous = display
        let window = displayWindow(around: caret)
        let windowText = model.substring(window)
        let shown = displayString(of: windowText)
        var defaults = TextLayout.Defaults(font: resolvedFont, color: textColor ?? .label, alignment: .left, numberOfLines: 1)
        // Not editing, a long text ends in an ellipsis; editing, it scrolls.
        defaults.lineBreakMode = isEditing ? .byClipping : .byTruncatingTail
        // Text set attributed from code keeps its runs until it is edited.
        let styled: StyledText =
            if let styledText, styledText.string == shown, window.length == model.length { styledText } else {
                StyledText(shown, attributes: extraAttributes.isEmpty ? nil : extraAttributes)
            }
        var layoutDefaults = defaults
        if !isEditing, adjustsFontSizeToFitWidth {
            layoutDefaults.font = fittingFont(for: styled, defaults: defaults)
        }
        let layout = TextLayout(styled, defaults: layoutDefaults, width: isEditing ? nil : textView.bounds.width)
        let made = TextFieldDisplay(window: window, windowText: windowText, layout: layout, secure: isSecureTextEntry)
        if let previous, isEditing {
            // Where the caret was on screen, it stays.
            let onScreen = previous.caretX(ofModel: caret) - previous.scrollX
            made.scrollX = made.caretX(ofModel: caret) - onScreen
        }
        display = made
        return made
    }

    private func isInsideWindow(_ offset: Int, _ window: NSRange) -> Bool {
        let margin = Self.displayWindowLimit / 4
        let start = window.location == 0 ? 0 : window.location + margin
        let end = window.location + window.length == model.length ? model.length : window.location + window.length - margin
        return offset >= start && offset <= end
    }

    /// The whole text, or for a long one the part around `caret`.
    private func displayWindow(around caret: Int) -> NSRange {
        let limit = Self.displayWindowLimit
        guard model.length > limit else { return NSRange(location: 0, length: model.length) }
        let start = max(0, min(caret - limit / 2, model.length - limit))
        return model.clamped(NSRange(location: start, length: limit))
    }

    /// A font small enough for the text to fit the field's width, no smaller than
    /// `minimumFontSize` (UIKit's floor when that is 0 is 14 points at most).
    private func fittingFont(for text: StyledText, defaults: TextLayout.Defaults) -> UIFont {
        let width = TextLayout(text, defaults: defaults, width: nil).size.width
        let available = textView.bounds.width
        guard width > available, available > 0 else { return defaults.font }
        let floor = minimumFontSize > 0 ? minimumFontSize : min(defaults.font.pointSize, 14)
        return defaults.font.withSize(max(floor, defaults.font.pointSize * available / width))
    }
}
