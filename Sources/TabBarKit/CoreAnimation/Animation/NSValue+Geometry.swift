import Foundation

// UIKit's boxing of geometry, as animation code passes `fromValue` and `toValue`. Points,
// sizes and rects use Foundation's own boxes; transforms are boxed as arrays of doubles,
// which Foundation on Linux can hold (it cannot hold arbitrary structs).
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    public convenience init(caTransform3D t: CATransform3D) {
        let numbers = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ].map { Double($0) }
        self.init(bytes: numbers, objCType: NSValue.transform3DType)
    }

    public convenience init(cgAffineTransform t: CGAffineTransform) {
        let numbers = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }
        self.init(bytes: numbers, objCType: NSValue.affineTransformType)
    }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }

    /// The transform boxed by `init(caTransform3D:)`; the identity for any other value.
    public var caTransform3DValue: CATransform3D {
        guard let n = doubles(ofType: NSValue.transform3DType, count: 16) else { return CATransform3DIdentity }
        return CATransform3D(
            m11: n[0], m12: n[1], m13: n[2], m14: n[3], m21: n[4], m22: n[5], m23: n[6], m24: n[7],
            m31: n[8], m32: n[9], m33: n[10], m34: n[11], m41: n[12], m42: n[13], m43: n[14], m44: n[15])
    }

    public var cgAffineTransformValue: CGAffineTransform {
        guard let n = doubles(ofType: NSValue.affineTransformType, count: 6) else { return .identity }
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    private static let transform3DType = "[16d]"
    private static let affineTransformType = "[6d]"

    var boxesTransform3D: Bool { String(cString: objCType) == NSValue.transform3DType }
    var boxesAffineTransform: Bool { String(cString: objCType) == NSValue.affineTransformType }
    var boxesPoint: Bool { String(cString: objCType) == String(cString: NSValue(point: .zero).objCType) }
    var boxesSize: Bool { String(cString: objCType) == String(cString: NSValue(size: .zero).objCType) }
    var boxesRect: Bool { String(cString: objCType) == String(cString: NSValue(rect: .zero).objCType) }

    private func doubles(ofType type: String, count: Int) -> [Double]? {
        guard String(cString: objCType) == type else { return nil }
        var numbers = [Double](repeating: 0, count: count)
        numbers.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return numbers
    }
}
