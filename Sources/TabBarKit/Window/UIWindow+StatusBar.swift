import Foundation

// Which controller decides the status bar, and what the window draws for it.
extension UIWindow {
    /// The controller whose `preferredStatusBarStyle` counts.
    var statusBarStyleController: UIViewController? { statusBarDecider { $0.childForStatusBarStyle } }
    /// The controller whose `prefersStatusBarHidden` counts.
    var statusBarHiddenController: UIViewController? { statusBarDecider { $0.childForStatusBarHidden } }

    /// The root, or what it presents full screen (or presents capturing the status bar),
    /// and so on; then the child each names, to the end of the chain.
    private func statusBarDecider(child: (UIViewController) -> UIViewController?) -> UIViewController? {
        guard var decider = rootViewController else { return nil }
        while let presentation = decider.presentedChild, presentation.phase != .dismissing,
            presentation.style == .fullScreen || presentation.presented.modalPresentationCapturesStatusBarAppearance
        {
            decider = presentation.presented
        }
        // A chain that comes back on itself stops rather than loop.
        for _ in 0..<Self.longestStatusBarChain {
            guard let next = child(decider), next !== decider else { break }
            decider = next
        }
        return decider
    }

    private static let longestStatusBarChain = 64

    /// What the status bar shows now, nil when the window draws none.
    var wantedStatusBar: StatusBarContent? {
        guard drawsStatusBar, screen.traitCollection.userInterfaceIdiom == .phone,
            let layout = StatusBarLayout(topSafeArea: screen.safeAreaInsets(landscape: bounds.width > bounds.height).top),
            statusBarHiddenController?.prefersStatusBarHidden != true
        else { return nil }
        let style = statusBarStyleController?.preferredStatusBarStyle ?? .default
        return StatusBarContent(
            layout: layout, width: bounds.width, isLight: style == .lightContent,
            time: StatusBarClock.text(at: application.currentTime))
    }

    /// Asks the deciding controllers again and the clock; a change repaints the bar's area
    /// (and, when the bar goes, what lies under it). Renderers call it each frame.
    func statusBarAppearanceMayHaveChanged() {
        let wanted = wantedStatusBar
        guard wanted != shownStatusBar else { return }
        if let shownStatusBar { invalidateArea(shownStatusBar.frame) }
        if let wanted { invalidateArea(wanted.frame) }
        shownStatusBar = wanted
    }
}

extension UIApplication {
    /// When the time a drawn status bar shows next changes, nil when no window draws one:
    /// a host with nothing else to do sleeps until then.
    var nextStatusBarChange: TimeInterval? {
        windows.contains { $0.shownStatusBar != nil } ? StatusBarClock.nextChange(after: currentTime) : nil
    }
}
