import Foundation

/// A colour in the sRGB space, as UIKit's `UIColor` in light mode.
open class UIColor: NSObject, @unchecked Sendable {
    public let cgColor: CGColor
    /// UIKit keeps colours made from a white value in a grey space, apart from RGB ones:
    /// equality and `description` tell the two apart as UIKit does.
    private(set) var isGray = false

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
        isGray = true
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    public init(cgColor: CGColor) {
        self.cgColor = cgColor
    }

    /// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour picker writes it.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A colour that depends on the traits. TabBarKit draws in the light appearance, so the
    /// colour draws as the provider's answer for light traits; `resolvedColor(with:)` asks
    /// the provider for any traits.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        self.init(cgColor: light.cgColor)
        isGray = light.isGray
        provider = dynamicProvider
    }

    /// The provider of a dynamic colour, nil for a fixed one.
    private(set) var provider: ((UITraitCollection) -> UIColor)?

    /// The colour for `traitCollection`: a dynamic colour's provider's answer, else the colour.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }

    /// Colours written as 0xRRGGBB, as Apple's design resources give them.
    convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255,
            green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255,
            alpha: alpha
        )
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if isGray { return UIColor(white: cgColor.red, alpha: alpha) }
        return UIColor(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: alpha)
    }

    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = cgColor.red
        green?.pointee = cgColor.green
        blue?.pointee = cgColor.blue
        alpha?.pointee = cgColor.alpha
        return true
    }

    /// Succeeds only for greys, as UIKit does for colours outside the grey space.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.red == cgColor.green, cgColor.green == cgColor.blue else { return false }
        white?.pointee = cgColor.red
        alpha?.pointee = cgColor.alpha
        return true
    }

    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let r = cgColor.red, g = cgColor.green, b = cgColor.blue
        let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == r {
                h = (g - b) / delta
            } else if maxC == g {
                h = 2 + (b - r) / delta
            } else {
                h = 4 + (r - g) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC == 0 ? 0 : delta / maxC
        brightness?.pointee = maxC
        alpha?.pointee = cgColor.alpha
        return true
    }

    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = saturation.clamped01, v = brightness.clamped01
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// Sets this colour as both fill and stroke colour of the current context.
    open func set() {
        setFill()
        setStroke()
    }

    open func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    open func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    // Two colours are equal when their colour spaces and components are, as in UIKit.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        // Dynamic colours are equal only to themselves: their providers cannot be compared.
        if other === self { return true }
        if provider != nil || other.provider != nil { return false }
        return other.isGray == isGray && other.cgColor == cgColor
    }

    open override var hash: Int { cgColor.hashValue }

    open override var description: String {
        func c(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
        if isGray { return "UIExtendedGrayColorSpace \(c(cgColor.red)) \(c(cgColor.alpha))" }
        return "UIExtendedSRGBColorSpace \(c(cgColor.red)) \(c(cgColor.green)) \(c(cgColor.blue)) \(c(cgColor.alpha))"
    }
}
