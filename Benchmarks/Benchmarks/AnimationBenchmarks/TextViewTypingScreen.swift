import Foundation
@_spi(Hosting) import TabBarKit

/// A text view filling a window, being edited: each tick is one keystroke (a letter typed,
/// then deleted, in the middle of the first screenful) and the frame that shows it. The
/// text is `paragraphs` paragraphs of fifty characters, so 2,000 make 100 KB.
@MainActor
final class TextViewTypingScreen: TickingScreen {
    static let size = CGSize(width: 375, height: 667)
    let renderer: ViewRenderer
    private let window: UIWindow
    private let textView: UITextView
    private var time: TimeInterval
    private var typed = false

    init(paragraphs: Int) {
        window = UIWindow(frame: CGRect(origin: .zero, size: Self.size))
        textView = UITextView(frame: window.bounds)
        textView.font = .systemFont(ofSize: 17)
        let line = "Paragraph of the borough guide, fifty characters."
        textView.text = Array(repeating: line, count: paragraphs).joined(separator: "\n")
        window.addSubview(textView)
        window.makeKeyAndVisible()
        renderer = ViewRenderer(rootView: window, scale: 2)
        time = UIApplication.shared.currentTime
        precondition(textView.becomeFirstResponder(), "the text view did not take the keyboard")
        textView.selectedRange = NSRange(location: 5 * 50 + 20, length: 0)
        renderer.render()
        for _ in 0..<60 { tick() }
        let before = textView.text.utf16.count
        tick()
        precondition(textView.text.utf16.count != before, "typing did not reach the text view")
    }

    /// One keystroke and its frame at 60 Hz.
    @discardableResult
    func tick() -> Bool {
        if typed { window.sendKey(.keyboardDeleteOrBackspace) } else { window.sendText("a") }
        typed.toggle()
        time += 1.0 / 60
        return UIApplication.shared.tick(at: time)
    }
}
