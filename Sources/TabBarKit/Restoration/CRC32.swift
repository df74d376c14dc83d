import CZlib

/// CRC-32 as zlib and PNG compute it, from zlib itself (the PNG chunk walk uses it too), so a
/// state file damaged anywhere is refused before its values are read.
enum CRC32 {
    static func checksum<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt32 {
        bytes.withContiguousStorageIfAvailable(zlibChecksum) ?? Array(bytes).withUnsafeBufferPointer(zlibChecksum)
    }

    /// State files stay far below 4 GiB (StateFileFormat's limits), so one call covers them.
    private static func zlibChecksum(_ buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
        UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress, UInt32(buffer.count)))
    }
}
