import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@MainActor
private final class RecordingTextViewDelegate: NSObject, UITextViewDelegate {
    let log: EventLog
    var allowsChange = true
    init(log: EventLog) { self.log = log }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.add("shouldBegin")
        return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.add("didBegin") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.add("shouldChange \(range.location),\(range.length) \(text.debugDescription)")
        return allowsChange
    }
    func textViewDidChangeSelection(_ textView: UITextView) { log.add("didChangeSelection") }
    func textViewDidChange(_ textView: UITextView) { log.add("didChange") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log.add("shouldEnd")
        return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { log.add("didEnd") }
}

/// The paragraphs a text view keeps tile its text exactly: each ends where a line break is.
@MainActor
func checkParagraphs(of textView: UITextView, _ context: String = "") throws {
    textView.measureIfNeeded()
    let units = Array(textView.model.text.utf16)
    var expected = 0
    for (index, paragraph) in textView.paragraphs.paragraphs.enumerated() {
        try #require(paragraph.range.location == expected, "\(context) paragraph \(index) starts at \(expected)")
        let end = paragraph.range.location + paragraph.range.length
        try #require(!units[paragraph.range.location..<end].contains(0x0A), "\(context) paragraph \(index) holds no break")
        if index < textView.paragraphs.paragraphs.count - 1 { try #require(end < units.count && units[end] == 0x0A, "\(context)") }
        expected = end + 1
    }
    try #require(expected == units.count + 1, "\(context) the paragraphs reach the end")
}

@Suite(.freshApplication)
@MainActor
struct TextViewTests {
    private func scene(text: String = "") -> (window: UIWindow, textView: UITextView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        textView.font = .systemFont(ofSize: 17)
        textView.text = text
        window.addSubview(textView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, textView)
    }

    @Test func itHasUIKitsDefaults() {
        let textView = UITextView()
        #expect(textView.text == "" && textView.font == nil && textView.isEditable && textView.isSelectable)
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5 && textView.isScrollEnabled)
    }

    @Test func returnAndTabTypeThemselvesAndTheDelegateHearsInOrder() throws {
        let (window, textView) = scene()
        let log = EventLog()
        let delegate = RecordingTextViewDelegate(log: log)
        textView.delegate = delegate
        textView.becomeFirstResponder()
        window.sendText("Queens")
        window.sendKey(.keyboardReturnOrEnter)
        window.sendKey(.keyboardTab)
        window.sendText("NY")
        #expect(textView.text == "Queens\n\tNY")
        #expect(log.events.prefix(5) == ["shouldBegin", "didBegin", "shouldChange 0,0 \"Queens\"", "didChangeSelection", "didChange"])
        delegate.allowsChange = false
        window.sendText("!")
        #expect(textView.text == "Queens\n\tNY")
        try checkParagraphs(of: textView)
        #expect(textView.paragraphs.paragraphs.count == 2)
    }

    @Test func arrowsMoveBetweenParagraphsAndLines() {
        let (window, textView) = scene(text: "Bronx\nBrooklyn\nManhattan")
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 2, length: 0)
        window.sendKey(.keyboardDownArrow)
        #expect((6...9).contains(textView.selectedRange.location), "down into Brooklyn: \(textView.selectedRange)")
        window.sendKey(.keyboardDownArrow)
        #expect(textView.selectedRange.location >= 15)
        window.sendKey(.keyboardUpArrow, modifierFlags: .command)
        #expect(textView.selectedRange.location == 0)
        window.sendKey(.keyboardEnd, modifierFlags: .shift)
        #expect(textView.model.selectedText == "Bronx")
    }

    @Test func typingLaysOutOnlyTheParagraphTypedIn() throws {
        let lines = (0..<200).map { "Paragraph \($0) of the borough guide." }
        let (window, textView) = scene(text: lines.joined(separator: "\n"))
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 5, length: 0)
        window.layoutIfNeeded()
        let before = textView.paragraphs.paragraphs.map { $0.layout }
        window.sendText("x")
        window.layoutIfNeeded()
        let after = textView.paragraphs.paragraphs.map { $0.layout }
        #expect(after[0] !== before[0], "the paragraph typed in is laid out again")
        #expect(zip(before.dropFirst(), after.dropFirst()).allSatisfy { $0 === $1 }, "the others keep their layouts")
        #expect(before.compactMap { $0 }.count < 30, "only paragraphs on screen keep a layout")
        try checkParagraphs(of: textView)
    }

    @Test func withoutScrollingItSizesItselfToItsText() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        textView.isScrollEnabled = false
        textView.font = .systemFont(ofSize: 17)
        textView.text = "One"
        let one = textView.intrinsicContentSize.height
        textView.text = "One\nTwo\nThree"
        let three = textView.intrinsicContentSize.height
        #expect(one > 16 + 17 && three > one * 2)
        #expect(textView.sizeThatFits(CGSize(width: 200, height: 0)).height == three)
    }

    @Test func aReadOnlyTextViewSelectsAndCopiesButTakesNoTyping() {
        let (window, textView) = scene(text: "Staten Island Ferry")
        textView.isEditable = false
        textView.becomeFirstResponder()
        window.sendText("x")
        window.sendKey(.keyboardDeleteOrBackspace)
        #expect(textView.text == "Staten Island Ferry")
        window.sendKey(.keyboardA, modifierFlags: .command)
        window.sendKey(.keyboardC, modifierFlags: .command)
        #expect(UIPasteboard.general.string == "Staten Island Ferry")
        #expect(textView.caretView.isHidden)
    }

    @Test func aTapPutsTheCaretInTheParagraphUnderIt() {
        let (window, textView) = scene(text: "Bronx\nBrooklyn\nManhattan")
        window.sendTap(at: CGPoint(x: 200, y: 8 + 30))
        #expect(textView.isFirstResponder)
        #expect(textView.selectedRange == NSRange(location: 14, length: 0), "the end of Brooklyn, the second line")
    }
}

@Suite(.freshApplication)
@MainActor
struct TextViewSnapshotTests {
    /// Wrapped paragraphs at the 17 point system font, a selection across a paragraph break
    /// and, in a second view, the caret.
    @Test func paragraphsWrapAndASelectionCrossesTheirBreak() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 260, height: 150))
        window.backgroundColor = .systemBackground
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 260, height: 150))
        textView.font = .systemFont(ofSize: 17)
        textView.text = "The Bronx is the northernmost of the five boroughs.\nBrooklyn lies across the East River.\n\nManhattan"
        window.addSubview(textView)
        window.makeKeyAndVisible()
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 41, length: 20)
        window.layoutIfNeeded()
        assertSnapshot(of: window, named: "text-view-selection")
    }
}
