import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

@Suite(.freshApplication)
struct ImageLoadingTests {
    private let red = TestImages.solidPNG(pixels: 4, red: 1, green: 0, blue: 0)
    private let green = TestImages.solidPNG(pixels: 8, red: 0, green: 1, blue: 0)
    private let blue = TestImages.solidPNG(pixels: 12, red: 0, green: 0, blue: 1)

    /// Reads an image set as `UIImage(named:)` would at 2x on a phone, for the error it throws.
    private func resolve(_ set: URL, in root: URL) throws {
        _ = try AssetCatalog.resolve(imageSet: set, in: #require(BundleRoot(root)), scale: 2, idiom: .phone)
    }

    @Test func looseFilesResolveToTheBestScale() throws {
        let root = TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try red.write(to: root.appendingPathComponent("Icon.png"))
        try green.write(to: root.appendingPathComponent("Icon@2x.png"))
        try blue.write(to: root.appendingPathComponent("Icon@3x.png"))
        let bundle = try #require(Bundle(path: root.path))

        let two = try #require(UIImage(named: "Icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(two.scale == 2 && two.size == CGSize(width: 4, height: 4))
        let three = try #require(UIImage(named: "Icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(three.scale == 3 && three.cgImage?.width == 12)
        let one = try #require(UIImage(named: "Icon.png", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(one.scale == 1 && one.size == CGSize(width: 4, height: 4))
        #expect(UIImage(named: "Missing", in: bundle, compatibleWith: nil) == nil)

        try FileManager.default.removeItem(at: root.appendingPathComponent("Icon@2x.png"))
        let fallback = try #require(UIImage(named: "Icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(fallback.scale == 3) // a sharper image beats a blurrier one
    }

    @Test func assetCatalogsResolveScaleAndTemplateIntent() throws {
        let root = TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        TestImages.imageSet(
            in: root, name: "Bronx_unselected",
            files: ["b.png": red, "b@2x.png": green],
            contentsJSON: TestImages.contentsJSON(one: "b.png", two: "b@2x.png", three: nil, intent: "template"))
        TestImages.imageSet(
            in: root, name: "Photo", files: ["p@2x.png": green],
            contentsJSON: TestImages.contentsJSON(one: nil, two: "p@2x.png", three: nil, intent: "original"))
        let bundle = try #require(Bundle(path: root.path))

        let bronx = try #require(UIImage(named: "Bronx_unselected", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(bronx.scale == 2 && bronx.size == CGSize(width: 4, height: 4))
        #expect(bronx.renderingMode == .alwaysTemplate)
        let photo = try #require(UIImage(named: "Photo", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(photo.renderingMode == .alwaysOriginal && photo.scale == 2)
    }

    @Test func catalogGroupsAreSearched() throws {
        let root = TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let set = root.appendingPathComponent("Assets.xcassets/Boroughs/Queens.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try green.write(to: set.appendingPathComponent("q@2x.png"))
        try Data(TestImages.contentsJSON(one: nil, two: "q@2x.png", three: nil).utf8).write(to: set.appendingPathComponent("Contents.json"))
        let bundle = try #require(Bundle(path: root.path))
        #expect(UIImage(named: "Queens", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)) != nil)
    }

    // MARK: Bad input: nil and a reason, never a crash

    @Test func malformedPNGIsRefused() {
        #expect(throws: ImageError.notPNG) { try PNGDecoder.decode(Data("not a png at all".utf8)) }
        #expect(UIImage(data: Data("not a png at all".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    @Test func truncatedPNGIsRefused() {
        let truncated = red.prefix(red.count / 2)
        #expect(UIImage(data: truncated) == nil)
        #expect(throws: ImageError.self) { try PNGDecoder.decode(truncated) }
        #expect(throws: ImageError.truncatedHeader) { try PNGDecoder.decode(red.prefix(12)) }
    }

    @Test func absurdDimensionsAreRefusedBeforeDecoding() {
        let claim = TestPNG.header(width: 100_000, height: 100_000)
        let huge = Data(TestPNG.signature + claim + TestPNG.pixels(width: 1, height: 1) + TestPNG.end)
        #expect(throws: ImageError.dimensionsOutOfRange(width: 100_000, height: 100_000)) { try PNGDecoder.decode(huge) }
        #expect(UIImage(data: huge) == nil)
    }

    // MARK: The chunk structure is checked before libpng reads anything

    @Test func aTextChunkClaimingTwoGigabytesIsRefusedUnread() {
        // 141 bytes: the signature, IHDR, then a tEXt chunk whose length says 2 GB.
        var bytes = TestPNG.signature + TestPNG.header(width: 1, height: 1)
        bytes += TestPNG.bigEndian(0x7FFF_FFF0) + Array("tEXtComment".utf8) + [0]
        bytes += Array(repeating: 0x41, count: 141 - bytes.count)
        #expect(bytes.count == 141)
        #expect(throws: ImageError.chunkTooLarge(chunk: "tEXt", bytes: 0x7FFF_FFF0, limit: PNGDecoder.maxChunkBytes)) {
            try PNGDecoder.decode(Data(bytes))
        }
        #expect(UIImage(data: Data(bytes)) == nil)
    }

    @Test func chunkFaultsAreEachNamed() {
        let header = TestPNG.signature + TestPNG.header(width: 2, height: 2)
        let pixels = TestPNG.pixels(width: 2, height: 2)
        let valid = TestPNG.red(width: 2, height: 2)
        #expect(UIImage(data: valid)?.size == CGSize(width: 2, height: 2))

        var badCRC = pixels
        badCRC[badCRC.count - 1] ^= 0xFF
        let text = TestPNG.chunk("tEXt", Array("Title\0Bronx".utf8))
        var badTextCRC = text
        badTextCRC[10] ^= 0x20
        var badType = text
        badType[5] = UInt8(ascii: "#")
        var longHeader = TestPNG.header(width: 2, height: 2)
        longHeader[3] = 14
        let cases: [(Data, ImageError)] = [
            (valid.prefix(valid.count - 20), .truncated(chunk: "IDAT")),
            (valid.prefix(valid.count - 3), .truncated(chunk: "IEND")),
            (valid.prefix(valid.count - 9), .truncated(chunk: nil)),
            (Data(header + badCRC + TestPNG.end), .badCRC(chunk: "IDAT")),
            (Data(header + badTextCRC + pixels + TestPNG.end), .badCRC(chunk: "tEXt")),
            (Data(header + badType + pixels + TestPNG.end), .invalidChunkType(offset: 37)),
            (Data(header + pixels), .missingChunk("IEND")),
            (Data(header + TestPNG.end), .missingChunk("IDAT")),
            (Data(header), .missingChunk("IDAT")),
            (Data(TestPNG.signature + pixels + TestPNG.end), .firstChunkNotIHDR),
            (Data(TestPNG.signature + longHeader + pixels + TestPNG.end), .headerLengthInvalid(14)),
            (
                Data(header + TestPNG.chunk("IDAT", [], length: 0x7000_0000) + TestPNG.end),
                .chunkTooLarge(chunk: "IDAT", bytes: 0x7000_0000, limit: PNGDecoder.maxFileBytes)
            ),
        ]
        for (data, error) in cases {
            #expect(throws: error) { try PNGDecoder.decode(data) }
            #expect(UIImage(data: data) == nil)
        }
        // Ancillary chunks with good CRCs, and bytes after IEND, are fine.
        #expect(UIImage(data: Data(header + text + pixels + TestPNG.end + [1, 2, 3])) != nil)
    }

    @Test func corruptPixelDataSaysSo() {
        let header = TestPNG.signature + TestPNG.header(width: 2, height: 2)
        let oneRowShort = TestPNG.chunk("IDAT", TestPNG.compressed([0, 1, 2, 3, 4, 5, 6, 7, 8]))
        let cases = [
            TestPNG.chunk("IDAT", Array(repeating: 0x5A, count: 40)), // not a zlib stream at all
            TestPNG.chunk("IDAT", [0x78, 0x9C] + Array(repeating: 0xFF, count: 40)), // a zlib header, then garbage
            oneRowShort,
        ]
        for idat in cases {
            let data = Data(header + idat + TestPNG.end)
            #expect(UIImage(data: data) == nil)
            #expect {
                try PNGDecoder.decode(data)
            } throws: { error in
                let description = (error as? ImageError)?.description ?? ""
                return description.hasPrefix("the pixel data is corrupt: ") && !description.contains("memory")
            }
        }
    }

