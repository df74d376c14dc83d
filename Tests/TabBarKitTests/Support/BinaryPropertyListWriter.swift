import Foundation

/// Writes binary property lists (`bplist00`) object by object, so tests can build keyed
/// archives that Foundation's archiver would never write: references that loop, arrays of
/// unequal length, chains a hundred thousand deep. Every reference and offset is 4 bytes.
struct BinaryPropertyListWriter {
    private var objects: [[UInt8]] = []

    /// Adds an object and returns its reference.
    private mutating func add(_ bytes: [UInt8]) -> Int {
        objects.append(bytes)
        return objects.count - 1
    }

    mutating func integer(_ value: Int64) -> Int {
        add([0x13] + withUnsafeBytes(of: value.bigEndian, Array.init))
    }

    mutating func string(_ value: String) -> Int {
        let bytes = Array(value.utf8)
        precondition(bytes.allSatisfy { $0 < 0x80 }, "ASCII strings only")
        return add(Self.marker(0x50, count: bytes.count) + bytes)
    }

    mutating func data(_ value: [UInt8]) -> Int {
        add(Self.marker(0x40, count: value.count) + value)
    }

    /// A keyed archive's object reference (`CF$UID`).
    mutating func uid(_ value: UInt32) -> Int {
        add([0x83] + withUnsafeBytes(of: value.bigEndian, Array.init))
    }

    mutating func array(_ references: [Int]) -> Int {
        add(Self.marker(0xA0, count: references.count) + references.flatMap(Self.reference))
    }

    mutating func dictionary(_ pairs: [(key: Int, value: Int)]) -> Int {
        add(Self.marker(0xD0, count: pairs.count) + pairs.flatMap { Self.reference($0.key) } + pairs.flatMap { Self.reference($0.value) })
    }

    /// The finished file, with `top` as its root object.
    func encoded(top: Int) -> Data {
        var out: [UInt8] = Array("bplist00".utf8)
        var offsets: [UInt32] = []
        offsets.reserveCapacity(objects.count)
        for object in objects {
            offsets.append(UInt32(out.count))
            out += object
        }
        let tableOffset = UInt64(out.count)
        for offset in offsets { out += withUnsafeBytes(of: offset.bigEndian, Array.init) }
        out += [0, 0, 0, 0, 0, 0, 4, 4]
        for field in [UInt64(objects.count), UInt64(top), tableOffset] { out += withUnsafeBytes(of: field.bigEndian, Array.init) }
        return Data(out)
    }

    private static func reference(_ index: Int) -> [UInt8] {
        withUnsafeBytes(of: UInt32(index).bigEndian, Array.init)
    }

    /// A type nibble with a count; 15 and more follow as an integer object.
    private static func marker(_ type: UInt8, count: Int) -> [UInt8] {
        if count < 15 { return [type | UInt8(count)] }
        return [type | 0x0F, 0x13] + withUnsafeBytes(of: Int64(count).bigEndian, Array.init)
    }
}
