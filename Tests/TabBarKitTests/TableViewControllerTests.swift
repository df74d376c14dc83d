import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// A Settings screen written as UIKit apps write one: a table view controller subclass in a
/// navigation controller in a tab, pushing a detail screen when a row is tapped.
@MainActor
private final class SettingsViewController: UITableViewController {
    let sections = [["Wi-Fi", "Bluetooth"], ["General", "Display", "Sounds"]]
    private(set) var selections: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selections.append(indexPath)
        let detail = UIViewController()
        detail.title = sections[indexPath.section][indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }
}

@Suite(.freshApplication)
@MainActor
struct TableViewControllerTests {
    @MainActor
    private struct Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let tabs = UITabBarController()
        let settings = SettingsViewController(style: .grouped)
        let navigation: UINavigationController

        init() {
            navigation = UINavigationController(rootViewController: settings)
            tabs.viewControllers = [navigation, UIViewController()]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }

        func tap(_ indexPath: IndexPath) {
            let table = settings.tableView!
            let rect = table.rectForRow(at: indexPath)
            window.sendTap(at: table.convert(CGPoint(x: rect.midX, y: rect.midY), to: window))
        }
    }

    @Test func itsViewIsAGroupedTableWhoseDataSourceAndDelegateAreItself() {
        let scene = Scene()
        let table = scene.settings.tableView!
        #expect(scene.settings.view === table)
        #expect(table.style == .grouped)
        #expect(table.dataSource === scene.settings && table.delegate === scene.settings)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 3)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "Display")
        #expect(UITableViewController(nibName: nil, bundle: nil).tableView.style == .plain)
    }

    @Test func tappingARowCallsTheOverrideWhichPushesAndPoppingBackDeselectsAlongsideTheTransition() {
        let app = TestApplication()
        let scene = Scene()
        let row = IndexPath(row: 1, section: 1)
        scene.tap(row)
        #expect(scene.settings.selections == [row])
        #expect(scene.navigation.viewControllers.count == 2)
        app.tick(0)
        app.tick(1)
        let table = scene.settings.tableView!
        #expect(table.indexPathForSelectedRow == row, "the row stays selected under the pushed screen")

        scene.navigation.popViewController(animated: true)
        #expect(scene.navigation.transitionCoordinator != nil, "the pop is animated")
        #expect(table.indexPathForSelectedRow == nil, "deselected alongside the pop")
        app.tick(1.1)
        app.tick(2)
        #expect(scene.navigation.topViewController === scene.settings)
        #expect(table.cellForRow(at: row)?.isSelected == false)
    }

    @Test func comingBackToItsTabClearsTheSelectionUnlessToldNotTo() {
        let scene = Scene()
        let table = scene.settings.tableView!
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        scene.tabs.selectedIndex = 1
        scene.tabs.selectedIndex = 0
        #expect(table.indexPathForSelectedRow == nil)

        scene.settings.clearsSelectionOnViewWillAppear = false
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        scene.tabs.selectedIndex = 1
        scene.tabs.selectedIndex = 0
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test func editingTheControllerEditsItsTable() {
        let scene = Scene()
        scene.settings.setEditing(true, animated: false)
        #expect(scene.settings.tableView.isEditing)
        #expect(scene.settings.editButtonItem.title == "Done")
    }
}
