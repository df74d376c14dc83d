import CPangoCairo
import Foundation

// Where offsets of the text are on screen and which offset a point is at, for carets,
// selections and clicks. Offsets count UTF-16 units; Pango indexes UTF-8 bytes.
extension TextLayout {
    func byteIndex(ofOffset offset: Int) -> Int32 {
        let utf16 = string.utf16
        let index = utf16.index(utf16.startIndex, offsetBy: min(max(offset, 0), utf16.count))
        return Int32(string.utf8.distance(from: string.utf8.startIndex, to: index))
    }

    func offset(ofByteIndex byteIndex: Int32) -> Int {
        let utf8 = string.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: min(max(Int(byteIndex), 0), utf8.count))
        return string.utf16.distance(from: string.utf16.startIndex, to: index)
    }

    private func rect(_ r: PangoRectangle) -> CGRect {
        let s = PangoTextContext.scale
        return CGRect(x: Double(r.x) / s, y: Double(r.y) / s, width: Double(r.width) / s, height: Double(r.height) / s)
    }

    /// The caret before the character at `offset`: zero wide, a line high.
    func caretRect(at offset: Int) -> CGRect {
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(layout, byteIndex(ofOffset: offset), &strong, nil as UnsafeMutablePointer<PangoRectangle>?)
        return rect(strong)
    }

    /// The offset nearest to `point` (a click there puts the caret at it).
    func offset(at point: CGPoint) -> Int {
        var index: Int32 = 0
        var trailing: Int32 = 0
        let s = PangoTextContext.scale
        pango_layout_xy_to_index(layout, Int32(point.x * s), Int32(point.y * s), &index, &trailing)
        var offset = offset(ofByteIndex: index)
        // Past the middle of a character: after it.
        if trailing > 0, offset < string.utf16.count {
            let start = String.Index(utf16Offset: offset, in: string)
            offset = string.index(after: start).utf16Offset(in: string)
        }
        return offset
    }

    /// The rectangles covering `range`, one per line it spans; a range running past the
    /// text's end (into the paragraph break after it) gets a little box after the last line.
    func selectionRects(for range: NSRange) -> [CGRect] {
        guard range.length > 0 else { return [] }
        let start = byteIndex(ofOffset: range.location)
        let end = byteIndex(ofOffset: range.location + range.length)
        var rects: [CGRect] = []
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            let lineStart = pango_layout_line_get_start_index(line)
            let lineEnd = lineStart + pango_layout_line_get_length(line)
            guard lineEnd >= start, lineStart < end else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let lineRect = rect(logical)
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(line, max(start, lineStart), min(end, lineEnd), &ranges, &count)
            var lineEndX = lineRect.minX
            for i in 0..<Int(count) {
                let x0 = Double(ranges![2 * i]) / PangoTextContext.scale
                let x1 = Double(ranges![2 * i + 1]) / PangoTextContext.scale
                if x1 > x0 { rects.append(CGRect(x: x0, y: lineRect.minY, width: x1 - x0, height: lineRect.height)) }
                lineEndX = max(lineEndX, x1)
            }
            // A selected paragraph break (past the layout's text) shows as a little space.
            if range.location + range.length > string.utf16.count, Int(lineEnd) >= string.utf8.count {
                rects.append(CGRect(x: lineEndX, y: lineRect.minY, width: 4, height: lineRect.height))
            }
            g_free(ranges)
        } while pango_layout_iter_next_line(iterator) != 0
        return rects
    }

    /// The offset one line above (negative `lines`) or below, at the same x; nil past the
    /// first or last line.
    func offset(from offset: Int, movingLines lines: Int, preferredX: CGFloat? = nil) -> Int? {
        let caret = caretRect(at: offset)
        let x = preferredX ?? caret.minX
        let y = lines < 0 ? caret.minY - 1 : caret.maxY + 1
        guard y >= 0, y < size.height else { return nil }
        return self.offset(at: CGPoint(x: x, y: y))
    }

    /// The first and last offsets of the line `offset` is on.
    func lineBounds(at offset: Int) -> (start: Int, end: Int) {
        var lineNumber: Int32 = 0
        var x: Int32 = 0
        pango_layout_index_to_line_x(layout, byteIndex(ofOffset: offset), 0, &lineNumber, &x)
        guard let line = pango_layout_get_line_readonly(layout, lineNumber) else { return (0, string.utf16.count) }
        let start = self.offset(ofByteIndex: pango_layout_line_get_start_index(line))
        var end = self.offset(ofByteIndex: pango_layout_line_get_start_index(line) + pango_layout_line_get_length(line))
        // A wrapped line's end is before the space it broke at, where the caret goes.
        let utf16 = string.utf16
        if end > start, end < utf16.count, utf16[utf16.index(utf16.startIndex, offsetBy: end - 1)] == 0x20 { end -= 1 }
        return (start, end)
    }
}
