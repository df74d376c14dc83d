import Benchmark
import Foundation
@_spi(Hosting) import TabBarKit

// The animation engine's steady state: one application tick that advances 20 running
// animations and repaints only where they were and are; one frame of a cross-dissolve
// that repaints the whole screen; and layer animations, ticked and repainted: 100 shape
// layers sliding, a 200-segment path drawn by its strokeEnd, a tab bar outlined by shape
// layers under a round button that pulses, a switch's thumb sliding across, and keystrokes
// in a text view of 100 KB and of 1 KB.
//
// Threading is as in RenderingBenchmarks: views are @MainActor, so the closures are
// `@MainActor` async ones and measure only their own loop.

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        // Only time and allocations: the CPU and resident-memory samplers allocate on their
        // own thread during the measured interval, which the malloc counter would include.
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 30,
        maxDuration: .seconds(3),
        maxIterations: 2000
    )

    /// One application tick per iteration, each a frame at 60 Hz.
    func tickEveryFrame<Screen: TickingScreen>(_ name: String, _ makeScreen: @escaping @MainActor () -> Screen) {
        Benchmark(name, configuration: configuration) { @MainActor benchmark, screen async in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(screen.tick())
            }
            benchmark.stopMeasurement()
        } setup: { @MainActor in
            makeScreen()
        }
    }

    tickEveryFrame("Tick: 20 running animations, dirty region only (375x667@2x)") { AnimationScreen() }
    tickEveryFrame("Tick: a full-screen cross-dissolve (375x667@2x)") { CrossDissolveScreen() }
    tickEveryFrame("Tick and frame: 100 shape layers moved by CABasicAnimations (375x667@2x)") { ShapeLayersScreen() }
    tickEveryFrame("Tick and frame: strokeEnd of a 200-segment path (375x200@2x)") { StrokeEndScreen() }
    tickEveryFrame("Tick and frame: a drawn tab bar while its round button pulses (375x667@2x)") { CentreButtonBarScreen() }
    tickEveryFrame("Tick and frame: a switch sliding on, then the next, in a page of twelve (375x667@2x)") { SwitchToggleScreen() }
    tickEveryFrame("Keystroke and frame: typing in a text view of 100 KB, 2,000 paragraphs (375x667@2x)") {
        TextViewTypingScreen(paragraphs: 2_000)
    }
    tickEveryFrame("Keystroke and frame: typing in a text view of 1 KB, 20 paragraphs (375x667@2x)") {
        TextViewTypingScreen(paragraphs: 20)
    }
}

/// A screen that the application ticks a frame at a time.
@MainActor
protocol TickingScreen: Sendable {
    @discardableResult
    func tick() -> Bool
}

/// A page covering the screen, cross-dissolving from black to white for ten minutes:
/// every tick repaints the whole page, its new picture mixed with the old.
@MainActor
final class CrossDissolveScreen: TickingScreen {
    static let size = CGSize(width: 375, height: 667)

    let renderer: ViewRenderer
    private var time: TimeInterval

    init() {
        let root = UIView(frame: CGRect(origin: .zero, size: Self.size))
        root.backgroundColor = .white
        let page = UIView(frame: root.bounds)
        page.backgroundColor = .black
        for i in 0..<8 {
            let row = UIView(frame: CGRect(x: 16, y: 120 + CGFloat(i) * 52, width: Self.size.width - 32, height: 44))
            row.backgroundColor = .secondarySystemGroupedBackground
            row.layer.cornerRadius = 8
            page.addSubview(row)
        }
        root.addSubview(page)
        renderer = ViewRenderer(rootView: root, scale: 2)
        time = UIApplication.shared.currentTime
        renderer.render()
        UIView.transition(with: page, duration: 600, options: [.transitionCrossDissolve, .curveLinear]) {
            page.backgroundColor = .white
        }
        // Run a few frames so the buffers exist, then check that the page still changes.
        for _ in 0..<10 { tick() }
        let before = renderer.pngData()
        for _ in 0..<600 { tick() }
        precondition(tick(), "the transition ended")
        precondition(renderer.pngData() != before, "the page did not change in 10 s")
    }

    /// One frame at 60 Hz.
    @discardableResult
    func tick() -> Bool {
        time += 1.0 / 60
        return UIApplication.shared.tick(at: time)
    }
}

/// A screen with a background, a card and a list (static, 12 views) under 20 small views
/// that animate for ever: 10 slide, 5 fade and 5 turn, each back and forth.
@MainActor
final class AnimationScreen: TickingScreen {
    static let size = CGSize(width: 375, height: 667)
    let root: UIView
    let renderer: ViewRenderer
    private var time: TimeInterval
    private let start: TimeInterval

    init() {
        root = UIView(frame: CGRect(origin: .zero, size: Self.size))
        root.backgroundColor = .systemGroupedBackground
        renderer = ViewRenderer(rootView: root, scale: 2)
        start = UIApplication.shared.currentTime
        time = start
        buildBackdrop()
        let movers = buildMovers()
        renderer.render()
        startAnimations(movers)

        // Run a second of frames so every backing store and buffer exists, then check the
        // tick really animates and repaints a small part of the screen.
        for _ in 0..<60 { tick() }
        let before = movers[0].layer.presentation()!.position
        let stillAnimating = tick()
        precondition(stillAnimating, "the animations stopped")
        precondition(movers[0].layer.presentation()!.position != before, "the first view did not move")
        precondition(movers.allSatisfy { $0.layer.animationKeys()?.count == 1 }, "expected one animation per view")
    }

    /// One frame at 60 Hz.
    @discardableResult
    func tick() -> Bool {
        time += 1.0 / 60
        return UIApplication.shared.tick(at: time)
    }

    private func buildBackdrop() {
        let width = Self.size.width
        let header = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 120))
        header.backgroundColor = .systemBackground
        root.addSubview(header)
        let card = UIView(frame: CGRect(x: 16, y: 136, width: width - 32, height: 120))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        root.addSubview(card)
        for i in 0..<8 {
            let row = UIView(frame: CGRect(x: 16, y: 272 + CGFloat(i) * 44, width: width - 32, height: 40))
            row.backgroundColor = .secondarySystemGroupedBackground
            row.layer.cornerRadius = 8
            root.addSubview(row)
        }
        let bar = UIView(frame: CGRect(x: 0, y: Self.size.height - 83, width: width, height: 83))
        bar.backgroundColor = UIColor(white: 0.97, alpha: 1)
        root.addSubview(bar)
        let hairline = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 0.5))
        hairline.backgroundColor = .separator
        bar.addSubview(hairline)
    }

    private func buildMovers() -> [UIView] {
        let colors: [UIColor] = [.systemBlue, .systemRed, .systemGreen, .systemOrange, .systemPurple]
        return (0..<20).map { i in
            let view = UIView(frame: CGRect(x: 20 + CGFloat(i % 5) * 70, y: 40 + CGFloat(i / 5) * 150, width: 24, height: 24))
            view.backgroundColor = colors[i % colors.count]
            view.layer.cornerRadius = 6
            root.addSubview(view)
            return view
        }
    }

    private func startAnimations(_ views: [UIView]) {
        let options: UIView.AnimationOptions = [.repeat, .autoreverse, .curveEaseInOut]
        for (i, view) in views.enumerated() {
            UIView.animate(withDuration: 0.8 + Double(i) * 0.05, delay: 0, options: options) {
                switch i % 4 {
                case 0, 1: view.center.x += 40
                case 2: view.alpha = 0.2
                default: view.transform = CGAffineTransform(rotationAngle: .pi / 2)
                }
            }
        }
    }
}
