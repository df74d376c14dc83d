/// Why a state file was not read, in words for one log line that follows the file's path:
/// "… state.archive is damaged: at byte 25: a string claims 2,000,000,000 bytes, 12 remain".
/// Anything quoted from the file is clipped and escaped.
struct StateFileFault: Error, Equatable, CustomStringConvertible {
    enum Reason: Equatable {
        /// A Foundation property list, as TabBarKit wrote before it had its own format.
        case olderVersion
        case newerVersion(UInt32)
        /// Not one of TabBarKit's files: its first bytes.
        case foreign([UInt8])
        /// Broken structure, found at a byte of the file (nil: the file as a whole).
        case damaged(offset: Int?, problem: String)
        /// Sound structure holding something this version does not expect.
        case unexpected(String)
        /// Not read at all: the sentence says why ("is not a regular file").
        case unreadable(String)
    }

    let reason: Reason

    static func damaged(at offset: Int?, _ problem: String) -> StateFileFault {
        StateFileFault(reason: .damaged(offset: offset, problem: problem))
    }

    var description: String {
        switch reason {
        case .olderVersion:
            "was written by an older version"
        case .newerVersion(let version):
            "was written by a newer version (format \(version); this one reads up to \(StateFileFormat.version))"
        case .foreign(let bytes):
            "is not a TabBarKit state file of this kind (it begins \(Self.quoted(bytes.prefix(8))))"
        case .damaged(let offset?, let problem):
            "is damaged: at byte \(Self.grouped(offset)): \(problem)"
        case .damaged(nil, let problem):
            "is damaged: \(problem)"
        case .unexpected(let problem):
            "holds no state this version reads: \(problem)"
        case .unreadable(let problem):
            problem
        }
    }

    /// `2000000000` as "2,000,000,000", whatever the locale.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return number < 0 ? "-" + out : out
    }

    /// Bytes as text when they are printable ASCII, else in hexadecimal.
    private static func quoted(_ bytes: ArraySlice<UInt8>) -> String {
        if bytes.allSatisfy({ (0x20..<0x7F).contains($0) }) { return String(decoding: bytes, as: UTF8.self).quotedForLog() }
        let digits = Array("0123456789ABCDEF")
        return bytes.map { String([digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]]) }.joined(separator: " ")
    }
}
