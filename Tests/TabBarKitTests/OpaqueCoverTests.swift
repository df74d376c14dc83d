import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The renderer starts a repaint at the last opaque view that covers it (`OpaqueCover`):
/// what lies under it is not painted at all, and the picture is the one a full paint of
/// every view gives (`drawHierarchy` paints them all).
@Suite(.freshApplication)
@MainActor
struct OpaqueCoverTests {
    final class Counting: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.red.setFill()
            UIBezierPath(rect: bounds).fill()
        }
    }

    /// A window-like root with a border and its own drawing, a container without a
    /// background (as a tab bar controller's view), a view under the page, the page, and
    /// a bar over the page's bottom.
    @MainActor
    struct Scene {
        let root = Counting(frame: CGRect(x: 0, y: 0, width: 60, height: 80))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 80))
        let under = Counting(frame: CGRect(x: 0, y: 0, width: 60, height: 80))
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 80))
        let bar = UIView(frame: CGRect(x: 0, y: 60, width: 60, height: 20))

        init() {
            root.layer.borderWidth = 2
            root.layer.borderColor = UIColor.black.cgColor
            page.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            bar.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 0.5)
            root.addSubview(container)
            container.addSubview(under)
            container.addSubview(page)
            root.addSubview(bar)
        }

        /// Every view painted, bottom to top.
        func fullPaint() -> [UInt32] {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(size: root.bounds.size, format: format).image { _ in
                _ = root.drawHierarchy(in: root.bounds, afterScreenUpdates: true)
            }.cgImage!.argbPixels
        }
    }

    /// Pixels that differ (a count, so a failure does not print two whole images).
    func differences(_ a: [UInt32], _ b: [UInt32]) -> Int {
        a.count == b.count ? zip(a, b).count { $0 != $1 } : max(a.count, b.count)
    }

    @Test func whatAnOpaqueCoverHidesIsNotPainted() {
        let scene = Scene()
        let renderer = ViewRenderer(rootView: scene.root, scale: 1)
        renderer.render()
        #expect(scene.under.draws == 0)
        #expect(scene.root.draws == 0)
        let pixels = renderer.image.cgImage!.argbPixels
        #expect(pixels[30 * 60 + 30] == 0xFF00_00FF) // the page
        #expect(pixels[30 * 60 + 0] == 0xFF00_0000) // the root's border lies on top
        #expect(pixels[70 * 60 + 30] & 0xFF00 > 0x7000) // the bar over the page is painted
        #expect(differences(pixels, scene.fullPaint()) == 0)
    }

    @Test func aCoverThatLetsThingsThroughIsNoCover() {
        for letThrough in [
            { (page: UIView) in page.alpha = 0.5 },
            { page in page.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.9) },
            { page in page.transform = CGAffineTransform(rotationAngle: 0.1) },
            { page in page.layer.cornerRadius = 8 },
            { page in page.frame = page.frame.insetBy(dx: 1, dy: 0) },
            { page in
                // A mask lets the views under the page show where it paints nothing.
                let half = CAShapeLayer()
                half.path = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 80), transform: nil)
                page.layer.mask = half
            },
        ] {
            let scene = Scene()
            letThrough(scene.page)
            let renderer = ViewRenderer(rootView: scene.root, scale: 1)
            renderer.render()
            #expect(scene.under.draws == 1)
            #expect(differences(renderer.image.cgImage!.argbPixels, scene.fullPaint()) == 0)
        }
    }

    /// A repaint of a part of the frame starts at whatever covers that part. With the page
    /// short of the bottom, nothing covers the whole frame or the bar's area; a rectangle
    /// inside the page has the page, and one inside an opaque subview of it that subview.
    /// An area too small to be worth the search asks only the root.
    @Test func eachRepaintAreaFindsItsOwnCover() {
        let scene = Scene()
        scene.page.frame.size.height = 70
        let inside = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        inside.backgroundColor = .white
        scene.page.addSubview(inside)
        var chain: [ObjectIdentifier] = []
        func cover(_ rect: CGRect) -> UIView? { OpaqueCover.find(in: scene.root, covering: rect, chain: &chain)?.view }
        #expect(cover(scene.root.frame) == nil)
        #expect(cover(CGRect(x: 0, y: 60, width: 60, height: 20)) == nil)
        #expect(cover(CGRect(x: 0, y: 20, width: 60, height: 50)) === scene.page)
        #expect(cover(CGRect(x: 5, y: 5, width: 50, height: 50)) === inside)
        #expect(
            OpaqueCover.find(in: scene.root, covering: CGRect(x: 5, y: 5, width: 50, height: 50), chain: &chain)?.ancestors
                == [scene.root, scene.container, scene.page].map(ObjectIdentifier.init))
        let small = CGRect(x: 10, y: 10, width: 20, height: 20)
        #expect(small.width * small.height < OpaqueCover.minimumArea)
        #expect(cover(small) == nil)
        scene.root.backgroundColor = .black
        #expect(cover(small) === scene.root)

        let renderer = ViewRenderer(rootView: scene.root, scale: 1)
        renderer.render()
        #expect(scene.under.draws == 1)
        scene.bar.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 0.5)
        #expect(renderer.render() == CGRect(x: 0, y: 60, width: 60, height: 20))
        inside.backgroundColor = .black
        #expect(renderer.render() == CGRect(x: 5, y: 5, width: 50, height: 50))
        #expect(differences(renderer.image.cgImage!.argbPixels, scene.fullPaint()) == 0)
    }
}
