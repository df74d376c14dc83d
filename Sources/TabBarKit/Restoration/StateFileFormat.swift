import Foundation

/// TabBarKit's state files: the restoration archive and the customized tab orders. A small
/// binary format, read only by StateFileReader, which checks every byte against it; no
/// Foundation decoder ever sees these bytes. Integers are little-endian.
///
///     offset  0  magic, 8 bytes: "TBKState" (restoration) or "TBKOrder" (a tab order)
///             8  format version, UInt32 (1)
///            12  body length in bytes, UInt32
///            16  CRC-32 of the body, UInt32
///            20  body: one value
///
/// A value is a tag byte and what the tag says follows:
///
///     0 nil, 1 false, 2 true   nothing
///     3 integer                Int64
///     4 floating-point         the IEEE 754 bits of a Double, UInt64
///     5 string                 UInt32 byte count, then UTF-8
///     6 data                   UInt32 byte count, then the bytes
///     7 array                  UInt32 count, then the values
///     8 dictionary             UInt32 count, then for each entry a key (UInt32 byte
///                              count, UTF-8; no key twice) and its value
enum StateFileFormat {
    enum Kind {
        case restoration, tabOrder

        var magic: [UInt8] {
            switch self {
            case .restoration: Array("TBKState".utf8)
            case .tabOrder: Array("TBKOrder".utf8)
            }
        }
    }

    static let version: UInt32 = 1
    static let headerSize = 20
    /// The largest file there can be; a larger one is not read.
    static let largestFile = headerSize + Limit.bodySize

    /// Bounds on what a file may hold, checked when writing and when reading.
    enum Limit {
        static let bodySize = 8 << 20
        /// Arrays and dictionaries inside one another, the body being the first level.
        static let depth = 32
        /// Elements of one array or entries of one dictionary.
        static let elements = 65_536
        /// Values in the whole body.
        static let values = 262_144
    }

    enum Tag: UInt8 {
        case null = 0, falseValue, trueValue, integer, double, string, data, array, dictionary
    }

    /// A body over a limit, which is not written.
    struct OverLimit: Error, CustomStringConvertible {
        let description: String
    }

    /// The whole file for `body`, or why it cannot be written.
    static func encode(_ body: StateValue, as kind: Kind) -> Result<Data, OverLimit> {
        var writer = Writer()
        if let overLimit = writer.append(body, depth: 1) { return .failure(overLimit) }
        guard writer.bytes.count <= Limit.bodySize else {
            return .failure(OverLimit(description: "the state is over the limit of \(StateFileFault.grouped(Limit.bodySize)) bytes"))
        }
        var file = kind.magic
        file.reserveCapacity(headerSize + writer.bytes.count)
        Writer.appendUInt32(version, to: &file)
        Writer.appendUInt32(UInt32(writer.bytes.count), to: &file)
        Writer.appendUInt32(CRC32.checksum(writer.bytes), to: &file)
        file += writer.bytes
        return .success(Data(file))
    }

    private struct Writer {
        var bytes: [UInt8] = []
        var values = 0

        /// Appends `value`; returns the limit it breaks, if any.
        mutating func append(_ value: StateValue, depth: Int) -> OverLimit? {
            values += 1
            guard values <= Limit.values else {
                return OverLimit(description: "the state holds more than \(StateFileFault.grouped(Limit.values)) values")
            }
            switch value {
            case .null: bytes.append(Tag.null.rawValue)
            case .bool(let flag): bytes.append(flag ? Tag.trueValue.rawValue : Tag.falseValue.rawValue)
            case .integer(let number):
                bytes.append(Tag.integer.rawValue)
                Self.appendUInt64(UInt64(bitPattern: number), to: &bytes)
            case .double(let number):
                bytes.append(Tag.double.rawValue)
                Self.appendUInt64(number.bitPattern, to: &bytes)
            case .string(let text):
                bytes.append(Tag.string.rawValue)
                return appendCounted(Array(text.utf8))
            case .data(let data):
                bytes.append(Tag.data.rawValue)
                return appendCounted(Array(data))
            case .array(let elements):
                if let overLimit = checkContainer(count: elements.count, depth: depth) { return overLimit }
                bytes.append(Tag.array.rawValue)
                Self.appendUInt32(UInt32(elements.count), to: &bytes)
                for element in elements {
                    if let overLimit = append(element, depth: depth + 1) { return overLimit }
                }
            case .dictionary(let entries):
                if let overLimit = checkContainer(count: entries.count, depth: depth) { return overLimit }
                bytes.append(Tag.dictionary.rawValue)
                Self.appendUInt32(UInt32(entries.count), to: &bytes)
                // Sorted, so the same state always makes the same bytes.
                for (key, element) in entries.sorted(by: { $0.key < $1.key }) {
                    if let overLimit = appendCounted(Array(key.utf8)) { return overLimit }
                    if let overLimit = append(element, depth: depth + 1) { return overLimit }
                }
            }
            return nil
        }

        private func checkContainer(count: Int, depth: Int) -> OverLimit? {
            if depth > Limit.depth { return OverLimit(description: "the state nests deeper than \(Limit.depth) levels") }
            if count > Limit.elements {
                let over =
                    "\(StateFileFault.grouped(count)) elements in one place, over the limit of \(StateFileFault.grouped(Limit.elements))"
                return OverLimit(description: "the state has " + over)
            }
            return nil
        }

        /// A byte count and the bytes; stops before the body passes its size limit.
        private mutating func appendCounted(_ payload: [UInt8]) -> OverLimit? {
            guard payload.count <= Limit.bodySize - bytes.count else {
                return OverLimit(description: "the state is over the limit of \(StateFileFault.grouped(Limit.bodySize)) bytes")
            }
            Self.appendUInt32(UInt32(payload.count), to: &bytes)
            bytes += payload
            return nil
        }

        static func appendUInt32(_ value: UInt32, to bytes: inout [UInt8]) {
            for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
        }

        static func appendUInt64(_ value: UInt64, to bytes: inout [UInt8]) {
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
        }
    }
}
