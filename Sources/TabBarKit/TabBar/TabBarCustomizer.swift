import Foundation

/// One customizing session of a tab bar (docs/reference/CALL_ORDERS.md, "Customizing"): the
/// Configure sheet slides up under the bar, the bar's replaceable items glow in the tint
/// colour, an item dragged from the grid or from another slot and dropped on a slot is put
/// there, and Done (or `endCustomizing(animated:)`) slides the sheet away. The bar's delegate
/// hears will/did begin and will/did end; what a drop does to the items is the owner's to say.
@MainActor
final class TabBarCustomizer {
    enum Phase { case opening, open, closing }

    /// What a drop does: put `item` on bar slot `slot`; true when anything changed.
    typealias Placement = (_ item: UITabBarItem, _ slot: Int) -> Bool

    private unowned let bar: UITabBar
    /// The items on the sheet, in the order given.
    let items: [UITabBarItem]
    private let canReplace: (UITabBarItem) -> Bool
    private let place: Placement
    private(set) var phase = Phase.opening
    /// Whether any drop changed the bar; what the end calls report.
    private(set) var changed = false
    private(set) var sheet: TabBarCustomizeView?
    private var drag: Drag?

    private struct Drag {
        let item: UITabBarItem
        let floating: TabBarCustomizeCell
        /// Where the floating icon started, in window space: it returns there when dropped off the bar.
        let home: CGPoint
        /// The floating icon's centre minus the finger, so the icon does not jump to the finger.
        let grip: CGPoint
        var target: Int?
    }

    init(bar: UITabBar, items: [UITabBarItem], canReplace: @escaping (UITabBarItem) -> Bool, place: @escaping Placement) {
        self.bar = bar
        self.items = items
        self.canReplace = canReplace
        self.place = place
    }

    /// Whether the bar shows `item` glowing: it may be replaced while the sheet is up.
    func glows(_ item: UITabBarItem) -> Bool {
        phase != .closing && canReplace(item)
    }

    // MARK: Sheet

    /// Slides the sheet up over the bar's superview, under the bar; the delegate hears
    /// didBegin once it is up.
    func open(animated: Bool) {
        bar.delegate?.tabBar(bar, willBeginCustomizing: items)
        guard phase == .opening else { return } // the delegate ended it already
        if let container = bar.superview {
            let sheet = TabBarCustomizeView(
                items: items, customizer: self,
                side: TabBarMetrics.customizeCellSide(for: bar.traitCollection.userInterfaceIdiom))
            let height = max(0, bar.frame.minY)
            sheet.frame = CGRect(x: 0, y: height, width: container.bounds.width, height: height)
            sheet.autoresizingMask = [.flexibleWidth]
            container.insertSubview(sheet, belowSubview: bar)
            self.sheet = sheet
            let shown = CGRect(x: 0, y: 0, width: container.bounds.width, height: height)
            if animated {
                UIView.animate(
                    withDuration: TabBarMetrics.customizeSlideDuration, delay: 0, options: [.curveEaseInOut],
                    animations: { sheet.frame = shown }, completion: { [weak self] _ in self?.didOpen() })
                return
            }
            sheet.frame = shown
        }
        didOpen()
    }

    private func didOpen() {
        guard phase == .opening else { return }
        phase = .open
        bar.delegate?.tabBar(bar, didBeginCustomizing: items)
    }

    /// Ends the session: willEnd at once, the sheet slides down, then didEnd. Returns
    /// whether the bar's items changed. A second call while it closes changes nothing.
    @discardableResult
    func end(animated: Bool) -> Bool {
        guard phase != .closing else { return changed }
        cancelDrag()
        phase = .closing
        bar.restyleButtons()
        bar.delegate?.tabBar(bar, willEndCustomizing: items, changed: changed)
        guard let sheet, animated else {
            sheet?.removeFromSuperview()
            didClose()
            return changed
        }
        var hidden = sheet.frame
        hidden.origin.y = hidden.height
        UIView.animate(
            withDuration: TabBarMetrics.customizeSlideDuration, delay: 0, options: [.curveEaseInOut],
            animations: { sheet.frame = hidden },
            completion: { [weak self] _ in
                sheet.removeFromSuperview()
                self?.didClose()
            })
        return changed
    }

