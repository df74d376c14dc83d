import Foundation

// Beginning and ending editing, the edits the user makes and what hears of them, in
// UIKit's order: the delegate first, then the control's actions, then the notification.
extension UITextField: TextEditorHost {
    var editorIsMultiline: Bool { false }
    var editorAllowsCopying: Bool { !isSecureTextEntry }
    var editorIsRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
    var editorUndoManager: UndoManager? { undoManager }
    var editorPasteboard: UIPasteboard { application.runtime.pasteboards.general }

    func editorShouldReplace(_ range: NSRange, with text: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
    }

    func editorDidChangeText() {
        if styledText?.string != model.text { styledText = nil }
        textDidChangeDisplay()
        updateCaret()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    func editorDidChangeSelection() {
        textView.setNeedsDisplay()
        updateCaret()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// Return: the delegate may refuse; else `.editingDidEndOnExit` (and the primary
    /// action) are sent, and a field with actions for the former stops editing.
    func editorDidReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let endsOnExit = actionEntries.contains { $0.events.contains(.editingDidEndOnExit) }
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if endsOnExit { resignFirstResponder() }
    }

    func editorOffset(from offset: Int, movingLines lines: Int) -> Int? { nil }

    func editorLineBounds(at offset: Int) -> (start: Int, end: Int) { (0, model.length) }

    // MARK: Beginning and ending

    func beginEditing() {
        isEditing = true
        if clearsOnBeginEditing, !model.text.isEmpty {
            model.setText("")
            styledText = nil
        } else {
            model.select(NSRange(location: model.length, length: 0))
        }
        textDidChangeDisplay()
        setNeedsLayout()
        layoutIfNeeded()
        updateCaret()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    func endEditing(reason: DidEndEditingReason) {
        isEditing = false
        display = nil
        caretView.hide()
        setNeedsLayout()
        textView.setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self, reason: reason)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(
            name: Self.textDidEndEditingNotification, object: self, userInfo: [Self.didEndEditingReasonUserInfoKey: reason.rawValue])
    }

    // MARK: Keys

    /// Editing keys, and Tab moving to the next field (Shift: the previous one).
    func handleKey(_ key: UIKey) -> Bool {
        if key.keyCode == .keyboardTab, key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]) {
            return moveFocus(backward: key.modifierFlags.contains(.shift))
        }
        return editor.handle(key)
    }

    /// Makes the next text field of the window in reading order the first responder.
    private func moveFocus(backward: Bool) -> Bool {
        guard let window else { return false }
        var fields: [UITextField] = []
        func collect(_ view: UIView) {
            if let field = view as? UITextField, field.isEnabled, !field.isHidden, field.window != nil { fields.append(field) }
            for subview in view.subviews where !subview.isHidden { collect(subview) }
        }
        collect(window)
        let origins = fields.map { $0.convert(CGPoint.zero, to: window) }
        let order = fields.indices.sorted { a, b in
            origins[a].y != origins[b].y ? origins[a].y < origins[b].y : origins[a].x < origins[b].x
        }
        guard let mine = order.firstIndex(where: { fields[$0] === self }), order.count > 1 else { return true }
        let next = fields[order[(mine + (backward ? order.count - 1 : 1)) % order.count]]
        next.becomeFirstResponder()
        return true
    }

    // MARK: Caret

    /// Shows the caret at the selection while editing with an empty selection.
    func updateCaret() {
        guard isEditing, model.selection.length == 0 else {
            caretView.hide()
            return
        }
        let display = currentDisplay()
        display.scroll(toShow: display.caretX(ofModel: model.caret), visibleWidth: textView.bounds.width)
        let origin = textView.lineOrigin(of: display)
        let x = min(max(display.caretX(ofModel: model.caret) + origin.x, 0), max(0, textView.bounds.width - TextCaretView.width))
        caretView.show(at: CGRect(x: x, y: origin.y, width: TextCaretView.width, height: display.lineHeight))
        textView.setNeedsDisplay()
    }

    // MARK: Positions

    func offset(of position: UITextPosition) -> Int? { model.offset(of: position) }

    func nsRange(_ range: UITextRange) -> NSRange? { model.range(of: range) }

    /// The model offset at `point` (in the field's space).
    func offset(at point: CGPoint) -> Int {
        let display = currentDisplay()
        let origin = textView.lineOrigin(of: display)
        let local = textView.convert(point, from: self)
        let layoutOffset = display.layout.offset(at: CGPoint(x: local.x - origin.x, y: display.lineHeight / 2))
        return display.modelOffset(ofLayout: layoutOffset)
    }
}
