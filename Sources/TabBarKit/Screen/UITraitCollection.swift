import Foundation

public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// The environment traits views and images adapt to. Unset traits are `.unspecified`.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let displayScale: CGFloat
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    init(
        userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0,
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
        layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    ) {
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
    }

    public override convenience init() { self.init(userInterfaceIdiom: .unspecified) }
    public convenience init(displayScale: CGFloat) { self.init(userInterfaceIdiom: .unspecified, displayScale: displayScale) }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(userInterfaceIdiom: idiom, displayScale: 0) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(userInterfaceIdiom: .unspecified, layoutDirection: layoutDirection)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let rhs = object as? UITraitCollection else { return false }
        let lhs = self
        return lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.displayScale == rhs.displayScale
            && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.layoutDirection == rhs.layoutDirection
    }

    public override var description: String {
        "UITraitCollection(idiom: \(userInterfaceIdiom), scale: \(displayScale), h: \(horizontalSizeClass), v: \(verticalSizeClass), direction: \(layoutDirection))"
    }
}
