import Foundation

// A tab's row in the sidebar slides aside on the swipe actions the sidebar's delegate
// gives for the tab: leading ones for a swipe toward the trailing side, trailing ones the
// other way. Headings, action rows and rows being edited do not swipe.
extension TabSidebarView {
    func setUpSwipeActions() {
        swipeActions = SwipeActionsController(
            host: list,
            rowAt: { [unowned self] point in
                guard !controller.sidebar.isEditing else { return nil }
                return rows.first { $0.frame.contains(point) && !$0.isHeading && $0.action == nil }
            },
            configuration: { [unowned self] view, leading in
                guard let row = view as? TabSidebarRow, let delegate = controller.sidebar.delegate else { return nil }
                let sidebar = controller.sidebar
                return leading
                    ? delegate.tabBarController(controller, sidebar: sidebar, leadingSwipeActionsConfigurationFor: row.tab)
                    : delegate.tabBarController(controller, sidebar: sidebar, trailingSwipeActionsConfigurationFor: row.tab)
            })
    }
}
