import Foundation

/// Per-thread objects: UIKit's current-context stack is per thread, and Pango contexts
/// must not be shared between threads.
enum ThreadLocal {
    static func object<T: AnyObject>(_ key: String, make: () -> T) -> T {
        let dictionary = Thread.current.threadDictionary
        if let existing = dictionary[key] as? T { return existing }
        let created = make()
        dictionary[key] = created
        return created
    }
}
