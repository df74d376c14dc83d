import Foundation
import TabBarKit

/// A view controller that writes every lifecycle call it gets into a shared log, as
/// "name.call", so tests can compare the order with UIKit's.
@MainActor
public final class LoggingViewController: UIViewController {
    public let name: String
    public let log: EventLog

    public init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    public required init?(coder: NSCoder) { fatalError("not used in tests") }

    override public func loadView() { log.add("\(name).loadView"); super.loadView() }
    override public func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override public func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear(\(animated))") }
    override public func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear(\(animated))") }
    override public func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))") }
    override public func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))") }
    override public func viewWillLayoutSubviews() { log.add("\(name).viewWillLayoutSubviews") }
    override public func viewDidLayoutSubviews() { log.add("\(name).viewDidLayoutSubviews") }
    override public func willMove(toParent parent: UIViewController?) {
        log.add("\(name).willMove(toParent: \(parent.map { Self.label($0) } ?? "nil"))")
    }
    override public func didMove(toParent parent: UIViewController?) {
        log.add("\(name).didMove(toParent: \(parent.map { Self.label($0) } ?? "nil"))")
    }
    override public func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        log.add("\(name).viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
    }
    override public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log.add("\(name).traitCollectionDidChange")
    }

    public static func label(_ controller: UIViewController) -> String {
        (controller as? LoggingViewController)?.name ?? controller.title
            ?? (controller is LoggingNavigationController ? nil : controller.tabBarItem.title) ?? "\(type(of: controller))"
    }
}

/// A navigation controller that logs its own appearance calls and its delegate's.
@MainActor
public final class LoggingNavigationController: UINavigationController, UINavigationControllerDelegate {
    public var log: EventLog?

    override public func viewWillAppear(_ animated: Bool) { log?.add("nav.viewWillAppear(\(animated))") }
    override public func viewDidAppear(_ animated: Bool) { log?.add("nav.viewDidAppear(\(animated))") }
    override public func viewWillDisappear(_ animated: Bool) { log?.add("nav.viewWillDisappear(\(animated))") }
    override public func viewDidDisappear(_ animated: Bool) { log?.add("nav.viewDidDisappear(\(animated))") }

    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        log?.add("delegate.willShow(\(LoggingViewController.label(viewController)), \(animated))")
    }

    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        log?.add("delegate.didShow(\(LoggingViewController.label(viewController)), \(animated))")
    }
}
