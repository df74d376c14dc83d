import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// Pictures of navigation: a stack two deep and a presented sheet.
@Suite(.freshApplication)
@MainActor
struct NavigationSnapshotTests {
    /// A controller whose view shows its title in the middle, over a background colour.
    private func page(_ title: String, color: UIColor) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.view.backgroundColor = color
        let label = UILabel(frame: CGRect(x: 0, y: 300, width: 375, height: 40))
        label.text = title
        label.font = .systemFont(ofSize: 28, weight: .bold)
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth]
        controller.view.addSubview(label)
        return controller
    }

    @Test func aStackTwoDeepShowsTitleBackButtonAndItem() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let nav = UINavigationController(rootViewController: page("Boroughs", color: .white))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        let queens = page("Queens", color: .systemGroupedBackground)
        queens.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit)
        nav.pushViewController(queens, animated: false)
        assertSnapshot(of: window, named: "navigation-two-deep")
    }

    @Test func aPresentedSheetCoversTheStackBelowTheStatusBar() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let nav = UINavigationController(rootViewController: page("Boroughs", color: .white))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        let configure = page("Configure", color: .systemBackground)
        configure.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done)
        configure.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel)
        let sheet = UINavigationController(rootViewController: configure)
        nav.present(sheet, animated: false)
        assertSnapshot(of: window, named: "navigation-presented-sheet")
    }
}
