import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Records what a text field's delegate is asked and told, and answers as set.
@MainActor
private final class RecordingFieldDelegate: NSObject, UITextFieldDelegate {
    let log: EventLog
    var allowsChange = true
    var allowsReturn = true
    var allowsEnd = true
    var onChange: ((UITextField) -> Void)?

    init(log: EventLog) { self.log = log }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.add("shouldBegin")
        return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.add("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.add("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.add("didEnd \(reason == .committed ? "committed" : "cancelled")")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.add("shouldChange \(range.location),\(range.length) \"\(string)\"")
        onChange?(textField)
        return allowsChange
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.add("shouldReturn")
        return allowsReturn
    }
}

@Suite(.freshApplication)
@MainActor
struct TextFieldTests {
    private func scene(_ frame: CGRect = CGRect(x: 20, y: 40, width: 200, height: 34)) -> (
        window: UIWindow, field: UITextField, log: EventLog
    ) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let field = UITextField(frame: frame)
        field.borderStyle = .roundedRect
        window.addSubview(field)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, field, EventLog())
    }

    private func observe(_ field: UITextField, _ log: EventLog) {
        field.addAction(UIAction { _ in log.add("editingDidBegin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in log.add("editingChanged \(field.text ?? "nil")") }, for: .editingChanged)
        field.addAction(UIAction { _ in log.add("editingDidEnd") }, for: .editingDidEnd)
    }

    @Test func itStartsEmptyWithUIKitsDefaults() {
        let field = UITextField()
        #expect(field.text == "" && field.placeholder == nil && field.borderStyle == .none)
        #expect(field.clearButtonMode == .never && field.leftViewMode == .never && !field.isEditing)
        #expect(field.font?.pointSize == 17 && field.textAlignment == .natural && !field.isSecureTextEntry)
        #expect(field.autocapitalizationType == .sentences && field.returnKeyType == .default && field.keyboardType == .default)
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34, "UIKit's rounded field is 34 points high at 17 points")
    }

    @Test func typedTextArrivesThroughTheWindowInTheFirstResponder() {
        let (window, field, _) = scene()
        window.sendText("dropped")
        #expect(field.text == "", "no first responder takes text")
        #expect(field.becomeFirstResponder() && field.isEditing && field.isFirstResponder)
        #expect(window.acceptsText)
        window.sendText("Queens")
        window.sendText(" NY")
        #expect(field.text == "Queens NY")
        window.sendKey(.keyboardDeleteOrBackspace)
        window.sendKey(.keyboardDeleteOrBackspace)
        #expect(field.text == "Queens ")
    }

    @Test func editingTellsTheDelegateThenTheActionsThenTheNotification() {
        let (window, field, log) = scene()
        let delegate = RecordingFieldDelegate(log: log)
        field.delegate = delegate
        observe(field, log)
        let observers = [
            UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification, UITextField.textDidEndEditingNotification,
        ].map {
            name in
            NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { note in
                let posted = note.name.rawValue.replacingOccurrences(of: "UITextFieldText", with: "")
                MainActor.assumeIsolated { log.add(posted) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        field.becomeFirstResponder()
        window.sendText("B")
        field.resignFirstResponder()
        #expect(
            log.events == [
                "shouldBegin", "didBegin", "editingDidBegin", "DidBeginEditingNotification",
                "shouldChange 0,0 \"B\"", "editingChanged B", "DidChangeNotification",
                "shouldEnd", "didEnd committed", "editingDidEnd", "DidEndEditingNotification",
            ])
    }

    @Test func theDelegateCanRefuseAChangeOrTheEndOfEditing() {
        let (window, field, log) = scene()
        let delegate = RecordingFieldDelegate(log: log)
        field.delegate = delegate
        field.becomeFirstResponder()
        delegate.allowsChange = false
        window.sendText("x")
        #expect(field.text == "")
        delegate.allowsEnd = false
        #expect(!field.resignFirstResponder() && field.isEditing)
    }

    @Test func aDelegateThatChangesTheTextWhileAskedWinsAndTheEditIsDroppedWithAMessage() throws {
        let (window, field, log) = scene()
        let delegate = RecordingFieldDelegate(log: log)
        field.delegate = delegate
        field.becomeFirstResponder()
        delegate.onChange = { $0.text = "FORMATTED" }
        let messages = LogCapture.messages(from: "TabBarKit.text") { window.sendText("1") }
        #expect(field.text == "FORMATTED")
        #expect(messages.contains { $0.contains("changed the text while asked") })
        #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 9)
    }

    @Test func returnAsksTheDelegateAndEndsEditingWhenActionsWantIt() {
        let (window, field, log) = scene()
        let delegate = RecordingFieldDelegate(log: log)
        field.delegate = delegate
        field.becomeFirstResponder()
        window.sendKey(.keyboardReturnOrEnter)
        #expect(field.isEditing, "with no action for .editingDidEndOnExit the field keeps editing")
        field.addAction(UIAction { _ in log.add("exit") }, for: .editingDidEndOnExit)
        delegate.allowsReturn = false
        window.sendKey(.keyboardReturnOrEnter)
        #expect(field.isEditing && !log.events.contains("exit"))
        delegate.allowsReturn = true
        window.sendKey(.keyboardReturnOrEnter)
        #expect(!field.isEditing && log.events.suffix(4) == ["shouldReturn", "exit", "shouldEnd", "didEnd committed"])
        #expect(field.text == "", "Return types nothing in a field")
    }

    @Test func keysMoveTheCaretAndShiftExtendsTheSelection() {
        let (window, field, _) = scene()
        field.becomeFirstResponder()
        window.sendText("Staten Island")
        window.sendKey(.keyboardLeftArrow, modifierFlags: .alternate)
        #expect(field.model.selection == NSRange(location: 7, length: 0))
        window.sendKey(.keyboardLeftArrow, modifierFlags: [.shift, .control])
        #expect(field.model.selection == NSRange(location: 0, length: 7))
        window.sendText("The ")
        #expect(field.text == "The Island")
        window.sendKey(.keyboardHome)
        window.sendKey(.keyboardRightArrow)
        window.sendKey(.keyboardEnd, modifierFlags: .shift)
        #expect(field.model.selectedText == "he Island")
        window.sendKey(.keyboardLeftArrow)
        #expect(field.model.selection == NSRange(location: 1, length: 0), "a selection collapses to its start")
        window.sendKey(.keyboardA, modifierFlags: .command)
        #expect(field.model.selection == NSRange(location: 0, length: 10))
        window.sendKey(.keyboardDeleteOrBackspace)
        #expect(field.text == "")
    }

    @Test func copyCutPasteAndUndoGoThroughThePasteboardAndTheWindowsUndoManager() {
        let (window, field, _) = scene()
        field.becomeFirstResponder()
        window.sendText("Bronx")
        window.sendText(" Zoo")
        window.sendKey(.keyboardA, modifierFlags: .control)
        window.sendKey(.keyboardC, modifierFlags: .control)
        #expect(UIPasteboard.general.string == "Bronx Zoo")
        window.sendKey(.keyboardRightArrow)
        window.sendKey(.keyboardV, modifierFlags: .control)
        #expect(field.text == "Bronx ZooBronx Zoo")
        window.sendKey(.keyboardZ, modifierFlags: .command)
        #expect(field.text == "Bronx Zoo")
        window.sendKey(.keyboardZ, modifierFlags: .command)
        #expect(field.text == "", "the typing run is one undo")
        window.sendKey(.keyboardZ, modifierFlags: [.command, .shift])
        #expect(field.text == "Bronx Zoo")
        #expect(field.undoManager === window.undoManager)
    }

    @Test func aSecureFieldShowsDotsAndRefusesCopying() {
        let (window, field, _) = scene()
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        window.sendText("p4ss")
        #expect(field.displayString(of: field.text ?? "") == "••••")
        UIPasteboard.general.string = "before"
        window.sendKey(.keyboardA, modifierFlags: .command)
        let messages = LogCapture.messages(from: "TabBarKit.text") { window.sendKey(.keyboardC, modifierFlags: .command) }
        #expect(UIPasteboard.general.string == "before" && messages.count == 1)
    }

    @Test func tabMovesToTheNextFieldInReadingOrder() {
        let (window, first, _) = scene()
        let second = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let beside = UITextField(frame: CGRect(x: 230, y: 40, width: 80, height: 34))
        window.addSubview(second)
        window.addSubview(beside)
        first.becomeFirstResponder()
        window.sendKey(.keyboardTab)
        #expect(beside.isFirstResponder && !first.isEditing)
        window.sendKey(.keyboardTab)
        #expect(second.isFirstResponder)
        window.sendKey(.keyboardTab, modifierFlags: .shift)
        #expect(beside.isFirstResponder)
    }

    @Test func aTapStartsEditingWithTheCaretWhereItLandedAndClicksSelect() throws {
        let (window, field, _) = scene()
        field.text = "Manhattan Bridge"
        window.layoutIfNeeded()
        window.sendTap(at: CGPoint(x: 60, y: 57))
        #expect(field.isEditing)
        let caret = field.model.caret
        #expect(caret > 1 && caret < 5, "the caret went to the tap, not the end (at \(caret))")
        // A double click selects the word under it, a triple click the line.
        window.sendTap(at: CGPoint(x: 150, y: 57))
        window.sendTap(at: CGPoint(x: 150, y: 57))
        #expect(field.model.selectedText == "Bridge")
        window.sendTap(at: CGPoint(x: 150, y: 57))
        #expect(field.model.selectedText == "Manhattan Bridge")
    }

    @Test func markedTextIsShownThenCommittedAsOneEdit() {
        let (window, field, _) = scene()
        field.becomeFirstResponder()
        window.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        window.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
        #expect(field.text == "にほ" && field.markedTextRange != nil)
        window.sendText("日本")
        #expect(field.text == "日本" && field.markedTextRange == nil)
        window.setMarkedText("ご", selectedRange: NSRange(location: 1, length: 0))
        window.setMarkedText(nil, selectedRange: NSRange())
        #expect(field.text == "日本", "an abandoned composition leaves nothing")
        window.setMarkedText("語", selectedRange: NSRange(location: 1, length: 0))
        field.resignFirstResponder()
        #expect(field.text == "日本語" && field.markedTextRange == nil, "ending editing commits the composition")
    }

    @Test func theClearButtonShowsWhileEditingAndAsksTheDelegate() {
        let (window, field, log) = scene()
        field.clearButtonMode = .whileEditing
        field.text = "Brooklyn"
        observe(field, log)
        window.layoutIfNeeded()
        #expect(field.clearButton.isHidden)
        field.becomeFirstResponder()
        window.layoutIfNeeded()
        #expect(!field.clearButton.isHidden)
        let centre = field.convert(CGPoint(x: field.clearButtonRect(forBounds: field.bounds).midX, y: 17), to: window)
        window.sendTap(at: centre)
        #expect(field.text == "" && log.events.last == "editingChanged ")
    }

    @Test func textInputPositionsAndReplaceWorkAsUITextInput() throws {
        let (_, field, _) = scene()
        field.text = "Hello world"
        let start = try #require(field.position(from: field.beginningOfDocument, offset: 6))
        let end = try #require(field.position(from: start, offset: 5))
        let range = try #require(field.textRange(from: start, to: end))
        #expect(field.text(in: range) == "world")
        field.replace(range, withText: "there")
        #expect(field.text == "Hello there")
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        #expect(field.compare(start, to: end) == .orderedAscending)
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: start)
        #expect(field.model.selectedText == "Hello ")
    }

    @Test func aFieldTakenOffScreenStopsEditing() {
        let (window, field, log) = scene()
        let delegate = RecordingFieldDelegate(log: log)
        delegate.allowsEnd = false
        field.delegate = delegate
        field.becomeFirstResponder()
        field.removeFromSuperview()
        #expect(!field.isEditing && !field.isFirstResponder && !window.acceptsText)
    }
}
