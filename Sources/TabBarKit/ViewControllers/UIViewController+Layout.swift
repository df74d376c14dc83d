import Foundation

/// Anything that has traits and hears when they change.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}

extension UIViewController {
    /// The view's traits once it is in a window; before that, the parent's or the screen's.
    public var traitCollection: UITraitCollection {
        if let window = loadedView?.window { return window.traitCollection }
        if let parent { return parent.traitCollection }
        if let presentingViewController { return presentingViewController.traitCollection }
        return UIScreen.main.traitCollection
    }

    /// The safe area the view has beyond its own position: additional insets, plus the
    /// bars a container lays over the child (the navigation bar).
    var extraSafeAreaInsets: UIEdgeInsets {
        additionalSafeAreaInsets + containerOverlayInsets
    }

    /// The transition coordinator of the transition this controller, or an ancestor, is in.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        var current: UIViewController? = self
        while let controller = current {
            if let coordinator = controller.activeCoordinator { return coordinator }
            current = controller.parent
        }
        return nil
    }

    /// Tells this controller and its children (then a presented controller) that the traits
    /// changed, parents first.
    func notifyTraitChange(from previous: UITraitCollection) {
        containerTraitsDidChange(from: previous)
        traitCollectionDidChange(previous)
        for child in children { child.notifyTraitChange(from: previous) }
        presentedChild?.presented.notifyTraitChange(from: previous)
    }
}
