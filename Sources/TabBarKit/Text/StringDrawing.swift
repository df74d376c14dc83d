import Foundation

// UIKit's string drawing additions on String, NSString and NSAttributedString. All of them
// lay out StyledText, so drawing a string in every frame makes no NSAttributedString.

extension NSAttributedString {
    public func size() -> CGSize { StyledText(self).size() }

    public func draw(at point: CGPoint) { StyledText(self).draw(at: point) }

    /// Wraps the text to the rectangle's width and clips it to the rectangle.
    public func draw(in rect: CGRect) { StyledText(self).draw(in: rect) }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext? = nil) -> CGRect {
        StyledText(self).boundingRect(with: size, options: options)
    }
}

extension StyledText {
    func size() -> CGSize {
        TextLayout(self, defaults: .init(), width: nil).size
    }

    func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        TextLayout(self, defaults: .init(), width: nil).draw(in: context, at: point)
    }

    func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        TextLayout(self, defaults: .init(), width: rect.width, height: rect.height).draw(in: context, rect: rect)
    }

    func boundingRect(with size: CGSize, options: NSStringDrawingOptions) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        return CGRect(origin: .zero, size: TextLayout(self, defaults: .init(), width: wraps ? size.width : nil).size)
    }
}

public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Accepted for source compatibility; TabBarKit never scales text to fit here.
public final class NSStringDrawingContext: NSObject {
    public override init() { super.init() }
}

extension StringProtocol {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StyledText(String(self), attributes: attributes).size()
    }

    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StyledText(String(self), attributes: attributes).draw(at: point)
    }

    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StyledText(String(self), attributes: attributes).draw(in: rect)
    }

    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext? = nil
    ) -> CGRect {
        StyledText(String(self), attributes: attributes).boundingRect(with: size, options: options)
    }
}

extension NSString {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }
}
