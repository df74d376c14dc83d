import Foundation

// What the sidebar lists, and in what order: the root tabs, then the groups' sections.
extension TabSidebarView {
    /// The rows for `rootTabs`, those `listed` lets in: first the root tabs, then a section
    /// for each group (its heading, its children in display order, its actions). A group
    /// whose `sidebarAppearance` is `.inline` lists its children in its own place instead of
    /// a section; a group inside a group with `.rootSection` gets a section of its own after
    /// its parent's; any other group inside a group is a row.
    static func rows(for rootTabs: [UITab], listed: (UITab) -> Bool) -> [TabSidebarRow.Content] {
        var sections: [UITabGroup] = []
        func contents(of tabs: [UITab], actions: [UIAction] = [], in owner: UITabGroup? = nil) -> [TabSidebarRow.Content] {
            var rows: [TabSidebarRow.Content] = []
            for tab in tabs where listed(tab) {
                guard let group = tab as? UITabGroup else {
                    rows.append(.tab(tab))
                    continue
                }
                switch group.sidebarAppearance {
                case .inline: rows += contents(of: group.displayOrder, actions: group.sidebarActions, in: group)
                case .rootSection: sections.append(group)
                case .automatic: if owner == nil { sections.append(group) } else { rows.append(.tab(group)) }
                }
            }
            return rows + (owner.map { group in actions.map { .action($0, in: group) } } ?? [])
        }
        var rows = contents(of: rootTabs)
        var next = 0
        while next < sections.count {
            let group = sections[next]
            let queued = sections.count
            rows.append(.heading(group))
            rows += contents(of: group.displayOrder, actions: group.sidebarActions, in: group)
            // Sections found inside this one come right after it.
            let found = sections[queued...]
            sections.removeSubrange(queued...)
            sections.insert(contentsOf: found, at: next + 1)
            next += 1
        }
        return rows
    }
}
