import Foundation
import TabBarKit

/// Ten columns side by side, each a stack of rows placed only with anchors: every row view
/// pinned to its column's sides, below the one before, 10 points high (four constraints a
/// view, forty for the columns). compare-kiwisolver.py builds the same system.
@MainActor
final class ColumnsOfViews {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    private var constraints: [NSLayoutConstraint] = []
    private let changing: NSLayoutConstraint
    private var wide = false

    init(views: Int) {
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let container = root.view!
        let columnCount = 10
        var previousColumn: UIView?
        var columns: [UIView] = []
        for _ in 0..<columnCount {
            let column = UIView()
            column.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(column)
            constraints += [
                column.topAnchor.constraint(equalTo: container.topAnchor),
                column.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                column.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.1),
                column.leadingAnchor.constraint(equalTo: previousColumn?.trailingAnchor ?? container.leadingAnchor),
            ]
            previousColumn = column
            columns.append(column)
        }
        var last: NSLayoutConstraint?
        for index in 0..<max(1, views) {
            let column = columns[index % columnCount]
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            let above = column.subviews.last
            column.addSubview(view)
            let height = view.heightAnchor.constraint(equalToConstant: 10)
            constraints += [
                view.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: column.trailingAnchor),
                view.topAnchor.constraint(equalTo: above?.bottomAnchor ?? column.topAnchor, constant: 1),
                height,
            ]
            last = height
        }
        // The last row's height: nothing lies below it, so a change moves one view.
        changing = last!
    }

    static func laidOut(views: Int) -> ColumnsOfViews {
        let columns = ColumnsOfViews(views: views)
        columns.activateAndLayOut()
        return columns
    }

    func activateAndLayOut() {
        NSLayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
    }

    func changeOneConstant() {
        wide.toggle()
        changing.constant = wide ? 20 : 10
        window.layoutIfNeeded()
    }
}
