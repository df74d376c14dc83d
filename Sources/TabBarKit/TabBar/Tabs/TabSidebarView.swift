import Foundation

/// The sidebar's list: the root tabs, then each group as a section headed by its title with
/// its children under it and its `sidebarActions` after them; the selected tab's row is
/// filled with the tint colour. A row is
/// 44 pt tall, as the system's sidebar rows; the list is 320 pt wide, iPadOS 18.0's width
/// before the user sets one (docs/reference/FLOATING_TAB_BAR.md, "Sidebar"). Where the
/// user may hide tabs or reorder a group, an Edit button at the trailing end of its bar of
/// controls begins editing (TabSidebarView+Editing.swift).
@MainActor
final class TabSidebarView: UIView {
    static let width: CGFloat = 320
    /// Under the sidebar's own bar of controls, and before the first row.
    static let barHeight: CGFloat = 50
    static let contentInset: CGFloat = 9
    static let rowInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    /// While editing, rows stand 2 pt apart under a footnote that says what can be done
    /// (docs/reference/FLOATING_TAB_BAR.md, "Sidebar", edit-mode header; the wording is ours).
    static let editingRowGap: CGFloat = 2
    static let editingHint = "Drag to reorder. Tap to show or hide."

    /// Whether the list can be edited, and whether it is.
    enum Editing {
        case fixed, editable, editing
    }

    unowned let controller: UITabBarController
    private let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    private let edge = UIView()
    /// The header, rows and footer, scrolling under the bar of controls.
    private(set) lazy var list = SidebarListView(sidebar: self)
    /// The footnote over the rows while editing.
    private(set) lazy var editingFootnote: UILabel = {
        let label = UILabel()
        label.text = Self.editingHint
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        return label
    }()
    private let hideButton = UIButton(type: .system)
    let editButton = UIButton(type: .system)
    /// Shows `Sidebar.navigationOverflowItems` and the Edit Sidebar action, when the app
    /// gives items (TabSidebarView+Overflow.swift).
    let overflowButton = UIButton(type: .system)
    /// What the overflow button's menu was made for, so it is made again only when that changes.
    var overflowMenuSource: (items: UIDeferredMenuElement, editable: Bool)?
    /// Slides tab rows aside on their swipe actions (TabSidebarView+SwipeActions.swift).
    var swipeActions: SwipeActionsController?
    /// Whether the touch now down closed an open swipe, and so does nothing else.
    var touchClosedSwipe = false
    private(set) var rows: [TabSidebarRow] = []
    /// The views the sidebar's header and footer configurations make, above and below the rows.
    private(set) var header: (UIView & UIContentView)?
    private(set) var footer: (UIView & UIContentView)?
    /// The app's view along the bottom (`Sidebar.bottomBarView`).
    private(set) var bottomBar: UIView?
    /// The tabs whose rows the delegate has heard begin being displayed, and not end
    /// (TabSidebarView+Display.swift).
    var displayedTabs: [UITab] = []
    private(set) var editing = Editing.fixed
    /// A row being dragged to a new place in its group, where the finger holds it, and the
    /// places its group's rows had when the drag began.
    var drag: (row: TabSidebarRow, grab: CGFloat, slots: ClosedRange<CGFloat>, count: Int)?

    init(controller: UITabBarController) {
        self.controller = controller
        super.init(frame: .zero)
        addSubview(material)
        addSubview(list)
        edge.backgroundColor = UIColor(white: 0, alpha: 0.16)
        addSubview(edge)
        hideButton.setImage(UIImage(systemName: "sidebar.leading"), for: .normal)
        hideButton.tintColor = .label
        hideButton.accessibilityLabel = "Hide Sidebar"
        hideButton.addAction(UIAction { [unowned controller] _ in controller.sidebar.isHidden = true }, for: .primaryActionTriggered)
        addSubview(hideButton)
        editButton.addAction(
            UIAction { [unowned controller] _ in
                if controller.sidebar.isEditing { controller.endSidebarEditing() } else { controller.beginSidebarEditing() }
            }, for: .primaryActionTriggered)
        addSubview(editButton)
        setUpOverflowButton()
        setUpSwipeActions()
    }

    required init?(coder: NSCoder) { nil }

