import Foundation

// A text view's editing: the edits the user makes, offered to the delegate first and then
// told (`textViewDidChange(_:)`, the notification), the caret, and positions in the
// paragraphs. Unlike a field, Return and Tab type themselves.
extension UITextView: TextEditorHost {
    var editorIsMultiline: Bool { true }
    var editorAllowsCopying: Bool { true }
    var editorIsRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
    var editorUndoManager: UndoManager? { undoManager }
    var editorPasteboard: UIPasteboard { application.runtime.pasteboards.general }

    func editorShouldReplace(_ range: NSRange, with text: String) -> Bool {
        guard isEditable else { return false }
        return textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    func editorDidChangeText() {
        if styledText?.string != model.text { styledText = nil }
        // Only the paragraphs the edit touched are laid out again, at the next layout.
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        layoutIfNeeded()
        revealCaret()
        textDelegate?.textViewDidChangeSelection(self)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    func editorDidChangeSelection() {
        redrawSelection()
        updateCaret()
        revealCaret()
        textDelegate?.textViewDidChangeSelection(self)
    }

    func editorDidReturn() {}

    func editorOffset(from offset: Int, movingLines lines: Int) -> Int? {
        measureIfNeeded()
        let index = paragraphs.index(containing: offset)
        let paragraph = paragraphs.paragraphs[index]
        let layout = layout(of: paragraph)
        let local = offset - paragraph.range.location
        if let moved = layout.offset(from: local, movingLines: lines) { return paragraph.range.location + moved }
        let x = layout.caretRect(at: local).minX
        let target = index + (lines < 0 ? -1 : 1)
        guard paragraphs.paragraphs.indices.contains(target) else { return nil }
        let next = paragraphs.paragraphs[target]
        let nextLayout = self.layout(of: next)
        let y = lines < 0 ? max(0, nextLayout.size.height - 1) : 1
        return next.range.location + nextLayout.offset(at: CGPoint(x: x, y: y))
    }

    func editorLineBounds(at offset: Int) -> (start: Int, end: Int) {
        measureIfNeeded()
        let paragraph = paragraphs.paragraphs[paragraphs.index(containing: offset)]
        let line = layout(of: paragraph).lineBounds(at: offset - paragraph.range.location)
        return (paragraph.range.location + line.start, paragraph.range.location + line.end)
    }

    // MARK: Beginning and ending

    func beginEditing() {
        updateCaret()
        guard isEditable else { return }
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    func endEditing() {
        caretView.hide()
        redrawSelection()
        guard isEditable else { return }
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    /// Tab types a tab; the rest are the editor's keys (copying only when not editable).
    func handleKey(_ key: UIKey) -> Bool {
        if key.keyCode == .keyboardTab, key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]) {
            guard isEditable else { return false }
            insertText("\t")
            return true
        }
        return editor.handle(key)
    }

    // MARK: Tiling

    /// Shows a fragment view for each paragraph on screen, reusing those that scrolled off.
    func tileFragments() {
        guard !paragraphs.paragraphs.isEmpty else { return }
        let top = bounds.minY - textContainerInset.top
        let first = paragraphs.index(atY: top)
        let last = paragraphs.index(atY: top + bounds.height)
        let shown = paragraphs.paragraphs[first...last]
        let wanted = Set(shown.map(ObjectIdentifier.init))
        for (key, view) in fragments where !wanted.contains(key) {
            view.isHidden = true
            view.paragraph = nil
            spareFragments.append(view)
            fragments[key] = nil
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let x = textContainerInset.left
        let width = bounds.width - textContainerInset.left - textContainerInset.right
        for paragraph in shown {
            let key = ObjectIdentifier(paragraph)
            let view: TextViewFragmentView
            if let existing = fragments[key] {
                view = existing
            } else {
                view = spareFragments.popLast() ?? TextViewFragmentView(textView: self)
                if view.superview !== self { insertSubview(view, belowSubview: caretView) }
                view.paragraph = paragraph
                view.isHidden = false
                fragments[key] = view
                view.setNeedsDisplay()
            }
            let frame = CGRect(x: x, y: textContainerInset.top + paragraph.top, width: width, height: paragraph.height)
            if view.frame != frame { view.frame = frame }
            if view.isStale { view.setNeedsDisplay() }
        }
        CATransaction.commit()
        paragraphs.dropLayouts(outside: first...last)
    }

    /// The fragments on screen draw the selection and marked text anew.
    func redrawSelection() {
        for view in fragments.values { view.setNeedsDisplay() }
    }

    // MARK: Caret

    /// The caret's rectangle for `offset`, in the text view's content.
    func contentRect(forCaretAt offset: Int) -> CGRect {
        measureIfNeeded()
        let paragraph = paragraphs.paragraphs[paragraphs.index(containing: offset)]
        let caret = layout(of: paragraph).caretRect(at: offset - paragraph.range.location)
        return CGRect(
            x: textContainerInset.left + textContainer.lineFragmentPadding + caret.minX,
            y: textContainerInset.top + paragraph.top + caret.minY, width: TextCaretView.width, height: caret.height)
    }

    func updateCaret() {
        guard isFirstResponder, isEditable, model.selection.length == 0 else {
            caretView.hide()
            return
        }
        caretView.show(at: contentRect(forCaretAt: model.caret))
    }

    /// Scrolls the caret into view while editing a scrolling text view.
    func revealCaret() {
        guard isFirstResponder, isScrollEnabled else { return }
        scrollRectToVisible(contentRect(forCaretAt: editor.movingEnd).insetBy(dx: 0, dy: -4), animated: false)
    }

    // MARK: Positions and touches

    func offset(of position: UITextPosition) -> Int? { model.offset(of: position) }

    func nsRange(_ range: UITextRange) -> NSRange? { model.range(of: range) }

    /// The offset nearest `point`, in the text view's content.
    func offset(atContentPoint point: CGPoint) -> Int {
        measureIfNeeded()
        let y = point.y - textContainerInset.top
        let paragraph = paragraphs.paragraphs[paragraphs.index(atY: y)]
        let local = CGPoint(
            x: point.x - textContainerInset.left - textContainer.lineFragmentPadding,
            y: min(max(y - paragraph.top, 0), paragraph.height - 1))
        return paragraph.range.location + layout(of: paragraph).offset(at: local)
    }

    /// A tap (a touch that did not scroll): editing begins with the caret there; in a text
    /// being edited, two taps select the word and three the paragraph.
    func tapped(_ touch: UITouch) {
        let point = touch.location(in: self)
        guard let start = touchStart, hypot(point.x - start.x, point.y - start.y) < 10, isSelectable || isEditable else { return }
        let wasEditing = isFirstResponder
        guard becomeFirstResponder() else { return }
        let offset = offset(atContentPoint: point)
        switch wasEditing ? touch.tapCount : 1 {
        case 1: editor.select(NSRange(location: offset, length: 0))
        case 2: editor.select(model.wordRange(at: offset), anchor: model.wordRange(at: offset).location)
        default: editor.select(model.paragraphRange(at: offset), anchor: model.paragraphStart(at: offset))
        }
        updateCaret()
    }
}
