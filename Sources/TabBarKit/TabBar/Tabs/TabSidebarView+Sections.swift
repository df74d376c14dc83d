import Foundation

// What the sidebar lists, and in what order: the root tabs, then the groups' sections.
extension TabSidebarView {
    /// The rows for `rootTabs`, those `listed` lets in: first the root tabs, then a section
    /// for each group (its heading, its children in display order, its actions). A group
    /// whose `sidebarAppearance` is `.inline` lists its children in its own place instead of
    /// a section; a group inside a group with `.rootSection` gets a section of its own after
    /// its parent's; any other group inside a group is a row. A section whose group is
    /// `collapsed` is its heading alone.
    static func rows(
        for rootTabs: [UITab], collapsed: (UITabGroup) -> Bool = { _ in false }, listed: (UITab) -> Bool
    ) -> [TabSidebarRow.Content] {
        /// The rows of `tabs` (and of `owner`'s actions after them); the groups among them
        /// that make sections of their own go to `sections`.
        func contents(of tabs: [UITab], in owner: UITabGroup?, sections: inout [UITabGroup]) -> [TabSidebarRow.Content] {
            var rows: [TabSidebarRow.Content] = []
            for tab in tabs where listed(tab) {
                guard let group = tab as? UITabGroup else {
                    rows.append(.tab(tab))
                    continue
                }
                switch group.sidebarAppearance {
                case .inline: rows += contents(of: group.displayOrder, in: group, sections: &sections)
                case .rootSection: sections.append(group)
                case .automatic: if owner == nil { sections.append(group) } else { rows.append(.tab(group)) }
                }
            }
            return rows + (owner.map { group in group.sidebarActions.map { .action($0, in: group) } } ?? [])
        }
        /// A group's section, then the sections found inside it.
        func section(_ group: UITabGroup) -> [TabSidebarRow.Content] {
            guard !collapsed(group) else { return [.heading(group)] }
            var inside: [UITabGroup] = []
            let rows = [.heading(group)] + contents(of: group.displayOrder, in: group, sections: &inside)
            return rows + inside.flatMap(section)
        }
        var sections: [UITabGroup] = []
        let rows = contents(of: rootTabs, in: nil, sections: &sections)
        return rows + sections.flatMap(section)
    }
}
