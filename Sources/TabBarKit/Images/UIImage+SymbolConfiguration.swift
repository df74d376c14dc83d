import Foundation

extension UIImage {
    /// The point size, text style, weight and scale a symbol image is drawn at; whatever is
    /// left unspecified takes the defaults in <doc:IMAGES>.
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// Set while the configuration is made, never after.
        private(set) var attributes = SymbolAttributes()

        public convenience init(pointSize: CGFloat) {
            self.init(attributes: SymbolAttributes(size: SymbolAttributes.size(points: pointSize)))
        }

        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(attributes: SymbolAttributes(size: SymbolAttributes.size(points: pointSize), weight: weight))
        }

        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(attributes: SymbolAttributes(size: SymbolAttributes.size(points: pointSize), weight: weight, scale: scale))
        }

        public convenience init(weight: UIImage.SymbolWeight) {
            self.init(attributes: SymbolAttributes(weight: weight))
        }

        public convenience init(scale: UIImage.SymbolScale) {
            self.init(attributes: SymbolAttributes(scale: scale))
        }

        /// The text style's size, and its weight unless one is applied over it.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(attributes: SymbolAttributes(size: .textStyle(textStyle)))
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(attributes: SymbolAttributes(size: .textStyle(textStyle), scale: scale))
        }

        private convenience init(attributes: SymbolAttributes) {
            self.init(traitCollection: nil)
            self.attributes = attributes
        }

        /// A configuration that specifies nothing: a symbol takes every default.
        open class var unspecified: UIImage.SymbolConfiguration {
            UIImage.SymbolConfiguration(attributes: SymbolAttributes())
        }

        public func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            isEqual(otherConfiguration as Any?)
        }

        override func takeAttributes(of base: Configuration, overlaidBy other: Configuration?) {
            let own = (base as? SymbolConfiguration)?.attributes ?? SymbolAttributes()
            let top = (other as? SymbolConfiguration)?.attributes ?? SymbolAttributes()
            attributes = own.overlaid(by: top)
        }

        override func hasSameAttributes(as other: Configuration) -> Bool {
            attributes == (other as? SymbolConfiguration)?.attributes
        }

        override func hashAttributes(into hasher: inout Hasher) {
            hasher.combine(attributes)
        }

        override open var description: String {
            let size =
                switch attributes.size {
                case .points(let points)?: "\(points) pt"
                case .textStyle(let style)?: style.rawValue
                case nil: "unspecified size"
                }
            return "UIImage.SymbolConfiguration(\(size), weight \(attributes.weight), scale \(attributes.scale))"
        }
    }
}
