import Foundation

/// One paragraph of a text view on screen, as TextKit 2 shows each layout fragment in a
/// view of its own: typing redraws the paragraph typed in, and the ones below only move.
/// It draws the paragraph's share of the selection behind its text and a line under marked
/// text.
@MainActor
final class TextViewFragmentView: UIView {
    unowned let textView: UITextView
    var paragraph: TextViewParagraphs.Paragraph?
    /// The layout last drawn, to tell when the paragraph changed.
    private(set) weak var drawnLayout: TextLayout?

    init(textView: UITextView) {
        self.textView = textView
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        storedContentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    /// Whether the paragraph was laid out again since it was drawn.
    var isStale: Bool { paragraph?.layout == nil || paragraph?.layout !== drawnLayout }

    override func draw(_ rect: CGRect) {
        guard let paragraph, let context = UIGraphicsGetCurrentContext() else { return }
        let layout = textView.layout(of: paragraph)
        drawnLayout = layout
        let model = textView.model
        let origin = CGPoint(x: textView.textContainer.lineFragmentPadding, y: 0)
        if textView.isFirstResponder, model.selection.length > 0, let range = local(model.selection, in: paragraph) {
            context.setFillColor(textView.tintColor.withAlphaComponent(0.2).cgColor)
            for box in layout.selectionRects(for: range) { context.fill(box.offsetBy(dx: origin.x, dy: origin.y)) }
        }
        layout.draw(in: context, at: origin)
        if let marked = model.markedRange, let range = local(marked, in: paragraph) {
            context.setFillColor((textView.textColor ?? .label).cgColor)
            for box in layout.selectionRects(for: range) {
                context.fill(CGRect(x: box.minX + origin.x, y: box.maxY - 2, width: box.width, height: 1))
            }
        }
    }

    /// `range`'s part in `paragraph`, from the paragraph's start (its line break counts as
    /// one past its text), or nil when they do not meet.
    private func local(_ range: NSRange, in paragraph: TextViewParagraphs.Paragraph) -> NSRange? {
        let start = max(range.location, paragraph.range.location)
        let end = min(range.location + range.length, paragraph.range.location + paragraph.range.length + 1)
        guard end > start || (range.length == 0 && start == end) else { return nil }
        return NSRange(location: start - paragraph.range.location, length: end - start)
    }
}
