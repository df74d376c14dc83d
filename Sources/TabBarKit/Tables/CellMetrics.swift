import Foundation

/// UIKit's standard cell layout on an iPhone, measured from its screenshots and public
/// write-ups (<doc:SCROLLING> lists them): 16 pt margins (20 pt on phones 414 pt wide
/// and more), the image at the leading margin, 16 pt from image to text, accessories at
/// the trailing margin with 10 pt before them.
@MainActor
enum CellMetrics {
    nonisolated static let imageToText: CGFloat = 16
    static let contentToAccessory: CGFloat = 10
    nonisolated static let detailSpacing: CGFloat = 8
    /// The width of the `.value2` style's trailing-aligned first column.
    static let value2Column: CGFloat = 91

    static func margin(forWidth width: CGFloat) -> CGFloat {
        width >= 414 ? 20 : 16
    }

    static func layOut(_ cell: UITableViewCell) {
        let bounds = cell.bounds
        let margin = margin(forWidth: bounds.width)
        cell.backgroundView?.frame = bounds

        var contentWidth = bounds.width
        if let accessory = cell.shownAccessory {
            let size = accessory.bounds.size
            accessory.frame = CGRect(
                x: bounds.width - margin - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                width: size.width, height: size.height)
            contentWidth = max(0, accessory.frame.minX - contentToAccessory)
        }
        cell.contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: bounds.height)
        let trailing = cell.shownAccessory == nil ? margin : 0
        layOutStandardViews(of: cell, margin: margin, trailing: trailing)
        if let configured = cell.configuredContentView {
            configured.frame = cell.contentView.bounds
            (configured as? UIListContentView)?.superviewMargins = NSDirectionalEdgeInsets(
                top: 0, leading: margin, bottom: 0, trailing: trailing)
        }

        let inset = cell.separatorInset
        let hairline = 1 / max(1, UIScreen.main.scale)
        cell.separatorView.frame = CGRect(
            x: inset.left, y: bounds.height - hairline,
            width: max(0, bounds.width - inset.left - inset.right), height: hairline)
        if cell.subviews.last !== cell.separatorView { cell.bringSubviewToFront(cell.separatorView) }
    }

    private static func layOutStandardViews(of cell: UITableViewCell, margin: CGFloat, trailing: CGFloat) {
        let size = cell.contentView.bounds.size
        var x = margin
        let column = cell.imageColumnWidth.map { min($0, size.width / 2) }
        if let imageView = cell.storedImageView {
            if let image = imageView.image {
                let fitted = CGSize(width: min(image.size.width, size.width / 2), height: min(image.size.height, size.height))
                let slot = max(fitted.width, column ?? 0)
                imageView.frame = CGRect(
                    x: margin + ((slot - fitted.width) / 2).rounded(), y: ((size.height - fitted.height) / 2).rounded(),
                    width: fitted.width, height: fitted.height)
                x = margin + slot + imageToText
            } else {
                imageView.frame = .zero
            }
        }
        if let column, cell.storedImageView?.image == nil { x = margin + column + imageToText }
        let right = max(x, size.width - trailing)
        let text = cell.storedTextLabel, detail = cell.storedDetailTextLabel
        switch cell.cellStyle {
        case .default:
            text?.frame = CGRect(x: x, y: 0, width: right - x, height: size.height)
        case .subtitle:
            let textHeight = (text?.font.lineHeight ?? 0).rounded(.up)
            let detailHeight = detail?.text?.isEmpty == false ? (detail?.font.lineHeight ?? 0).rounded(.up) : 0
            let top = ((size.height - textHeight - detailHeight) / 2).rounded()
            text?.frame = CGRect(x: x, y: top, width: right - x, height: textHeight)
            detail?.frame = CGRect(x: x, y: top + textHeight, width: right - x, height: detailHeight)
        case .value1:
            // The title keeps its width; the detail takes what is left on the trailing side.
            let available = right - x
            let textWidth = min(available, text?.sizeThatFits(.zero).width ?? 0)
            let detailWidth = max(0, min(detail?.sizeThatFits(.zero).width ?? 0, available - textWidth - detailSpacing))
            text?.frame = CGRect(
                x: x, y: 0, width: max(0, available - detailWidth - (detailWidth > 0 ? detailSpacing : 0)),
                height: size.height)
            detail?.frame = CGRect(x: right - detailWidth, y: 0, width: detailWidth, height: size.height)
        case .value2:
            let column = min(value2Column, right - x)
            text?.frame = CGRect(x: x, y: 0, width: column, height: size.height)
            let detailX = x + column + detailSpacing
            detail?.frame = CGRect(x: detailX, y: 0, width: max(0, right - detailX), height: size.height)
        }
    }
}
