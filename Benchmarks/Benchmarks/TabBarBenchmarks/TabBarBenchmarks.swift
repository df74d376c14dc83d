import Benchmark
import Foundation
@_spi(Hosting) import TabBarKit

// Tab bar benchmarks: selecting a tab and rendering the frame at @2x (aim: 1 ms
// or less), and a badge change that repaints only its dirty region (aim: 0.2 ms or less).
// Closures are @MainActor async and bracket only their own loop; see RenderingBenchmarks
// for why.

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 10,
        maxDuration: .seconds(3),
        maxIterations: 1000
    )

    Benchmark("Select a tab and render the frame (5 tabs, 375x667@2x)", configuration: configuration) { @MainActor benchmark, app async in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            app.selectNextTab()
            blackHole(app.renderer.render())
        }
        benchmark.stopMeasurement()
    } setup: { @MainActor in
        BoroughsApp()
    }

    Benchmark("Change a badge and render its dirty region", configuration: configuration) { @MainActor benchmark, app async in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            app.toggleBadge()
            blackHole(app.renderer.render())
        }
        benchmark.stopMeasurement()
    } setup: { @MainActor in
        BoroughsApp()
    }

    // setViewControllers with 10,000 tabs (aim: 20 ms or less, and linear; the
    // 1,000-tab run shows the slope), and a frame of More list scrolling with 10,000 rows
    // (aim: the cost of the same frame with 20 rows).
    let replacing = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 2,
        maxDuration: .seconds(5),
        maxIterations: 100
    )
    for count in [1_000, 10_000] {
        Benchmark("Replace all tabs with setViewControllers (\(count) tabs)", configuration: replacing) { @MainActor benchmark, app async in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { app.replaceTabs() }
            benchmark.stopMeasurement()
        } setup: { @MainActor in
            ManyTabsApp(tabs: count)
        }
    }
    for rows in [20, 10_000] {
        Benchmark("Scroll the More list one frame (\(rows) rows, 375x667@2x)", configuration: configuration) {
            @MainActor benchmark, app async in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(app.scrollFrame()) }
            benchmark.stopMeasurement()
        } setup: { @MainActor in
            ManyTabsApp(tabs: rows + 4)
        }
    }
}

/// The five boroughs: icons, a selected image, a system item and two badges, each
/// tab a page with its name.
@MainActor
final class BoroughsApp {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = UITabBarController()
    let renderer: ViewRenderer
    private var badgeFlag = false

    init() {
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { context in
            let cg = context.cgContext
            cg.setStrokeColor(gray: 0, alpha: 1)
            cg.setLineWidth(2)
            cg.stroke(CGRect(x: 1, y: 1, width: 28, height: 28))
            cg.move(to: CGPoint(x: 1, y: 1))
            cg.addLine(to: CGPoint(x: 29, y: 29))
            cg.strokePath()
        }
        let names = ["Bronx", "Brooklyn", "Manhattan", "Queens", "Staten Island"]
        controller.viewControllers = names.enumerated().map { index, name in
            let page = UIViewController()
            if name == "Staten Island" {
                page.tabBarItem = UITabBarItem(tabBarSystemItem: .contacts, tag: index)
            } else {
                page.title = name
                page.tabBarItem.image = icon
            }
            page.view.backgroundColor = .systemBackground
            let label = UILabel(frame: CGRect(x: 0, y: 300, width: 375, height: 40))
            label.text = name
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 28, weight: .bold)
            page.view.addSubview(label)
            return page
        }
        controller.viewControllers?[1].tabBarItem.badgeValue = "3"
        controller.viewControllers?[3].tabBarItem.badgeValue = "New"
        window.rootViewController = controller
        window.makeKeyAndVisible()
        renderer = ViewRenderer(rootView: window, scale: 2)
        // Visit every tab once, so each view is loaded and painted before measuring.
        for _ in 0..<5 { selectNextTab(); renderer.render() }
        let full = CGRect(x: 0, y: 0, width: 375, height: 667)
        toggleBadge()
        let badgeArea = renderer.render()
        precondition(
            badgeArea.map { $0.width * $0.height < full.width * full.height / 20 } == true,
            "a badge change repainted \(String(describing: badgeArea))")
        precondition(renderer.render() == nil, "nothing changed, yet the renderer repainted")
    }

    func selectNextTab() {
        controller.selectedIndex = (controller.selectedIndex + 1) % 5
    }

    func toggleBadge() {
        badgeFlag.toggle()
        controller.viewControllers?[1].tabBarItem.badgeValue = badgeFlag ? "4" : "3"
    }
}
