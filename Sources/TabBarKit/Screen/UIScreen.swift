import Foundation

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// The display the app draws on; headless, it imitates the device `TABBARKIT_DEVICE` names.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    public static let main = UIScreen(configuration: .current)

    let configuration: ScreenConfiguration

    init(configuration: ScreenConfiguration) {
        self.configuration = configuration
    }

    /// In points, portrait.
    open var bounds: CGRect { CGRect(origin: .zero, size: configuration.size) }
    open var scale: CGFloat { configuration.scale }
    open var nativeScale: CGFloat { configuration.scale }
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: configuration.size.width * scale, height: configuration.size.height * scale)
    }

    /// The safe-area insets a full-screen window gets in portrait or landscape.
    func safeAreaInsets(landscape: Bool) -> UIEdgeInsets {
        landscape ? configuration.landscapeSafeAreaInsets : configuration.portraitSafeAreaInsets
    }

    open var traitCollection: UITraitCollection {
        UITraitCollection(
            userInterfaceIdiom: configuration.idiom, displayScale: scale,
            horizontalSizeClass: configuration.idiom == .pad ? .regular : .compact,
            verticalSizeClass: .regular
        )
    }
}