    /// Lists `rootTabs` (those shown, and while editing those the user may show again) with
    /// `selected` highlighted, under `topInset`, between the `header` and `footer` content,
    /// over the app's `bottomBar`.
    func show(
        _ rootTabs: [UITab], selected: UITab?, topInset: CGFloat, editing: Editing,
        header headerConfiguration: (any UIContentConfiguration)?, footer footerConfiguration: (any UIContentConfiguration)?,
        bottomBar: UIView?
    ) {
        self.editing = editing
        drag = nil
        let collapsed = controller.sidebar.collapsedGroups
        let wanted = Self.rows(
            for: rootTabs, collapsed: { collapsed.contains($0.identifier) },
            listed: { !$0.isHidden || (editing == .editing && $0.allowsHiding) })
        if !rows.map(\.content).elementsEqual(wanted, by: ==) {
            for row in rows {
                swipeActions?.rowWillGo(row)
                row.removeFromSuperview()
            }
            // The delegate gives each row's item as the row is made, then hears of the rows.
            rows = wanted.map { content in
                TabSidebarRow(content, item: item(for: content, state: state(of: content, selected: selected)))
            }
            for row in rows {
                list.addSubview(row)
                addContextMenuInteraction(to: row)
            }
            // Rows change only here (and the window in didMoveToWindow): the delegate hears then.
            announceDisplayedTabs()
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        material.frame = bounds
        edge.frame = CGRect(x: rightToLeft ? 0 : bounds.width - 0.5, y: 0, width: 0.5, height: bounds.height)
        hideButton.frame = CGRect(x: rightToLeft ? bounds.width - 60 : 12, y: topInset + 3, width: 48, height: 44)
        layOutEditButton(topInset: topInset, rightToLeft: rightToLeft)
        layOutBottomBar(bottomBar)
        // The list fills the sidebar under its bar, down to the app's bottom bar, and scrolls
        // when its rows are more than it can show; without a bottom bar its last row can be
        // scrolled clear of the home indicator.
        let listTop = topInset + Self.barHeight
        let listBottom = self.bottomBar?.frame.minY ?? bounds.height
        list.frame = CGRect(x: 0, y: listTop, width: bounds.width, height: max(0, listBottom - listTop))
        list.contentInset.bottom = self.bottomBar == nil ? safeAreaInsets.bottom : 0
        var y = Self.contentInset
        if editing == .editing {
            if editingFootnote.superview !== list { list.addSubview(editingFootnote) }
            y = place(editingFootnote, at: y) + Self.contentInset
        } else if editingFootnote.superview != nil {
            editingFootnote.removeFromSuperview()
        }
        header = content(headerConfiguration, in: header)
        if let header { y = place(header, at: y) }
        for row in rows {
            row.frame = CGRect(
                x: Self.rowInset.left, y: y, width: bounds.width - Self.rowInset.left - Self.rowInset.right,
                height: TabSidebarRow.height)
            updateState(of: row, selected: selected)
            row.update(editing: editing == .editing, tint: tintColor, rightToLeft: rightToLeft)
            y += rowPitch
        }
        footer = content(footerConfiguration, in: footer)
        if let footer { y = place(footer, at: y) }
        list.contentSize = CGSize(width: bounds.width, height: y + Self.contentInset)
    }

    /// From one row's top to the next's.
    var rowPitch: CGFloat { TabSidebarRow.height + (editing == .editing ? Self.editingRowGap : 0) }

    /// Where `target` lies in the list, for `Sidebar.scrollToTarget(_:animated:)`; nil when
    /// the list has no such row, header or footer.
    func frame(of target: UITabBarController.Sidebar.ScrollTarget) -> CGRect? {
        switch target {
        case .header: return header?.frame
        case .footer: return footer?.frame
        case .tab(let tab): return rows.first { $0.action == nil && $0.tab === tab }?.frame
        }
    }

    /// The app's bottom bar across the sidebar, above the bottom of the safe area, as tall as
    /// it fits the width; the one it replaces is taken away.
    private func layOutBottomBar(_ view: UIView?) {
        if bottomBar !== view, bottomBar?.superview === self { bottomBar?.removeFromSuperview() }
        bottomBar = view
        guard let view else { return }
        if view.superview !== self { insertSubview(view, belowSubview: edge) }
        let height = view.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        view.frame = CGRect(x: 0, y: bounds.height - safeAreaInsets.bottom - height, width: bounds.width, height: height)
    }

    /// The view showing `configuration`: `view` given it, else a new one; nil (and `view`
    /// taken away) without a configuration.
    private func content(
        _ configuration: (any UIContentConfiguration)?, in view: (UIView & UIContentView)?
    ) -> (UIView & UIContentView)? {
        guard let configuration else {
            view?.removeFromSuperview()
            return nil
        }
        if let view, view.supports(configuration) {
            view.configuration = configuration
            return view
        }
        view?.removeFromSuperview()
        let made = configuration.makeContentView()
        list.addSubview(made)
        return made
    }

    /// Lays `view` across the list's width at `y`, its text in line with the rows', as tall
    /// as it needs; returns its bottom.
    private func place(_ view: UIView, at y: CGFloat) -> CGFloat {
        let inset = TabSidebarRow.edgeInset
        let width = bounds.width - Self.rowInset.left - Self.rowInset.right - 2 * inset
        let height = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        view.frame = CGRect(x: Self.rowInset.left + inset, y: y, width: width, height: height)
        return view.frame.maxY
    }

    /// "Edit", or "Done" in bold while editing, at the trailing end of the bar of controls.
    private func layOutEditButton(topInset: CGFloat, rightToLeft: Bool) {
        layOutOverflowButton(topInset: topInset, rightToLeft: rightToLeft)
        editButton.isHidden = editing == .fixed || (editing == .editable && !overflowButton.isHidden)
        editButton.setTitle(editing == .editing ? "Done" : "Edit", for: .normal)
        editButton.titleLabel?.font = .systemFont(ofSize: 17, weight: editing == .editing ? .semibold : .regular)
        let width = max(44, editButton.sizeThatFits(CGSize(width: 200, height: 44)).width + 16)
        editButton.frame = CGRect(
            x: rightToLeft ? 12 : bounds.width - 12 - width, y: topInset + 3, width: width, height: 44)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        announceDisplayedTabs()
    }

    override var accessibilityElements: [Any]? {
        get {
            let controls: [Any] = [hideButton, overflowButton, editButton].filter { !$0.isHidden }
            let footnote: [Any] = editingFootnote.superview != nil ? [editingFootnote] : []
            return controls + footnote + [header].compactMap { $0 } + rows + [footer, bottomBar].compactMap { $0 }
        }
        set {}
    }
}