    @Test func everyPixelLayoutDecodesToPremultipliedARGB() throws {
        /// The one pixel of a 1×1 PNG of that layout whose only row is `row`.
        func decode(colorType: UInt8, depth: UInt8, interlace: UInt8 = 0, extra: [UInt8] = [], row: [UInt8]) throws -> UInt32 {
            let header = TestPNG.chunk("IHDR", TestPNG.bigEndian(1) + TestPNG.bigEndian(1) + [depth, colorType, 0, 0, interlace])
            let data = Data(TestPNG.signature + header + extra + TestPNG.chunk("IDAT", TestPNG.compressed([0] + row)) + TestPNG.end)
            return try #require(UIImage(data: data)?.cgImage?.argbPixels.first)
        }
        #expect(try decode(colorType: 0, depth: 8, row: [0x80]) == 0xFF80_8080) // grey
        #expect(try decode(colorType: 0, depth: 1, row: [0x80]) == 0xFFFF_FFFF) // 1-bit grey
        #expect(try decode(colorType: 0, depth: 16, row: [0x40, 0x11]) == 0xFF40_4040) // 16-bit grey
        #expect(try decode(colorType: 4, depth: 8, row: [0xFF, 0x80]) == 0x8080_8080) // grey and alpha
        #expect(try decode(colorType: 2, depth: 8, row: [0x10, 0x20, 0x30]) == 0xFF10_2030) // RGB
        #expect(try decode(colorType: 2, depth: 16, row: [0x10, 0, 0x20, 0, 0x30, 0]) == 0xFF10_2030) // 16-bit RGB
        #expect(try decode(colorType: 6, depth: 8, row: [0xFF, 0x80, 0x00, 0x80]) == 0x8080_4000) // RGBA
        #expect(try decode(colorType: 6, depth: 8, row: [0xFF, 0xFF, 0xFF, 0x00]) == 0) // clear
        #expect(try decode(colorType: 6, depth: 8, interlace: 1, row: [0x10, 0x20, 0x30, 0xFF]) == 0xFF10_2030) // Adam7
        let palette = TestPNG.chunk("PLTE", [0xFF, 0, 0, 0, 0, 0xFF]) + TestPNG.chunk("tRNS", [0xFF, 0x80])
        #expect(try decode(colorType: 3, depth: 8, extra: palette, row: [1]) == 0x8000_0080) // palette and tRNS
    }

