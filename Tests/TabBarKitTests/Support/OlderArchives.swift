import Foundation

/// State files as TabBarKit wrote them before its own format: Foundation keyed archives
/// (`bplist00`) whose `$top` holds `format`, `version` and `states`, a dictionary of
/// per-controller archives. Besides a well-formed one, the shapes that crashed Foundation's
/// unarchiver inside the old decoder: keys and objects of unequal count, a dictionary that
/// holds itself, and arrays nested a hundred thousand deep.
enum OlderArchives {
    static var wellFormed: Data {
        build { archive in
            let dictionary = archive.dictionaryClass()
            let key = archive.object { $0.string("tabs") }
            let value = archive.object { $0.data([1, 2, 3]) }
            return archive.object { $0.keyedCollection(keys: [key], objects: [value], class: dictionary) }
        }
    }

    static var keysOutnumberObjects: Data {
        build { archive in
            let dictionary = archive.dictionaryClass()
            let first = archive.object { $0.string("tabs") }
            let second = archive.object { $0.string("nav") }
            let value = archive.object { $0.data([1, 2, 3]) }
            return archive.object { $0.keyedCollection(keys: [first, second], objects: [value], class: dictionary) }
        }
    }

    static var dictionaryContainingItself: Data {
        build { archive in
            let dictionary = archive.dictionaryClass()
            let key = archive.object { $0.string("tabs") }
            let index = archive.nextIndex
            return archive.object { $0.keyedCollection(keys: [key], objects: [index], class: dictionary) }
        }
    }

    /// `states` is an array holding an array holding an array, `depth` deep.
    static func nestedArrays(depth: Int) -> Data {
        build { archive in
            let arrayClass = archive.classObject(["NSArray", "NSObject"])
            let first = archive.nextIndex
            for level in 0..<depth {
                let inner: [UInt32] = level + 1 < depth ? [first + UInt32(level) + 1] : []
                _ = archive.object { $0.keyedCollection(keys: nil, objects: inner, class: arrayClass) }
            }
            return first
        }
    }

    /// An archive whose `states` is the `$objects` entry `states` returns.
    private static func build(states: (inout KeyedArchive) -> UInt32) -> Data {
        var archive = KeyedArchive()
        let format = archive.object { $0.string("TabBarKit.restoration") }
        let statesIndex = states(&archive)
        return archive.finish(top: [("format", .reference(format)), ("version", .integer(1)), ("states", .reference(statesIndex))])
    }
}

/// The `$objects` table of a keyed archive being written, over a property list writer.
struct KeyedArchive {
    enum TopValue {
        case reference(UInt32)
        case integer(Int64)
    }

    var writer = BinaryPropertyListWriter()
    private var table: [Int] = []

    init() {
        _ = object { $0.string("$null") }
    }

    /// The `$objects` index the next object gets.
    var nextIndex: UInt32 { UInt32(table.count) }

    /// Adds a `$objects` entry and returns its index.
    mutating func object(_ make: (inout BinaryPropertyListWriter) -> Int) -> UInt32 {
        let made = make(&writer)
        table.append(made)
        return UInt32(table.count - 1)
    }

    mutating func classObject(_ names: [String]) -> UInt32 {
        object { writer in
            let classname = writer.string("$classname"), classes = writer.string("$classes")
            var entries: [Int] = []
            for name in names { entries.append(writer.string(name)) }
            let list = writer.array(entries)
            return writer.dictionary([(classname, writer.string(names[0])), (classes, list)])
        }
    }

    mutating func dictionaryClass() -> UInt32 { classObject(["NSDictionary", "NSObject"]) }

    mutating func finish(top: [(String, TopValue)]) -> Data {
        var writer = self.writer
        let objects = writer.array(table)
        let topPairs = top.map { name, value -> (key: Int, value: Int) in
            switch value {
            case .reference(let index): (writer.string(name), writer.uid(index))
            case .integer(let number): (writer.string(name), writer.integer(number))
            }
        }
        let topDictionary = writer.dictionary(topPairs)
        let root = writer.dictionary([
            (writer.string("$archiver"), writer.string("NSKeyedArchiver")),
            (writer.string("$version"), writer.integer(100_000)),
            (writer.string("$objects"), objects),
            (writer.string("$top"), topDictionary),
        ])
        return writer.encoded(top: root)
    }
}

extension BinaryPropertyListWriter {
    /// An archived collection: `NS.keys` (none for an array), `NS.objects` and `$class`.
    mutating func keyedCollection(keys: [UInt32]?, objects: [UInt32], class classIndex: UInt32) -> Int {
        var pairs: [(key: Int, value: Int)] = []
        if let keys { pairs.append((string("NS.keys"), references(keys))) }
        pairs.append((string("NS.objects"), references(objects)))
        pairs.append((string("$class"), uid(classIndex)))
        return dictionary(pairs)
    }

    private mutating func references(_ indices: [UInt32]) -> Int {
        var uids: [Int] = []
        for index in indices { uids.append(uid(index)) }
        return array(uids)
    }
}
