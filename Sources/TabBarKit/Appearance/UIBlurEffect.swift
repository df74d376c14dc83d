import Foundation

/// A visual effect a view can show behind its content.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    public override init() { super.init() }
}

/// A blur of what lies behind, under a tint that gives each style its material
/// (<doc:MATERIALS> has the numbers and why).
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark, regular = 4, prominent
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// How far the blur spreads (the Gaussian's standard deviation, in points) and the
    /// colour laid over it. Light mode: the plain styles are their light variants.
    struct Material {
        let sigma: CGFloat
        let tint: UIColor
        /// How far outside the view a pixel still reaches into the blur.
        var reach: CGFloat { (3 * sigma).rounded(.up) }
    }

    var material: Material {
        switch style {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight:
            Material(sigma: 8, tint: UIColor(white: 0.97, alpha: 0.45))
        case .systemThinMaterial, .systemThinMaterialLight:
            Material(sigma: 9, tint: UIColor(white: 0.97, alpha: 0.6))
        case .systemMaterial, .systemMaterialLight, .regular:
            Material(sigma: 10, tint: UIColor(white: 0.97, alpha: 0.72))
        case .systemThickMaterial, .systemThickMaterialLight, .prominent:
            Material(sigma: 10, tint: UIColor(white: 0.97, alpha: 0.85))
        case .systemChromeMaterial, .systemChromeMaterialLight:
            Material(sigma: 10, tint: UITabBar.translucentColor)
        case .light:
            Material(sigma: 10, tint: UIColor(white: 1, alpha: 0.6))
        case .extraLight:
            Material(sigma: 10, tint: UIColor(white: 0.97, alpha: 0.9))
        case .dark, .systemChromeMaterialDark, .systemMaterialDark, .systemThickMaterialDark:
            Material(sigma: 10, tint: UIColor(white: 0.11, alpha: 0.92))
        case .systemUltraThinMaterialDark, .systemThinMaterialDark:
            Material(sigma: 8, tint: UIColor(white: 0.11, alpha: 0.6))
        }
    }
}
