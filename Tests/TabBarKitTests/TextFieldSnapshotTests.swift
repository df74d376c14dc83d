import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct TextFieldSnapshotTests {
    /// Borders, placeholder, text, a secure field, a side view, alignment, disabled and a
    /// long text cut off at the end, none of them editing.
    @Test func itsStylesAreDrawnAsUIKitDrawsThem() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 2 * 176 + 24, height: 5 * 46 + 12))
        root.backgroundColor = .systemBackground
        func add(_ index: Int, _ configure: (UITextField) -> Void) {
            let field = UITextField(
                frame: CGRect(x: 12 + CGFloat(index % 2) * 176, y: 12 + CGFloat(index / 2) * 46, width: 164, height: 34))
            field.borderStyle = .roundedRect
            configure(field)
            root.addSubview(field)
        }
        add(0) { $0.placeholder = "Borough" }
        add(1) { $0.text = "Brooklyn" }
        add(2) {
            $0.text = "secret"; $0.isSecureTextEntry = true
        }
        add(3) {
            $0.placeholder = "Search"
            let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
            glass.tintColor = .secondaryLabel
            glass.contentMode = .center
            glass.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
            $0.leftView = glass
            $0.leftViewMode = .always
        }
        add(4) {
            $0.text = "Line"; $0.borderStyle = .line
        }
        add(5) {
            $0.text = "Bezel"; $0.borderStyle = .bezel
        }
        add(6) {
            $0.text = "No border"; $0.borderStyle = .none
        }
        add(7) {
            $0.text = "Centred"; $0.textAlignment = .center
        }
        add(8) {
            $0.text = "Disabled"; $0.isEnabled = false
        }
        add(9) { $0.text = "The Metropolitan Museum of Art, Fifth Avenue" }
        root.layoutIfNeeded()
        assertSnapshot(of: root, named: "text-field-styles")
    }

    /// A field being edited, in a window: `configure` runs after it became first responder.
    private func editing(_ text: String, _ configure: (UIWindow, UITextField) -> Void) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 58))
        window.backgroundColor = .systemBackground
        let field = UITextField(frame: CGRect(x: 12, y: 12, width: 196, height: 34))
        field.borderStyle = .roundedRect
        field.clearButtonMode = .whileEditing
        window.addSubview(field)
        window.makeKeyAndVisible()
        field.becomeFirstResponder()
        window.sendText(text)
        configure(window, field)
        window.layoutIfNeeded()
        return window
    }

    /// The caret after the last character of a text longer than the field, scrolled into view,
    /// with the clear button.
    @Test func theCaretShowsAtTheEndOfALongTextScrolledIntoView() {
        let window = editing("Grand Central Terminal, Manhattan") { _, _ in }
        assertSnapshot(of: window, named: "text-field-editing-caret")
    }

    @Test func aSelectionIsTintedBehindTheText() {
        let window = editing("Prospect Park") { window, _ in
            window.sendKey(.keyboardLeftArrow, modifierFlags: [.shift, .alternate])
        }
        assertSnapshot(of: window, named: "text-field-editing-selection")
    }

    @Test func markedTextIsUnderlined() {
        let window = editing("Tokyo ") { window, _ in
            window.setMarkedText("とうきょう", selectedRange: NSRange(location: 5, length: 0))
        }
        assertSnapshot(of: window, named: "text-field-editing-marked")
    }
}
