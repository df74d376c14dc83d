import Foundation
import TabBarKit

/// `--report-text-edits`: each change a user makes to a text field, as a line naming the
/// field (its accessibility label) and what it now reads, for a harness that types into
/// the window.
enum TextEditReport {
    @MainActor
    static func start() {
        _ = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: nil, queue: nil) { note in
            // Posted on the main thread, by the field, as every change the user makes is.
            let field = note.object as? UITextField
            let line = MainActor.assumeIsolated { () -> String? in
                guard let field else { return nil }
                return "tabbar-demo: text field \"\(field.accessibilityLabel ?? "")\" reads \"\(field.text ?? "")\""
            }
            guard let line else { return }
            print(line)
            fflush(nil)
        }
    }
}
