import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// Records every hierarchy hook in order, tagged with the view's name.
@MainActor
final class RecordingView: UIView {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        name = "decoded"
        log = CallLog()
        super.init(coder: coder)
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.add("\(name).willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))")
    }
    override func didMoveToSuperview() { log.add("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.add("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.add("\(name).didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.add("\(name).didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.add("\(name).willRemoveSubview") }
    override func layoutSubviews() { log.add("\(name).layoutSubviews") }
    override func tintColorDidChange() { log.add("\(name).tintColorDidChange") }
}

@MainActor
final class CallLog {
    private(set) var calls: [String] = []
    func add(_ call: String) { calls.append(call) }
    func take() -> [String] {
        defer { calls = [] }
        return calls
    }
}

@Suite(.freshApplication)
@MainActor
struct ViewHierarchyTests {
    @Test func addingAndRemovingInAWindowRunsTheHooksInUIKitsOrder() {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView("parent", log: log)
        window.addSubview(parent)
        let child = RecordingView("child", log: log)
        _ = log.take()

        parent.addSubview(child)
        #expect(
            log.take() == [
                "child.willMoveToSuperview(view)", "child.willMoveToWindow(window)", "child.didMoveToWindow",
                "child.didMoveToSuperview", "parent.didAddSubview",
            ])

        child.removeFromSuperview()
        #expect(
            log.take() == [
                "parent.willRemoveSubview", "child.willMoveToSuperview(nil)", "child.willMoveToWindow(nil)",
                "child.didMoveToWindow", "child.didMoveToSuperview",
            ])
    }

    @Test func outsideAWindowNoWindowHooksRun() {
        let log = CallLog()
        let parent = RecordingView("parent", log: log)
        let child = RecordingView("child", log: log)
        parent.addSubview(child)
        #expect(log.take() == ["child.willMoveToSuperview(view)", "child.didMoveToSuperview", "parent.didAddSubview"])
    }

    @Test func windowHooksReachTheWholeSubtreeParentsFirst() {
        let log = CallLog()
        let parent = RecordingView("parent", log: log)
        let child = RecordingView("child", log: log)
        parent.addSubview(child)
        _ = log.take()
        let window = UIWindow(frame: .zero)
        window.addSubview(parent)
        #expect(
            log.take() == [
                "parent.willMoveToSuperview(view)", "parent.willMoveToWindow(window)", "child.willMoveToWindow(window)",
                "parent.didMoveToWindow", "child.didMoveToWindow", "parent.didMoveToSuperview",
            ])
        #expect(child.window === window)
    }

    @Test func movingToAnotherSuperviewLeavesTheFirst() {
        let a = UIView(), b = UIView(), v = UIView()
        a.addSubview(v)
        b.addSubview(v)
        #expect(a.subviews.isEmpty)
        #expect(b.subviews.count == 1 && v.superview === b)
    }

    /// A subview that outlives its superview is left with none, whichever way the
    /// superview went; one that moved on keeps its new superview.
    @Test func aSubviewOutlivingItsSuperviewHasNone() {
        let child = UIView(), moved = UIView(), other = UIView()
        do {
            let parent = UIView()
            parent.addSubview(child)
            parent.addSubview(moved)
            other.addSubview(moved)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        #expect(moved.superview === other)
        // Deep trees go the same way, level by level.
        let leaf = UIView()
        do {
            let top = UIView(), middle = UIView()
            top.addSubview(middle)
            middle.addSubview(leaf)
        }
        #expect(leaf.superview == nil && leaf.window == nil)
    }

    @Test func orderingCalls() {
        let parent = UIView()
        let views = (0..<4).map { i -> UIView in
            let v = UIView()
            v.tag = i
            return v
        }
        views.forEach(parent.addSubview)
        func tags() -> [Int] { parent.subviews.map(\.tag) }
        #expect(tags() == [0, 1, 2, 3])
        parent.bringSubviewToFront(views[0])
        #expect(tags() == [1, 2, 3, 0])
        parent.sendSubviewToBack(views[3])
        #expect(tags() == [3, 1, 2, 0])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(tags() == [0, 1, 2, 3])
        let extra = UIView()
        extra.tag = 9
        parent.insertSubview(extra, at: 1)
        #expect(tags() == [0, 9, 1, 2, 3])
        parent.insertSubview(extra, aboveSubview: views[2])
        #expect(tags() == [0, 1, 2, 9, 3])
        parent.insertSubview(extra, belowSubview: views[0])
        #expect(tags() == [9, 0, 1, 2, 3])
        parent.exchangeSubview(at: 0, withSubviewAt: 99)
        #expect(tags() == [9, 0, 1, 2, 3])
    }

    @Test func aViewCannotBecomeItsOwnAncestor() {
        let a = UIView(), b = UIView()
        a.addSubview(b)
        b.addSubview(a)
        a.addSubview(a)
        #expect(a.superview == nil && b.superview === a && b.subviews.isEmpty)
    }

    @Test func viewWithTagSearchesDepthFirstIncludingSelf() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView()
        root.tag = 1
        a.tag = 2
        b.tag = 3
        c.tag = 3
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(c)
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(3) === b)
        #expect(root.viewWithTag(4) == nil)
    }

    @Test func frameBoundsAndCenterStayConsistent() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(v.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test func layoutRunsParentsFirstAndOnlyWhenNeeded() {
        let log = CallLog()
        let parent = RecordingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = RecordingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        _ = log.take()
        child.layoutIfNeeded()
        #expect(log.take() == ["parent.layoutSubviews", "child.layoutSubviews"])
        parent.layoutIfNeeded()
        #expect(log.take().isEmpty)
        child.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(log.take() == ["child.layoutSubviews"])
        parent.frame.size.width = 200
        parent.layoutIfNeeded()
        #expect(log.take() == ["parent.layoutSubviews"])
    }

    @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 70, y: 0, width: 20, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centred = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        [fill, pinnedRight, centred, fixed].forEach(parent.addSubview)

        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
        #expect(pinnedRight.frame == CGRect(x: 170, y: 0, width: 20, height: 20))
        #expect(centred.frame == CGRect(x: 90, y: 65, width: 20, height: 20))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 5, height: 5))

        parent.autoresizesSubviews = false
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(fill.frame.width == 180)
    }

    @Test func sizeToFitUsesSizeThatFits() {
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
        label.text = "Manhattan"
        label.sizeToFit()
        #expect(label.bounds.size == label.intrinsicContentSize)
        #expect(label.frame.origin == CGPoint(x: 10, y: 20), "the top-left corner stays put")
        #expect(label.bounds.width > 40 && label.bounds.height >= 17)
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func safeAreaFlowsFromTheWindowToOverlappingChildren() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.screen = UIScreen.main
        #expect(window.safeAreaInsets.top == UIScreen.main.safeAreaInsets(landscape: false).top)
        let top = UIView(frame: CGRect(x: 0, y: 10, width: 375, height: 100))
        let below = UIView(frame: CGRect(x: 0, y: 300, width: 375, height: 100))
        window.addSubview(top)
        window.addSubview(below)
        #expect(top.safeAreaInsets.top == max(0, window.safeAreaInsets.top - 10))
        #expect(below.safeAreaInsets == .zero)
    }

    @Test func aWindowHostedInAViewMeasuresItsSafeAreaInItsOwnSpace() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.screen = UIScreen.main
        let inset = window.safeAreaInsets.top
        #expect(inset > 0)
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        // Placed below the inset, but a window's space is its own: conversions and the safe
        // area both see it from the top of its host's window.
        let hosted = UIWindow(frame: CGRect(x: 0, y: 200, width: 375, height: 300))
        let plain = UIView(frame: hosted.frame)
        host.addSubview(hosted)
        host.addSubview(plain)
        #expect(host.convert(hosted.bounds, from: hosted) == CGRect(x: 0, y: 0, width: 375, height: 300))
        #expect(hosted.safeAreaInsets.top == inset)
        #expect(plain.safeAreaInsets.top == 0)
    }

    @Test func scrollingAViewWhoseInsetsStayTheSameStillMovesItsChildrensInsets() {
        final class Watched: UIView {
            var reported: [CGFloat] = []
            override func safeAreaInsetsDidChange() { reported.append(safeAreaInsets.top) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.screen = UIScreen.main
        let inset = window.safeAreaInsets.top
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let child = Watched(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        window.addSubview(page)
        page.addSubview(child)
        #expect(child.reported == [inset])
        page.bounds.origin.y = 30
        #expect(page.safeAreaInsets.top == inset)
        #expect(child.reported == [inset, min(100, inset + 30)])
    }
}

/// The subclass shape UIKit code always has: init(frame:) plus the required coder init.
@MainActor
final class PortedView: UIView {
    let text: String

    init(frame: CGRect, text: String) {
        self.text = text
        super.init(frame: frame)
        contentMode = .redraw
    }

    required init?(coder aDecoder: NSCoder) {
        text = ""
        super.init(coder: aDecoder)
    }
}

@Suite(.freshApplication)
@MainActor
struct PortedViewTests {
    @Test func uiKitStyleSubclassesCompileAndInitialise() {
        let view = PortedView(frame: CGRect(x: 0, y: 0, width: 10, height: 20), text: "Bronx")
        #expect(view.contentMode == .redraw && view.bounds.height == 20 && view.text == "Bronx")
    }
}
