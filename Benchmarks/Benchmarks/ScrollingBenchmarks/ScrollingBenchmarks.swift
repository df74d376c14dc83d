import Benchmark
import Foundation
@_spi(Hosting) import TabBarKit

// One frame of scrolling a table: the content offset advances by a sixtieth of a screen,
// the table tiles (cells leave for the reuse pool and come back with new content), and
// the renderer repaints the dirty area. A screen scrolls by in 60 frames; the offset then
// runs back the other way, so every frame scrolls. The 10,000-row and 100-row tables
// should cost the same: row positions come from a cache built once per reload.
//
// Threading is as in RenderingBenchmarks: views are @MainActor, so the closures are
// `@MainActor` async ones and measure only their own loop.

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        // Time and allocations only: other samplers allocate on their own thread.
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 60,
        maxDuration: .seconds(3),
        maxIterations: 2000
    )

    for rows in [10_000, 100] {
        Benchmark(
            "Scroll frame: \(rows) rows, layout + repaint (375x667@2x)",
            configuration: configuration
        ) { @MainActor benchmark, screen async in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(screen.frame())
            }
            benchmark.stopMeasurement()
        } setup: { @MainActor in
            ScrollingScreen(rows: rows)
        }
    }
}

/// A full-screen plain table of Settings-like rows: an icon, a title, a chevron.
@MainActor
final class ScrollingScreen: NSObject, UITableViewDataSource {
    static let size = CGSize(width: 375, height: 667)
    let table: UITableView
    let renderer: ViewRenderer
    private let rows: Int
    private let icons: [UIImage]
    private var step: CGFloat = ScrollingScreen.size.height / 60

    init(rows: Int) {
        self.rows = rows
        icons = [UIColor.systemBlue, .systemGreen, .systemOrange, .systemRed].map(Self.icon)
        table = UITableView(frame: CGRect(origin: .zero, size: Self.size), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        renderer = ViewRenderer(rootView: table, scale: 2)
        super.init()
        table.dataSource = self
        renderer.render()
        // Scroll a few screens first so the reuse pool and every buffer exist, then check
        // a frame really moves the content and repaints the table.
        for _ in 0..<180 { frame() }
        let before = table.contentOffset.y
        let painted = frame()
        precondition(table.contentOffset.y != before, "the table did not scroll")
        precondition(painted == CGRect(origin: .zero, size: Self.size), "expected the table's area to repaint")
        precondition(table.visibleCells.count <= 17, "only the visible rows have cells")
    }

    /// One 60 Hz frame: move a sixtieth of a screen, lay out and repaint.
    @discardableResult
    func frame() -> CGRect? {
        let maxOffset = table.contentSize.height - Self.size.height
        var y = table.contentOffset.y + step
        if y < 0 || y > maxOffset {
            step = -step
            y = table.contentOffset.y + step
        }
        table.contentOffset.y = y
        return renderer.render()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.imageView?.image = icons[indexPath.row % icons.count]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    private static func icon(_ color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29), format: format).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 29, height: 29), cornerRadius: 6.5).fill()
        }
    }
}
