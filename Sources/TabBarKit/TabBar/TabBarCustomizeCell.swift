import Foundation

/// One item of the Configure sheet's grid: its icon over its title in an 80-point square
/// (docs/reference/CALL_ORDERS.md, "Configure sheet"). The same view, in the tint colour,
/// follows the finger during a drag.
@MainActor
final class TabBarCustomizeCell: UIView {
    let item: UITabBarItem
    private let imageView = UIImageView()
    private let titleLabel = UILabel()

    init(item: UITabBarItem, color: UIColor, side: CGFloat) {
        self.item = item
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        isOpaque = false
        isUserInteractionEnabled = false
        imageView.image = item.image?.withRenderingMode(.alwaysTemplate)
        imageView.contentMode = .center
        titleLabel.text = item.title
        titleLabel.font = .systemFont(ofSize: 11, weight: .medium)
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        show(color: color)
        addSubview(imageView)
        addSubview(titleLabel)
        isAccessibilityElement = true
        accessibilityLabel = item.accessibilityLabel ?? item.title
    }

    /// Cells are made from an item; there is nothing to decode one from.
    required init?(coder: NSCoder) { return nil }

    func show(color: UIColor) {
        imageView.tintColor = color
        titleLabel.textColor = color
    }

    override func layoutSubviews() {
        let icon = item.image?.size ?? .zero
        let titleHeight = ceil(titleLabel.font.lineHeight)
        let block = icon.height + (icon.height > 0 ? 6 : 0) + titleHeight
        let top = ((bounds.height - block) / 2).rounded()
        imageView.frame = CGRect(x: ((bounds.width - icon.width) / 2).rounded(), y: top, width: icon.width, height: icon.height)
        titleLabel.frame = CGRect(x: 2, y: top + block - titleHeight, width: bounds.width - 4, height: titleHeight)
    }
}
