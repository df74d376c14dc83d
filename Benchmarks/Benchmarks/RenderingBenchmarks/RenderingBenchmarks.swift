import Benchmark
import Foundation
@_spi(Hosting) import TabBarKit

// Frame-rendering benchmarks for TabBarKit's ViewRenderer.
//
// Threading: UIView is @MainActor, so every closure that touches views is a `@MainActor`
// async closure (the library calls it through its async entry point, which hops to the
// main actor). The hop itself is not TabBarKit's cost, so each closure brackets only its
// own loop with startMeasurement()/stopMeasurement(), which run on the main actor.
// (Benchmark 1.38.1 runs synchronous closures on a cooperative-pool thread, not on the
// main actor, so `MainActor.assumeIsolated` would trap there.)
//
// Each benchmark gets its own screen, built and painted once in `setup`, outside the
// measured loop; labels therefore start with cached backing stores, as in UIKit.

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 10,
        maxDuration: .seconds(3),
        maxIterations: 1000
    )

    // 1. The whole frame repaints; every backing store is reused.
    Benchmark(
        "Render full frame (50 views, 14 labels, 375x667@2x)",
        configuration: configuration
    ) { @MainActor benchmark, screen async in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            screen.invalidateWholeFrame()
            blackHole(screen.renderer.render())
        }
        benchmark.stopMeasurement()
    } setup: { @MainActor in
        RenderingScreen()
    }

    // 2. The whole frame repaints and every label lays out and draws its text again.
    Benchmark(
        "Render full frame with all text redrawn",
        configuration: configuration
    ) { @MainActor benchmark, screen async in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            screen.invalidateWholeFrame()
            for label in screen.labels { label.setNeedsDisplay() }
            blackHole(screen.renderer.render())
        }
        benchmark.stopMeasurement()
    } setup: { @MainActor in
        RenderingScreen()
    }

    // 3. One label's text changes; only its area repaints.
    Benchmark(
        "Render small dirty region (one label changes)",
        configuration: configuration
    ) { @MainActor benchmark, screen async in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            screen.toggleCounterText()
            blackHole(screen.renderer.render())
        }
        benchmark.stopMeasurement()
    } setup: { @MainActor in
        RenderingScreen()
    }
}

/// A realistic 375×667-point screen: a header with a title and a search field, a card of
/// stats, a list of five cells and a tab bar. 50 views in all, 14 of them labels.
@MainActor
final class RenderingScreen {
    static let size = CGSize(width: 375, height: 667)
    static let scale: CGFloat = 2

    let root: UIView
    let renderer: ViewRenderer
    private(set) var labels: [UILabel] = []
    /// The label benchmark 3 changes (the first cell's detail line).
    private(set) var counterLabel: UILabel!
    private var counterFlag = false
    private var backgroundFlag = false

    init() {
        root = UIView(frame: CGRect(origin: .zero, size: Self.size))
        root.backgroundColor = .systemGroupedBackground
        renderer = ViewRenderer(rootView: root, scale: Self.scale)
        build()
        precondition(Self.viewCount(root) == 50, "expected 50 views, built \(Self.viewCount(root))")
        precondition(labels.count == 14, "expected 14 labels, built \(labels.count)")
        // First paint: allocates the bitmap and every label's backing store.
        let fullFrame = CGRect(origin: .zero, size: Self.size)
        let painted = renderer.render()
        precondition(painted == fullFrame, "first render painted \(String(describing: painted))")

        // Check, outside any measurement, that each benchmark's change repaints what it
        // claims to (a setter that turns out to be a no-op would measure nothing).
        invalidateWholeFrame()
        let repainted = renderer.render()
        precondition(repainted == fullFrame, "a background change repainted \(String(describing: repainted))")
        toggleCounterText()
        let labelArea = renderer.render()
        let expected = counterLabel.convert(counterLabel.bounds, to: root)
        precondition(
            labelArea.map { $0.contains(expected) && $0.width * $0.height < fullFrame.width * fullFrame.height / 10 } == true,
            "a text change repainted \(String(describing: labelArea)), expected about \(expected)")
        precondition(renderer.render() == nil, "nothing changed, yet the renderer repainted")
    }

    /// Invalidates the whole root, as a theme or background change does. (The two
    /// colours must differ: setting an equal colour invalidates nothing.)
    func invalidateWholeFrame() {
        backgroundFlag.toggle()
        root.backgroundColor = backgroundFlag ? .systemBackground : .systemGroupedBackground
    }

    func toggleCounterText() {
        counterFlag.toggle()
        counterLabel.text = counterFlag ? "3 new messages" : "12 new messages"
    }

    // MARK: Building