    private func didClose() {
        sheet = nil
        bar.customizingDidEnd(self)
        bar.delegate?.tabBar(bar, didEndCustomizing: items, changed: changed)
    }

    // MARK: Dragging

    /// Starts dragging `item` from the grid (`slot` nil) or from a bar slot; `origin` is
    /// the dragged view's frame and `point` the finger, both in window space. Refused while
    /// the sheet moves, during another drag, and for items that may not move.
    func beginDrag(_ item: UITabBarItem, fromSlot slot: Int?, origin: CGRect, at point: CGPoint) -> Bool {
        guard phase == .open, drag == nil, slot == nil || canReplace(item), let host = overlayHost else { return false }
        let side = TabBarMetrics.customizeCellSide(for: bar.traitCollection.userInterfaceIdiom)
        let floating = TabBarCustomizeCell(item: item, color: bar.tintColor ?? .systemBlue, side: side)
        let home = CGPoint(x: origin.midX, y: origin.midY)
        floating.center = home
        host.addSubview(floating)
        drag = Drag(item: item, floating: floating, home: home, grip: CGPoint(x: home.x - point.x, y: home.y - point.y))
        return true
    }

    /// The icon follows the finger; the slot under it, if it may be replaced, shows it is
    /// the target.
    func moveDrag(to point: CGPoint) {
        guard var drag else { return }
        drag.floating.center = CGPoint(x: point.x + drag.grip.x, y: point.y + drag.grip.y)
        let target = slot(at: point)
        if target != drag.target {
            if let old = drag.target, bar.buttons.indices.contains(old) { bar.buttons[old].isHighlighted = false }
            if let target { bar.buttons[target].isHighlighted = true }
            drag.target = target
        }
        self.drag = drag
    }

    /// A drop on a replaceable slot puts the item there and the icon settles into the
    /// slot; anywhere else the icon goes back where it came from.
    func endDrag(at point: CGPoint) {
        guard let drag else { return }
        self.drag = nil
        if let old = drag.target, bar.buttons.indices.contains(old) { bar.buttons[old].isHighlighted = false }
        let floating = drag.floating
        guard let target = slot(at: point), let host = floating.superview else {
            UIView.animate(
                withDuration: TabBarMetrics.customizeSettleDuration, animations: { floating.center = drag.home },
                completion: { _ in floating.removeFromSuperview() })
            return
        }
        let button = bar.buttons[target]
        let destination = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: host)
        if place(drag.item, target) { changed = true }
        UIView.animate(
            withDuration: TabBarMetrics.customizeSettleDuration,
            animations: {
                floating.center = destination
                floating.alpha = 0
            }, completion: { _ in floating.removeFromSuperview() })
    }

    func cancelDrag() {
        guard let drag else { return }
        self.drag = nil
        if let old = drag.target, bar.buttons.indices.contains(old) { bar.buttons[old].isHighlighted = false }
        drag.floating.removeFromSuperview()
    }

    /// The replaceable bar slot under `point` (window space).
    private func slot(at point: CGPoint) -> Int? {
        bar.layoutIfNeeded() // a drop may come before the layout pass after the last one
        let local = bar.convert(point, from: nil)
        guard let index = bar.buttons.firstIndex(where: { $0.frame.contains(local) }) else { return nil }
        return canReplace(bar.buttons[index].item) ? index : nil
    }

    /// The floating icon lies over everything: in the window, else the bar's root view.
    private var overlayHost: UIView? {
        if let window = bar.window { return window }
        var root: UIView = bar
        while let parent = root.superview { root = parent }
        return root === bar ? nil : root
    }
}
