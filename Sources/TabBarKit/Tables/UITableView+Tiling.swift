import Foundation

// Tiling: on each layout the rows overlapping the bounds get cells and the others give
// theirs back to the reuse pool. Only rows entering or leaving cost anything.
extension UITableView {
    /// The table's part of layoutSubviews: read the data if needed, then tile.
    func layOutRows() {
        loadRowDataIfNeeded()
        let width = bounds.width
        if width != tiledWidth {
            tiledWidth = width
            contentSize.width = width
            layOutTableHeaderAndFooter()
            for (offset, cell) in visibleCellStorage.enumerated() {
                cell.frame = geometry.rowFrame(ofFlat: visibleRange.lowerBound + offset, width: width)
            }
            for view in sectionTitleViews.values { view.removeFromSuperview() }
            sectionTitleViews.removeAll()
        }
        tileRows()
        tileSectionTitles()
    }

    private func layOutTableHeaderAndFooter() {
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: geometry.tableFooterTop, width: bounds.width, height: footer.frame.height)
        }
    }

    /// Brings the cells in line with the rows that overlap the bounds, trimming and
    /// extending the run of cells at either end.
    private func tileRows() {
        let wanted = geometry.flatRows(overlapping: bounds.minY, bounds.maxY)
        guard wanted != visibleRange else { return }
        if wanted.lowerBound >= visibleRange.upperBound || wanted.upperBound <= visibleRange.lowerBound {
            for (offset, cell) in visibleCellStorage.enumerated() { retire(cell, at: visibleRange.lowerBound + offset) }
            visibleCellStorage.removeAll(keepingCapacity: true)
            visibleRange = wanted.lowerBound..<wanted.lowerBound
        } else {
            // Retire first, so that the rows coming in can reuse the cells going out.
            while visibleRange.lowerBound < wanted.lowerBound {
                retire(visibleCellStorage.removeFirst(), at: visibleRange.lowerBound)
                visibleRange = visibleRange.lowerBound + 1..<visibleRange.upperBound
            }
            while visibleRange.upperBound > wanted.upperBound {
                retire(visibleCellStorage.removeLast(), at: visibleRange.upperBound - 1)
                visibleRange = visibleRange.lowerBound..<visibleRange.upperBound - 1
            }
        }
        while visibleRange.lowerBound > wanted.lowerBound {
            let flat = visibleRange.lowerBound - 1
            visibleCellStorage.insert(makeCell(forFlat: flat), at: 0)
            visibleRange = flat..<visibleRange.upperBound
        }
        while visibleRange.upperBound < wanted.upperBound {
            visibleCellStorage.append(makeCell(forFlat: visibleRange.upperBound))
            visibleRange = visibleRange.lowerBound..<visibleRange.upperBound + 1
        }
    }

    /// Asks the data source for the row's cell and puts it in place.
    func makeCell(forFlat flat: Int) -> UITableViewCell {
        let indexPath = geometry.indexPath(ofFlat: flat)
        var cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        if cell.superview === self, visibleCellStorage.contains(where: { $0 === cell }) {
            Log.tables.error("tableView(_:cellForRowAt: \(indexPath)) returned a cell already showing another row; using an empty cell")
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        style(cell, at: indexPath)
        cell.frame = geometry.rowFrame(ofFlat: flat, width: bounds.width)
        cell.setSelected(indexPath == selectedRow, animated: false)
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        if cell.superview !== self { insertSubview(cell, at: 0) }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// Takes a cell off screen into the reuse pool.
    func retire(_ cell: UITableViewCell, at flat: Int) {
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        swipeActions?.rowWillGo(cell)
        cell.removeFromSuperview()
        reusePool.enqueue(cell)
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: geometry.indexPath(ofFlat: flat))
    }

    /// The table's look for one cell: its style, separator colour, inset and visibility
    /// (grouped sections end without a separator on their last row).
    private func style(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.tableStyle = style
        cell.tableSeparatorInset = customSeparatorInset
        let lastInSection = indexPath.row == geometry.sections[indexPath.section].rowCount - 1
        cell.separatorView.isHidden = separatorStyle == .none || separatorColor == nil || (style != .plain && lastInSection)
        cell.separatorView.backgroundColor = separatorColor
    }

    func restyleVisibleCells() {
        for (offset, cell) in visibleCellStorage.enumerated() {
            style(cell, at: geometry.indexPath(ofFlat: visibleRange.lowerBound + offset))
        }
    }

    /// Section header and footer titles in view get a title view; the others lose theirs.
    private func tileSectionTitles() {
        let minY = bounds.minY, maxY = bounds.maxY, width = bounds.width
        for (key, view) in sectionTitleViews where !view.frame.intersects(CGRect(x: 0, y: minY, width: width, height: maxY - minY)) {
            view.removeFromSuperview()
            sectionTitleViews[key] = nil
        }
        for (index, section) in geometry.sections.enumerated() {
            if section.footerTop + section.footerHeight <= minY { continue }
            if section.headerTop >= maxY { break }
            showTitle(of: index, isHeader: true, top: section.headerTop, height: section.headerHeight)
            showTitle(of: index, isHeader: false, top: section.footerTop, height: section.footerHeight)
        }
    }

    private func showTitle(of section: Int, isHeader: Bool, top: CGFloat, height: CGFloat) {
        let key = SectionTitleKey(section: section, isHeader: isHeader)
        guard height > 0, top < bounds.maxY, top + height > bounds.minY, sectionTitleViews[key] == nil,
            let title = isHeader ? sectionTitles[section].header : sectionTitles[section].footer
        else { return }
        let view = TableSectionTitleView(title: title, isHeader: isHeader, tableStyle: style)
        view.frame = CGRect(x: 0, y: top, width: bounds.width, height: height)
        addSubview(view)
        sectionTitleViews[key] = view
    }
}
