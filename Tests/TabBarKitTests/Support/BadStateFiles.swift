import Foundation
import Testing

@testable import TabBarKit

/// Bad state files, named, each with the words its log line must hold; made on demand
/// (some are large).
enum BadStateFiles {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let says: String
        let bytes: @Sendable () -> Data
        var testDescription: String { name }
    }

    /// Foundation keyed archives as older versions wrote them: each must be refused by its
    /// header, the three hostile ones before Foundation's unarchiver could crash on them.
    static let older: [Case] = [
        Case(name: "an older well-formed archive", says: "written by an older version") { OlderArchives.wellFormed },
        Case(name: "an older archive with more keys than objects", says: "written by an older version") {
            OlderArchives.keysOutnumberObjects
        },
        Case(name: "an older archive holding a dictionary that holds itself", says: "written by an older version") {
            OlderArchives.dictionaryContainingItself
        },
        Case(name: "an older archive of 100,000 nested arrays", says: "written by an older version") {
            OlderArchives.nestedArrays(depth: 100_000)
        },
    ]

    /// The same attacks and more on TabBarKit's own format, sealed with true checksums so
    /// that they reach the checks past the header.
    static let structural: [Case] = [
        Case(name: "a dictionary that claims more entries than it holds", says: "at byte") {
            var body = StateFileBytes()
            body.dictionary(2)
            body.key("application")
            body.dictionary(3)
            body.key("tabs")
            body.dictionary(0)
            return StateFileBytes.sealed(body.bytes)
        },
        Case(name: "an array that claims more elements than bytes remain", says: "an array claims 1,000 elements, 2 bytes remain") {
            sealedSelection {
                $0.array(1_000); $0.tag(.null); $0.tag(.null)
            }
        },
        Case(name: "100,000 nested arrays", says: "nest deeper than 32 levels") {
            sealedSelection { body in
                for _ in 0..<100_000 { body.array(1) }
                body.tag(.null)
            }
        },
        Case(name: "a string longer than the file", says: "a string claims 2,000,000,000 bytes, 3 remain") {
            sealedSelection {
                $0.tag(.string); $0.uint32(2_000_000_000); $0.bytes += Array("abc".utf8)
            }
        },
        Case(name: "data longer than the file", says: "data claims 4,294,967,295 bytes") {
            sealedSelection {
                $0.tag(.data); $0.uint32(.max)
            }
        },
        Case(name: "an array of 4,294,967,295 elements", says: "an array of 4,294,967,295 elements is over the limit of 65,536") {
            sealedSelection { $0.array(.max) }
        },
        Case(name: "an array one over the element limit", says: "an array of 65,537 elements is over the limit of 65,536") {
            sealedSelection { body in
                body.array(65_537)
                body.bytes += Array(repeating: StateFileFormat.Tag.null.rawValue, count: 65_537)
            }
        },
        Case(name: "more values than the limit", says: "more than 262,144 values") {
            sealedSelection { body in
                body.array(5)
                for _ in 0..<5 {
                    body.array(65_536)
                    body.bytes += Array(repeating: StateFileFormat.Tag.null.rawValue, count: 65_536)
                }
            }
        },
        Case(name: "a checksum that does not match", says: "at byte 16: the checksum does not match the body") {
            var file = validArchive
            file[file.count - 1] ^= 0x01
            return file
        },
        Case(name: "invalid UTF-8 in a string", says: "a string is not valid UTF-8") {
            sealedSelection {
                $0.tag(.string); $0.counted([0x61, 0xC3, 0x28])
            }
        },
        Case(name: "an overlong UTF-8 encoding", says: "a string is not valid UTF-8") {
            sealedSelection {
                $0.tag(.string); $0.counted([0xC0, 0xAF])
            }
        },
        Case(name: "a UTF-16 surrogate in UTF-8", says: "a string is not valid UTF-8") {
            sealedSelection {
                $0.tag(.string); $0.counted([0xED, 0xA0, 0x80])
            }
        },
        Case(name: "invalid UTF-8 in a key", says: "a key is not valid UTF-8") {
            sealedSelection {
                $0.tag(.dictionary); $0.uint32(1); $0.counted([0xFF, 0xFE]); $0.tag(.null)
            }
        },
        Case(name: "a key twice", says: #"the key "TabBarKit.tabOrder" appears twice"#) {
            var body = StateFileBytes()
            body.restorationPrelude(entries: 2)
            body.key("TabBarKit.tabOrder")
            body.tag(.null)
            body.key("TabBarKit.tabOrder")
            body.tag(.null)
            return StateFileBytes.sealed(body.bytes)
        },
        Case(name: "an unknown tag", says: "75 is not a value's tag") {
            sealedSelection { $0.bytes.append(75) }
        },
        Case(name: "a body that goes on past its value", says: "the body goes on past its value (3 bytes)") {
            StateFileBytes.sealed(Array(validArchive.dropFirst(StateFileFormat.headerSize)) + [0, 0, 0])
        },
        Case(name: "a header that claims a longer body", says: "at byte 12: the header gives a body of") {
            let body = Array(validArchive.dropFirst(StateFileFormat.headerSize))
            return StateFileBytes.sealed(body, length: UInt32(body.count + 1_000))
        },
        Case(name: "format version 0", says: "format version 0 does not exist") {
            StateFileBytes.sealed(Array(validArchive.dropFirst(StateFileFormat.headerSize)), version: 0)
        },
        Case(name: "a newer format version", says: "was written by a newer version") {
            StateFileBytes.sealed(Array(validArchive.dropFirst(StateFileFormat.headerSize)), version: 7)
        },
        Case(name: "a controller state that is not a dictionary", says: #"the state of "tabs" is an integer, not a dictionary"#) {
            var body = StateFileBytes()
            body.tabsStateKey()
            body.tag(.integer)
            body.bytes += Array(repeating: 0, count: 8)
            return StateFileBytes.sealed(body.bytes)
        },
        Case(name: "a body that is not a dictionary", says: "the body is a string, not a dictionary") {
            var body = StateFileBytes()
            body.string("tabs")
            return StateFileBytes.sealed(body.bytes)
        },
        Case(name: "an empty file", says: "the file is empty") { Data() },
        Case(name: "the magic alone", says: "the file is 8 bytes, shorter than its 20-byte header") { Data("TBKState".utf8) },
        Case(name: "a tab order in place of the state", says: #"it begins "TBKOrder""#) {
            try! TabCustomization(order: ["a"]).encoded().get()
        },
        Case(name: "garbage", says: "is not a TabBarKit state file") {
            var random = SeededGenerator(seed: 7)
            return Data((0..<4_096).map { _ in UInt8.random(in: 0...255, using: &random) })
        },
        Case(name: "a 64 MiB file", says: "is over the limit of 8,388,628 bytes") { Data(count: 64 << 20) },
    ]

    /// The ones the probe also launches with, in a second process.
    static let acrossProcesses: [Case] =
        Array(older.dropFirst())
        + structural.filter {
            ["100,000 nested arrays", "a string longer than the file", "a key twice", "garbage"].contains($0.name)
        }

    /// A real archive, as RestoringApp saves it with tab c selected: tabs "tabs", pages a, b, c.
    static var validArchive: Data {
        StateFileBytes.archive([
            "tabs": ["TabBarKit.selectedTab": .string("c"), "TabBarKit.tabOrder": .array([.string("a"), .string("b"), .string("c")])],
            "tabs\u{1F}a": [:], "tabs\u{1F}b": [:], "tabs\u{1F}c": [:],
        ])
    }

    /// An archive whose "tabs" controller holds one entry, TabBarKit.selectedTab, written by
    /// `value`.
    private static func sealedSelection(_ value: (inout StateFileBytes) -> Void) -> Data {
        var body = StateFileBytes()
        body.restorationPrelude(entries: 1)
        body.key("TabBarKit.selectedTab")
        value(&body)
        return StateFileBytes.sealed(body.bytes)
    }
}

extension StateFileBytes {
    /// The body's dictionary up to the key of the one controller state, "tabs", whose value
    /// follows.
    mutating func tabsStateKey() {
        dictionary(2)
        key("application")
        dictionary(0)
        key("controllers")
        dictionary(1)
        key("tabs")
    }

    /// The body up to the "tabs" controller's own dictionary of `entries` entries, whose keys
    /// and values follow.
    mutating func restorationPrelude(entries: UInt32) {
        tabsStateKey()
        dictionary(entries)
    }
}
