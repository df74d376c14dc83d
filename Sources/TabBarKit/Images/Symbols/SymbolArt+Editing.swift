import Foundation

// trash, pencil, square.and.arrow.up, doc.on.doc (and the filled forms SF Symbols has):
// what menus of editing actions show.
extension SymbolArt {
    /// A bin under its lid, with a handle on the lid and two ribs on the bin; the filled
    /// form fills the bin and cuts the ribs out of it.
    static func trash(filled: Bool, pen: GlyphPen) {
        let lid = UIBezierPath()
        lid.move(to: CGPoint(x: 3.6, y: 6.2))
        lid.addLine(to: CGPoint(x: 21.4, y: 6.2))
        let handle = UIBezierPath(
            polygon: [
                CGPoint(x: 9.4, y: 6.2), CGPoint(x: 9.4, y: 3.4), CGPoint(x: 15.6, y: 3.4), CGPoint(x: 15.6, y: 6.2),
            ], cornerRadius: 0.8, closed: false)
        let bin = UIBezierPath(
            polygon: [
                CGPoint(x: 5.8, y: 6.2), CGPoint(x: 7.0, y: 21.6), CGPoint(x: 18.0, y: 21.6), CGPoint(x: 19.2, y: 6.2),
            ], cornerRadius: 1.4, closed: filled)
        let ribs = UIBezierPath()
        for x: CGFloat in [10.6, 14.4] {
            ribs.move(to: CGPoint(x: x, y: 10))
            ribs.addLine(to: CGPoint(x: x, y: 18))
        }
        for path in [lid, handle] { pen.stroke(path) }
        shape(bin, filled: filled, pen: pen)
        (filled ? pen.eraser : pen).stroke(ribs)
    }

    /// A pencil lying from lower left (its point) to upper right, its end banded.
    static func pencil(pen: GlyphPen) {
        let body = UIBezierPath(
            polygon: [
                CGPoint(x: 3.8, y: 21.2), CGPoint(x: 5.0, y: 16.4), CGPoint(x: 16.8, y: 4.6),
                CGPoint(x: 20.4, y: 8.2), CGPoint(x: 8.6, y: 20.0),
            ], cornerRadius: 0.8)
        let band = UIBezierPath()
        band.move(to: CGPoint(x: 14.4, y: 7.0))
        band.addLine(to: CGPoint(x: 18.0, y: 10.6))
        pen.stroke(body)
        pen.stroke(band)
    }

    /// An open box with an arrow rising out of it: share. The filled form fills the box
    /// and clears a gap around the arrow's shaft in it.
    static func shareBox(filled: Bool, pen: GlyphPen) {
        let box = UIBezierPath(
            polygon: [
                CGPoint(x: 8.6, y: 10.2), CGPoint(x: 5.2, y: 10.2), CGPoint(x: 5.2, y: 22.0),
                CGPoint(x: 19.8, y: 22.0), CGPoint(x: 19.8, y: 10.2), CGPoint(x: 16.4, y: 10.2),
            ], cornerRadius: 1.6, closed: filled)
        let arrow = UIBezierPath()
        arrow.move(to: CGPoint(x: 12.5, y: 15.4))
        arrow.addLine(to: CGPoint(x: 12.5, y: 2.8))
        arrow.move(to: CGPoint(x: 8.4, y: 6.8))
        arrow.addLine(to: CGPoint(x: 12.5, y: 2.8))
        arrow.addLine(to: CGPoint(x: 16.6, y: 6.8))
        shape(box, filled: filled, pen: pen)
        if filled { pen.clear(around: arrow, gap: 1.2) }
        pen.stroke(arrow)
    }

    /// Two sheets, one behind the other to the upper right: copy. The filled form fills
    /// both, a gap between them.
    static func twoSheets(filled: Bool, pen: GlyphPen) {
        let front = UIBezierPath(
            polygon: [
                CGPoint(x: 4.4, y: 8.0), CGPoint(x: 16.0, y: 8.0), CGPoint(x: 16.0, y: 22.0), CGPoint(x: 4.4, y: 22.0),
            ], cornerRadius: 1.6)
        let back = UIBezierPath(
            polygon: [
                CGPoint(x: 9.0, y: 8.0), CGPoint(x: 9.0, y: 3.2), CGPoint(x: 20.6, y: 3.2), CGPoint(x: 20.6, y: 17.2),
                CGPoint(x: 16.0, y: 17.2),
            ], cornerRadius: 1.6, closed: false)
        guard filled else {
            pen.stroke(front)
            pen.stroke(back)
            return
        }
        let backSheet = UIBezierPath(
            polygon: [
                CGPoint(x: 9.0, y: 3.2), CGPoint(x: 20.6, y: 3.2), CGPoint(x: 20.6, y: 17.2), CGPoint(x: 9.0, y: 17.2),
            ], cornerRadius: 1.6)
        shape(backSheet, filled: true, pen: pen)
        pen.clear(around: front, gap: 1.2)
        shape(front, filled: true, pen: pen)
    }
}
