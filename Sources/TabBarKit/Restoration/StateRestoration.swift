import Foundation

/// Saves and restores the state of a controller tree, as UIKit's state preservation does:
/// a controller takes part when it and every ancestor have a restoration identifier; its
/// state is what its `encodeRestorableState(with:)` writes into a RestorationCoder, kept
/// under the path of identifiers. Restoring decodes parents before children, so a tab bar
/// controller selects its tab and a navigation controller rebuilds its stack before their
/// children decode.
@MainActor
enum StateRestoration {
    /// Components of a path are joined with the unit separator, which identifiers never hold.
    static let separator = "\u{1F}"

    static func states(of root: UIViewController) -> [String: [String: StateValue]] {
        var states: [String: [String: StateValue]] = [:]
        visit(root, path: []) { controller, path in
            let coder = RestorationCoder(owner: path.joined(separator: "/"))
            controller.encodeRestorableState(with: coder)
            states[path.joined(separator: separator)] = coder.values
        }
        return states
    }

    /// Decodes each saved state into the controller at its path; returns the controllers
    /// restored, which are then told `applicationFinishedRestoringState()`.
    @discardableResult
    static func restore(
        _ states: [String: [String: StateValue]], into root: UIViewController, for application: UIApplication
    ) -> [UIViewController] {
        var restored: [UIViewController] = []
        visit(root, path: []) { controller, path in
            guard let values = states[path.joined(separator: separator)] else { return }
            controller.decodeRestorableState(
                with: RestorationCoder(values: values, owner: path.joined(separator: "/"), application: application))
            restored.append(controller)
        }
        for controller in restored { controller.applicationFinishedRestoringState() }
        return restored
    }

    /// The controllers under `controller` whose state is kept under its path: a tab bar
    /// controller's tabs wherever More has them, a navigation controller's stack.
    static func restorableChildren(of controller: UIViewController) -> [UIViewController] {
        if let tabs = controller as? UITabBarController { return tabs.tabControllers }
        if let navigation = controller as? UINavigationController { return navigation.shownStack }
        return controller.children
    }

    /// Visits, parents first, every controller with a full path of identifiers. Children are
    /// read after the parent's visit, since decoding may change them.
    private static func visit(
        _ controller: UIViewController, path: [String],
        _ body: (UIViewController, [String]) -> Void
    ) {
        guard let identifier = controller.restorationIdentifier, !identifier.isEmpty else { return }
        let path = path + [identifier]
        body(controller, path)
        for child in restorableChildren(of: controller) { visit(child, path: path, body) }
        if let presented = controller.presentedChild?.presented { visit(presented, path: path, body) }
    }
}
