import Foundation
@_spi(Hosting) import TabBarKit

/// One white page in a window; `Mechanism.start` turns it red when its work has run.
@MainActor
final class ProbeDelegate: NSObject, UIApplicationDelegate {
    var window: UIWindow?
    let page = ProbePage()
    let mechanism: Mechanism

    init(mechanism: Mechanism) {
        self.mechanism = mechanism
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = page
        window.makeKeyAndVisible()
        self.window = window
        mechanism.start(on: page)
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        Probe.say("terminated at app time \(String(format: "%.3f", application.currentTime))")
    }
}

@MainActor
final class ProbePage: UIViewController {
    override func loadView() {
        view = ProbeView()
        view.backgroundColor = .white
    }

    func turnRed() {
        view.backgroundColor = .red
        view.setNeedsLayout()
    }
}

/// Says when it is laid out red: the host ticked after the work that turned it red.
final class ProbeView: UIView {
    private var toldRed = false

    override func layoutSubviews() {
        super.layoutSubviews()
        if backgroundColor == .red, !toldRed {
            toldRed = true
            Probe.say("laid out red")
        }
    }
}

enum Probe {
    /// One line on standard output, at once: the tests read it while the probe runs.
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
