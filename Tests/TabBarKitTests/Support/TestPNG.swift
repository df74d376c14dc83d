import CZlib
import Foundation

/// PNG files built chunk by chunk, so that a test can break one part and keep the rest valid.
/// zlib computes the CRCs and compresses the pixels.
enum TestPNG {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Length, type, data and CRC; `length` replaces the true length.
    static func chunk(_ type: String, _ data: [UInt8], length: UInt32? = nil) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        let crc = UInt32(truncatingIfNeeded: crc32(0, typeAndData, UInt32(typeAndData.count)))
        return bigEndian(length ?? UInt32(data.count)) + typeAndData + bigEndian(crc)
    }

    /// IHDR for 8-bit RGBA, not interlaced.
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
    }

    /// IDAT holding opaque red rows, compressed.
    static func pixels(width: Int, height: Int) -> [UInt8] {
        let row: [UInt8] = [0] + Array(repeating: [0xFF, 0, 0, 0xFF], count: width).flatMap { $0 }
        return chunk("IDAT", compressed(Array(repeating: row, count: height).flatMap { $0 }))
    }

    static let end = chunk("IEND", [])

    /// A valid `width`×`height` opaque red PNG.
    static func red(width: Int, height: Int) -> Data {
        Data(signature + header(width: UInt32(width), height: UInt32(height)) + pixels(width: width, height: height) + end)
    }

    static func compressed(_ bytes: [UInt8]) -> [UInt8] {
        var size = compressBound(UInt(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        precondition(compress(&out, &size, bytes, UInt(bytes.count)) == Z_OK)
        return Array(out.prefix(Int(size)))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
