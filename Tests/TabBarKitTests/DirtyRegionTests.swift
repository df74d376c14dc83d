import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct DirtyRegionTests {
    @Test func separateAreasStaySeparateAndOverlappingOnesMerge() {
        var region = DirtyRegion()
        region.add(CGRect(x: 0, y: 0, width: 10, height: 10))
        region.add(CGRect(x: 100, y: 100, width: 10, height: 10))
        #expect(region.count == 2)
        region.add(CGRect(x: 5, y: 5, width: 100, height: 100))
        // The new area overlaps both; all three become one.
        #expect(region.count == 1)
        #expect(region[0] == CGRect(x: 0, y: 0, width: 110, height: 110))
        region.add(CGRect(x: 20, y: 20, width: 5, height: 5))
        #expect(region.count == 1, "an area inside another adds nothing")
    }

    @Test func aFullRegionMergesWhereItGrowsLeast() {
        var region = DirtyRegion()
        for i in 0..<DirtyRegion.capacity {
            region.add(CGRect(x: CGFloat(i) * 100, y: 0, width: 10, height: 10))
        }
        #expect(region.count == DirtyRegion.capacity)
        region.add(CGRect(x: 12, y: 0, width: 10, height: 10))
        #expect(region.count == DirtyRegion.capacity)
        let union = (1..<region.count).reduce(region[0]) { $0.union(region[$1]) }
        #expect(union == CGRect(x: 0, y: 0, width: CGFloat(DirtyRegion.capacity - 1) * 100 + 10, height: 10))
        #expect((0..<region.count).contains { region[$0] == CGRect(x: 0, y: 0, width: 22, height: 10) })
    }

    @Test func twoMovingViewsRepaintTwoSmallAreasNotTheBoxAroundThem() {
        let app = TestApplication()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.backgroundColor = .white
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let b = UIView(frame: CGRect(x: 360, y: 360, width: 20, height: 20))
        a.backgroundColor = .red
        b.backgroundColor = .blue
        root.addSubview(a)
        root.addSubview(b)
        let renderer = ViewRenderer(rootView: root, scale: 1)
        renderer.render()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            a.frame.origin.x += 20
            b.frame.origin.x -= 20
        }
        UIApplication.shared.animationEngine.advance(to: app.origin + 0.5)
        #expect(root.pendingDirtyRegion.count == 2)
        // A green mark in the middle, where nothing changed, must survive the repaint.
        renderer.withPixels { base, _, _, stride in
            UnsafeMutableRawPointer(mutating: base).storeBytes(
                of: 0xFF00_FF00 as UInt32, toByteOffset: 200 * stride + 200 * 4, as: UInt32.self)
        }
        let painted = renderer.render()
        let mark = renderer.withPixels { base, _, _, stride in base.load(fromByteOffset: 200 * stride + 200 * 4, as: UInt32.self) }
        #expect(mark == 0xFF00_FF00)
        // The box around the two areas spans the frame; only the areas were painted.
        #expect(painted.map { $0.width > 350 } == true)
        let pixel = renderer.image.cgImage!.pixel(x: 10 + 10, y: 10)
        #expect(pixel.r == 255 && pixel.b == 0)
        let beside = renderer.image.cgImage!.pixel(x: 5, y: 10)
        #expect(beside.r == 255 && beside.g == 255, "the old place is white again")
        app.tick(1)
    }

    /// The renderer culls with its own overlap test; it must agree with Foundation's.
    @Test func theCullingOverlapTestAgreesWithFoundation() {
        let base = CGRect(x: 0, y: 0, width: 10, height: 10)
        let others = [
            CGRect(x: 10, y: 0, width: 5, height: 5), CGRect(x: 10.5, y: 0, width: 5, height: 5),
            CGRect(x: 5, y: 5, width: 0, height: 0), CGRect(x: 12, y: 0, width: -3, height: 5),
            CGRect(x: -4, y: -4, width: 4, height: 4), CGRect(x: -4, y: -4, width: 3.9, height: 20),
            CGRect(x: 2, y: 2, width: 3, height: 3), CGRect(x: -5, y: -5, width: 30, height: 30),
            .null, .infinite, .zero,
        ]
        for a in [base, CGRect(x: 10, y: 10, width: -10, height: -10), .null, .infinite] {
            for b in others {
                #expect(a.meets(b) == a.intersects(b), "\(a) and \(b)")
                #expect(b.meets(a) == b.intersects(a), "\(b) and \(a)")
            }
        }
    }
}
