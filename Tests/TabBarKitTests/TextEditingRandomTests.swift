import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Random editing of a text field as a user does it (typing, deleting, moving and
/// extending, clicking, copy, cut, paste, compositions, undo and redo), with the shown
/// text, the model, the selection and the undo history checked to agree after every step.
@Suite(.freshApplication)
@MainActor
struct TextEditingRandomTests {
    private static let typed = ["a", "Bk", " ", "é", "e\u{301}", "👍🏽", "日本", "x y", "\n"]
    private static let compositions = ["に", "にほ", "にほん", "ㅎ", "한"]

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomEditingKeepsTextSelectionScreenAndUndoInStep(seed: UInt64) throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        let field = UITextField(frame: CGRect(x: 10, y: 20, width: 300, height: 34))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())
        try run(seed: seed, window: window, input: field, model: field.model) { step in
            try checkInvariants(field, step: step, seed: seed)
        }
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func randomEditingOfATextViewKeepsItsParagraphsInStep(seed: UInt64) throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let textView = UITextView(frame: window.bounds)
        window.addSubview(textView)
        window.makeKeyAndVisible()
        #expect(textView.becomeFirstResponder())
        try run(seed: seed, window: window, input: textView, model: textView.model) { step in
            let context = "seed \(seed) step \(step)"
            try #require(textView.text == textView.model.text, "\(context)")
            try #require(textView.model.clamped(textView.model.selection) == textView.model.selection, "\(context)")
            window.layoutIfNeeded()
            try checkParagraphs(of: textView, context)
            for fragment in textView.fragments.values {
                let paragraph = try #require(fragment.paragraph)
                try #require(
                    textView.layout(of: paragraph).string == textView.model.substring(paragraph.range),
                    "\(context): a fragment shows its paragraph")
            }
        }
    }

    /// Runs 600 random user steps on `input` in `window`, checking after each.
    private func run(seed: UInt64, window: UIWindow, input: any UITextInput, model: TextEditingModel, check: (Int) throws -> Void) throws {
        var random = SeededGenerator(seed: seed)
        let modifiers: [UIKeyModifierFlags] = [[], .shift, .alternate, [.shift, .alternate], .command, [.shift, .command]]

        for step in 0..<600 {
            let op = Int.random(in: 0..<16, using: &random)
            switch op {
            case 0, 1, 2: window.sendText(Self.typed.randomElement(using: &random)!)
            case 3: window.sendKey(.keyboardDeleteOrBackspace, modifierFlags: Bool.random(using: &random) ? [] : .alternate)
            case 4: window.sendKey(.keyboardDeleteForward)
            case 5:
                let key: UIKeyboardHIDUsage = [.keyboardLeftArrow, .keyboardRightArrow, .keyboardHome, .keyboardEnd].randomElement(
                    using: &random)!
                window.sendKey(key, modifierFlags: modifiers.randomElement(using: &random)!)
            case 6: window.sendKey(.keyboardA, modifierFlags: .command)
            case 7: window.sendKey(.keyboardC, modifierFlags: .command)
            case 8: window.sendKey(.keyboardX, modifierFlags: .control)
            case 9: window.sendKey(.keyboardV, modifierFlags: .command)
            case 10:
                let marked = Self.compositions.randomElement(using: &random)!
                window.setMarkedText(marked, selectedRange: NSRange(location: marked.utf16.count, length: 0))
            case 11:
                if Bool.random(using: &random) { window.unmarkText() } else { window.setMarkedText(nil, selectedRange: NSRange()) }
            case 12: window.sendKey(.keyboardZ, modifierFlags: .command)
            case 13: window.sendKey(.keyboardZ, modifierFlags: [.command, .shift])
            case 14: window.sendTap(at: CGPoint(x: CGFloat.random(in: 0...320, using: &random), y: 37))
            default:
                let a = Int.random(in: -3...(model.length + 3), using: &random)
                let b = Int.random(in: -3...(model.length + 3), using: &random)
                let start = TextOffsetPosition(a)
                let end = TextOffsetPosition(b)
                input.selectedTextRange = input.textRange(from: start, to: end)
            }
            try check(step)
            if step % 60 == 59 { try checkUndoHistory(model, window: window, step: step, seed: seed, check: check) }
        }
        try checkUndoHistory(model, window: window, step: 600, seed: seed, check: check)
    }

    private func checkInvariants(_ field: UITextField, step: Int, seed: UInt64) throws {
        let model = field.model
        let context = "seed \(seed) step \(step)"
        try #require(field.text == model.text, "\(context): the field's text is the model's")
        try #require(model.length == model.text.utf16.count, "\(context)")
        try #require(
            model.clamped(model.selection) == model.selection, "\(context): the selection \(model.selection) lies on characters in the text"
        )
        if let marked = model.markedRange {
            try #require(marked.location + marked.length <= model.length, "\(context): the marked text is inside the text")
            try #require(model.selection.location >= marked.location && model.caret <= marked.location + marked.length, "\(context)")
        }
        let display = field.currentDisplay()
        try #require(
            display.layout.string == field.displayString(of: model.substring(display.window)), "\(context): the screen shows the model")
        try #require(field.caretView.isHidden == (model.selection.length > 0), "\(context): a caret shows exactly when nothing is selected")
        try #require(!field.text!.contains("\n"), "\(context): a field holds one line")
    }

    /// Undoing everything empties the input; redoing everything brings the text back.
    private func checkUndoHistory(
        _ model: TextEditingModel, window: UIWindow, step: Int, seed: UInt64, check: (Int) throws -> Void
    ) throws {
        window.unmarkText()
        let text = model.text
        let undo = try #require(window.undoManager)
        var undone = 0
        while undo.canUndo, undone < 10_000 {
            window.sendKey(.keyboardZ, modifierFlags: .command)
            undone += 1
        }
        try #require(model.text == "", "seed \(seed) step \(step): undoing everything leaves no text, not \(model.text)")
        for _ in 0..<undone { window.sendKey(.keyboardZ, modifierFlags: [.command, .shift]) }
        try #require(model.text == text, "seed \(seed) step \(step): redoing everything restores \(text), not \(model.text)")
        try check(step)
    }
}
