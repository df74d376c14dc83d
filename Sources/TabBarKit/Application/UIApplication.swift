import Foundation

/// The app object. In TabBarKit it is also where time enters: see UIApplication+Tick.swift.
@MainActor
open class UIApplication {
    private static let instance = UIApplication()

    /// The one application object.
    open class var shared: UIApplication { instance }

    /// Renderers repaint on every tick; held weakly, so a dropped renderer stops.
    private var renderers: [WeakRenderer] = []

    init() {
        renderers.reserveCapacity(4)
    }

    func register(_ renderer: ViewRenderer) {
        renderers.removeAll { $0.renderer == nil }
        renderers.append(WeakRenderer(renderer: renderer))
    }

    /// Runs `body` with each live renderer (index loop: no iterator copy per tick).
    func forEachRenderer(_ body: (ViewRenderer) -> Void) {
        var index = 0
        while index < renderers.count {
            if let renderer = renderers[index].renderer { body(renderer) }
            index += 1
        }
    }

    private struct WeakRenderer {
        weak var renderer: ViewRenderer?
    }
}
