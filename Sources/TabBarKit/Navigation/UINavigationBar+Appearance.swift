import Foundation

// The appearance objects of a navigation bar (iOS 13 and later). Set, the standard one
// decides the bar's background, hairline and title in place of the legacy properties.
// TabBarKit does not track whether content is scrolled to the bar's edge, so the bar shows
// its standard appearance throughout (Sources/TabBarKit/TabBarKit.docc/DEVIATIONS.md).
extension UINavigationBar {
    /// The look the bar draws: the standard appearance when one was set, else nil (legacy).
    var shownAppearance: UINavigationBarAppearance? {
        if traitCollection.verticalSizeClass == .compact, let compact = storedCompactAppearance { return compact }
        return storedStandardAppearance
    }

    /// Applies `appearance` to the background and hairline (the title is styled with the rest).
    func apply(_ appearance: UINavigationBarAppearance) {
        backgroundEffectView.effect = appearance.backgroundEffect
        backgroundEffectView.isHidden = appearance.backgroundEffect == nil
        backgroundView.backgroundColor = appearance.backgroundColor
        backgroundView.image = appearance.backgroundImage
        backgroundView.contentMode = appearance.backgroundImageContentMode
        hairline.isHidden = appearance.shadowColor == nil && appearance.shadowImage == nil
        hairline.backgroundColor = appearance.shadowColor
    }
}
