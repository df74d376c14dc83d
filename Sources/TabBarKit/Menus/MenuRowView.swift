import Foundation

/// One row of a shown menu: a title with its subtitle, the element's image at the
/// trailing end, and, in a menu with checked elements, the checkmark column at the
/// leading end. A palette row holds its actions side by side, each in a cell.
@MainActor
final class MenuRowView: UIView {
    let row: MenuRow
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private var stateView: UIImageView?
    private var imageView: UIImageView?
    /// A palette's cells, one per action.
    private(set) var cells: [UIView] = []
    private let showsStateColumn: Bool

    /// Whether a finger rests on the row (or, for a palette, which cell).
    var highlightedCell: Int? {
        didSet { if highlightedCell != oldValue { showHighlight() } }
    }

    init(row: MenuRow, showsStateColumn: Bool) {
        self.row = row
        self.showsStateColumn = showsStateColumn
        super.init(frame: .zero)
        isOpaque = false
        isAccessibilityElement = true
        switch row {
        case .title(let title):
            addLabel(titleLabel, text: title, font: MenuMetrics.headerFont, color: .secondaryLabel)
            accessibilityTraits = .header
        case .action(let action, _):
            build(action: action)
        case .submenu(let menu):
            addLabel(
                titleLabel, text: menu.title, font: MenuMetrics.titleFont,
                color: Self.color(destructive: menu.options.contains(.destructive)))
            addSubtitle(menu.subtitle)
            addImage(menu.image.map { ($0, Self.color(destructive: menu.options.contains(.destructive))) })
            addImage((Self.symbol("chevron.right"), .secondaryLabel))
            accessibilityTraits = .button
        case .openSubmenu(let menu):
            addLabel(titleLabel, text: menu.title, font: MenuMetrics.openSubmenuFont, color: .label)
            addImage((Self.symbol("chevron.down"), .secondaryLabel))
            accessibilityTraits = .button
        case .palette(let actions, let size, _):
            for action in actions { cells.append(Self.cell(for: action, size: size)) }
            cells.forEach(addSubview)
            isAccessibilityElement = false
            accessibilityElements = cells
        case .loading:
            addLabel(titleLabel, text: "Loading…", font: MenuMetrics.titleFont, color: .secondaryLabel)
            accessibilityTraits = .notEnabled
        }
        accessibilityLabel = titleLabel.text
    }

    required init?(coder: NSCoder) { nil }

    private func build(action: UIAction) {
        let disabled = action.attributes.contains(.disabled)
        let color = disabled ? UIColor.tertiaryLabel : Self.color(destructive: action.attributes.contains(.destructive))
        addLabel(titleLabel, text: action.title, font: MenuMetrics.titleFont, color: color)
        addSubtitle(action.subtitle)
        let image = action.state == .on ? (action.selectedImage ?? action.image) : action.image
        addImage(image.map { ($0, color) })
        if action.state != .off {
            let mark = UIImageView(image: Self.symbol(action.state == .on ? "checkmark" : "minus"))
            mark.tintColor = color
            addSubview(mark)
            stateView = mark
        }
        var traits: UIAccessibilityTraits = .button
        if disabled { traits.insert(.notEnabled) }
        if action.state == .on { traits.insert(.selected) }
        accessibilityTraits = traits
    }

    private func addLabel(_ label: UILabel, text: String, font: UIFont, color: UIColor) {
        label.text = text
        label.font = font
        label.textColor = color
        addSubview(label)
    }

    private func addSubtitle(_ subtitle: String?) {
        guard let subtitle, !subtitle.isEmpty else { return }
        addLabel(subtitleLabel, text: subtitle, font: MenuMetrics.subtitleFont, color: .secondaryLabel)
    }

    /// The trailing image; a second call (a submenu's chevron) replaces an image the
    /// element gave, as a row has room for one.
    private func addImage(_ image: (UIImage, UIColor)?) {
        guard let (image, color) = image else { return }
        imageView?.removeFromSuperview()
        let view = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
        view.tintColor = color
        view.contentMode = .scaleAspectFit
        addSubview(view)
        imageView = view
    }

    static func color(destructive: Bool) -> UIColor { destructive ? .systemRed : .label }

    static func symbol(_ name: String) -> UIImage {
        let configuration = UIImage.SymbolConfiguration(pointSize: MenuMetrics.symbolPointSize)
        return UIImage(systemName: name, withConfiguration: configuration) ?? UIImage()
    }

    /// A palette cell: the action's image, with its title under it at medium size.
    private static func cell(for action: UIAction, size: UIMenu.ElementSize) -> UIView {
        let cell = UIView()
        let disabled = action.attributes.contains(.disabled)
        let color = disabled ? UIColor.tertiaryLabel : color(destructive: action.attributes.contains(.destructive))
        let image = (action.state == .on ? (action.selectedImage ?? action.image) : action.image)
        let imageView = UIImageView(image: image?.withRenderingMode(.alwaysTemplate))
        imageView.tintColor = color
        imageView.contentMode = .scaleAspectFit
        cell.addSubview(imageView)
        if size == .medium {
            let label = UILabel()
            label.text = action.title
            label.font = MenuMetrics.mediumTitleFont
            label.textColor = color
            label.textAlignment = .center
            cell.addSubview(label)
        }
        if action.state == .on { cell.backgroundColor = MenuMetrics.highlightColor }
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = action.title
        var traits: UIAccessibilityTraits = .button
        if disabled { traits.insert(.notEnabled) }
        if action.state == .on { traits.insert(.selected) }
        cell.accessibilityTraits = traits
        return cell
    }

