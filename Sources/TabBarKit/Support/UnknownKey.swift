import Foundation

/// Foundation on Linux has no key-value coding. The classes that answer the few keys UIKit
/// code uses (a tab bar controller's "tabBar", a tab bar item's "view") answer them; every
/// other key is refused here, by name, where UIKit would raise `NSUnknownKeyException`.
enum UnknownKey {
    static func read(_ key: String, of object: AnyObject) -> Any? {
        Log.application.error("value(forKey:): \(type(of: object)) has no key \(key.quotedForLog()) that can be read here")
        return nil
    }

    static func write(_ key: String, of object: AnyObject) {
        Log.application.error("setValue(_:forKey:): \(type(of: object)) has no key \(key.quotedForLog()) that can be set here; ignored")
    }
}
