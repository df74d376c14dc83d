import Foundation

/// A visual effect a view can show behind its content.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    public override init() { super.init() }
}

/// A blur of what lies behind. TabBarKit does not blur: bars approximate each style with
/// the translucent colour it gives over a light page (docs/DEVIATIONS.md).
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

    /// The colour that stands in for the blur.
    var approximateColor: UIColor {
        switch style {
        case .dark, .systemChromeMaterialDark, .systemMaterialDark, .systemThickMaterialDark:
            return UIColor(white: 0.11, alpha: 0.92)
        case .systemUltraThinMaterialDark, .systemThinMaterialDark:
            return UIColor(white: 0.11, alpha: 0.6)
        case .extraLight:
            return UIColor(white: 0.97, alpha: 0.9)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemThinMaterial, .systemThinMaterialLight:
            return UIColor(white: 0.97, alpha: 0.6)
        default:
            return UITabBar.translucentColor
        }
    }
}
