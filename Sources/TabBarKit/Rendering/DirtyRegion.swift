import Foundation

/// The areas of a root view waiting to be repainted: a few rectangles, merged when they
/// overlap or when there are more than fit, stored inline so recording them never allocates.
/// Twenty small views moving apart repaint twenty small areas, not the box around them all.
struct DirtyRegion {
    static let capacity = 16
    private var rects = InlineArray<16, CGRect>(repeating: .null)
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    subscript(index: Int) -> CGRect { rects[index] }

    mutating func add(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty, rect.width.isFinite, rect.height.isFinite else { return }
        // Stored standardized and finite, so the tests below need no more checks.
        var area = rect.standardized
        guard area.minX.isFinite, area.minY.isFinite else { return }
        var i = 0
        while i < count {
            if rects[i].holds(area) { return }
            if rects[i].meets(area) {
                // Overlapping areas become one, which may now overlap an earlier one.
                area = area.joined(with: rects[i])
                remove(at: i)
                i = 0
            } else {
                i += 1
            }
        }
        if count == Self.capacity {
            // Full: grow the area that grows least by taking this one in, and re-add it.
            var best = 0, bestGrowth = CGFloat.infinity
            for j in 0..<count {
                let growth = Self.area(rects[j].joined(with: area)) - Self.area(rects[j])
                if growth < bestGrowth { (best, bestGrowth) = (j, growth) }
            }
            let merged = rects[best].joined(with: area)
            remove(at: best)
            return add(merged)
        }
        rects[count] = area
        count += 1
    }

    /// Whether one area already holds all of `rect`: adding anything inside it changes nothing.
    func contains(_ rect: CGRect) -> Bool {
        guard !rect.isNull, rect.width.isFinite, rect.height.isFinite else { return false }
        let rect = rect.standardized
        for index in 0..<count where rects[index].holds(rect) { return true }
        return false
    }

    mutating func removeAll() { count = 0 }

    private mutating func remove(at index: Int) {
        count -= 1
        rects[index] = rects[count]
    }

    private static func area(_ r: CGRect) -> CGFloat { r.width * r.height }
}
