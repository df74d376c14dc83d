import Foundation

/// What every bar's appearance holds: its background and the hairline along its edge.
/// Bars copy an appearance when it is assigned, so changing one later changes no bar
/// until it is assigned again, as in UIKit.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    public let idiom: UIUserInterfaceIdiom

    open var backgroundEffect: UIBlurEffect?
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    public override convenience init() {
        self.init(idiom: UIScreen.main.traitCollection.userInterfaceIdiom)
    }

    /// A copy of another appearance's background and shadow.
    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(from: barAppearance)
    }

    /// The translucent system material with its hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UITabBar.hairlineColor
        shadowImage = nil
    }

    /// The system background colour, opaque, with the hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UITabBar.hairlineColor
        shadowImage = nil
    }

    /// No background and no hairline.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }
}
