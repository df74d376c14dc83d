import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// TabBarKit's state file format (StateFileFormat.swift): what it writes reads back the same,
/// its limits hold on both sides, and each kind of fault is named with its place.
@Suite(.freshApplication)
struct StateFileFormatTests {
    private static let everyKind: StateValue = .dictionary([
        "nil": .null, "no": .bool(false), "yes": .bool(true),
        "integers": .array([.integer(0), .integer(-1), .integer(.max), .integer(.min)]),
        "doubles": .array([.double(2.5), .double(-0.0), .double(.infinity), .double(.leastNonzeroMagnitude)]),
        "text": .string("Grand Central — 東京 🚇"), "empty": .string(""), "bytes": .data(Data([0, 1, 0xFF])),
        "nested": .dictionary(["a": .array([.dictionary([:]), .array([])])]),
    ])

    private func read(_ data: Data) -> Result<StateValue, StateFileFault> { StateFileReader.read(data, as: .restoration) }

    private func fault(_ data: Data) -> String {
        guard case .failure(let fault) = read(data) else { return "accepted" }
        return fault.description
    }

    @Test func everyKindOfValueReadsBackAsWritten() throws {
        let file = try StateFileFormat.encode(Self.everyKind, as: .restoration).get()
        #expect(try read(file).get() == Self.everyKind)
        #expect(file.prefix(8) == Data("TBKState".utf8))
        // Dictionaries are written in key order: the same state makes the same bytes.
        #expect(try StateFileFormat.encode(Self.everyKind, as: .restoration).get() == file)
    }

    @Test func crc32IsZlibs() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
    }

    @Test func numbersAreGroupedAndQuotedTextIsClipped() {
        #expect(StateFileFault.grouped(2_000_000_000) == "2,000,000,000")
        #expect(StateFileFault.grouped(12) == "12" && StateFileFault.grouped(-1_234) == "-1,234" && StateFileFault.grouped(100) == "100")
        #expect("a\u{1B}[2Jb".quotedForLog() == #""a\u{1B}[2Jb""#)
        #expect(String(repeating: "x", count: 1_000).quotedForLog() == "\"" + String(repeating: "x", count: 32) + "…\"")
    }

    @Test func theWriterKeepsToTheLimits() {
        var deep = StateValue.null
        for _ in 0..<StateFileFormat.Limit.depth { deep = .array([deep]) }
        #expect((try? StateFileFormat.encode(deep, as: .restoration).get()) != nil)
        #expect((try? StateFileFormat.encode(.array([deep]), as: .restoration).get()) == nil)
        let wide = StateValue.array(Array(repeating: .null, count: StateFileFormat.Limit.elements + 1))
        #expect((try? StateFileFormat.encode(wide, as: .restoration).get()) == nil)
        let large = StateValue.array(Array(repeating: .data(Data(count: 1 << 20)), count: 9))
        guard case .failure(let overLimit) = StateFileFormat.encode(large, as: .restoration) else {
            Issue.record("a body over the size limit was written")
            return
        }
        #expect(overLimit.description == "the state is over the limit of 8,388,608 bytes")
    }

    @Test func aLyingLengthIsNamedWithItsPlace() {
        var body = StateFileBytes()
        body.tag(.string)
        body.uint32(2_000_000_000)
        body.bytes += Array(repeating: 0x41, count: 12)
        #expect(fault(StateFileBytes.sealed(body.bytes)) == "is damaged: at byte 21: a string claims 2,000,000,000 bytes, 12 remain")
    }

    @Test func theHeaderIsCheckedFirst() throws {
        let good = try StateFileFormat.encode(Self.everyKind, as: .restoration).get()
        let body = Array(good.dropFirst(StateFileFormat.headerSize))
        #expect(fault(Data()) == "is damaged: the file is empty")
        #expect(fault(Data("TBKS".utf8)) == "is damaged: the file is 4 bytes, shorter than its 20-byte header")
        #expect(fault(StateFileBytes.sealed(body, version: 0)) == "is damaged: at byte 8: format version 0 does not exist")
        #expect(
            fault(StateFileBytes.sealed(body, length: UInt32(body.count + 1))).hasPrefix(
                "is damaged: at byte 12: the header gives a body of"))
        #expect(
            fault(StateFileBytes.sealed(body, checksum: CRC32.checksum(body) ^ 1))
                == "is damaged: at byte 16: the checksum does not match the body")
        #expect(fault(good + Data([0])).hasPrefix("is damaged: at byte 12"))
        var trailing = body
        trailing.append(StateFileFormat.Tag.null.rawValue)
        let end = StateFileFault.grouped(good.count)
        #expect(fault(StateFileBytes.sealed(trailing)) == "is damaged: at byte \(end): the body goes on past its value (1 bytes)")
    }
}
