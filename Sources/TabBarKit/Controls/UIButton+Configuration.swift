import Foundation

extension UIButton {
    /// What a configured button shows and how: its title, subtitle and image, their
    /// placement and padding, its colours and background. The styles (`plain()`,
    /// `tinted()`, `gray()`, `filled()` and their bordered names) differ in where the base
    /// colours go; `updated(for:)` gives the look for the button's state.
    public struct Configuration {
        /// How round the background's corners are.
        public enum CornerStyle: Sendable {
            /// `background.cornerRadius` as set.
            case fixed
            /// The style's radius for the button's size.
            case dynamic
            case small, medium, large
            /// Half the height: a capsule, a circle when square.
            case capsule
        }

        /// How large the button's text and margins are.
        public enum Size: Sendable {
            case mini, small, medium, large
        }

        /// How the title and subtitle line up with each other.
        public enum TitleAlignment: Sendable {
            case automatic, leading, center, trailing
        }

        /// Which look the style gives the base colours.
        enum Style {
            case plain, tinted, gray, filled
        }

        /// Its colour, left nil, is the style's shade of the base background colour.
        public var background: UIBackgroundConfiguration = {
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = nil
            return background
        }()
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium {
            didSet { if insetsAreDefault { contentInsets = Self.defaultInsets(for: buttonSize) } }
        }
        /// The text and image colour; nil is the style's (the tint colour, or white on a filled button).
        public var baseForegroundColor: UIColor?
        /// The background colour the style shades; nil is the tint colour.
        public var baseBackgroundColor: UIColor?
        public var image: UIImage?
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var title: String?
        /// Shown instead of `title` when set; its runs' fonts and colours win.
        public var attributedTitle: AttributedString?
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitle: String?
        public var attributedSubtitle: AttributedString?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var contentInsets: NSDirectionalEdgeInsets {
            didSet { insetsAreDefault = false }
        }
        /// The side of the title the image is on (`.leading` by default).
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// Between the image and the text.
        public var imagePadding: CGFloat = 0
        /// Between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment = TitleAlignment.automatic
        /// Whether a selected button takes the selected look by itself.
        public var automaticallyUpdateForSelection = true

        let style: Style
        private var insetsAreDefault = true

        init(style: Style) {
            self.style = style
            contentInsets = Self.defaultInsets(for: .medium)
            insetsAreDefault = true
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { plain() }
        public static func bordered() -> Configuration { gray() }
        public static func borderedTinted() -> Configuration { tinted() }
        public static func borderedProminent() -> Configuration { filled() }

        /// Puts back the insets of the button's size.
        public mutating func setDefaultContentInsets() {
            contentInsets = Self.defaultInsets(for: buttonSize)
            insetsAreDefault = true
        }

        /// This configuration as it looks for `button`'s state: a highlighted button's
        /// colours are dimmed, a disabled one's greyed, a selected one (when
        /// `automaticallyUpdateForSelection`) shows the tinted look as filled.
        @MainActor public func updated(for button: UIButton) -> Configuration {
            var updated = self
            let tint = button.tintColor ?? .systemBlue
            var shown = style
            if automaticallyUpdateForSelection, button.isSelected, style != .filled { shown = .filled }
            var foreground = baseForegroundColor ?? (shown == .filled ? .white : tint)
            var fill = Self.fill(for: shown, base: baseBackgroundColor ?? tint)
            if !button.isEnabled {
                foreground = .tertiaryLabel
                fill = shown == .plain ? .clear : .secondarySystemFill
            } else if button.isHighlighted {
                foreground = foreground.withAlphaComponent(foreground.cgColor.alpha * Self.highlightedAlpha)
                if shown != .plain { fill = fill.withAlphaComponent(fill.cgColor.alpha * Self.highlightedAlpha) }
            }
            updated.baseForegroundColor = foreground
            if background.backgroundColor == nil { updated.background.backgroundColor = fill }
            return updated
        }

        /// How much a highlighted button's colours keep.
        static let highlightedAlpha: CGFloat = 0.7

        /// The background a style gives a base colour: none, a light wash of it, grey, or the colour.
        static func fill(for style: Style, base: UIColor) -> UIColor {
            switch style {
            case .plain: return .clear
            case .tinted: return base.withAlphaComponent(base.cgColor.alpha * 0.15)
            case .gray: return .secondarySystemFill
            case .filled: return base
            }
        }

        /// The title's font for a size (the subtitle's is a step smaller).
        static func titleFont(for size: Size) -> UIFont {
            switch size {
            case .mini: return .systemFont(ofSize: 11)
            case .small: return .systemFont(ofSize: 13)
            case .medium: return .systemFont(ofSize: 15)
            case .large: return .systemFont(ofSize: 17)
            }
        }

        static func subtitleFont(for size: Size) -> UIFont {
            .systemFont(ofSize: titleFont(for: size).pointSize - 3)
        }

        static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The corner radius for `height`.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            case .dynamic:
                switch buttonSize {
                case .mini: return 4
                case .small: return 5
                case .medium: return 6
                case .large: return 8
                }
            }
        }
    }

    /// Called with the button when its configuration should follow a change of state.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void
}
