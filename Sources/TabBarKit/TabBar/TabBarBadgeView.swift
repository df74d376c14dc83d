import Foundation

/// What a badge shows: its text, fill, text attributes and sizes
/// (docs/reference/TAB_BAR_METRICS.md, "Badges").
@MainActor
struct TabBarBadgeLook {
    var text: String
    var fill: UIColor
    /// Font and colour included.
    var attributes: [NSAttributedString.Key: Any]
    /// Moves the text inside the capsule (`badgeTitlePositionAdjustment`).
    var textOffset: UIOffset
    /// Moves the capsule from where the layout puts it (`badgePositionAdjustment`).
    var offset: UIOffset
    var metrics: TabBarMetrics.Badge

    var font: UIFont { attributes[.font] as? UIFont ?? .systemFont(ofSize: metrics.fontSize) }

    var textWidth: CGFloat {
        text.isEmpty ? 0 : StyledText(text, attributes: attributes).size().width
    }

    var size: CGSize { metrics.size(text: text, textWidth: textWidth) }
}

/// A badge: a capsule (or a dot for an empty string) with its text centred, drawn in one
/// pass so that a badge change repaints only the badge.
@MainActor
final class TabBarBadgeView: UIView {
    private(set) var look: TabBarBadgeLook?
    /// The text measured once per look, for drawing and sizing.
    private var textSize = CGSize.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shows `look`, or hides the badge for nil. Only a real change redraws.
    func show(_ look: TabBarBadgeLook?) {
        guard let look else {
            self.look = nil
            isHidden = true
            return
        }
        let changed = self.look.map { !Self.same($0, look) } ?? true
        self.look = look
        isHidden = false
        if changed {
            textSize = look.text.isEmpty ? .zero : StyledText(look.text, attributes: look.attributes).size()
            setNeedsDisplay()
        }
    }

    /// The capsule's size for the current look.
    var badgeSize: CGSize {
        guard let look else { return .zero }
        return look.metrics.size(text: look.text, textWidth: textSize.width)
    }

    override func draw(_ rect: CGRect) {
        guard let look else { return }
        let box = bounds
        look.fill.setFill()
        UIBezierPath(roundedRect: box, cornerRadius: min(box.width, box.height) / 2).fill()
        guard !look.text.isEmpty else { return }
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineBreakMode = .byTruncatingTail
        var attributes = look.attributes
        attributes[.paragraphStyle] = paragraph
        // Centred on the capsule; text wider than the 64-point cap is truncated.
        let inset = look.text.count == 1 ? 0 : look.metrics.padding
        let textRect = CGRect(
            x: box.minX + inset + look.textOffset.horizontal,
            y: box.midY - textSize.height / 2 + look.textOffset.vertical,
            width: max(0, box.width - 2 * inset), height: textSize.height)
        StyledText(look.text, attributes: attributes).draw(in: textRect)
    }

    private static func same(_ a: TabBarBadgeLook, _ b: TabBarBadgeLook) -> Bool {
        a.text == b.text && a.fill == b.fill && a.textOffset == b.textOffset && a.offset == b.offset
            && a.metrics.height == b.metrics.height
            && TabBarButton.sameAttributes(a.attributes, b.attributes)
    }
}
