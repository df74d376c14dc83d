import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A plain opaque page swapped for another of its colour in the same place repaints only what
/// the pages' subviews paint; anything else repaints as before. After every change the
/// repainted bitmap equals a fresh drawing of the tree.
@Suite(.freshApplication)
@MainActor
struct SolidSwapTests {
    private func page(_ color: UIColor, label: String, y: CGFloat) -> UIView {
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        page.backgroundColor = color
        let text = UILabel(frame: CGRect(x: 20, y: y, width: 160, height: 30))
        text.text = label
        page.addSubview(text)
        return page
    }

    private func fresh(of root: UIView, scale: CGFloat = 2) -> UIImage {
        let renderer = ViewRenderer(rootView: root, scale: scale)
        renderer.render()
        return renderer.image
    }

    @Test func aPageOfTheSameColourRepaintsOnlyTheLabels() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        root.backgroundColor = .red
        let first = page(.white, label: "First", y: 100), second = page(.white, label: "Second", y: 200)
        root.addSubview(first)
        let renderer = ViewRenderer(rootView: root, scale: 2)
        renderer.render()
        first.removeFromSuperview()
        root.addSubview(second)
        let painted = try #require(renderer.render())
        #expect(painted == CGRect(x: 20, y: 100, width: 160, height: 130), "the two labels' rows, not the page")
        #expect(pixelsDiffering(renderer.image, fresh(of: root), channelTolerance: 0) == 0)
    }

    @Test(arguments: ["another colour", "another place", "another index", "nothing in its place", "a subclass"])
    func anythingElseRepaintsThePage(_ change: String) throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        root.backgroundColor = .red
        let marker = UIView(frame: CGRect(x: 150, y: 250, width: 20, height: 20))
        marker.backgroundColor = .blue
        let first = page(.white, label: "First", y: 100)
        root.addSubview(first)
        root.addSubview(marker)
        let renderer = ViewRenderer(rootView: root, scale: 2)
        renderer.render()
        first.removeFromSuperview()
        switch change {
        case "another colour": root.insertSubview(page(.yellow, label: "Second", y: 200), at: 0)
        case "another place":
            let moved = page(.white, label: "Second", y: 200)
            moved.frame.origin.x = 10
            root.insertSubview(moved, at: 0)
        case "another index": root.addSubview(page(.white, label: "Second", y: 200))
        case "a subclass":
            let label = UILabel(frame: first.frame)
            label.backgroundColor = .white
            root.insertSubview(label, at: 0)
        default: break
        }
        let painted = try #require(renderer.render())
        #expect(painted.contains(CGRect(x: 0, y: 0, width: 200, height: 300).intersection(painted)))
        #expect(painted.width * painted.height > 150 * 200, "the page's area, repainted: \(painted)")
        #expect(pixelsDiffering(renderer.image, fresh(of: root), channelTolerance: 0) == 0)
    }

    /// Random removals, insertions, swaps in place, and moves of the pages' dots, among plain
    /// pages and other views; after each step the repainted bitmap is the fresh one.
    @Test(arguments: [1, 2, 3])
    func randomSwapsDrawWhatAFreshDrawingDraws(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 90))
        root.backgroundColor = .black
        let holders = (0..<2).map { index -> UIView in
            let holder = UIView(frame: CGRect(x: CGFloat(index) * 60, y: 0, width: 60, height: 90))
            root.addSubview(holder)
            return holder
        }
        let colors: [UIColor] = [.white, .white, .yellow]
        var spare: [UIView] = []
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        func newPage() -> UIView {
            let page = spare.popLast() ?? UIView()
            page.frame = CGRect(x: [0, 0, 5].randomElement(using: &random)!, y: 0, width: 60, height: 90)
            page.backgroundColor = colors.randomElement(using: &random)
            if page.subviews.isEmpty {
                let dot = UIView(frame: CGRect(x: 10, y: CGFloat.random(in: 0...70, using: &random), width: 8, height: 8))
                dot.backgroundColor = .systemRed
                page.addSubview(dot)
            }
            return page
        }
        for step in 0..<400 {
            let holder = holders[Int.random(in: 0..<holders.count, using: &random)]
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                holder.insertSubview(newPage(), at: Int.random(in: 0...holder.subviews.count, using: &random))
            case 1:
                // A swap in place, as a container changing pages does.
                guard let page = holder.subviews.randomElement(using: &random) else { continue }
                let index = holder.subviews.firstIndex { $0 === page }!
                page.removeFromSuperview()
                let next = newPage()
                if type(of: page) == UIView.self { spare.insert(page, at: 0) }
                holder.insertSubview(next, at: index)
            case 2:
                if let page = holder.subviews.randomElement(using: &random) {
                    page.removeFromSuperview()
                    if type(of: page) == UIView.self { spare.append(page) }
                }
            case 3:
                holder.subviews.randomElement(using: &random)?.subviews.first?.frame.origin.y = CGFloat.random(in: 0...70, using: &random)
            default:
                let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 90))
                image.backgroundColor = .white
                if let page = holder.subviews.randomElement(using: &random) {
                    let index = holder.subviews.firstIndex { $0 === page }!
                    page.removeFromSuperview()
                    holder.insertSubview(image, at: index)
                }
            }
            renderer.render()
            let differing = pixelsDiffering(renderer.image, fresh(of: root, scale: 1), channelTolerance: 0)
            #expect(differing == 0, "seed \(seed), step \(step)")
            if differing != 0 { return }
        }
    }
}
