import Foundation

// The options of each kind of accessory: whether it is hidden, how wide its place is, its
// tint colour (nil: the row's), and what that kind adds.
extension UICellAccessory {
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
        }
    }

    public struct CheckmarkOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
        }
    }

    public struct DetailOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
        }
    }

    public struct OutlineDisclosureOptions {
        /// Whether the chevron is drawn as a section heading's or as a row's.
        public enum Style: Sendable {
            case automatic, header, cell
        }

        public var style: Style
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?

        public init(
            style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil
        ) {
            self.style = style
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
        }
    }

    public struct ReorderOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var showsVerticalSeparator: Bool

        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            showsVerticalSeparator: Bool = true
        ) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    public struct DeleteOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// The circle's colour; nil is the system red.
        public var backgroundColor: UIColor?

        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
            self.backgroundColor = backgroundColor
        }
    }

    public struct InsertOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// The circle's colour; nil is the system green.
        public var backgroundColor: UIColor?

        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
            self.backgroundColor = backgroundColor
        }
    }

    public struct MultiselectOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// The circle's fill while unchecked; nil is clear.
        public var backgroundColor: UIColor?

        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
            self.backgroundColor = backgroundColor
        }
    }

    public struct LabelOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var font: UIFont
        public var adjustsFontForContentSizeCategory: Bool

        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
            self.font = font ?? .systemFont(ofSize: 17)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    /// A view of the app's as an accessory.
    public struct CustomViewConfiguration {
        public let customView: UIView
        public var placement: Placement
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// Whether the view keeps the size it has (otherwise it is sized to fit the row).
        public var maintainsFixedSize: Bool

        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }
}
