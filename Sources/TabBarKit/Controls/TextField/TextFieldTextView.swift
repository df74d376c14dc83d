import Foundation

/// Where a text field's text is drawn: its text rectangle, clipping the line as it scrolls.
/// Draws the selection behind the text and a line under marked text; the caret is a
/// subview of its own so that blinking redraws nothing.
@MainActor
final class TextFieldTextView: UIView {
    weak var field: UITextField?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        clipsToBounds = true
        storedContentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let field else { return }
        if field.model.text.isEmpty, field.model.markedRange == nil {
            field.drawPlaceholder(in: bounds)
        } else {
            field.drawText(in: bounds)
        }
    }

    /// Where the line starts: aligned in the rectangle, less the scroll; centred vertically.
    func lineOrigin(of display: TextFieldDisplay) -> CGPoint {
        guard let field else { return .zero }
        let free = bounds.width - display.width
        var x: CGFloat = 0
        if free > 0 {
            switch field.textAlignment.resolved(rightToLeft: field.effectiveUserInterfaceLayoutDirection == .rightToLeft) {
            case .center: x = free / 2
            case .right: x = free
            default: x = 0
            }
        }
        return CGPoint(x: x - display.scrollX, y: ((bounds.height - display.lineHeight) / 2).rounded(.down))
    }

    func drawContent(in context: CGContext, rect: CGRect) {
        guard let field else { return }
        let display = field.currentDisplay()
        let origin = lineOrigin(of: display)
        let model = field.model
        if field.isEditing, model.selection.length > 0 {
            context.setFillColor(field.tintColor.withAlphaComponent(0.2).cgColor)
            for box in display.layout.selectionRects(for: layoutRange(model.selection, in: display)) {
                context.fill(box.offsetBy(dx: origin.x, dy: origin.y))
            }
        }
        display.layout.draw(in: context, at: origin)
        if let marked = model.markedRange {
            // Marked text is underlined in the text's colour, as input methods show it.
            context.setFillColor((field.textColor ?? .label).cgColor)
            for box in display.layout.selectionRects(for: layoutRange(marked, in: display)) {
                context.fill(CGRect(x: box.minX + origin.x, y: box.maxY + origin.y - 2, width: box.width, height: 1))
            }
        }
    }

    func drawPlaceholder(in context: CGContext, rect: CGRect) {
        guard let field, let placeholder = field.attributedPlaceholder, placeholder.length > 0 else { return }
        let defaults = TextLayout.Defaults(
            font: field.resolvedFont, color: .placeholderText,
            alignment: field.textAlignment, lineBreakMode: .byTruncatingTail, numberOfLines: 1)
        let layout = TextLayout(StyledText(placeholder), defaults: defaults, width: rect.width)
        layout.draw(in: context, at: CGPoint(x: rect.minX, y: rect.minY + ((rect.height - layout.size.height) / 2).rounded(.down)))
    }

    private func layoutRange(_ range: NSRange, in display: TextFieldDisplay) -> NSRange {
        let start = display.layoutOffset(ofModel: range.location)
        let end = display.layoutOffset(ofModel: range.location + range.length)
        return NSRange(location: start, length: end - start)
    }
}

extension NSTextAlignment {
    /// `.natural` and `.justified` as the side they start from.
    func resolved(rightToLeft: Bool) -> NSTextAlignment {
        switch self {
        case .natural, .justified: return rightToLeft ? .right : .left
        default: return self
        }
    }
}
