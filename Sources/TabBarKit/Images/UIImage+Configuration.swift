import Foundation

extension UIImage {
    /// The traits an image is meant for. Immutable; two configurations are equal when their
    /// class, traits and (in subclasses) attributes are, as in UIKit.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        public let traitCollection: UITraitCollection?

        /// Required so that `applying(_:)` and `withTraitCollection(_:)` can return `Self`.
        public required init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }

        /// This configuration with `otherConfiguration`'s traits and attributes laid over it:
        /// whatever the other one specifies wins.
        public func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            let merged = type(of: self).init(traitCollection: Self.traits(traitCollection, overlaidBy: otherConfiguration?.traitCollection))
            merged.takeAttributes(of: self, overlaidBy: otherConfiguration)
            return merged
        }

        /// This configuration with `traitCollection`'s specified traits replacing its own.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let merged = type(of: self).init(traitCollection: Self.traits(self.traitCollection, overlaidBy: traitCollection))
            merged.takeAttributes(of: self, overlaidBy: nil)
            return merged
        }

        /// Subclasses copy their attributes from `base`, then those `other` specifies; called
        /// once, on a configuration that nobody else holds yet.
        func takeAttributes(of base: Configuration, overlaidBy other: Configuration?) {}

        /// Whether the subclass attributes are equal; the class and traits are checked already.
        func hasSameAttributes(as other: Configuration) -> Bool { true }

        func hashAttributes(into hasher: inout Hasher) {}

        override open func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? Configuration, type(of: other) == type(of: self) else { return false }
            return traitCollection == other.traitCollection && hasSameAttributes(as: other)
        }

        // Traits are left out: equal configurations still hash alike, and UITraitCollection
        // is not Hashable.
        override open var hash: Int {
            var hasher = Hasher()
            hasher.combine(ObjectIdentifier(type(of: self)))
            hashAttributes(into: &hasher)
            return hasher.finalize()
        }

        /// Configurations never change, so a copy is the configuration itself.
        open func copy(with zone: NSZone? = nil) -> Any { self }

        /// Each trait of `top` that is specified, else the one of `base`.
        private static func traits(_ base: UITraitCollection?, overlaidBy top: UITraitCollection?) -> UITraitCollection? {
            guard let top else { return base }
            guard let base else { return top }
            return UITraitCollection(
                userInterfaceIdiom: top.userInterfaceIdiom != .unspecified ? top.userInterfaceIdiom : base.userInterfaceIdiom,
                displayScale: top.displayScale > 0 ? top.displayScale : base.displayScale,
                horizontalSizeClass: top.horizontalSizeClass != .unspecified ? top.horizontalSizeClass : base.horizontalSizeClass,
                verticalSizeClass: top.verticalSizeClass != .unspecified ? top.verticalSizeClass : base.verticalSizeClass,
                userInterfaceStyle: top.userInterfaceStyle != .unspecified ? top.userInterfaceStyle : base.userInterfaceStyle,
                layoutDirection: top.layoutDirection != .unspecified ? top.layoutDirection : base.layoutDirection
            )
        }
    }
}
