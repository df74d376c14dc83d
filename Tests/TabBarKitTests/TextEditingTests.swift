import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct TextEditingTests {
    @Test func offsetsStayOnCharacterBoundaries() {
        let model = TextEditingModel(text: "a👍🏽b e\u{301}x")
        #expect(model.length == 10)
        #expect(model.clamped(NSRange(location: 2, length: 1)) == NSRange(location: 1, length: 4), "inside the emoji: the whole of it")
        #expect(model.characterEnd(after: 1) == 5 && model.characterStart(before: 5) == 1)
        #expect(model.characterStart(before: 9) == 7, "e and its accent are one character")
        model.select(NSRange(location: 8, length: 0))
        #expect(model.selection.location == 7)
        #expect(model.clamped(NSRange(location: -5, length: 99)) == NSRange(location: 0, length: 10))
    }

    @Test func wordsAndParagraphs() {
        let model = TextEditingModel(text: "one two_3  four\nnext line")
        #expect(model.wordEnd(after: 0) == 3 && model.wordEnd(after: 3) == 9)
        #expect(model.wordStart(before: 9) == 4 && model.wordStart(before: 4) == 0)
        #expect(model.wordRange(at: 5) == NSRange(location: 4, length: 5))
        #expect(model.wordRange(at: 9) == NSRange(location: 9, length: 2), "a double click on spaces selects the spaces")
        #expect(model.paragraphRange(at: 2) == NSRange(location: 0, length: 16))
        #expect(model.paragraphRange(at: 20) == NSRange(location: 16, length: 9))
    }

    @Test func typingAndDeletingRunsUndoAsOneEachButAMoveEndsTheRun() {
        let undo = UndoManager()
        let model = TextEditingModel()
        model.undoManager = { undo }
        for c in ["B", "r", "o", "n", "x"] {
            model.replace(model.selection, with: c, as: .typing)
            undo.closeEventGroup()
        }
        model.replace(NSRange(location: 4, length: 1), with: "", as: .deleting)
        undo.closeEventGroup()
        model.replace(NSRange(location: 3, length: 1), with: "", as: .deleting)
        undo.closeEventGroup()
        #expect(model.text == "Bro")
        model.select(NSRange(location: 0, length: 0))
        model.replace(model.selection, with: "The ", as: .typing)
        undo.closeEventGroup()
        undo.undo()
        #expect(model.text == "Bro")
        undo.undo()
        #expect(model.text == "Bronx" && model.selection == NSRange(location: 5, length: 0), "both deletions at once, the caret back")
        undo.undo()
        #expect(model.text == "" && !undo.canUndo)
        undo.redo()
        undo.redo()
        #expect(model.text == "Bro")
    }

    @Test func markingRecordsNothingUntilCommittedAndAbandoningRestores() {
        let undo = UndoManager()
        let model = TextEditingModel(text: "Hi ")
        model.undoManager = { undo }
        model.setMarkedText("n", selectedRange: NSRange(location: 1, length: 0))
        model.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(!undo.canUndo && model.markedRange == NSRange(location: 3, length: 2) && model.caret == 5)
        model.unmarkText()
        undo.closeEventGroup()
        #expect(model.text == "Hi ni" && model.markedRange == nil)
        model.select(NSRange(location: 0, length: 2))
        model.setMarkedText("yo", selectedRange: NSRange(location: 2, length: 0))
        model.setMarkedText("", selectedRange: NSRange())
        undo.closeEventGroup()
        #expect(model.text == " ni", "abandoning over a selection removes what it replaced")
        undo.undo()
        #expect(model.text == "Hi ni")
        undo.undo()
        #expect(model.text == "Hi ")
    }

    @Test func thePasteboardHoldsTypedItemsAndRefusesBadHostText() {
        let pasteboard = UIPasteboard.general
        #expect(pasteboard === UIPasteboard.general && !pasteboard.hasStrings)
        pasteboard.string = "Harlem"
        #expect(pasteboard.hasStrings && pasteboard.strings == ["Harlem"] && pasteboard.changeCount == 1)
        pasteboard.urls = [URL(string: "https://example.com")!]
        #expect(pasteboard.string == nil && pasteboard.url?.host == "example.com" && pasteboard.numberOfItems == 1)
        let named = UIPasteboard(name: UIPasteboard.Name("notes"), create: true)
        named?.string = "kept"
        #expect(UIPasteboard(name: UIPasteboard.Name("notes"), create: false)?.string == "kept")
        #expect(UIPasteboard(name: UIPasteboard.Name("absent"), create: false) == nil)

        var hostBytes: [UInt8]? = Array("from the host".utf8)
        var written: [String] = []
        pasteboard.hostClipboard = HostClipboard(read: { hostBytes }, write: { written.append($0) })
        #expect(pasteboard.string == "from the host")
        pasteboard.string = "to the host"
        #expect(written == ["to the host"])
        hostBytes = [0x66, 0xFF, 0xFE, 0x67]
        let messages = LogCapture.messages(from: "TabBarKit.text") { #expect(pasteboard.string == "to the host") }
        #expect(messages.contains { $0.contains("not valid UTF-8") })
    }

    @Test func aTenMegabytePasteIsTakenWholeAndTheFieldShowsTheTextAroundTheCaret() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        window.addSubview(field)
        window.makeKeyAndVisible()
        field.becomeFirstResponder()
        let line = String(repeating: "0123456789", count: 100) + "\n"
        UIPasteboard.general.string = String(repeating: line, count: 10_000)
        window.sendKey(.keyboardV, modifierFlags: .command)
        #expect(field.model.length == 10_010_000)
        #expect(!field.text!.contains("\n"), "a field takes pasted lines as one")
        let display = field.currentDisplay()
        #expect(
            display.window.length <= UITextField.displayWindowLimit && display.window.location + display.window.length == field.model.length
        )
        window.sendKey(.keyboardHome)
        #expect(field.currentDisplay().window.location == 0)
        window.sendKey(.keyboardZ, modifierFlags: .command)
        #expect(field.text == "")
    }
}
