import Foundation

/// An object that lets `appearance()` proxies style its instances, as UIKit's views and bar
/// items do. Only the type methods UIKit code calls most are offered (not the trait-collection
/// variants; <doc:DEVIATIONS>).
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// An object an appearance proxy can name as a container: views and view controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIView: UIAppearance, UIAppearanceContainer {
    public static func appearance() -> Self {
        appearance(whenContainedInInstancesOf: [])
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        UIApplication.current.appearanceRegistry.proxy(of: self, containedIn: containerTypes)
    }
}

extension UIBarItem: UIAppearance {
    public static func appearance() -> Self {
        appearance(whenContainedInInstancesOf: [])
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        UIApplication.current.appearanceRegistry.proxy(of: self, containedIn: containerTypes)
    }
}

extension UIViewController: UIAppearanceContainer {}
