import CZlib
import Foundation

/// Walks a PNG's chunks before libpng reads any of it: the signature, then chunk after chunk
/// (length, type, data, CRC) up to IEND. A length is believed only when it is within the limits
/// and the data really holds that many bytes, so a 141-byte file claiming a 2 GB text chunk is
/// refused at once rather than after libpng has allocated for it; every CRC is checked with zlib.
enum PNGChunkWalker {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Throws the first fault found, the dimensions IHDR claims included.
    static func walk(_ data: Data) throws(ImageError) {
        try data.withUnsafeBytes { bytes in Result { () throws(ImageError) in try walk(bytes) } }.get()
    }

    private static func walk(_ bytes: UnsafeRawBufferPointer) throws(ImageError) {
        guard bytes.count >= 8, bytes.prefix(8).elementsEqual(signature) else { throw .notPNG }
        // IHDR comes first and holds 13 bytes: width, height, then five one-byte fields.
        guard bytes.count >= 16 else { throw .truncatedHeader }
        guard type(in: bytes, at: 12) == "IHDR" else { throw .firstChunkNotIHDR }
        guard uint32(in: bytes, at: 8) == 13 else { throw .headerLengthInvalid(uint32(in: bytes, at: 8)) }
        guard bytes.count >= 33 else { throw .truncatedHeader }
        try checkCRC(in: bytes, chunkAt: 8, length: 13, type: "IHDR")
        let width = uint32(in: bytes, at: 16), height = uint32(in: bytes, at: 20)
        guard width > 0, height > 0, width <= PNGDecoder.maxSide, height <= PNGDecoder.maxSide,
            UInt64(width) * UInt64(height) <= PNGDecoder.maxPixels
        else { throw .dimensionsOutOfRange(width: width, height: height) }

        var offset = 33, sawPixels = false
        while offset < bytes.count {
            guard bytes.count - offset >= 8 else { throw .truncated(chunk: nil) }
            guard let type = type(in: bytes, at: offset + 4) else { throw .invalidChunkType(offset: offset + 4) }
            let length = uint32(in: bytes, at: offset)
            // Image data may fill the file; nothing else needs more than libpng's own default ceiling.
            let limit = type == "IDAT" ? PNGDecoder.maxFileBytes : PNGDecoder.maxChunkBytes
            guard length <= limit else { throw .chunkTooLarge(chunk: type, bytes: length, limit: limit) }
            guard bytes.count - offset - 12 >= Int(length) else { throw .truncated(chunk: type) }
            try checkCRC(in: bytes, chunkAt: offset, length: Int(length), type: type)
            if type == "IDAT" { sawPixels = true }
            if type == "IEND" {
                guard sawPixels else { throw .missingChunk("IDAT") }
                return
            }
            offset += 12 + Int(length)
        }
        throw .missingChunk(sawPixels ? "IEND" : "IDAT")
    }

    /// The four letters at `offset`, or nil when they are not ASCII letters, as the format requires.
    private static func type(in bytes: UnsafeRawBufferPointer, at offset: Int) -> String? {
        let letters = bytes[offset..<offset + 4]
        guard letters.allSatisfy({ (0x41...0x5A).contains($0 & ~0x20) }) else { return nil }
        return String(decoding: letters, as: UTF8.self)
    }

    private static func uint32(in bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    /// The CRC covers the type and the data.
    private static func checkCRC(
        in bytes: UnsafeRawBufferPointer, chunkAt offset: Int, length: Int,
        type: String
    ) throws(ImageError) {
        let covered = bytes.baseAddress!.advanced(by: offset + 4).assumingMemoryBound(to: UInt8.self)
        let crc = crc32(0, covered, UInt32(length + 4))
        guard UInt32(truncatingIfNeeded: crc) == uint32(in: bytes, at: offset + 8 + length) else {
            throw .badCRC(chunk: type)
        }
    }
}
