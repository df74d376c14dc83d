import Foundation

// The values app code hands a RestorationCoder and gets back: property-list values only
// (Sources/TabBarKit/TabBarKit.docc/DEVIATIONS.md). Going in, Swift and Foundation values become StateValues; coming
// out, they come back as Foundation's unarchiver gives them: numbers and Booleans as
// NSNumber, text and bytes as String and Data, nil inside a collection as NSNull.
extension StateValue {
    /// Why a value cannot be kept.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// `value` as a state value, with collections nested `depthLimit` deep at most (which
    /// also stops an array that holds itself).
    init(encoding value: Any?, depthLimit: Int) throws(Refusal) {
        guard let value else {
            self = .null
            return
        }
        self = try Self.converting(value, depthLimit: depthLimit)
    }

    private static func converting(_ value: Any, depthLimit: Int) throws(Refusal) -> StateValue {
        // An optional inside `Any` (an element of a [String?]) is opened first.
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return .null }
            return try converting(wrapped, depthLimit: depthLimit)
        }
        if value is NSNull { return .null }
        // Swift's own scalars by their exact type: an NSNumber would also cast to Bool or Int.
        if type(of: value) == Bool.self, let flag = value as? Bool { return .bool(flag) }
        if let integer = value as? any BinaryInteger {
            guard let exact = Int64(exactly: integer) else { throw Refusal(description: "the integer \(integer) does not fit in 64 bits") }
            return .integer(exact)
        }
        if let real = value as? any BinaryFloatingPoint { return .double(Double(real)) }
        if let number = value as? NSNumber { return try converting(number) }
        if let text = value as? String { return .string(text) }
        if let data = value as? Data { return .data(data) }
        if let entries = value as? [String: Any] {
            try checkCollection(count: entries.count, depthLimit: depthLimit)
            var converted: [String: StateValue] = [:]
            for (key, element) in entries { converted[key] = try converting(element, depthLimit: depthLimit - 1) }
            return .dictionary(converted)
        }
        if let elements = value as? [Any] {
            try checkCollection(count: elements.count, depthLimit: depthLimit)
            var converted: [StateValue] = []
            for element in elements { converted.append(try converting(element, depthLimit: depthLimit - 1)) }
            return .array(converted)
        }
        if value is [AnyHashable: Any] || value is NSDictionary {
            throw Refusal(description: "a dictionary whose keys are not all strings cannot be kept")
        }
        throw Refusal(description: "\(type(of: value)) is not a property-list type")
    }

    /// An NSNumber by the type it holds (Foundation on Linux marks Booleans "c").
    private static func converting(_ number: NSNumber) throws(Refusal) -> StateValue {
        switch String(cString: number.objCType) {
        case "c", "B": return .bool(number.boolValue)
        case "f", "d": return .double(number.doubleValue)
        case "Q":
            guard let exact = Int64(exactly: number.uint64Value) else {
                throw Refusal(description: "the integer \(number) does not fit in 64 bits")
            }
            return .integer(exact)
        default: return .integer(number.int64Value)
        }
    }

    private static func checkCollection(count: Int, depthLimit: Int) throws(Refusal) {
        guard depthLimit > 0 else { throw Refusal(description: "collections nested this deep cannot be kept") }
        guard count <= StateFileFormat.Limit.elements else {
            let limit = StateFileFault.grouped(StateFileFormat.Limit.elements)
            throw Refusal(description: "a collection of \(StateFileFault.grouped(count)) elements is over the limit of \(limit)")
        }
    }

    /// As `decodeObject(forKey:)` returns it.
    var foundationValue: Any? {
        switch self {
        case .null: nil
        case .bool(let flag): NSNumber(value: flag)
        case .integer(let number): NSNumber(value: number)
        case .double(let number): NSNumber(value: number)
        case .string(let text): text
        case .data(let data): data
        case .array(let elements): elements.map { $0.foundationValue ?? NSNull() }
        case .dictionary(let entries): entries.mapValues { $0.foundationValue ?? NSNull() }
        }
    }

    /// As an object of its Foundation class, which `decodeObject(of:forKey:)` checks.
    var foundationObject: NSObject {
        switch self {
        case .null: NSNull()
        case .bool(let flag): NSNumber(value: flag)
        case .integer(let number): NSNumber(value: number)
        case .double(let number): NSNumber(value: number)
        case .string(let text): NSString(string: text)
        case .data(let data): NSData(data: data)
        case .array(let elements): NSArray(array: elements.map(\.foundationObject))
        case .dictionary(let entries): NSDictionary(dictionary: entries.mapValues(\.foundationObject))
        }
    }
}