    private func build() {
        let width = Self.size.width

        // Header (6 views, 1 label).
        let header = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 140))
        header.backgroundColor = .systemBackground
        root.addSubview(header)
        header.addSubview(
            label(
                "Inbox", frame: CGRect(x: 16, y: 52, width: 240, height: 41),
                font: .systemFont(ofSize: 34, weight: .bold), color: .label))
        let search = UIView(frame: CGRect(x: 16, y: 96, width: width - 32, height: 36))
        search.backgroundColor = .systemGray6
        search.layer.cornerRadius = 10
        header.addSubview(search)
        search.addSubview(view(CGRect(x: 10, y: 11, width: 14, height: 14), color: .systemGray, radius: 7))
        header.addSubview(view(CGRect(x: width - 52, y: 56, width: 36, height: 36), color: .systemBlue, radius: 18))
        header.addSubview(view(CGRect(x: 0, y: 139.5, width: width, height: 0.5), color: .separator))

        // Stats card (4 views, no labels).
        let card = view(CGRect(x: 16, y: 156, width: width - 32, height: 56), color: .secondarySystemGroupedBackground, radius: 12)
        root.addSubview(card)
        let chipColors: [UIColor] = [.systemGreen, .systemOrange, .systemPurple]
        for (i, color) in chipColors.enumerated() {
            card.addSubview(view(CGRect(x: 12 + CGFloat(i) * 112, y: 12, width: 96, height: 32), color: color, radius: 16))
        }

        // Five cells (6 views each, 2 labels each).
        let cells: [(String, String, UIColor)] = [
            ("Mail", "12 new messages", .systemBlue),
            ("Calendar", "Standup at 9:30", .systemRed),
            ("Photos", "1,024 items", .systemYellow),
            ("Music", "Now playing: Intro", .systemPink),
            ("Settings", "Software update available", .systemGray),
        ]
        for (i, (title, detail, color)) in cells.enumerated() {
            let cell = view(
                CGRect(x: 16, y: 228 + CGFloat(i) * 68, width: width - 32, height: 64),
                color: .secondarySystemGroupedBackground, radius: 10)
            root.addSubview(cell)
            cell.addSubview(view(CGRect(x: 12, y: 14, width: 36, height: 36), color: color, radius: 8))
            cell.addSubview(
                label(
                    title, frame: CGRect(x: 60, y: 10, width: 200, height: 22),
                    font: .systemFont(ofSize: 17, weight: .semibold), color: .label))
            let detailLabel = label(
                detail, frame: CGRect(x: 60, y: 34, width: 220, height: 18),
                font: .systemFont(ofSize: 15), color: .secondaryLabel)
            cell.addSubview(detailLabel)
            if i == 0 { counterLabel = detailLabel }
            cell.addSubview(view(CGRect(x: width - 32 - 40, y: 23, width: 24, height: 18), color: .systemRed, radius: 9))
            cell.addSubview(view(CGRect(x: 60, y: 63.5, width: width - 32 - 60, height: 0.5), color: .separator))
        }

        // Tab bar (9 views, 3 labels).
        let barHeight: CGFloat = 83
        let bar = view(
            CGRect(x: 0, y: Self.size.height - barHeight, width: width, height: barHeight),
            color: UIColor(white: 0.97, alpha: 1))
        root.addSubview(bar)
        bar.addSubview(view(CGRect(x: 0, y: 0, width: width, height: 0.5), color: .separator))
        let items = ["Inbox", "Search", "Profile"]
        let itemWidth = width / CGFloat(items.count)
        for (i, title) in items.enumerated() {
            let x = CGFloat(i) * itemWidth
            let selected = i == 0
            bar.addSubview(
                view(
                    CGRect(x: x + (itemWidth - 28) / 2, y: 7, width: 28, height: 28),
                    color: selected ? .systemBlue : .systemGray, radius: 6))
            let itemLabel = label(
                title, frame: CGRect(x: x, y: 37, width: itemWidth, height: 13),
                font: .systemFont(ofSize: 10, weight: .medium),
                color: selected ? .systemBlue : .systemGray)
            itemLabel.textAlignment = .center
            bar.addSubview(itemLabel)
        }
        // Unread badge on the first item.
        bar.addSubview(view(CGRect(x: itemWidth / 2 + 8, y: 4, width: 10, height: 10), color: .systemRed, radius: 5))
    }

    private func view(_ frame: CGRect, color: UIColor, radius: CGFloat = 0) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        view.layer.cornerRadius = radius
        return view
    }

    private func label(_ text: String, frame: CGRect, font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = font
        label.textColor = color
        labels.append(label)
        return label
    }

    private static func viewCount(_ view: UIView) -> Int {
        1 + view.subviews.reduce(0) { $0 + viewCount($1) }
    }
}
