import Foundation

// Reading the data source and delegate once per reload: counts, titles and heights,
// checked and made sane, become the table's geometry.
extension UITableView {
    /// Drops every cell and the geometry; the next layout (or query) reads the data again.
    func invalidateRows() {
        clearPress()
        for (offset, cell) in visibleCellStorage.enumerated() { retire(cell, at: visibleRange.lowerBound + offset) }
        visibleCellStorage.removeAll(keepingCapacity: true)
        visibleRange = 0..<0
        for view in sectionTitleViews.values { view.removeFromSuperview() }
        sectionTitleViews.removeAll()
        needsRowData = true
        setNeedsLayout()
    }

    func loadRowDataIfNeeded() {
        guard needsRowData else { return }
        needsRowData = false
        let counts = dataSourceRowCounts()
        sectionTitles = counts.indices.map { section in
            (
                dataSource?.tableView(self, titleForHeaderInSection: section),
                dataSource?.tableView(self, titleForFooterInSection: section)
            )
        }
        var badHeights = 0
        geometry = TableGeometry(
            rowCounts: counts,
            tableHeaderHeight: max(0, tableHeaderView?.frame.height ?? 0),
            tableFooterHeight: max(0, tableFooterView?.frame.height ?? 0),
            headerHeight: { self.sectionTitleHeight(section: $0, isHeader: true) },
            footerHeight: { self.sectionTitleHeight(section: $0, isHeader: false) },
            rowHeight: { indexPath in
                let height = self.height(ofRowAt: indexPath)
                if height.isNaN { badHeights += 1 }
                return height.isNaN ? 0 : height
            })
        if badHeights > 0 {
            Log.tables.error("\(badHeights) row heights were negative or not finite; those rows are 0 pt high")
        }
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
        tiledWidth = -1 // lay out the header, footer and titles again
    }

    /// The row counts the data source reports now, negative ones logged and taken as 0.
    func dataSourceRowCounts() -> [Int] {
        guard let dataSource else { return [] }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            Log.tables.error("numberOfSections(in:) returned \(sections); the table shows no sections")
            sections = 0
        }
        return (0..<sections).map { section in
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            if rows < 0 {
                Log.tables.error("tableView(_:numberOfRowsInSection: \(section)) returned \(rows); the section shows no rows")
            }
            return max(0, rows)
        }
    }

    func countsMatchDataSource() -> Bool {
        let counts = dataSourceRowCounts()
        return counts.count == geometry.sections.count && zip(counts, geometry.sections).allSatisfy { $0 == $1.rowCount }
    }

    /// The delegate's height for the row, or `rowHeight`; `automaticDimension` is the
    /// standard height. NaN marks a height that was negative or not finite.
    func height(ofRowAt indexPath: IndexPath) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height == UITableView.automaticDimension { return UITableView.defaultRowHeight }
        return height >= 0 && height.isFinite ? height : .nan
    }

    private func sectionTitleHeight(section: Int, isHeader: Bool) -> CGFloat {
        let height: CGFloat
        if let tableDelegate {
            height =
                isHeader
                ? tableDelegate.tableView(self, heightForHeaderInSection: section)
                : tableDelegate.tableView(self, heightForFooterInSection: section)
        } else {
            height = isHeader ? sectionHeaderHeight : sectionFooterHeight
        }
        if height == UITableView.automaticDimension {
            let title = isHeader ? sectionTitles[section].header : sectionTitles[section].footer
            return TableSectionTitleView.height(hasTitle: title != nil, isHeader: isHeader, style: style)
        }
        guard height >= 0, height.isFinite else {
            Log.tables.error("the \(isHeader ? "header" : "footer") height of section \(section) is \(height); using 0")
            return 0
        }
        return height
    }

    /// Whether `indexPath` names a row; if not, logs that `caller` got a bad one.
    func validate(_ indexPath: IndexPath, in caller: String) -> Bool {
        loadRowDataIfNeeded()
        if geometry.contains(indexPath) { return true }
        Log.tables.error(
            "\(caller): \(indexPath) is out of range (\(geometry.sections.count) sections: \(geometry.sections.map(\.rowCount)) rows)")
        return false
    }
}
