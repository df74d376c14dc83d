import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct TableBadInputTests {
    @Test func outOfRangeIndexPathsAreLoggedAndIgnored() {
        let source = ListSource(sections: [["a", "b"]])
        let table = makeTable(source)
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let bad = [IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 3), IndexPath(row: -1, section: 0)]
        let messages = LogCapture.messages(from: "TabBarKit.tables") {
            for path in bad {
                #expect(table.cellForRow(at: path) == nil)
                #expect(table.rectForRow(at: path) == .zero)
                table.selectRow(at: path, animated: false, scrollPosition: .top)
                table.deselectRow(at: path, animated: false)
                table.scrollToRow(at: path, at: .top, animated: true)
                table.reloadRows(at: [path], with: .automatic)
            }
            #expect(table.numberOfRows(inSection: 5) == 0)
        }
        #expect(messages.count == bad.count * 6 + 1)
        #expect(messages.allSatisfy { $0.contains("out of range") || $0.contains("sections") })
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0), "the selection is untouched")
        #expect(table.contentOffset == .zero)
        #expect(table.visibleCells.count == 2)
    }

    @Test func negativeCountsAndHeightsBecomeEmptyAndLogged() {
        final class Broken: NSObject, UITableViewDataSource, UITableViewDelegate {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? -4 : 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.row == 1 ? -20 : (indexPath.row == 2 ? .infinity : 44)
            }
        }
        let source = Broken()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.dataSource = source
        table.delegate = source
        let messages = LogCapture.messages(from: "TabBarKit.tables") { table.layoutIfNeeded() }
        #expect(messages.count == 2)
        #expect(table.numberOfRows(inSection: 0) == 0 && table.numberOfRows(inSection: 1) == 3)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 1)).height == 0)
        #expect(table.contentSize.height == 44)
    }

    @Test func countsChangedWithoutReloadAreLoggedAndReloaded() {
        let source = ListSource(rows: 3)
        let table = makeTable(source)
        table.layoutIfNeeded()
        source.sections[0].append("new")
        let messages = LogCapture.messages(from: "TabBarKit.tables") {
            table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        }
        #expect(messages.count == 1 && messages[0].contains("changed without reloadData"))
        #expect(table.numberOfRows(inSection: 0) == 4)
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 4)
    }

    @Test func aCellReturnedTwiceIsReplacedNotShownTwice() {
        final class Stubborn: NSObject, UITableViewDataSource {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell }
        }
        let source = Stubborn()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.dataSource = source
        let messages = LogCapture.messages(from: "TabBarKit.tables") { table.layoutIfNeeded() }
        #expect(messages.count == 2)
        #expect(table.visibleCells.count == 3)
        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)).count == 3)
    }
}
