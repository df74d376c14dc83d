import Foundation

/// A device the headless screen imitates: size in points (portrait), scale, safe areas.
@_spi(Hosting) public struct ScreenConfiguration: Equatable, Sendable {
    public let name: String
    public let size: CGSize
    public let scale: CGFloat
    public let idiom: UIUserInterfaceIdiom
    public let portraitSafeAreaInsets: UIEdgeInsets
    public let landscapeSafeAreaInsets: UIEdgeInsets

    /// An iPhone 6: 375×667 points at @2x; the status bar is 20 points.
    public static let iPhone6 = ScreenConfiguration(
        name: "iphone-6", size: CGSize(width: 375, height: 667), scale: 2, idiom: .phone,
        portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeAreaInsets: .zero
    )

    public static let presets: [ScreenConfiguration] = [
        iPhone6,
        ScreenConfiguration(
            name: "iphone-se", size: CGSize(width: 320, height: 568), scale: 2, idiom: .phone,
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: .zero
        ),
        ScreenConfiguration(
            name: "iphone-8-plus", size: CGSize(width: 414, height: 736), scale: 3, idiom: .phone,
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeAreaInsets: .zero
        ),
        // The Dynamic Island phones: 59 points on top, the 34-point home indicator below;
        // in landscape the cut-out side and the other get 59 each and the indicator 21.
        ScreenConfiguration(
            name: "iphone-15", size: CGSize(width: 393, height: 852), scale: 3, idiom: .phone,
            portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        ),
        ScreenConfiguration(
            name: "ipad", size: CGSize(width: 1024, height: 1366), scale: 2, idiom: .pad,
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
            landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        ),
    ]

    public enum Error: Swift.Error, CustomStringConvertible, Equatable {
        case unknownPreset(String)

        public var description: String {
            switch self {
            case .unknownPreset(let name):
                let known = ScreenConfiguration.presets.map(\.name).joined(separator: ", ")
                return "TABBARKIT_DEVICE=\(name) names no device; use one of: \(known)"
            }
        }
    }

    /// The preset called `name`, or a clear error listing the names there are.
    public static func preset(named name: String) throws(Error) -> ScreenConfiguration {
        guard let preset = presets.first(where: { $0.name == name }) else { throw .unknownPreset(name) }
        return preset
    }

    /// The preset `TABBARKIT_DEVICE` selects, the iPhone 6 when it is unset.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(Error) -> ScreenConfiguration
    {
        guard let name = environment["TABBARKIT_DEVICE"], !name.isEmpty else { return iPhone6 }
        return try preset(named: name)
    }

    /// What `UIScreen.main` shows. An unknown `TABBARKIT_DEVICE` is logged as an error and
    /// the default used; hosts call `fromEnvironment()` first to refuse it outright.
    public static let current: ScreenConfiguration = {
        do {
            return try fromEnvironment()
        } catch {
            Log.screen.error("\(error); using \(iPhone6.name)")
            return iPhone6
        }
    }()
}
