import Foundation

/// Where each part of a table lies in content coordinates: the table header, then per
/// section a header, its rows and a footer, then the table footer.
///
/// Built once per reload from the heights (one delegate call per row); each frame then
/// finds the visible rows by binary search over the row tops and bottoms, so a frame of
/// a 10,000-row table costs what a frame of a 12-row one does.
struct TableGeometry {
    struct Section {
        var headerTop: CGFloat
        var headerHeight: CGFloat
        var footerTop: CGFloat
        var footerHeight: CGFloat
        /// Index of the section's first row among all the table's rows.
        var firstRow: Int
        var rowCount: Int
    }

    private(set) var sections: [Section] = []
    /// Top and bottom of every row, all sections in order (bottom = top + height).
    private(set) var rowTops: [CGFloat] = []
    private(set) var rowBottoms: [CGFloat] = []
    private(set) var contentHeight: CGFloat = 0
    private(set) var tableFooterTop: CGFloat = 0

    init() {}

    init(
        rowCounts: [Int], tableHeaderHeight: CGFloat, tableFooterHeight: CGFloat,
        headerHeight: (Int) -> CGFloat, footerHeight: (Int) -> CGFloat, rowHeight: (IndexPath) -> CGFloat
    ) {
        let total = rowCounts.reduce(0, +)
        rowTops.reserveCapacity(total)
        rowBottoms.reserveCapacity(total)
        sections.reserveCapacity(rowCounts.count)
        var y = tableHeaderHeight
        for (section, count) in rowCounts.enumerated() {
            let header = headerHeight(section)
            var entry = Section(
                headerTop: y, headerHeight: header, footerTop: 0, footerHeight: 0,
                firstRow: rowTops.count, rowCount: count)
            y += header
            for row in 0..<count {
                rowTops.append(y)
                y += rowHeight(IndexPath(row: row, section: section))
                rowBottoms.append(y)
            }
            entry.footerTop = y
            entry.footerHeight = footerHeight(section)
            y += entry.footerHeight
            sections.append(entry)
        }
        tableFooterTop = y
        contentHeight = y + tableFooterHeight
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rowCount
    }

    /// The position of a (valid) row among all rows.
    func flatIndex(of indexPath: IndexPath) -> Int {
        sections[indexPath.section].firstRow + indexPath.row
    }

    /// The section and row of the `flat`-th row: its section is the last one starting at
    /// or before it (empty sections before it start at the same row).
    func indexPath(ofFlat flat: Int) -> IndexPath {
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].firstRow > flat { high = mid } else { low = mid + 1 }
        }
        let section = low - 1
        return IndexPath(row: flat - sections[section].firstRow, section: section)
    }

    func rowFrame(ofFlat flat: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: rowTops[flat], width: width, height: rowBottoms[flat] - rowTops[flat])
    }

    /// The rows that overlap `minY..<maxY`, as flat indexes.
    func flatRows(overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        let first = Self.firstIndex(in: rowBottoms) { $0 > minY }
        let end = Self.firstIndex(in: rowTops) { $0 >= maxY }
        return first < end ? first..<end : first..<first
    }

    /// The row under `y`, if a row (not a header, footer or gap) is there.
    func flatRow(at y: CGFloat) -> Int? {
        let index = Self.firstIndex(in: rowBottoms) { $0 > y }
        guard index < rowTops.count, rowTops[index] <= y else { return nil }
        return index
    }

    /// The first index whose value satisfies `predicate`, for values sorted so that
    /// the predicate is false then true.
    private static func firstIndex(in values: [CGFloat], where predicate: (CGFloat) -> Bool) -> Int {
        var low = 0, high = values.count
        while low < high {
            let mid = (low + high) / 2
            if predicate(values[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
