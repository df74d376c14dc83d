import CCairo
import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// Trimming a flattened path by distance, as an animated strokeEnd does every frame.
@Suite(.freshApplication)
@MainActor
struct FlatPathTests {
    /// The trimmed part of two separate lines, 10 points each, as Cairo holds it.
    private func part(from: CGFloat, to: CGFloat) -> [String] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 20, 20)
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 10, y: 10))
        CairoGeometry.append(path.elements, to: cr)
        let flat = FlatPath(cairoPath: cr, path: path, scale: .identity)
        #expect(flat.total == 20, "the jump between the lines is not counted")
        cairo_new_path(cr)
        flat.appendPart(from: from, to: to, to: cr)
        let copy = cairo_copy_path(cr)!
        defer { cairo_path_destroy(copy) }
        var steps: [String] = []
        var i = 0
        while i < Int(copy.pointee.num_data) {
            let header = copy.pointee.data[i].header
            let p = copy.pointee.data[i + 1].point
            steps.append("\(header.type == CAIRO_PATH_MOVE_TO ? "M" : "L")\(Int(p.x)),\(Int(p.y))")
            i += Int(header.length)
        }
        return steps
    }

    @Test func aStretchAcrossTwoSubpathsStaysTwoSubpaths() {
        #expect(part(from: 5, to: 15) == ["M5,0", "L10,0", "M0,10", "L5,10"])
        #expect(part(from: 0, to: 20) == ["M0,0", "L10,0", "M0,10", "L10,10"])
        #expect(part(from: 12, to: 18) == ["M2,10", "L8,10"])
        #expect(part(from: 20, to: 20).isEmpty)
    }
}
