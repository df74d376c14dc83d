import Foundation

/// Reads a state file (StateFileFormat.swift), trusting nothing in it: the header is checked
/// (magic, version, length, checksum) before any value is read; every length and count is
/// checked against the bytes that remain before anything is made for it; nesting, counts and
/// size have limits; text must be valid UTF-8 and no dictionary may name a key twice. The
/// first fault ends the read. Recursion goes no deeper than `Limit.depth`, and offsets
/// never exceed the file's size, so no arithmetic can overflow.
struct StateFileReader {
    typealias Limit = StateFileFormat.Limit
    typealias Tag = StateFileFormat.Tag

    private let bytes: [UInt8]
    private var offset = StateFileFormat.headerSize
    private var values = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The body of a file of `kind`, or the first thing wrong with it.
    static func read(_ data: Data, as kind: StateFileFormat.Kind) -> Result<StateValue, StateFileFault> {
        var reader = StateFileReader(bytes: Array(data))
        do throws(StateFileFault) {
            try reader.checkHeader(kind)
            let body = try reader.value(depth: 1)
            guard reader.remaining == 0 else {
                throw .damaged(at: reader.offset, "the body goes on past its value (\(StateFileFault.grouped(reader.remaining)) bytes)")
            }
            return .success(body)
        } catch {
            return .failure(error)
        }
    }

    private var remaining: Int { bytes.count - offset }

    private func checkHeader(_ kind: StateFileFormat.Kind) throws(StateFileFault) {
        // Foundation archives and property lists, as TabBarKit wrote before this format.
        if bytes.starts(with: "bplist".utf8) || bytes.starts(with: "<?xml".utf8) { throw StateFileFault(reason: .olderVersion) }
        let header = StateFileFormat.headerSize
        guard bytes.starts(with: kind.magic) || (bytes.count < kind.magic.count && kind.magic.starts(with: bytes)) else {
            throw StateFileFault(reason: .foreign(Array(bytes.prefix(8))))
        }
        guard !bytes.isEmpty else { throw .damaged(at: nil, "the file is empty") }
        guard bytes.count >= header else {
            throw .damaged(at: nil, "the file is \(bytes.count) bytes, shorter than its \(header)-byte header")
        }
        let version = uint32(at: 8)
        guard version != 0 else { throw .damaged(at: 8, "format version 0 does not exist") }
        guard version <= StateFileFormat.version else { throw StateFileFault(reason: .newerVersion(version)) }
        let length = Int(uint32(at: 12))
        guard length == bytes.count - header else {
            let follow = StateFileFault.grouped(bytes.count - header)
            throw .damaged(at: 12, "the header gives a body of \(StateFileFault.grouped(length)) bytes, \(follow) follow")
        }
        guard length <= Limit.bodySize else {
            let limit = StateFileFault.grouped(Limit.bodySize)
            throw .damaged(at: 12, "a body of \(StateFileFault.grouped(length)) bytes is over the limit of \(limit)")
        }
        guard CRC32.checksum(bytes[header...]) == uint32(at: 16) else {
            throw .damaged(at: 16, "the checksum does not match the body")
        }
    }

    private mutating func value(depth: Int) throws(StateFileFault) -> StateValue {
        let start = offset
        values += 1
        guard values <= Limit.values else { throw .damaged(at: start, "more than \(StateFileFault.grouped(Limit.values)) values") }
        guard remaining >= 1 else { throw .damaged(at: start, "a value is missing") }
        let tagByte = bytes[offset]
        offset += 1
        guard let tag = Tag(rawValue: tagByte) else { throw .damaged(at: start, "\(tagByte) is not a value's tag") }
        switch tag {
        case .null: return .null
        case .falseValue: return .bool(false)
        case .trueValue: return .bool(true)
        case .integer: return .integer(Int64(bitPattern: try uint64("an integer")))
        case .double: return .double(Double(bitPattern: try uint64("a floating-point number")))
        case .string: return .string(try string("a string"))
        case .data:
            let count = try byteCount("data")
            defer { offset += count }
            return .data(Data(bytes[offset..<(offset + count)]))
        case .array:
            // Each element takes at least its tag byte.
            let count = try elementCount("an array", at: start, depth: depth, leastBytesEach: 1)
            var elements: [StateValue] = []
            elements.reserveCapacity(count)
            for _ in 0..<count { elements.append(try value(depth: depth + 1)) }
            return .array(elements)
        case .dictionary:
            // Each entry takes at least a key's byte count and a tag byte.
            let count = try elementCount("a dictionary", at: start, depth: depth, leastBytesEach: 5)
            var entries: [String: StateValue] = [:]
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let keyStart = offset
                let key = try string("a key")
                guard entries[key] == nil else { throw .damaged(at: keyStart, "the key \(key.quotedForLog()) appears twice") }
                entries[key] = try value(depth: depth + 1)
            }
            return .dictionary(entries)
        }
    }

    /// The count of an array or dictionary starting at `start`, checked against the depth,
    /// the element limit and the bytes that remain.
    private mutating func elementCount(_ what: String, at start: Int, depth: Int, leastBytesEach: Int) throws(StateFileFault) -> Int {
        guard depth <= Limit.depth else { throw .damaged(at: start, "arrays and dictionaries nest deeper than \(Limit.depth) levels") }
        let count = Int(try uint32("the count of \(what)"))
        guard count <= Limit.elements else {
            let limit = StateFileFault.grouped(Limit.elements)
            throw .damaged(at: start, "\(what) of \(StateFileFault.grouped(count)) elements is over the limit of \(limit)")
        }
        guard count <= remaining / leastBytesEach else {
            let left = StateFileFault.grouped(remaining)
            throw .damaged(at: start, "\(what) claims \(StateFileFault.grouped(count)) elements, \(left) bytes remain")
        }
        return count
    }

    /// A byte count, checked against the bytes that remain.
    private mutating func byteCount(_ what: String) throws(StateFileFault) -> Int {
        let start = offset
        let count = Int(try uint32("the length of \(what)"))
        guard count <= remaining else {
            throw .damaged(at: start, "\(what) claims \(StateFileFault.grouped(count)) bytes, \(StateFileFault.grouped(remaining)) remain")
        }
        return count
    }

    private mutating func string(_ what: String) throws(StateFileFault) -> String {
        let start = offset
        let count = try byteCount(what)
        guard let text = String(validating: bytes[offset..<(offset + count)], as: UTF8.self) else {
            throw .damaged(at: start, "\(what) is not valid UTF-8")
        }
        offset += count
        return text
    }

    private mutating func uint32(_ what: String) throws(StateFileFault) -> UInt32 {
        guard remaining >= 4 else { throw .damaged(at: offset, "\(what) needs 4 bytes, \(remaining) remain") }
        defer { offset += 4 }
        return uint32(at: offset)
    }

    private mutating func uint64(_ what: String) throws(StateFileFault) -> UInt64 {
        guard remaining >= 8 else { throw .damaged(at: offset, "\(what) needs 8 bytes, \(remaining) remain") }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * index) }
        offset += 8
        return value
    }

    /// The UInt32 at `position`, which the caller has checked lies within the file.
    private func uint32(at position: Int) -> UInt32 {
        var value: UInt32 = 0
        for index in 0..<4 { value |= UInt32(bytes[position + index]) << (8 * index) }
        return value
    }
}
