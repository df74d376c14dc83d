import Foundation

@testable import TabBarKit

/// A view controller that writes every lifecycle call it gets into a shared log, as
/// "name.call", so tests can compare the order with UIKit's.
@MainActor
final class LoggingViewController: UIViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("not used in tests") }

    override func loadView() { log.add("\(name).loadView"); super.loadView() }
    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear(\(animated))") }
    override func viewWillLayoutSubviews() { log.add("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.add("\(name).viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) {
        log.add("\(name).willMove(toParent: \(parent.map { Self.label($0) } ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.add("\(name).didMove(toParent: \(parent.map { Self.label($0) } ?? "nil"))")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        log.add("\(name).viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        log.add("\(name).traitCollectionDidChange")
    }

    static func label(_ controller: UIViewController) -> String {
        (controller as? LoggingViewController)?.name ?? controller.title
            ?? (controller is LoggingNavigationController ? nil : controller.tabBarItem.title) ?? "\(type(of: controller))"
    }
}

/// A navigation controller that logs its own appearance calls and its delegate's.
@MainActor
final class LoggingNavigationController: UINavigationController, UINavigationControllerDelegate {
    var log: EventLog?

    override func viewWillAppear(_ animated: Bool) { log?.add("nav.viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log?.add("nav.viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log?.add("nav.viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log?.add("nav.viewDidDisappear(\(animated))") }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log?.add("delegate.willShow(\(LoggingViewController.label(viewController)), \(animated))")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log?.add("delegate.didShow(\(LoggingViewController.label(viewController)), \(animated))")
    }
}
