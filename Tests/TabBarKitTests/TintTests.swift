import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

@Suite(.freshApplication)
@MainActor
struct TintTests {
    @Test func tintIsInheritedUntilAViewSetsItsOwn() {
        let root = UIView(), child = UIView(), grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.tintColor == .systemBlue)
        root.tintColor = .systemRed
        #expect(grandchild.tintColor == .systemRed)
        child.tintColor = .systemGreen
        #expect(grandchild.tintColor == .systemGreen && root.tintColor == .systemRed)
        child.tintColor = nil
        #expect(grandchild.tintColor == .systemRed)
    }

    @Test func tintColorDidChangeReachesOnlyViewsWhoseTintChanged() {
        let log = CallLog()
        let root = RecordingView("root", log: log)
        let owner = RecordingView("owner", log: log)
        let inherits = RecordingView("inherits", log: log)
        let underOwner = RecordingView("underOwner", log: log)
        root.addSubview(owner)
        root.addSubview(inherits)
        owner.addSubview(underOwner)
        owner.tintColor = .systemGreen
        _ = log.take()

        root.tintColor = .systemRed
        #expect(log.take() == ["root.tintColorDidChange", "inherits.tintColorDidChange"])
        root.tintColor = .systemRed
        #expect(log.take().isEmpty)
    }

    @Test func movingUnderADifferentTintNotifies() {
        let log = CallLog()
        let red = UIView()
        red.tintColor = .systemRed
        let moving = RecordingView("moving", log: log)
        UIView().addSubview(moving)
        _ = log.take()
        red.addSubview(moving)
        #expect(log.take().contains("moving.tintColorDidChange"))
    }

    @Test func movesNotifyOnlyWhenWhatTheSuperviewPassesDownDiffers() {
        let log = CallLog()
        let red = UIView(), alsoRed = UIView(), dimmed = UIView()
        red.tintColor = .systemRed
        alsoRed.tintColor = .systemRed
        dimmed.tintColor = .systemRed
        dimmed.tintAdjustmentMode = .dimmed
        let moving = RecordingView("moving", log: log)
        let inherits = RecordingView("inherits", log: log)
        let ownTint = RecordingView("ownTint", log: log)
        ownTint.tintColor = .systemGreen
        moving.addSubview(inherits)
        moving.addSubview(ownTint)
        _ = log.take()
        red.addSubview(moving)
        #expect(log.take().filter { $0.hasSuffix("tintColorDidChange") } == ["moving.tintColorDidChange", "inherits.tintColorDidChange"])

        alsoRed.addSubview(moving)
        #expect(log.take().filter { $0.hasSuffix("tintColorDidChange") }.isEmpty)
        dimmed.addSubview(moving)
        #expect(
            log.take().filter { $0.hasSuffix("tintColorDidChange") } == [
                "moving.tintColorDidChange", "inherits.tintColorDidChange", "ownTint.tintColorDidChange",
            ])
        moving.removeFromSuperview()
        #expect(moving.tintColor == .systemBlue && ownTint.tintColor == .systemGreen)
        #expect(
            log.take().filter { $0.hasSuffix("tintColorDidChange") } == [
                "moving.tintColorDidChange", "inherits.tintColorDidChange", "ownTint.tintColorDidChange",
            ])
    }

    @Test func dimmedModeIsInheritedAndGreysTheTint() {
        let log = CallLog()
        let root = UIView()
        let child = RecordingView("child", log: log)
        root.addSubview(child)
        _ = log.take()
        root.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
        #expect(log.take() == ["child.tintColorDidChange"])
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        child.tintColor.getRed(&r, green: &g, blue: &b, alpha: nil)
        #expect(r == g && g == b)
        child.tintAdjustmentMode = .normal
        #expect(child.tintColor == .systemBlue)
    }

    /// A template image paints the tint through its alpha alone: colour is dropped, partial
    /// alpha is kept, and painting it again (from its kept alpha mask) gives the same pixels.
    @Test func aTemplateImagePaintsTheTintThroughItsAlpha() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 1), format: format).image { context in
            UIColor(red: 0, green: 1, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }.withRenderingMode(.alwaysTemplate)
        let view = UIImageView(image: icon)
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 1)
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        for _ in 0..<2 {
            let renderer = ViewRenderer(rootView: view, scale: 1)
            renderer.render()
            let pixels = renderer.image.cgImage!.argbPixels
            #expect(pixels[0] == 0xFFFF_0000)
            #expect(pixels[1] >> 24 >= 0x7F && pixels[1] >> 24 <= 0x80 && pixels[1] & 0xFFFF == 0)
            #expect(pixels[2] == 0 && pixels[3] == 0)
        }
    }
}
