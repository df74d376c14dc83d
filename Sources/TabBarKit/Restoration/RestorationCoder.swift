import Foundation

/// The keyed coder state restoration hands to `encodeRestorableState(with:)`,
/// `decodeRestorableState(with:)` and the delegate's should-save and should-restore
/// questions, in place of UIKit's keyed archiver. It keeps property-list values under string
/// keys (StateValue+Foundation.swift) and answers as Foundation's keyed unarchiver does: a
/// missing key decodes as nil, 0 or false; an integer decodes as any size of integer that
/// holds it, a floating-point value as a Float or a Double, and not one as the other. Nothing
/// it is asked can trap: a value it cannot keep, a value of another kind than asked for, or
/// an unkeyed call it does not support is reported with `failWithError(_:)` and logged,
/// and from the first decoding failure on, decoding gives nil, 0 and false, as with
/// Foundation's `.setErrorAndReturn` policy.
final class RestorationCoder: NSCoder {
    /// What was encoded, or what is there to decode.
    private(set) var values: [String: StateValue]
    /// Whose state this is, for log lines.
    private let owner: String
    /// The application restoring, for a container that asks its delegate for controllers.
    let application: UIApplication?
    private var failure: Error?
    /// Unkeyed calls use the keys Foundation's keyed archiver gives them: $0, $1, …
    private var nextEncodedGenericKey = 0
    private var nextDecodedGenericKey = 0

    /// Collections app code encodes may nest this deep: the file's body, the controllers and
    /// this controller's own dictionary sit above them.
    static let valueDepthLimit = StateFileFormat.Limit.depth - 3

