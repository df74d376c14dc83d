import Benchmark
import Foundation
@_spi(Hosting) import TabBarKit

// iPad's floating tab bar: selecting the next of four tabs and rendering the frame at @2x
// (2048×2732 pixels; aim: 1 ms or less). The process imitates the iPad preset: the device
// is read from TABBARKIT_DEVICE when the screen is first asked for.

let benchmarks: @Sendable () -> Void = {
    setenv("TABBARKIT_DEVICE", "ipad", 1)
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 10,
        maxDuration: .seconds(3),
        maxIterations: 1000
    )

    Benchmark("Select a tab on the floating bar and render the frame (4 tabs, 1024x1366@2x)", configuration: configuration) {
        @MainActor benchmark, app async in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            app.selectNextTab()
            blackHole(app.renderer.render())
        }
        benchmark.stopMeasurement()
    } setup: { @MainActor in
        FloatingTabsApp()
    }
}

/// Four tabs on iPad's floating bar, each a page with a title, drawn at @2x.
@MainActor
final class FloatingTabsApp {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let controller: UITabBarController
    let renderer: ViewRenderer

    init() {
        controller = UITabBarController(
            tabs: ["Listen Now", "Browse", "Radio", "Library"].map { title in
                UITab(title: title, image: nil, identifier: title) { _ in
                    let page = UIViewController()
                    page.view.backgroundColor = .systemBackground
                    let label = UILabel(frame: CGRect(x: 0, y: 600, width: 1024, height: 40))
                    label.text = title
                    label.textAlignment = .center
                    label.font = .systemFont(ofSize: 28, weight: .bold)
                    page.view.addSubview(label)
                    return page
                }
            })
        window.rootViewController = controller
        window.makeKeyAndVisible()
        renderer = ViewRenderer(rootView: window, scale: 2)
        // Visit every tab once, so each view is loaded and painted before measuring.
        for _ in 0..<4 {
            selectNextTab()
            renderer.render()
        }
    }

    func selectNextTab() {
        controller.selectedIndex = (controller.selectedIndex + 1) % 4
    }
}
