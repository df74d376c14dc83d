import Foundation

/// The shown menu's platter: its rows in sections on a blurred, rounded, shadowed card,
/// scrolling when the window is too short for them. A finger highlights the row under
/// it, and lifting it on a row chooses that row.
@MainActor
final class MenuListView: UIView {
    /// Rounds the platter: the blur draws square, so a clipping view holds it.
    private let card = UIView()
    private let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    private let scrollView = UIScrollView()
    private let rowsView = MenuRowsView()
    private(set) var rowViews: [MenuRowView] = []
    /// Heights of everything stacked in `rowsView`, top to bottom, for sizing.
    private var contentHeight: CGFloat = 0
    /// Runs with the row (and palette cell) a finger lifted on, or the keyboard chose.
    var onChoose: ((MenuRow, Int) -> Void)?
    /// Runs when Escape is pressed.
    var onEscape: (() -> Void)?
    /// What the arrow keys have highlighted (MenuListView+Keyboard.swift).
    var keyboardTarget: KeyboardTarget? {
        didSet {
            for (index, view) in rowViews.enumerated() {
                view.highlightedCell = keyboardTarget?.row == index ? keyboardTarget?.cell : nil
            }
        }
    }

    init() {
        super.init(frame: .zero)
        isOpaque = false
        layer.shadowColor = CGColor(gray: 0, alpha: 1)
        layer.shadowOpacity = MenuMetrics.shadowOpacity
        layer.shadowRadius = MenuMetrics.shadowRadius
        layer.shadowOffset = CGSize(width: 0, height: 8)
        card.layer.cornerRadius = MenuMetrics.cornerRadius
        card.clipsToBounds = true
        card.addSubview(effectView)
        addSubview(card)
        scrollView.showsVerticalScrollIndicator = false
        effectView.contentView.addSubview(scrollView)
        scrollView.addSubview(rowsView)
        rowsView.list = self
        accessibilityViewIsModal = true
    }

    required init?(coder: NSCoder) { nil }

    /// Replaces the rows with `sections`.
    func show(_ sections: [[MenuRow]]) {
        rowsView.subviews.forEach { $0.removeFromSuperview() }
        rowViews = []
        keyboardTarget = nil
        let showsStateColumn = sections.joined().contains { row in
            if case .action(let action, _) = row { return action.state != .off }
            return false
        }
        var y: CGFloat = 0
        for (index, section) in sections.enumerated() {
            if index > 0, Self.isTitleOnly(sections[index - 1]) {
                // A menu's title is set off from what follows by a hairline only.
                addSeparator(at: y)
            } else if index > 0 {
                let band = UIView(frame: CGRect(x: 0, y: y, width: 0, height: MenuMetrics.sectionGap))
                band.backgroundColor = MenuMetrics.sectionGapColor
                rowsView.addSubview(band)
                y += MenuMetrics.sectionGap
            }
            for (position, row) in section.enumerated() {
                if position > 0 { addSeparator(at: y) }
                let view = MenuRowView(row: row, showsStateColumn: showsStateColumn)
                view.frame = CGRect(x: 0, y: y, width: 0, height: view.preferredHeight)
                rowsView.addSubview(view)
                rowViews.append(view)
                y += view.frame.height
            }
        }
        contentHeight = y
        accessibilityElements = rowViews
        setNeedsLayout()
    }

    private func addSeparator(at y: CGFloat) {
        let line = UIView(frame: CGRect(x: 0, y: y, width: 0, height: 0.5))
        line.backgroundColor = .separator
        rowsView.addSubview(line)
    }

    private static func isTitleOnly(_ section: [MenuRow]) -> Bool {
        guard section.count == 1, case .title = section[0] else { return false }
        return true
    }

    /// The size the menu takes within `available` (its width bounded by the metrics).
    func preferredSize(within available: CGSize) -> CGSize {
        let widest = rowViews.map(\.preferredWidth).max() ?? 0
        let width = min(max(widest, MenuMetrics.minimumWidth), MenuMetrics.maximumWidth, available.width)
        return CGSize(width: width.rounded(.up), height: min(contentHeight, available.height))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = bounds
        effectView.frame = bounds
        layer.shadowPath = CGPath(
            roundedRect: bounds, cornerWidth: MenuMetrics.cornerRadius, cornerHeight: MenuMetrics.cornerRadius,
            transform: nil)
        scrollView.frame = bounds
        scrollView.contentSize = CGSize(width: bounds.width, height: contentHeight)
        rowsView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: contentHeight)
        for view in rowsView.subviews { view.frame.size.width = bounds.width }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, handleKey(key) else { return super.pressesBegan(presses, with: event) }
    }

    // MARK: Touches

    fileprivate func rowView(at point: CGPoint) -> (MenuRowView, Int)? {
        for view in rowViews where view.frame.contains(point) {
            guard let cell = view.cellIndex(at: rowsView.convert(point, to: view)) else { return nil }
            return (view, cell)
        }
        return nil
    }

    fileprivate func highlight(at point: CGPoint?) {
        let target = point.flatMap(rowView(at:))
        for view in rowViews {
            view.highlightedCell = view === target?.0 && Self.isChoosable(view.row, cell: target!.1) ? target!.1 : nil
        }
    }

    fileprivate func choose(at point: CGPoint) {
        highlight(at: nil)
        guard let (view, cell) = rowView(at: point), Self.isChoosable(view.row, cell: cell) else { return }
        onChoose?(view.row, cell)
    }

    /// Titles, loading rows and disabled actions do nothing when chosen.
    static func isChoosable(_ row: MenuRow, cell: Int) -> Bool {
        switch row {
        case .title, .loading: false
        case .action(let action, _): !action.attributes.contains(.disabled)
        case .palette(let actions, _, _): !actions[cell].attributes.contains(.disabled)
        case .submenu, .openSubmenu: true
        }
    }
}

/// The rows' container, which follows the finger for its list.
@MainActor
private final class MenuRowsView: UIView {
    weak var list: MenuListView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        list?.highlight(at: touches.first?.location(in: self))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        list?.highlight(at: touches.first?.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        list?.choose(at: point)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        list?.highlight(at: nil)
    }
}