    init(values: [String: StateValue] = [:], owner: String, application: UIApplication? = nil) {
        self.values = values
        self.owner = owner
        self.application = application
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override var decodingFailurePolicy: NSCoder.DecodingFailurePolicy { .setErrorAndReturn }
    override var error: Error? { failure }
    override var allowedClasses: [AnyClass]? { nil }

    override func failWithError(_ error: Error) {
        if failure == nil { failure = error }
        let message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        Log.application.error("restoration: \(owner): \(message)")
    }

    private func fail(_ code: CocoaError.Code, _ message: String) {
        failWithError(CocoaError(code, userInfo: [NSDebugDescriptionErrorKey: message]))
    }

    // MARK: Encoding

    override func encode(_ object: Any?, forKey key: String) {
        do {
            values[key] = try StateValue(encoding: object, depthLimit: Self.valueDepthLimit)
        } catch {
            fail(.coderInvalidValue, "\(key) is not kept: \(error)")
        }
    }

    // Conditional references matter between objects; property-list values are kept whole.
    override func encodeConditionalObject(_ object: Any?, forKey key: String) { encode(object, forKey: key) }
    override func encode(_ value: Bool, forKey key: String) { values[key] = .bool(value) }
    override func encode(_ value: Int, forKey key: String) { values[key] = .integer(Int64(value)) }
    override func encode(_ value: Int32, forKey key: String) { values[key] = .integer(Int64(value)) }
    override func encode(_ value: Int64, forKey key: String) { values[key] = .integer(value) }
    override func encode(_ value: Float, forKey key: String) { values[key] = .double(Double(value)) }
    override func encode(_ value: Double, forKey key: String) { values[key] = .double(value) }

    override func encodeBytes(_ bytes: UnsafePointer<UInt8>?, length: Int, forKey key: String) {
        guard length >= 0, bytes != nil || length == 0 else {
            fail(.coderInvalidValue, "\(key) is not kept: \(length) bytes at \(bytes.map { "\($0)" } ?? "nil")")
            return
        }
        values[key] = .data(bytes.map { Data(bytes: $0, count: length) } ?? Data())
    }

    override func encode(_ object: Any?) { encode(object, forKey: nextEncodedKey()) }
    override func encode(_ data: Data) { encode(data, forKey: nextEncodedKey()) }
    override func encodePropertyList(_ propertyList: Any) { encode(propertyList, forKey: nextEncodedKey()) }

    override func encodeValue(ofObjCType type: UnsafePointer<Int8>, at address: UnsafeRawPointer) {
        fail(.coderInvalidValue, "a value of Objective-C type \(String(cString: type)) is not kept: only keyed property-list values are")
    }

    private func nextEncodedKey() -> String {
        defer { nextEncodedGenericKey += 1 }
        return "$\(nextEncodedGenericKey)"
    }

    // MARK: Decoding

    override func containsValue(forKey key: String) -> Bool { values[key] != nil }

    /// The value under `key`, or nil when there is none or decoding has failed.
    private func stored(_ key: String) -> StateValue? {
        failure == nil ? values[key] : nil
    }

    override func decodeObject(forKey key: String) -> Any? { stored(key)?.foundationValue }
    override func decodePropertyList(forKey key: String) -> Any? { decodeObject(forKey: key) }

    override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? {
        guard let classes else { return decodeObject(forKey: key) }
        guard let value = stored(key), value != .null else { return nil }
        let object = value.foundationObject
        guard classes.contains(where: { object.isKind(of: $0) }) else {
            fail(
                .coderReadCorrupt,
                "\(key) is \(value.kind), not of the classes asked for (\(classes.map { "\($0)" }.joined(separator: ", ")))")
            return nil
        }
        return object
    }

    override func decodeBool(forKey key: String) -> Bool {
        switch stored(key) {
        case nil: return false
        case .bool(let flag): return flag
        case let other?: return mismatch(key, other, "a Boolean", default: false)
        }
    }

    override func decodeInteger(forKey key: String) -> Int { Int(decodeInt64(forKey: key)) }
    override func decodeCInt(forKey key: String) -> Int32 { decodeInt32(forKey: key) }

    override func decodeInt32(forKey key: String) -> Int32 {
        let number = decodeInt64(forKey: key)
        guard let exact = Int32(exactly: number) else {
            fail(.coderReadCorrupt, "\(key) holds \(number), too large for a 32-bit integer")
            return 0
        }
        return exact
    }

    override func decodeInt64(forKey key: String) -> Int64 {
        switch stored(key) {
        case nil: return 0
        case .integer(let number): return number
        case let other?: return mismatch(key, other, "an integer", default: 0)
        }
    }

    override func decodeDouble(forKey key: String) -> Double {
        switch stored(key) {
        case nil: return 0
        case .double(let number): return number
        case let other?: return mismatch(key, other, "a floating-point number", default: 0)
        }
    }

    override func decodeFloat(forKey key: String) -> Float {
        let number = decodeDouble(forKey: key)
        guard !number.isFinite || abs(number) <= Double(Float.greatestFiniteMagnitude) else {
            fail(.coderReadCorrupt, "\(key) holds \(number), too large for a Float")
            return 0
        }
        return Float(number)
    }

    override func withDecodedUnsafeBytes<ResultType>(
        forKey key: String, body: (UnsafeRawBufferPointer?) throws -> ResultType
    ) rethrows -> ResultType {
        switch stored(key) {
        case .data(let data)?: return try data.withUnsafeBytes { try body($0) }
        case nil: return try body(nil)
        case let other?:
            fail(.coderReadCorrupt, "\(key) is \(other.kind), not data")
            return try body(nil)
        }
    }

    override func withDecodedUnsafeBufferPointer<ResultType>(
        forKey key: String, body: (UnsafeBufferPointer<UInt8>?) throws -> ResultType
    ) rethrows -> ResultType {
        try withDecodedUnsafeBytes(forKey: key) { raw in try body(raw.map { $0.assumingMemoryBound(to: UInt8.self) }) }
    }

    override func decodeObject() -> Any? { decodeObject(forKey: nextDecodedKey()) }
    override func decodePropertyList() -> Any? { decodeObject(forKey: nextDecodedKey()) }

    override func decodeData() -> Data? {
        let key = nextDecodedKey()
        switch stored(key) {
        case .data(let data)?: return data
        case nil, .null?: return nil
        case let other?: return mismatch(key, other, "data", default: nil)
        }
    }

    override func decodeValue(ofObjCType type: UnsafePointer<Int8>, at data: UnsafeMutableRawPointer) {
        fail(
            .coderReadCorrupt, "a value of Objective-C type \(String(cString: type)) cannot be decoded: only keyed property-list values are"
        )
    }

    // Keyed archives keep no class versions.
    override func version(forClassName className: String) -> Int { NSNotFound }

    private func nextDecodedKey() -> String {
        defer { nextDecodedGenericKey += 1 }
        return "$\(nextDecodedGenericKey)"
    }

    private func mismatch<T>(_ key: String, _ value: StateValue, _ wanted: String, default fallback: T) -> T {
        fail(.coderReadCorrupt, "\(key) is \(value.kind), not \(wanted)")
        return fallback
    }
}
