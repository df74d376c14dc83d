import Foundation
@_spi(Hosting) import TabBarKit
import Testing

/// Where a test file's goldens live: `__Snapshots__/FILE/` beside it, one folder per test
/// file (each holds one suite), so a suite's pictures are found together.
public func snapshotFolder(filePath: String = #filePath) -> URL {
    let file = URL(fileURLWithPath: filePath)
    return file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
}

/// Compares a rendered image with the golden `NAME.png` in the test file's snapshot folder.
///
/// A pixel differs when a channel is off by more than `channelTolerance`; the test fails
/// when more than `pixelTolerance` of the pixels differ, and writes NAME.actual.png and
/// NAME.diff.png into `.build/snapshot-failures/`. `RECORD_SNAPSHOTS=1` writes the golden.
public func assertSnapshot(
    _ image: UIImage, named name: String,
    channelTolerance: Int = SnapshotTolerance.channel, pixelTolerance: Double = SnapshotTolerance.pixels,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let golden = snapshotFolder(filePath: filePath).appendingPathComponent("\(name).png")
    guard let png = image.pngData(), let actual = PNGPixels(png) else {
        Issue.record("snapshot \(name): the image is empty", sourceLocation: sourceLocation)
        return
    }
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? png.write(to: golden)
        print("recorded snapshot \(golden.path)")
        return
    }
    guard let data = FileManager.default.contents(atPath: golden.path), let expected = PNGPixels(data) else {
        writeFailure(name: name, filePath: filePath, actual: png, diff: nil)
        Issue.record(
            "snapshot \(name): no golden at \(golden.path); run with RECORD_SNAPSHOTS=1 to record it",
            sourceLocation: sourceLocation)
        return
    }
    guard expected.width == actual.width, expected.height == actual.height else {
        writeFailure(name: name, filePath: filePath, actual: png, diff: nil)
        Issue.record(
            "snapshot \(name): size \(actual.width)×\(actual.height) px, golden \(expected.width)×\(expected.height) px",
            sourceLocation: sourceLocation)
        return
    }
    let a = actual.words, e = expected.words
    var differing = 0
    var diff = [UInt32](repeating: 0, count: a.count)
    for i in a.indices {
        if largestChannelDifference(a[i], e[i]) > channelTolerance {
            differing += 1
            diff[i] = 0xFFFF_0000
        } else {
            // A faint copy of the golden, so the red marks can be placed.
            let grey = UInt32(((e[i] >> 8) & 0xFF) / 4)
            diff[i] = 0xFF00_0000 | (grey << 16) | (grey << 8) | grey
        }
    }
    let fraction = Double(differing) / Double(max(1, a.count))
    if fraction > pixelTolerance || differing > SnapshotTolerance.maximumPixels {
        writeFailure(
            name: name, filePath: filePath, actual: png,
            diff: PNGPixels.png(of: diff, width: actual.width, height: actual.height))
        Issue.record(
            "snapshot \(name): \(differing) pixels (\(String(format: "%.3f", fraction * 100)) %) differ from \(golden.path); see .build/snapshot-failures",
            sourceLocation: sourceLocation)
    }
}

/// Renders `view` (as a root, at `scale`) and compares it with its golden.
@MainActor
public func assertSnapshot(
    of view: UIView, named name: String, scale: CGFloat = 2,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let renderer = ViewRenderer(rootView: view, scale: scale)
    renderer.render()
    assertSnapshot(renderer.image, named: name, filePath: filePath, sourceLocation: sourceLocation)
}

/// How far a rendering may stray from its golden before a snapshot test fails.
public enum SnapshotTolerance {
    /// Per channel, out of 255.
    public static let channel = 8
    /// The share of the pixels that may differ by more than `channel`.
    public static let pixels = 0.0005
    /// However large the picture, no more pixels than this may differ: a small control
    /// missing from a large screen (a 20-point chevron is some 200 pixels at 2x) fails.
    public static let maximumPixels = 100
}

/// Failures go under the package's `.build`, outside every target, so that a failed run
/// leaves no files for SwiftPM to warn about in the test target.
private func writeFailure(name: String, filePath: String, actual: Data, diff: Data?) {
    let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let failures = root.appendingPathComponent(".build/snapshot-failures")
    try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
    try? actual.write(to: failures.appendingPathComponent("\(name).actual.png"))
    if let diff { try? diff.write(to: failures.appendingPathComponent("\(name).diff.png")) }
}

/// The largest difference between two ARGB32 pixels in any one channel.
public func largestChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    var worst = 0
    for shift in stride(from: 0, through: 24, by: 8) {
        worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
    }
    return worst
}

/// How many pixels of two images differ by more than `channelTolerance` in some channel;
/// nil when their sizes differ.
public func pixelsDiffering(_ a: UIImage, _ b: UIImage, channelTolerance: Int) -> Int? {
    guard let a = a.pngData().flatMap(PNGPixels.init), let b = b.pngData().flatMap(PNGPixels.init),
        a.width == b.width, a.height == b.height
    else { return nil }
    return zip(a.words, b.words).filter { largestChannelDifference($0, $1) > channelTolerance }.count
}
