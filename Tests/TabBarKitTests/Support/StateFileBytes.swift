import Foundation

@testable import TabBarKit

/// State files made byte by byte, including ones StateFileFormat would never write: bodies
/// with lying counts, duplicate keys or bad text, sealed with a true checksum so that the
/// reader's checks past the header are the ones tried.
struct StateFileBytes {
    var bytes: [UInt8] = []

    mutating func tag(_ tag: StateFileFormat.Tag) { bytes.append(tag.rawValue) }

    mutating func uint32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }

    /// A byte count and the bytes (a string's, a key's or data's).
    mutating func counted(_ payload: [UInt8]) {
        uint32(UInt32(payload.count))
        bytes += payload
    }

    /// A dictionary's tag and entry count; its keys and values follow.
    mutating func dictionary(_ count: UInt32) {
        tag(.dictionary)
        uint32(count)
    }

    /// An array's tag and element count; its values follow.
    mutating func array(_ count: UInt32) {
        tag(.array)
        uint32(count)
    }

    /// A dictionary key: its UTF-8 bytes, counted.
    mutating func key(_ text: String) { counted(Array(text.utf8)) }

    mutating func string(_ text: String) {
        tag(.string)
        counted(Array(text.utf8))
    }

    /// A file of `kind` around `body`, with a header that tells the truth unless told
    /// otherwise.
    static func sealed(
        _ body: [UInt8], kind: StateFileFormat.Kind = .restoration, version: UInt32 = StateFileFormat.version,
        length: UInt32? = nil, checksum: UInt32? = nil
    ) -> Data {
        var file = StateFileBytes(bytes: kind.magic)
        file.uint32(version)
        file.uint32(length ?? UInt32(body.count))
        file.uint32(checksum ?? CRC32.checksum(body))
        return Data(file.bytes + body)
    }

    /// A restoration archive whose controllers are `controllers`, written by the app's own
    /// encoder.
    static func archive(_ controllers: [String: [String: StateValue]], application: [String: StateValue] = [:]) -> Data {
        try! RestorationArchive.encode(SavedState(application: application, controllers: controllers)).get()
    }
}
