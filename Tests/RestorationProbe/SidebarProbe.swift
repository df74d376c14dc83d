import Foundation
@_spi(Hosting) import TabBarKit

// The sidebar's customization across processes (run with TABBARKIT_DEVICE=ipad):
// `sidebar-edit` shows the sidebar, and through its Edit button hides Radio, shows Podcasts
// (hidden by default) and drags Artists to the top of Library, then prints what it has;
// `sidebar-report` launches and prints what it has. Public API only, as an app would.

@MainActor
final class SidebarProbeDelegate: NSObject, UIApplicationDelegate {
    var window: UIWindow?
    let tabs = UITabBarController()

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        tabs.customizationIdentifier = "sidebar-probe"
        let radio = Self.tab("Radio")
        radio.allowsHiding = true
        let podcasts = Self.tab("Podcasts")
        podcasts.allowsHiding = true
        podcasts.isHiddenByDefault = true
        let library = UITabGroup(
            title: "Library", image: nil, identifier: "Library", children: ["Favourites", "Recent", "Artists"].map(Self.tab))
        library.allowsReordering = true
        tabs.tabs = [Self.tab("Listen Now"), radio, podcasts, library]
        let window = UIWindow()
        window.rootViewController = tabs
        self.window = window
        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window?.makeKeyAndVisible()
        return true
    }

    private static func tab(_ title: String) -> UITab {
        UITab(title: title, image: UIImage(systemName: "music.note"), identifier: title) { _ in UIViewController() }
    }

    var report: String {
        let hidden = tabs.tabs.filter(\.isHidden).map(\.identifier).joined(separator: ",")
        let library = (tabs.tab(forIdentifier: "Library") as? UITabGroup)?.displayOrder.map(\.identifier) ?? []
        return "hidden: \(hidden)\nlibrary: \(library.joined(separator: ","))"
    }
}

@MainActor
struct SidebarProbeHost: UIApplicationHost {
    let mode: String
    let delegate: SidebarProbeDelegate

    func run(_ application: UIApplication) -> Int32 {
        var time = application.currentTime
        func settle() {
            for _ in 0..<40 {
                time += 1.0 / 60
                application.tick(at: time)
            }
        }
        settle()
        if mode == "sidebar-edit" {
            delegate.tabs.sidebar.isHidden = false
            settle()
            tap("Edit")
            for title in ["Radio", "Podcasts"] { tap(title) }
            drag("Artists", rows: -2)
            tap("Done")
            settle()
        }
        FileHandle.standardOutput.write(Data((delegate.report + "\n").utf8))
        return 0
    }

    private func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    private func tap(_ label: String) {
        guard let window = delegate.window, let view = shownElement(labelled: label, in: window) else {
            FileHandle.standardError.write(Data("restoration-probe: no \(label) to tap\n".utf8))
            return
        }
        window.sendTap(at: centre(of: view))
    }

    /// Drags the row labelled `label` by its grip, at the row's trailing end, `rows` rows down.
    private func drag(_ label: String, rows: CGFloat) {
        guard let window = delegate.window, let row = shownElement(labelled: label, in: window) else { return }
        let grip = row.convert(CGPoint(x: row.bounds.maxX - 24, y: row.bounds.midY), to: nil)
        let end = CGPoint(x: grip.x, y: grip.y + rows * row.bounds.height)
        let touch = window.beginTouch(at: grip)
        window.moveTouch(touch, to: CGPoint(x: grip.x, y: (grip.y + end.y) / 2))
        window.moveTouch(touch, to: end)
        window.endTouch(touch, at: end)
    }
}