    @Test func corruptedPixelDataIsRefused() {
        var corrupt = red
        for i in 40..<min(corrupt.count - 12, 60) { corrupt[i] ^= 0x5A }
        #expect(UIImage(data: corrupt) == nil)
    }

    @Test func contentsThatIsNotJSONIsRefused() throws {
        let root = TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        TestImages.imageSet(in: root, name: "Broken", files: ["b.png": red], contentsJSON: "{ images: [ oops")
        let bundle = try #require(Bundle(path: root.path))
        #expect(UIImage(named: "Broken", in: bundle, compatibleWith: nil) == nil)
        let set = root.appendingPathComponent("Assets.xcassets/Broken.imageset")
        #expect {
            try resolve(set, in: root)
        } throws: { error in
            if case .catalogNotJSON = error as? ImageError { return true }
            return false
        }
    }

    @Test func contentsOverOneMebibyteIsRefusedUnread() throws {
        let root = TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let set = TestImages.imageSet(
            in: root, name: "Huge", files: ["h.png": red],
            contentsJSON: TestImages.contentsJSON(one: "h.png", two: nil, three: nil))
        let json = set.appendingPathComponent("Contents.json")
        let handle = try FileHandle(forWritingTo: json)
        try handle.truncate(atOffset: 50 << 20) // sparse: 50 MiB that take no disk
        try handle.close()
        let bundle = try #require(Bundle(path: root.path))
        #expect(UIImage(named: "Huge", in: bundle, compatibleWith: nil) == nil)
        #expect(throws: ImageError.tooLarge(path: json.path, bytes: 50 << 20, limit: 1 << 20)) {
            try resolve(set, in: root)
        }
    }

    @Test func filesThatAreNotRegularAreRefusedUnread() throws {
        // /dev/zero has no size to check and never ends; a FIFO would wait for a writer.
        #expect(UIImage(contentsOfFile: "/dev/zero") == nil)
        let root = TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let set = TestImages.imageSet(in: root, name: "Pipe", files: ["p.png": red], contentsJSON: "")
        let json = set.appendingPathComponent("Contents.json")
        try FileManager.default.removeItem(at: json)
        #expect(mkfifo(json.path, 0o600) == 0)
        #expect(throws: ImageError.notAFile(path: json.path)) { try resolve(set, in: root) }
    }

    @Test func contentsNamingAMissingFileIsRefused() throws {
        let root = TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let set = TestImages.imageSet(
            in: root, name: "Gone", files: [:],
            contentsJSON: TestImages.contentsJSON(one: nil, two: "gone@2x.png", three: nil))
        let bundle = try #require(Bundle(path: root.path))
        #expect(UIImage(named: "Gone", in: bundle, compatibleWith: nil) == nil)
        #expect(throws: ImageError.catalogFileMissing(path: set.appendingPathComponent("Contents.json").path, filename: "gone@2x.png")) {
            try resolve(set, in: root)
        }
    }

    @Test func contentsReachingOutsideTheImageSetIsRefused() throws {
        let root = TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try red.write(to: root.appendingPathComponent("secret.png"))
        let set = TestImages.imageSet(
            in: root, name: "Escape", files: [:],
            contentsJSON: TestImages.contentsJSON(one: "../../secret.png", two: nil, three: nil))
        let bundle = try #require(Bundle(path: root.path))
        #expect(UIImage(named: "Escape", in: bundle, compatibleWith: nil) == nil)
        #expect(
            throws: ImageError.catalogEntryOutsideImageSet(
                path: set.appendingPathComponent("Contents.json").path,
                filename: "../../secret.png")
        ) {
            try resolve(set, in: root)
        }
    }

    @Test func longNamesAreClippedInErrorsAndLogs() throws {
        let root = TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let long = String(repeating: "n", count: 100_000) + ".png"
        TestImages.imageSet(
            in: root, name: "Long", files: [:],
            contentsJSON: TestImages.contentsJSON(one: nil, two: long, three: nil))
        let bundle = try #require(Bundle(path: root.path))
        let messages = LogCapture.messages(from: "TabBarKit.images") {
            #expect(UIImage(named: "Long", in: bundle, compatibleWith: nil) == nil)
            #expect(UIImage(contentsOfFile: "/" + long) == nil)
        }.filter { $0.contains("nnnn") }
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.utf8.count < 1_000 }, "\(messages.map(\.utf8.count))")
        #expect(messages.contains { $0.contains("n… (100004 bytes)") }, "the file name, clipped, with its length")
    }

    @Test func clippingCountsScalarsNotCharacters() {
        // One grapheme cluster of 100,001 scalars: clipping by characters would keep all of it.
        let accented = "a" + String(repeating: "\u{301}", count: 100_000)
        let description = ImageError.unreadable(path: accented).description
        #expect(description.utf8.count < 1_000)
        #expect(ImageError.unreadable(path: "Icons/home.png").description == "cannot read Icons/home.png")
    }

    @Test(arguments: ["infx", "0x", "-2x", "0.0000001x", "1e300x", "nanx", "x", "2"])
    func catalogScalesOutsideOneToThreeAreRefused(scale: String) throws {
        let root = TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let json = #"{ "images" : [ { "filename" : "odd.png", "idiom" : "universal", "scale" : "\#(scale)" } ] }"#
        let set = TestImages.imageSet(in: root, name: "Odd", files: ["odd.png": red], contentsJSON: json)
        let bundle = try #require(Bundle(path: root.path))
        #expect(UIImage(named: "Odd", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)) == nil)
        #expect(throws: ImageError.catalogScaleInvalid(path: set.appendingPathComponent("Contents.json").path, scale: scale)) {
            try resolve(set, in: root)
        }
    }

    @Test func catalogScalesInRangeAndMissingScalesLoad() throws {
        let root = TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let json = #"{ "images" : [ { "filename" : "a.png" }, { "filename" : "b.png", "scale" : "2.5x" } ] }"#
        TestImages.imageSet(in: root, name: "Even", files: ["a.png": red, "b.png": blue], contentsJSON: json)
        let bundle = try #require(Bundle(path: root.path))
        let one = try #require(UIImage(named: "Even", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(one.scale == 1 && one.size == CGSize(width: 4, height: 4))
        let three = try #require(UIImage(named: "Even", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(three.scale == 2.5 && three.cgImage?.width == 12)
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 0, -2])
    func scalesGivenInCodeThatAreNotFinitePositiveBecomeOne(scale: CGFloat) throws {
        let cgImage = try #require(UIImage(data: green)?.cgImage)
        let messages = LogCapture.messages(from: "TabBarKit.images") {
            let image = UIImage(cgImage: cgImage, scale: scale, orientation: .up)
            #expect(image.scale == 1 && image.size == CGSize(width: 8, height: 8))
            let fromData = UIImage(data: green, scale: scale)
            #expect(fromData?.scale == 1 && fromData?.size == CGSize(width: 8, height: 8))
        }
        #expect(messages.filter { $0.contains("the scale \(scale) is not a finite positive number") }.count == 2)
        let half = UIImage(cgImage: cgImage, scale: 0.5, orientation: .up)
        #expect(half.size == CGSize(width: 16, height: 16), "UIKit takes any positive scale")
    }

    // MARK: Names stay inside the bundle, symlinks included

    /// A bundle folder inside a temporary folder that also holds `outside.png` and an image
    /// set `Outside.imageset`, both beside the bundle rather than in it.
    private func bundleWithNeighbours() throws -> (outer: URL, root: URL, bundle: Bundle) {
        let outer = TestImages.temporaryFolder()
        let root = outer.appendingPathComponent("App.bundle")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try red.write(to: outer.appendingPathComponent("outside.png"))
        let set = outer.appendingPathComponent("Outside.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try red.write(to: set.appendingPathComponent("o.png"))
        try Data(TestImages.contentsJSON(one: "o.png", two: nil, three: nil).utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        return (outer, root, try #require(Bundle(path: root.path)))
    }

    @Test func namesReachingOutsideTheBundleAreRefused() throws {
        let (outer, _, bundle) = try bundleWithNeighbours()
        defer { try? FileManager.default.removeItem(at: outer) }
        #expect(UIImage(named: "../outside", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "Icons/../../outside.png", in: bundle, compatibleWith: nil) == nil)
        let absolute = outer.appendingPathComponent("outside").path
        for name in ["../outside", absolute] {
            #expect(throws: ImageError.nameOutsideBundle(name: name)) {
                try NamedImages.load(named: name, in: bundle, scale: 1, idiom: .phone)
            }
        }
    }

    @Test func symlinksLeadingOutsideTheBundleAreRefused() throws {
        let (outer, root, bundle) = try bundleWithNeighbours()
        defer { try? FileManager.default.removeItem(at: outer) }
        let fm = FileManager.default
        let outsidePNG = outer.appendingPathComponent("outside.png")
        let outsideSet = outer.appendingPathComponent("Outside.imageset")
        try fm.createSymbolicLink(at: root.appendingPathComponent("Loose.png"), withDestinationURL: outsidePNG)
        let catalog = root.appendingPathComponent("Assets.xcassets")
        try fm.createDirectory(at: catalog, withIntermediateDirectories: true)
        try fm.createSymbolicLink(at: catalog.appendingPathComponent("Linked.imageset"), withDestinationURL: outsideSet)
        let fileLink = TestImages.imageSet(
            in: root, name: "FileLink", files: [:],
            contentsJSON: TestImages.contentsJSON(one: "f.png", two: nil, three: nil))
        try fm.createSymbolicLink(at: fileLink.appendingPathComponent("f.png"), withDestinationURL: outsidePNG)
        let jsonLink = TestImages.imageSet(in: root, name: "JSONLink", files: ["o.png": red], contentsJSON: "")
        try fm.removeItem(at: jsonLink.appendingPathComponent("Contents.json"))
        try fm.createSymbolicLink(
            at: jsonLink.appendingPathComponent("Contents.json"),
            withDestinationURL: outsideSet.appendingPathComponent("Contents.json"))

        for name in ["Loose", "Linked", "FileLink", "JSONLink"] {
            #expect(UIImage(named: name, in: bundle, compatibleWith: nil) == nil, "\(name)")
            #expect(throws: ImageError.self, "\(name)") { try NamedImages.load(named: name, in: bundle, scale: 1, idiom: .phone) }
        }
        let loose = root.appendingPathComponent("Loose.png").path
        #expect(throws: ImageError.outsideBundle(path: loose, resolved: outsidePNG.path)) {
            try NamedImages.load(named: "Loose", in: bundle, scale: 1, idiom: .phone)
        }
        let linked = catalog.appendingPathComponent("Linked.imageset").path
        #expect(throws: ImageError.outsideBundle(path: linked, resolved: outsideSet.path)) {
            try NamedImages.load(named: "Linked", in: bundle, scale: 1, idiom: .phone)
        }
    }

    @Test func symlinksAndSubfoldersInsideTheBundleStillLoad() throws {
        let (outer, root, bundle) = try bundleWithNeighbours()
        defer { try? FileManager.default.removeItem(at: outer) }
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("Icons"), withIntermediateDirectories: true)
        try red.write(to: root.appendingPathComponent("Icons/home.png"))
        try fm.createSymbolicLink(
            at: root.appendingPathComponent("Home.png"),
            withDestinationURL: root.appendingPathComponent("Icons/home.png"))
        TestImages.imageSet(
            in: root, name: "Set", files: ["s.png": red],
            contentsJSON: TestImages.contentsJSON(one: "s.png", two: nil, three: nil))
        #expect(UIImage(named: "Icons/home", in: bundle, compatibleWith: nil)?.size == CGSize(width: 4, height: 4))
        #expect(UIImage(named: "Home", in: bundle, compatibleWith: nil) != nil)
        #expect(UIImage(named: "Set", in: bundle, compatibleWith: nil) != nil)
        // A bundle reached through a symlink is still itself.
        let linkedRoot = outer.appendingPathComponent("Linked.bundle")
        try fm.createSymbolicLink(at: linkedRoot, withDestinationURL: root)
        let linkedBundle = try #require(Bundle(path: linkedRoot.path))
        #expect(UIImage(named: "Icons/home", in: linkedBundle, compatibleWith: nil) != nil)
        #expect(UIImage(named: "Set", in: linkedBundle, compatibleWith: nil) != nil)
    }

    @Test func contentsOfFileReadsTheScaleFromTheName() throws {
        let root = TestImages.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("Manhattan@2x.png").path
        try green.write(to: URL(fileURLWithPath: path))
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 2 && image.size == CGSize(width: 4, height: 4))
        #expect(UIImage(contentsOfFile: root.appendingPathComponent("none.png").path) == nil)
    }

    @Test func pngDataRoundTrips() throws {
        let image = TestImages.crossedSquare()
        let data = try #require(image.pngData())
        let back = try #require(UIImage(data: data, scale: 2))
        #expect(back.size == image.size)
        #expect(back.cgImage!.argbPixels == image.cgImage!.argbPixels)
    }
}
