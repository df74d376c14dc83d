import Foundation
import TabBarKitTestSupport

@testable import TabBarKit

/// A cell class that counts how many cells were ever made.
@MainActor
final class CountingCell: UITableViewCell {
    static var made = 0
    private(set) var reuseCount = 0

    required init(style: CellStyle, reuseIdentifier: String?) {
        Self.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source and delegate over an array of sections of titles, logging the calls
/// the table makes when `log` is set.
@MainActor
final class ListSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headers: [String?] = []
    var footers: [String?] = []
    var heights: ((IndexPath) -> CGFloat)?
    var log: EventLog?
    var logsHeights = true
    var redirectSelection: ((IndexPath) -> IndexPath?)?
    var heightQueries = 0
    var configure: ((UITableViewCell, IndexPath) -> Void)?

    init(sections: [[String]]) { self.sections = sections }

    convenience init(rows: Int) {
        self.init(sections: [(0..<rows).map { "Row \($0)" }])
    }

    private func add(_ event: String) { log?.add(event) }
    private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

    func numberOfSections(in tableView: UITableView) -> Int {
        add("numberOfSections")
        return sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        add("numberOfRows(\(section))")
        return section < sections.count ? sections[section].count : 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        add("cellForRow(\(name(indexPath)))")
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        configure?(cell, indexPath)
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < headers.count ? headers[section] : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footers.count ? footers[section] : nil
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightQueries += 1
        if logsHeights { add("heightForRow(\(name(indexPath)))") }
        return heights?(indexPath) ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        add("willDisplay(\(name(indexPath)))")
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        add("didEndDisplaying(\(name(indexPath)))")
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        add("shouldHighlight(\(name(indexPath)))")
        return true
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        add("willSelect(\(name(indexPath)))")
        return redirectSelection.map { $0(indexPath) } ?? indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        add("didSelect(\(name(indexPath)))")
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        add("willDeselect(\(name(indexPath)))")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        add("didDeselect(\(name(indexPath)))")
    }
}

@MainActor
func makeTable(
    _ source: ListSource, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480),
    style: UITableView.Style = .plain
) -> UITableView {
    let table = UITableView(frame: frame, style: style)
    table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.delegate = source
    return table
}
