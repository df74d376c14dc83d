import Foundation

/// The two arrangements of iOS's status bar on the phones TabBarKit imitates; the numbers
/// and where they come from are in <doc:STATUS_BAR>.
enum StatusBarLayout: Equatable {
    /// Phones with a Home button: a 20-point bar, the time in the middle.
    case homeButton
    /// Phones with the Dynamic Island: the time left of the island, the icons right of it.
    case dynamicIsland

    /// The arrangement a screen whose top safe area is `topSafeArea` points has; nil when it
    /// has none (a phone in landscape), where iOS shows no status bar.
    init?(topSafeArea: CGFloat) {
        guard topSafeArea > 0 else { return nil }
        self = topSafeArea > 20 ? .dynamicIsland : .homeButton
    }

    var height: CGFloat {
        switch self {
        case .homeButton: 20
        case .dynamicIsland: 54
        }
    }

    /// The line the time and the icons are centred on.
    var centerY: CGFloat {
        switch self {
        case .homeButton: 10
        // The island's middle: 37 points tall, 11 from the top.
        case .dynamicIsland: 11 + 37 / 2
        }
    }

    var font: UIFont {
        switch self {
        case .homeButton: .systemFont(ofSize: 12, weight: .semibold)
        case .dynamicIsland: .systemFont(ofSize: 17, weight: .semibold)
        }
    }

    /// The icons are drawn at the Dynamic Island's size times this.
    var iconScale: CGFloat {
        switch self {
        case .homeButton: 0.75
        case .dynamicIsland: 1
        }
    }

    /// Half the island's width: the ears either side of it hold the content.
    static let islandHalfWidth: CGFloat = 126 / 2
    /// Space between neighbouring icons, and between the icons and a Home-button bar's edges.
    static let iconSpacing: CGFloat = 5
    static let homeButtonMargin: CGFloat = 6
}

/// What a window's status bar shows: compared with what was drawn to know when to repaint.
struct StatusBarContent: Equatable {
    let layout: StatusBarLayout
    /// The window's width in points.
    let width: CGFloat
    /// White content (`.lightContent`) rather than black.
    let isLight: Bool
    let time: String

    /// In the window's space: the full width along its top.
    var frame: CGRect { CGRect(x: 0, y: 0, width: width, height: layout.height) }
}
