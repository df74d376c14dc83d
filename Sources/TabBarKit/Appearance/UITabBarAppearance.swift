import Foundation

/// A tab bar's whole look: background and hairline, the items in each layout, the
/// selection indicator and how stacked items are positioned.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    open var stackedItemWidth: CGFloat = 0
    open var stackedItemSpacing: CGFloat = 0

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public convenience init() {
        self.init(idiom: UIScreen.main.traitCollection.userInterfaceIdiom)
    }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
    }

    open func copy() -> UITabBarAppearance {
        let copy = UITabBarAppearance(barAppearance: self)
        copy.stackedLayoutAppearance = stackedLayoutAppearance.copy()
        copy.inlineLayoutAppearance = inlineLayoutAppearance.copy()
        copy.compactInlineLayoutAppearance = compactInlineLayoutAppearance.copy()
        copy.selectionIndicatorTintColor = selectionIndicatorTintColor
        copy.selectionIndicatorImage = selectionIndicatorImage
        copy.stackedItemPositioning = stackedItemPositioning
        copy.stackedItemWidth = stackedItemWidth
        copy.stackedItemSpacing = stackedItemSpacing
        return copy
    }

    func itemAppearance(for style: UITabBarItemAppearance.Style) -> UITabBarItemAppearance {
        switch style {
        case .stacked: stackedLayoutAppearance
        case .inline: inlineLayoutAppearance
        case .compactInline: compactInlineLayoutAppearance
        }
    }
}