    // MARK: Size and layout

    /// The row's height; a title row is shorter, a palette row as its size says.
    var preferredHeight: CGFloat {
        switch row {
        case .title:
            return (titleLabel.intrinsicContentSize.height + 2 * MenuMetrics.verticalPadding * 0.75).rounded()
        case .palette(_, let size, _):
            return size == .medium ? MenuMetrics.mediumPaletteRowHeight : MenuMetrics.paletteRowHeight
        default:
            let text =
                titleLabel.intrinsicContentSize.height
                + (subtitleLabel.superview == nil ? 0 : subtitleLabel.intrinsicContentSize.height)
            return max(MenuMetrics.rowHeight, (text + 2 * MenuMetrics.verticalPadding).rounded())
        }
    }

    /// The width the row's content asks for, to size the menu.
    var preferredWidth: CGFloat {
        if case .palette = row { return 0 }
        let text = max(
            titleLabel.intrinsicContentSize.width,
            subtitleLabel.superview == nil ? 0 : subtitleLabel.intrinsicContentSize.width)
        return leadingInset + text + trailingInset
    }

    private var leadingInset: CGFloat {
        MenuMetrics.horizontalPadding + (showsStateColumn && !isTitleRow ? MenuMetrics.stateColumnWidth : 0)
    }

    private var trailingInset: CGFloat {
        MenuMetrics.horizontalPadding + (imageView == nil ? 0 : MenuMetrics.imageWidth + MenuMetrics.imageGap)
    }

    private var isTitleRow: Bool {
        if case .title = row { return true }
        return false
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if case .palette = row {
            layoutCells()
            return
        }
        let leading = leadingInset
        let width = max(0, bounds.width - leading - trailingInset)
        let titleHeight = titleLabel.intrinsicContentSize.height
        let subtitleHeight = subtitleLabel.superview == nil ? 0 : subtitleLabel.intrinsicContentSize.height
        let top = ((bounds.height - titleHeight - subtitleHeight) / 2).rounded()
        titleLabel.frame = flipped(CGRect(x: leading, y: top, width: width, height: titleHeight))
        subtitleLabel.frame = flipped(CGRect(x: leading, y: top + titleHeight, width: width, height: subtitleHeight))
        if let imageView {
            let side = MenuMetrics.imageWidth
            let x = bounds.width - MenuMetrics.horizontalPadding - side
            imageView.frame = flipped(CGRect(x: x, y: ((bounds.height - side) / 2).rounded(), width: side, height: side))
        }
        if let stateView {
            let side = MenuMetrics.stateColumnWidth - 8
            stateView.frame = flipped(
                CGRect(x: MenuMetrics.horizontalPadding - 4, y: ((bounds.height - side) / 2).rounded(), width: side, height: side))
        }
        titleLabel.textAlignment = isRightToLeft ? .right : .left
        subtitleLabel.textAlignment = titleLabel.textAlignment
    }

    private func layoutCells() {
        guard !cells.isEmpty else { return }
        let width = bounds.width / CGFloat(cells.count)
        for (index, cell) in cells.enumerated() {
            let column = isRightToLeft ? cells.count - 1 - index : index
            cell.frame = CGRect(x: (CGFloat(column) * width).rounded(), y: 0, width: width.rounded(), height: bounds.height)
            let side = MenuMetrics.imageWidth
            let hasTitle = cell.subviews.count > 1
            let imageTop = hasTitle ? 12 : ((bounds.height - side) / 2).rounded()
            cell.subviews[0].frame = CGRect(x: ((cell.bounds.width - side) / 2).rounded(), y: imageTop, width: side, height: side)
            if hasTitle {
                cell.subviews[1].frame = CGRect(x: 4, y: imageTop + side + 6, width: cell.bounds.width - 8, height: 16)
            }
        }
    }

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// `rect` mirrored across the row in right-to-left.
    private func flipped(_ rect: CGRect) -> CGRect {
        guard isRightToLeft else { return rect }
        return CGRect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// Which cell of a palette is at `point`, or 0 for a row that is one target.
    func cellIndex(at point: CGPoint) -> Int? {
        guard case .palette = row else { return bounds.contains(point) ? 0 : nil }
        return cells.firstIndex { $0.frame.contains(point) }
    }

    private func showHighlight() {
        if case .palette(let actions, _, _) = row {
            for (index, cell) in cells.enumerated() {
                let on = index == highlightedCell || actions[index].state == .on
                cell.backgroundColor = on ? MenuMetrics.highlightColor : nil
            }
        } else {
            backgroundColor = highlightedCell == nil ? nil : MenuMetrics.highlightColor
        }
    }
}
