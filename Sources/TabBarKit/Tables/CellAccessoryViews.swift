import Foundation

/// UIKit's standard accessories drawn as vector art: the grey chevron, the tinted
/// checkmark and the tinted info button. Sizes are UIKit's glyph boxes in points.
@MainActor
final class CellAccessoryView: UIView {
    let type: UITableViewCell.AccessoryType

    /// The chevron's grey (UIKit's tertiary label, opaque on white).
    static let chevronColor = UIColor(rgb: 0xC4C4C7)

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: type)))
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        type = .none
        super.init(coder: coder)
    }

    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return CGSize(width: 8, height: 13)
        case .checkmark: return CGSize(width: 14, height: 11)
        case .detailButton: return CGSize(width: 22, height: 22)
        case .detailDisclosureButton: return CGSize(width: 22 + 15 + 8, height: 22)
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if type != .disclosureIndicator { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setLineCap(.round)
        context.setLineJoin(.round)
        switch type {
        case .none:
            break
        case .disclosureIndicator:
            drawChevron(in: context, right: bounds.maxX)
        case .checkmark:
            context.setStrokeColor(tintColor.cgColor)
            context.setLineWidth(2)
            context.move(to: CGPoint(x: 1.5, y: 6))
            context.addLine(to: CGPoint(x: 5, y: 9.5))
            context.addLine(to: CGPoint(x: 12.5, y: 1.5))
            context.strokePath()
        case .detailButton:
            drawInfo(in: context, at: .zero)
        case .detailDisclosureButton:
            drawInfo(in: context, at: .zero)
            context.saveGState()
            context.translateBy(x: 0, y: (bounds.height - 13) / 2)
            drawChevron(in: context, right: bounds.maxX)
            context.restoreGState()
        }
    }

    /// A right-pointing chevron 8 × 13 pt whose tip touches `right`.
    private func drawChevron(in context: CGContext, right: CGFloat) {
        context.setStrokeColor(Self.chevronColor.cgColor)
        context.setLineWidth(2)
        context.move(to: CGPoint(x: right - 7, y: 1.5))
        context.addLine(to: CGPoint(x: right - 1.5, y: 6.5))
        context.addLine(to: CGPoint(x: right - 7, y: 11.5))
        context.strokePath()
    }

    /// A tinted circle with an "i", 22 pt across.
    private func drawInfo(in context: CGContext, at origin: CGPoint) {
        let tint = tintColor.cgColor
        context.setStrokeColor(tint)
        context.setLineWidth(1.5)
        context.strokeEllipse(in: CGRect(x: origin.x + 1, y: origin.y + 1, width: 20, height: 20))
        context.setFillColor(tint)
        context.fillEllipse(in: CGRect(x: origin.x + 9.8, y: origin.y + 5.2, width: 2.4, height: 2.4))
        context.fill(CGRect(x: origin.x + 10, y: origin.y + 9, width: 2, height: 8))
    }
}
