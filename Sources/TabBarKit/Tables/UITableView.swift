import Foundation

/// A vertical list of rows in sections, made of cells that are reused as they scroll:
/// only the visible rows have cells (UITableView+Tiling.swift), and row positions come
/// from heights gathered once per reload (TableGeometry.swift).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public let style: Style

    open weak var dataSource: UITableViewDataSource? {
        didSet { if dataSource !== oldValue { invalidateRows() } }
    }

    /// Declared with the scroll view's type: Swift cannot narrow an inherited property's
    /// type as Objective-C does. Assign a `UITableViewDelegate`; the table finds its
    /// table methods through it (<doc:DEVIATIONS>).
    override open var delegate: UIScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? UITableViewDelegate
            if delegate !== oldValue { invalidateRows() }
        }
    }

    weak var tableDelegate: UITableViewDelegate?

    /// Every row's height unless the delegate says otherwise; `automaticDimension`
    /// gives the standard 44 pt (<doc:DEVIATIONS>).
    open var rowHeight: CGFloat = UITableView.defaultRowHeight { didSet { if rowHeight != oldValue { invalidateRows() } } }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRows() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRows() } }

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { restyleVisibleCells() } }
    open var separatorColor: UIColor? = .separator { didSet { restyleVisibleCells() } }

    /// The cells' separator inset unless a cell sets its own; until set, separators start
    /// at the cells' text.
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? UIEdgeInsets(top: 0, left: CellMetrics.margin(forWidth: bounds.width), bottom: 0, right: 0) }
        set {
            customSeparatorInset = newValue
            restyleVisibleCells()
        }
    }

    var customSeparatorInset: UIEdgeInsets?

    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }

    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    open var allowsSelection = true

    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    private var editing = false

    /// Puts the visible cells (and those shown later) into editing mode. Moving rows by
    /// dragging them is not offered yet.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        for cell in visibleCellStorage where cell.isEditing != editing { cell.setEditing(editing, animated: animated) }
    }

    // State of the tiling, selection and reuse (see the extensions).
    var geometry = TableGeometry()
    var needsRowData = true
    var reusePool = CellReusePool()
    /// The rows that have cells, as positions among all rows, and their cells in order.
    var visibleRange: Range<Int> = 0..<0
    var visibleCellStorage: [UITableViewCell] = []
    var sectionTitleViews: [SectionTitleKey: TableSectionTitleView] = [:]
    var sectionTitles: [(header: String?, footer: String?)] = []
    var tiledWidth: CGFloat = -1
    var selectedRow: IndexPath?
    /// The row a finger is down on, highlighted until it lifts or drags.
    var pressedRow: IndexPath?
    /// Slides rows aside on their swipe actions (UITableView+SwipeActions.swift).
    var swipeActions: SwipeActionsController?
    /// Whether the touch now down closed an open swipe, and so presses no row.
    var touchClosedSwipe = false
    /// The rows and sections changed in the batch of updates under way (UITableView+Updates.swift).
    var batchUpdate: TableBatchUpdate?

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUp()
    }

    override public convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        visibleCellStorage.reserveCapacity(32)
        setUpSwipeActions()
    }

    // MARK: Registration and dequeueing

    /// Registers the class to make cells with `identifier` from; nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return reusePool.register(nil, for: identifier) }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            return Log.tables.error(
                "register(_:forCellReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a UITableViewCell subclass; ignored")
        }
        reusePool.register(cellType, for: identifier)
    }

    /// A cell that scrolled away, or a new one of the registered class; nil if there is
    /// neither.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        reusePool.dequeue(identifier)
    }

    /// As above, for a registered identifier. UIKit raises an exception for one that is
    /// not registered; TabBarKit logs the error and returns a `.default` cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = reusePool.dequeue(identifier) { return cell }
        Log.tables.error(
            "dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath)): no class is registered for the identifier; returning a default cell"
        )
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    // MARK: Reloading

    /// Asks the data source and delegate again for everything: counts, heights, cells.
    /// The selection is cleared, as in UIKit.
    open func reloadData() {
        selectedRow = nil
        invalidateRows()
    }

    /// Replaces the cells of the given rows with fresh ones from the data source. Rows
    /// are not animated. If the data source's counts changed meanwhile (UIKit raises an
    /// exception), the error is logged and the whole table reloads.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        loadRowDataIfNeeded()
        guard countsMatchDataSource() else {
            Log.tables.error("reloadRows(at:with:): the data source's row counts changed without reloadData(); reloading everything")
            return reloadData()
        }
        var heightsChanged = false
        for indexPath in indexPaths {
            guard validate(indexPath, in: "reloadRows(at:with:)") else { continue }
            let frame = geometry.rowFrame(ofFlat: geometry.flatIndex(of: indexPath), width: bounds.width)
            if frame.height != height(ofRowAt: indexPath) { heightsChanged = true }
        }
        if heightsChanged { return invalidateRows() }
        for indexPath in indexPaths where geometry.contains(indexPath) {
            let flat = geometry.flatIndex(of: indexPath)
            guard visibleRange.contains(flat) else { continue }
            let offset = flat - visibleRange.lowerBound
            retire(visibleCellStorage[offset], at: flat)
            visibleCellStorage[offset] = makeCell(forFlat: flat)
        }
    }

    open var numberOfSections: Int {
        loadRowDataIfNeeded()
        return geometry.sections.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        loadRowDataIfNeeded()
        guard geometry.sections.indices.contains(section) else {
            Log.tables.error("numberOfRows(inSection: \(section)): the table has \(geometry.sections.count) sections")
            return 0
        }
        return geometry.sections[section].rowCount
    }

    // MARK: Layout and touches (the work is in UITableView+Tiling and +Selection)

    override open func layoutSubviews() {
        super.layoutSubviews()
        layOutRows()
    }

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A touch that stops moving content, or closes a row open on its swipe actions,
        // only does that; it does not press a row.
        let wasMoving = !motion.isNone
        touchClosedSwipe = touches.first.map { swipeActions?.closesOnTouch(at: $0.location(in: self)) ?? false } ?? false
        super.touchesBegan(touches, with: event)
        if !wasMoving, !touchClosedSwipe { pressBegan(touches) }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        // A drag is a scroll, not a tap, and closes a row open on its swipe actions.
        if isDragging {
            clearPress()
            swipeActions?.close(animated: true)
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let tapped = isDragging ? nil : pressedRow
        clearPress()
        super.touchesEnded(touches, with: event)
        if let tapped { selectRowFromTap(tapped) }
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        clearPress()
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Header and footer views

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        invalidateRows()
    }
}

/// A section title view's place: its section, and whether it is the header.
struct SectionTitleKey: Hashable {
    let section: Int
    let isHeader: Bool
}
