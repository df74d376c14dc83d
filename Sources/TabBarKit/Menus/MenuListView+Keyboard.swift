import Foundation

// A shown menu takes the keyboard: the arrow keys move a highlight over what can be chosen
// (up and down through the rows, left and right through a palette's cells), Return or
// Space chooses it, and Escape ends the menu.
extension MenuListView {
    /// Every choosable row, and each choosable cell of a palette, in reading order.
    private var keyboardTargets: [KeyboardTarget] {
        rowViews.enumerated().flatMap { index, view -> [KeyboardTarget] in
            let cells = view.cells.isEmpty ? [0] : Array(view.cells.indices)
            return cells.filter { Self.isChoosable(view.row, cell: $0) }.map { KeyboardTarget(row: index, cell: $0) }
        }
    }

    /// Acts on `key`; false when the menu has no use for it.
    func handleKey(_ key: UIKey) -> Bool {
        switch key.keyCode {
        case .keyboardEscape:
            onEscape?()
        case .keyboardDownArrow, .keyboardUpArrow:
            moveKeyboardTarget(forward: key.keyCode == .keyboardDownArrow, acrossRows: true)
        case .keyboardRightArrow, .keyboardLeftArrow:
            let forward = (key.keyCode == .keyboardRightArrow) == (effectiveUserInterfaceLayoutDirection == .leftToRight)
            moveKeyboardTarget(forward: forward, acrossRows: false)
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            guard let target = keyboardTarget else { return true }
            keyboardTarget = nil
            onChoose?(rowViews[target.row].row, target.cell)
        default:
            return false
        }
        return true
    }

    /// Moves the highlight to the next target: the next row's first, or within the row.
    private func moveKeyboardTarget(forward: Bool, acrossRows: Bool) {
        let targets = keyboardTargets
        guard !targets.isEmpty else { return }
        guard let current = keyboardTarget, let index = targets.firstIndex(of: current) else {
            keyboardTarget = forward ? targets.first : targets.last
            return
        }
        var candidates = forward ? Array(targets[(index + 1)...]) : Array(targets[..<index].reversed())
        candidates = candidates.filter { acrossRows ? $0.row != current.row : $0.row == current.row }
        guard let next = candidates.first else { return }
        keyboardTarget = acrossRows && !forward ? targets.first { $0.row == next.row } : next
    }
}

/// A row of a shown menu, and a cell of it when it is a palette.
struct KeyboardTarget: Equatable {
    let row: Int
    let cell: Int
}
