import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Bad state files at launch: older Foundation archives, structural attacks on TabBarKit's
/// own format, every truncation of a real saved state and a thousand seeded random
/// mutations of it (and a thousand more sealed again with a true checksum, so they reach the
/// reader past the header). Each launch succeeds, the app is either as it built itself or
/// as saved and consistent, and a refused file costs exactly one line.
@Suite(.freshApplication)
@MainActor
struct StateFileCorpusTests {
    /// Launches RestoringApp over `bytes` (nil: over what is there); returns it and what
    /// restoration logged.
    private func launch(over bytes: Data?, in application: UIApplication) throws -> (app: RestoringApp, log: [String]) {
        try bytes?.write(to: application.restorationStore.fileURL)
        var app: RestoringApp?
        // Thousands of refusals: recorded and counted, not written to the suite's output.
        let log = LogCapture.quietly {
            LogCapture.messages(from: "TabBarKit.application") {
                let launched = RestoringApp(showsWindowEarly: true)
                #expect(application.relaunch(delegate: launched))
                app = launched
            }
        }
        return (try #require(app), log.filter { $0.hasPrefix("restoration") })
    }

    /// The tab bar controller agrees with itself: its three tabs, one of them selected, the
    /// bar showing that one.
    private func expectConsistent(_ app: RestoringApp, _ name: @autoclosure () -> String) {
        let tabs = app.tabs
        let list = tabs.viewControllers ?? []
        #expect(Set(list.compactMap(\.restorationIdentifier)) == ["a", "b", "c"] && list.count == 3, "\(name())")
        #expect(list.indices.contains(tabs.selectedIndex) && tabs.selectedViewController === list[tabs.selectedIndex], "\(name())")
        #expect(tabs.tabBar.selectedItem === tabs.selectedViewController?.tabBarItem, "\(name())")
    }

    /// Launches over a refused file: the app as built, and one line saying `says`.
    private func expectRefused(_ bytes: Data, says: String, _ name: String, in application: UIApplication) throws {
        let (app, log) = try launch(over: bytes, in: application)
        expectConsistent(app, name)
        #expect(app.tabs.selectedIndex == 0 && app.tabs.viewControllers?.compactMap(\.restorationIdentifier) == ["a", "b", "c"], "\(name)")
        #expect(log.count == 1, "\(name): \(log)")
        #expect(log.first?.contains(says) == true && log.first?.hasSuffix("; starting in the default state") == true, "\(name): \(log)")
    }

    @Test(arguments: BadStateFiles.older + BadStateFiles.structural)
    func aBadFileIsSetAsideWithOneLine(_ bad: BadStateFiles.Case) throws {
        try withTemporaryRestorationStore { application in
            try expectRefused(bad.bytes(), says: bad.says, bad.name, in: application)
        }
    }

    @Test(arguments: ["a folder", "a pipe"])
    func somethingOtherThanAFileIsSetAside(_ kind: String) throws {
        try withTemporaryRestorationStore { application in
            let path = application.restorationStore.fileURL.path
            if kind == "a folder" {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } else {
                // Opening a pipe that has no writer, to read it, would wait for ever.
                #expect(mkfifo(path, 0o600) == 0)
            }
            let (app, log) = try launch(over: nil, in: application)
            expectConsistent(app, kind)
            #expect(app.tabs.selectedIndex == 0)
            #expect(log.count == 1 && log.first?.contains("is not a regular file; starting in the default state") == true, "\(log)")
        }
    }

    /// A state the app really saved: the tabs reordered c, a, b with b selected.
    private func realSavedState(in application: UIApplication) throws -> Data {
        let app = RestoringApp(showsWindowEarly: true)
        #expect(application.relaunch(delegate: app))
        let tabs = app.tabs.viewControllers ?? []
        app.tabs.viewControllers = [tabs[2], tabs[0], tabs[1]]
        app.tabs.selectedIndex = 2
        application.quit()
        return try #require(try application.restorationStore.read(limit: 1 << 20).get())
    }

    @Test func everyTruncationOfARealStateIsSetAside() throws {
        try withTemporaryRestorationStore { application in
            let saved = try realSavedState(in: application)
            for length in 0..<saved.count {
                let says =
                    length == 0
                    ? "the file is empty"
                    : length < StateFileFormat.headerSize ? "shorter than its 20-byte header" : "the header gives a body of"
                try expectRefused(saved.prefix(length), says: says, "cut at \(length) of \(saved.count) bytes", in: application)
            }
            // The whole file restores.
            let (app, log) = try launch(over: saved, in: application)
            #expect(app.tabs.viewControllers?.compactMap(\.restorationIdentifier) == ["c", "a", "b"])
            #expect(app.tabs.selectedIndex == 2 && log.isEmpty)
        }
    }

    /// One random change: a bit flipped, a byte changed, inserted or deleted, or the end cut.
    private func mutate(_ bytes: inout [UInt8], with random: inout SeededGenerator) {
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0: bytes[position] ^= 1 << UInt8.random(in: 0..<8, using: &random)
        case 1: bytes[position] = UInt8.random(in: 0...255, using: &random)
        case 2: bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
        case 3: bytes.remove(at: position)
        default: bytes.removeSubrange(position...)
        }
    }

    /// `count` launches over mutations of a real saved state, one to four changes each;
    /// `resealed` mends the header's length and checksum afterwards, so the body is read.
    private func launchOverMutations(count: Int, seed: UInt64, resealed: Bool) throws {
        try withTemporaryRestorationStore { application in
            let saved = try realSavedState(in: application)
            var random = SeededGenerator(seed: seed)
            var refused = 0
            for round in 0..<count {
                var bytes = Array(saved)
                for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty { mutate(&bytes, with: &random) }
                if resealed, bytes.count >= StateFileFormat.headerSize {
                    bytes = Array(
                        StateFileBytes.sealed(
                            Array(bytes.dropFirst(StateFileFormat.headerSize)), kind: .restoration,
                            version: StateFileFormat.version))
                }
                let file = Data(bytes)
                let (app, log) = try launch(over: file, in: application)
                let name = "seed \(seed) round \(round): \(file.count) bytes"
                expectConsistent(app, name)
                if case .failure = RestorationArchive.decode(file) {
                    refused += 1
                    #expect(log.count == 1 && log.first?.hasSuffix("; starting in the default state") == true, "\(name): \(log)")
                    #expect(app.tabs.selectedIndex == 0, "\(name)")
                } else {
                    // A change that left a sound file (a letter of an identifier, say) restores what it says.
                    #expect(log.allSatisfy { !$0.contains("starting in the default state") }, "\(name): \(log)")
                }
            }
            // Nearly all are refused whole; resealed ones also pass when a change hit only a value.
            #expect(refused > count / 2)
        }
    }

    @Test func aThousandRandomMutationsOfARealStateLaunch() throws {
        try launchOverMutations(count: 1_000, seed: 0x7AB_BA12, resealed: false)
    }

    @Test func aThousandResealedMutationsOfARealStateLaunch() throws {
        try launchOverMutations(count: 1_000, seed: 0x5EA1_ED, resealed: true)
    }
}
