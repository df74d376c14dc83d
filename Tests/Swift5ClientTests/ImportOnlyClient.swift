import TabBarKit

// App code that imports UIKit alone, as most of it does: Foundation's names (dates, time
// intervals, formatters, bundles, coders, CGFloat) come with the import.
final class DownloadsTabController: UITabBarController {
    let startedAt = Date(timeIntervalSince1970: 0)
    let badgeRefresh: TimeInterval = 0.5
    private let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    init() {
        super.init(nibName: nil, bundle: Bundle.main)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `count` pending downloads on the second tab, grouped as the locale writes it.
    func showPending(_ count: Int) {
        viewControllers?[1].tabBarItem.badgeValue = count > 0 ? formatter.string(from: NSNumber(value: count)) : nil
    }

    /// The bar's height as a fraction of the view's, in points.
    var barShare: CGFloat {
        view.bounds.height > 0 ? tabBar.frame.height / view.bounds.height : 0
    }

    func elapsed(at now: Date) -> TimeInterval { now.timeIntervalSince(startedAt) }
}
