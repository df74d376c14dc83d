import Foundation

/// The Configure sheet (docs/reference/CALL_ORDERS.md, "Configure sheet"): a navigation bar
/// with a bold Done, the hint "Drag the icons to organize tabs.", and a grid of the items the
/// user may put on the bar, three to a row in portrait and five in landscape. A touch on a
/// cell starts a drag, which the customizer runs (TabBarCustomizer.swift).
@MainActor
final class TabBarCustomizeView: UIView {
    static let hint = "Drag the icons to organize tabs."

    private weak var customizer: TabBarCustomizer?
    let navigationBar = UINavigationBar()
    private let hintLabel = UILabel()
    private(set) var cells: [TabBarCustomizeCell] = []
    private var draggingTouch: UITouch?

    init(items: [UITabBarItem], customizer: TabBarCustomizer, side: CGFloat) {
        self.customizer = customizer
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        clipsToBounds = true
        let navigationItem = UINavigationItem(title: "Configure")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done,
            primaryAction: UIAction { [weak customizer] _ in
                customizer?.end(animated: true)
            })
        navigationBar.setItems([navigationItem], animated: false)
        hintLabel.text = Self.hint
        hintLabel.font = .preferredFont(forTextStyle: .title2)
        hintLabel.textColor = .secondaryLabel
        hintLabel.textAlignment = .center
        hintLabel.numberOfLines = 0
        addSubview(navigationBar)
        addSubview(hintLabel)
        cells = items.map { TabBarCustomizeCell(item: $0, color: UITabBar.unselectedGray, side: side) }
        for cell in cells { addSubview(cell) }
    }

    /// The sheet is made by its customizer; there is nothing to decode one from.
    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        let top = safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: UINavigationBar.standardHeight)
        let hintWidth = bounds.width - 40
        let hintHeight = hintLabel.sizeThatFits(CGSize(width: hintWidth, height: .greatestFiniteMagnitude)).height
        hintLabel.frame = CGRect(x: 20, y: navigationBar.frame.maxY + 20, width: hintWidth, height: ceil(hintHeight))
        guard let side = cells.first?.bounds.width else { return }
        let columns = TabBarMetrics.customizeColumns(landscape: bounds.width > (window?.bounds.height ?? bounds.height))
        let left = ((bounds.width - CGFloat(columns) * side) / 2).rounded()
        let gridTop = hintLabel.frame.maxY + 20
        for (index, cell) in cells.enumerated() {
            let column = index % columns, row = index / columns
            cell.frame = CGRect(x: left + CGFloat(column) * side, y: gridTop + CGFloat(row) * side, width: side, height: side)
        }
    }

    func cell(for item: UITabBarItem) -> TabBarCustomizeCell? {
        cells.first { $0.item === item }
    }

    // MARK: Touches: a touch on a cell drags its item

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard draggingTouch == nil, let touch = touches.first else { return }
        layoutIfNeeded() // the cells may not have been placed since the sheet changed
        let point = touch.location(in: self)
        guard let cell = cells.first(where: { $0.frame.contains(point) }),
            customizer?.beginDrag(cell.item, fromSlot: nil, origin: cell.convert(cell.bounds, to: nil), at: touch.location(in: nil)) == true
        else { return }
        draggingTouch = touch
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = draggingTouch, touches.contains(touch) else { return }
        customizer?.moveDrag(to: touch.location(in: nil))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = draggingTouch, touches.contains(touch) else { return }
        draggingTouch = nil
        customizer?.endDrag(at: touch.location(in: nil))
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = draggingTouch, touches.contains(touch) else { return }
        draggingTouch = nil
        customizer?.cancelDrag()
    }
}
