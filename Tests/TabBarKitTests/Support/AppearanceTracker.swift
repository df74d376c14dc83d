import Foundation

@testable import TabBarKit

/// Follows the appearance calls of every controller it is given, as UIKit's rules allow
/// them: will → did, a will cancelled by the opposite will, nothing twice. A call out of
/// turn is a violation, kept with the controller's name.
@MainActor
final class AppearanceTracker {
    enum Phase { case disappeared, appearing, appeared, disappearing }
    enum Call: String { case willAppear, didAppear, willDisappear, didDisappear }

    private var phases: [ObjectIdentifier: Phase] = [:]
    private(set) var violations: [String] = []
    /// Set by the run before each step, so a violation says where it happened.
    var context = ""

    func phase(of controller: UIViewController) -> Phase {
        phases[ObjectIdentifier(controller)] ?? .disappeared
    }

    func record(_ call: Call, of controller: UIViewController, name: String) {
        let before = phase(of: controller)
        let after: Phase?
        switch (call, before) {
        case (.willAppear, .disappeared), (.willAppear, .disappearing): after = .appearing
        case (.didAppear, .appearing): after = .appeared
        case (.willDisappear, .appeared), (.willDisappear, .appearing): after = .disappearing
        case (.didDisappear, .disappearing): after = .disappeared
        default: after = nil
        }
        guard let after else {
            violations.append("\(context): \(name) got \(call.rawValue) while \(before)")
            return
        }
        phases[ObjectIdentifier(controller)] = after
    }

    /// Forgets a controller that has left every tree for good.
    func forget(_ controller: UIViewController) {
        phases[ObjectIdentifier(controller)] = nil
    }
}

/// A view controller whose appearance calls go to a tracker, and which can run app code
/// from its next `viewWillAppear`, as real apps do.
@MainActor
final class TrackedViewController: UIViewController {
    let name: String
    private let tracker: AppearanceTracker
    var onNextWillAppear: ((TrackedViewController) -> Void)?

    init(_ name: String, tracker: AppearanceTracker) {
        self.name = name
        self.tracker = tracker
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        tracker.record(.willAppear, of: self, name: name)
        let hook = onNextWillAppear
        onNextWillAppear = nil
        hook?(self)
    }

    override func viewDidAppear(_ animated: Bool) { tracker.record(.didAppear, of: self, name: name) }
    override func viewWillDisappear(_ animated: Bool) { tracker.record(.willDisappear, of: self, name: name) }
    override func viewDidDisappear(_ animated: Bool) { tracker.record(.didDisappear, of: self, name: name) }
}

/// A navigation controller whose own appearance calls go to a tracker.
@MainActor
final class TrackedNavigationController: UINavigationController {
    var name = ""
    var tracker: AppearanceTracker?

    override func viewWillAppear(_ animated: Bool) { tracker?.record(.willAppear, of: self, name: name) }
    override func viewDidAppear(_ animated: Bool) { tracker?.record(.didAppear, of: self, name: name) }
    override func viewWillDisappear(_ animated: Bool) { tracker?.record(.willDisappear, of: self, name: name) }
    override func viewDidDisappear(_ animated: Bool) { tracker?.record(.didDisappear, of: self, name: name) }
}
