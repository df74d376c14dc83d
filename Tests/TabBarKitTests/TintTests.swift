import Foundation
import Testing
import TabBarKit

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
}
