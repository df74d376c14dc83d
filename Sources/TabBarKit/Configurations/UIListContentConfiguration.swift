import Foundation

/// The content of a list row, header or footer: an image, a text and a secondary text, with
/// their styling and spacing. The system styles use the standard cells' fonts and metrics
/// (CellMetrics.swift), so a configured cell looks as the matching cell style does.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    /// Shown instead of `text` when set; runs without a font or colour take `textProperties`'.
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties

    /// Margins around the content; on the preserved axes, a cell's own margins win where
    /// they are larger. The system styles leave the horizontal ones to the cell: 16 pt (20 pt
    /// on wide phones) at the leading side and before the accessory or trailing edge.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The secondary text on the trailing side of the text rather than beneath it.
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding = CellMetrics.imageToText
    public var textToSecondaryTextHorizontalPadding = CellMetrics.detailSpacing
    public var textToSecondaryTextVerticalPadding: CGFloat = 0

    init(
        textFont: UIFont, textColor: UIColor = .label, secondaryFont: UIFont, secondaryColor: UIColor,
        margins: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(top: 11, leading: 0, bottom: 11, trailing: 0)
    ) {
        textProperties = TextProperties(font: textFont, color: textColor)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        directionalLayoutMargins = margins
    }

    // MARK: System styles

    /// Text, with the secondary text beneath it, as a `.default` cell.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(textFont: .systemFont(ofSize: 17), secondaryFont: .systemFont(ofSize: 12), secondaryColor: .label)
    }

    /// Text with smaller secondary text beneath it, as a `.subtitle` cell.
    public static func subtitleCell() -> UIListContentConfiguration {
        cell()
    }

    /// Text with grey secondary text on the trailing side, as a `.value1` cell.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(
            textFont: .systemFont(ofSize: 17), secondaryFont: .systemFont(ofSize: 17),
            secondaryColor: .secondaryLabel)
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.alignment = .natural
        return configuration
    }

    /// A sidebar row: a cell whose image takes the tint colour.
    public static func sidebarCell() -> UIListContentConfiguration {
        cell()
    }

    /// A sidebar's section heading: bold text a size larger than the rows'.
    public static func sidebarHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textFont: .systemFont(ofSize: 20, weight: .bold), secondaryFont: .systemFont(ofSize: 15),
            secondaryColor: .secondaryLabel)
    }

    /// A grouped table's section header: small grey capitals 6 pt above the section.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(
            textFont: .systemFont(ofSize: 13), textColor: .secondaryLabel, secondaryFont: .systemFont(ofSize: 13),
            secondaryColor: .secondaryLabel, margins: NSDirectionalEdgeInsets(top: 16, leading: 0, bottom: 6, trailing: 0))
        configuration.textProperties.transform = .uppercase
        return configuration
    }

    /// A grouped table's section footer: small grey text 6 pt below the section.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textFont: .systemFont(ofSize: 13), textColor: .secondaryLabel, secondaryFont: .systemFont(ofSize: 13),
            secondaryColor: .secondaryLabel,
            margins: NSDirectionalEdgeInsets(top: 6, leading: 0, bottom: 16, trailing: 0))
    }

    /// A plain table's section header: semibold text, as on its grey band.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textFont: .systemFont(ofSize: 15, weight: .semibold), secondaryFont: .systemFont(ofSize: 13),
            secondaryColor: .secondaryLabel,
            margins: NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0))
    }

    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(
            textFont: .systemFont(ofSize: 13), textColor: .secondaryLabel, secondaryFont: .systemFont(ofSize: 13),
            secondaryColor: .secondaryLabel,
            margins: NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0))
    }

    // MARK: UIContentConfiguration

    @MainActor
    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The system styles look the same in every state, so this is the configuration itself.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        self
    }
}

extension UIListContentConfiguration {
    /// How a text is drawn.
    public struct TextProperties: Hashable {
        public enum TextAlignment: Int, Hashable, Sendable {
            case natural, center, justified
        }

        public enum TextTransform: Int, Hashable, Sendable {
            case none, lowercase, uppercase, capitalized
        }

        public var font: UIFont
        public var color: UIColor
        public var alignment = TextAlignment.natural
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// 0 is as many lines as the text needs, UIKit's default for list content.
        public var numberOfLines = 0
        public var transform = TextTransform.none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// How the image is drawn and how much room it takes.
    public struct ImageProperties: Hashable {
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// Nil takes the view's inherited tint colour, as template and symbol images do.
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// Larger images shrink, keeping their aspect ratio, to fit; zero leaves a dimension free.
        public var maximumSize = CGSize.zero
        /// Room the image is centred in, so rows with images of different widths line up
        /// their text; zero is the image's own size.
        public var reservedLayoutSize = CGSize.zero

        public init() {}
    }
}
