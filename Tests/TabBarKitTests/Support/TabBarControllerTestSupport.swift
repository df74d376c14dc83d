import Foundation
import TabBarKitTestSupport

@_spi(Hosting) @testable import TabBarKit

/// A tab bar controller of logging children named A, B, C… in a 375×667 window.
@MainActor
struct TabBarFixture {
    let log: EventLog
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = UITabBarController()
    let tabs: [LoggingViewController]
    let delegate: LoggingTabBarDelegate

    init(_ names: [String] = ["A", "B", "C"], show: Bool = true) {
        let log = EventLog()
        self.log = log
        tabs = names.map { LoggingViewController($0, log: log) }
        delegate = LoggingTabBarDelegate(log: log)
        controller.delegate = delegate
        controller.viewControllers = tabs
        window.rootViewController = controller
        if show { window.makeKeyAndVisible() }
    }

    /// The log from `start` on, without the layout calls.
    func events(since start: Int) -> [String] {
        log.events[start...].filter { !$0.contains("LayoutSubviews") }
    }

    /// A tap in the middle of tab `index` of a fill-layout bar, as a finger would.
    func tapTab(_ index: Int) {
        let bar = controller.tabBar
        let count = CGFloat(bar.items?.count ?? 1)
        let width = bar.bounds.width / count
        let point = bar.convert(CGPoint(x: width * (CGFloat(index) + 0.5), y: 24), to: window)
        window.sendTap(at: point)
    }
}
