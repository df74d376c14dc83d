import CCairo
import Foundation

/// How a `UIGraphicsImageRenderer` makes its bitmaps.
public final class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point; defaults to the main screen's scale.
    public var scale: CGFloat
    /// An opaque format starts from opaque black instead of transparent pixels.
    public var opaque: Bool

    public override init() {
        scale = ScreenConfiguration.current.scale
        opaque = false
    }

    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context handed to a renderer's drawing closure.
public final class UIGraphicsImageRendererContext: NSObject {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, bounds: CGRect) {
        self.cgContext = cgContext
        self.format = format
        self.bounds = bounds
    }

    /// What has been drawn so far.
    public var currentImage: UIImage {
        UIImage.snapshot(of: cgContext, scale: format.scale) ?? UIImage()
    }

    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws into bitmaps of a fixed size: UIKit's way to make images and PNG data.
public final class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        draw(actions) ?? UIImage()
    }

    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        draw(actions)?.pngData() ?? Data()
    }

    private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage? {
        let scale = format.scale > 0 && format.scale.isFinite ? format.scale : 1
        guard let width = CGImage.pixels(bounds.width, scale: scale), let height = CGImage.pixels(bounds.height, scale: scale),
            let surface = CGImage.makeSurface(width: width, height: height)
        else {
            Log.graphics.error(
                "UIGraphicsImageRenderer: cannot make a bitmap of \(bounds.width)×\(bounds.height) points at scale \(format.scale)")
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        let context = CGContext(surface: surface, scale: scale)
        if format.opaque {
            context.setFillColor(gray: 0, alpha: 1)
            context.fill(CGRect(origin: .zero, size: bounds.size))
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format, bounds: bounds)
        withCurrentContext(context) { actions(rendererContext) }
        return UIImage.snapshot(of: context, scale: scale)
    }
}

// The pre-iOS 10 bitmap context functions, which older code still calls.

public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let resolved = scale > 0 && scale.isFinite ? scale : ScreenConfiguration.current.scale
    guard let width = CGImage.pixels(size.width, scale: resolved), let height = CGImage.pixels(size.height, scale: resolved),
        let surface = CGImage.makeSurface(width: width, height: height)
    else {
        Log.graphics.error("UIGraphicsBeginImageContextWithOptions: cannot make a bitmap of \(size.width)×\(size.height) points")
        return
    }
    let context = CGContext(surface: surface, scale: resolved)
    cairo_surface_destroy(surface)
    if opaque {
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(origin: .zero, size: size))
    }
    UIGraphicsPushContext(context)
}

public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsGetCurrentContext(), context.surface != nil else { return nil }
    return UIImage.snapshot(of: context, scale: context.scale)
}

public func UIGraphicsEndImageContext() {
    UIGraphicsPopContext()
}
