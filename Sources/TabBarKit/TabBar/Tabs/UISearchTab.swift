import Foundation

/// The system's search tab: titled "Search", with the magnifying glass.
@preconcurrency @MainActor
open class UISearchTab: UITab {
    /// The identifier every search tab has.
    static let searchIdentifier = "UISearchTab"

    public init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        super.init(
            title: "Search", image: UIImage(systemName: "magnifyingglass"), identifier: Self.searchIdentifier,
            viewControllerProvider: viewControllerProvider)
    }
}
