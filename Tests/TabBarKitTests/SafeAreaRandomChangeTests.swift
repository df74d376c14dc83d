import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// Views keep the safe area they last worked out and read it back while nothing above them
/// moved. Random changes to a tree (frames, scrolling, transforms, anchor points, sublayer
/// transforms, moves in the tree, controllers' insets, a controller let go while its view
/// stays, rotation), each followed by a check of every view against the insets worked out
/// from the window down, as the definition says.
@MainActor
@Suite(.freshApplication) struct SafeAreaRandomChangeTests {
    /// Records the insets it reports, and those read in its hooks: its own as it moves in
    /// the tree (before its move is reported), its subviews' as it reports (before theirs
    /// are refreshed), each with what they should be at that moment.
    final class Watched: UIView {
        var reports: [(reported: UIEdgeInsets, expected: UIEdgeInsets)] = []
        var readsInHooks: [(read: UIEdgeInsets, expected: UIEdgeInsets)] = []
        override func safeAreaInsetsDidChange() {
            reports.append((safeAreaInsets, SafeAreaRandomChangeTests.expectedInsets(of: self)))
            for case let subview as Watched in subviews {
                subview.readsInHooks.append((subview.safeAreaInsets, SafeAreaRandomChangeTests.expectedInsets(of: subview)))
            }
        }
        override func didMoveToSuperview() {
            readsInHooks.append((safeAreaInsets, SafeAreaRandomChangeTests.expectedInsets(of: self)))
        }
    }

    /// The insets from the root down: the part of each superview's safe area (when it has
    /// one) that the view overlaps, in the superview's space, plus the controller's own.
    static func expectedInsets(of view: UIView) -> UIEdgeInsets {
        let own = view.viewOwner?.extraSafeAreaInsets ?? .zero
        guard let superview = view.superview else { return view.rootSafeAreaInsets + own }
        let parent = expectedInsets(of: superview)
        guard parent != .zero else { return own }
        let safe = superview.bounds.inset(by: parent)
        let mine = view.convert(view.bounds, to: superview)
        let inherited = UIEdgeInsets(
            top: max(0, min(safe.minY - mine.minY, mine.height)),
            left: max(0, min(safe.minX - mine.minX, mine.width)),
            bottom: max(0, min(mine.maxY - safe.maxY, mine.height)),
            right: max(0, min(mine.maxX - safe.maxX, mine.width)))
        return inherited + own
    }

    static func nearlyEqual(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> Bool {
        abs(a.top - b.top) < 1e-6 && abs(a.left - b.left) < 1e-6 && abs(a.bottom - b.bottom) < 1e-6
            && abs(a.right - b.right) < 1e-6
    }

    /// A window with its controller, eight watched views and a child controller's view.
    @MainActor final class Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIViewController()
        var child: UIViewController? = UIViewController()
        var views: [Watched] = []

        init() {
            window.screen = UIScreen.main
            root.view = Watched(frame: window.bounds)
            window.rootViewController = root
            window.makeKeyAndVisible()
            child!.view = Watched(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            views = [root.view as! Watched, child!.view as! Watched]
            for index in 0..<8 {
                let view = Watched(frame: CGRect(x: 10 * index, y: 40 * index, width: 300, height: 120))
                // Some follow their superview's size, so that a resize moves views below.
                if index % 2 == 0 { view.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleTopMargin] }
                // The first three in the root view, the others nested in the views before.
                (index < 3 ? root.view! : views[(index * 5) % views.count]).addSubview(view)
                views.append(view)
            }
            root.view.addSubview(child!.view)
        }
    }

    enum Change: CaseIterable {
        case frame, center, resize, scroll, transform, anchorPoint, sublayerTransform, move, remove, insets, letChildGo, rotate
    }

    /// Makes one change. A transform, an anchor point, a sublayer transform or a controller
    /// let go is reported at the next refresh (a change of frame above the view), not at once.
    static func apply(_ change: Change, to scene: Scene, using random: inout SeededGenerator) {
        let view = scene.views.randomElement(using: &random)!
        func coordinate() -> CGFloat { CGFloat(Int.random(in: -60...420, using: &random)) }
        func length() -> CGFloat { CGFloat(Int.random(in: 0...300, using: &random)) }
        switch change {
        case .frame:
            view.frame = CGRect(x: coordinate(), y: coordinate(), width: length(), height: length())
        case .center:
            view.center = CGPoint(x: coordinate(), y: coordinate())
        case .resize:
            view.bounds.size = CGSize(width: length(), height: length())
        case .scroll:
            view.bounds.origin = CGPoint(x: coordinate() / 4, y: coordinate() / 4)
        case .transform:
            view.transform = random.chance(0.3) ? .identity : CGAffineTransform(translationX: coordinate() / 4, y: coordinate() / 4)
        case .anchorPoint:
            view.layer.anchorPoint = CGPoint(x: Double(Int.random(in: 0...4, using: &random)) / 4, y: 0.5)
        case .sublayerTransform:
            view.layer.sublayerTransform = CATransform3DMakeTranslation(0, coordinate() / 4, 0)
        case .move:
            let others = scene.views.filter { $0 !== view && !$0.isDescendant(of: view) }
            others.randomElement(using: &random)?.addSubview(view)
        case .remove:
            if view !== scene.root.view { view.removeFromSuperview() }
        case .insets:
            let controller = random.chance(0.5) ? scene.root : (scene.child ?? scene.root)
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: length() / 10, left: 0, bottom: length() / 20, right: 0)
        case .letChildGo:
            // Its view stays in the tree; its insets no longer count.
            scene.child = nil
        case .rotate:
            let size = scene.window.bounds.size
            scene.window.frame = CGRect(x: 0, y: 0, width: size.height, height: size.width)
        }
    }

    /// Every view's insets are those worked out from the window down, and every report, and
    /// every read in a hook, said what they were at that moment.
    func check(_ scene: Scene, step: Int, seed: UInt64) {
        for (index, view) in scene.views.enumerated() {
            #expect(Self.nearlyEqual(view.safeAreaInsets, Self.expectedInsets(of: view)), "seed \(seed) step \(step) view \(index)")
            for report in view.reports {
                #expect(Self.nearlyEqual(report.reported, report.expected), "seed \(seed) step \(step) view \(index) report")
            }
            for read in view.readsInHooks {
                #expect(Self.nearlyEqual(read.read, read.expected), "seed \(seed) step \(step) view \(index) read in a hook")
            }
            view.reports.removeAll()
            view.readsInHooks.removeAll()
        }
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func everyViewsInsetsAreThoseWorkedOutFromTheWindowAfterEveryChange(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let scene = Scene()
        for step in 0..<150 {
            let change = Change.allCases.randomElement(using: &random)!
            Self.apply(change, to: scene, using: &random)
            check(scene, step: step, seed: seed)
        }
    }

    /// Without the changes reported only later, each view's reports keep up: its last one
    /// is its insets after every change.
    @Test(arguments: [UInt64(11), 12, 13, 14])
    func everyChangeOfInsetsIsReportedWhenFramesAndTheTreeChange(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let scene = Scene()
        var lastReported = [ObjectIdentifier: UIEdgeInsets]()
        for view in scene.views { lastReported[ObjectIdentifier(view)] = view.safeAreaInsets }
        let changes: [Change] = [.frame, .center, .resize, .scroll, .move, .remove, .insets, .rotate]
        for step in 0..<150 {
            Self.apply(changes.randomElement(using: &random)!, to: scene, using: &random)
            for (index, view) in scene.views.enumerated() {
                if let last = view.reports.last { lastReported[ObjectIdentifier(view)] = last.reported }
                view.reports.removeAll()
                let insets = view.safeAreaInsets
                #expect(Self.nearlyEqual(lastReported[ObjectIdentifier(view)]!, insets), "seed \(seed) step \(step) view \(index)")
                #expect(Self.nearlyEqual(insets, Self.expectedInsets(of: view)), "seed \(seed) step \(step) view \(index)")
            }
        }
    }

    /// A view turned into the window's inset, then back, is refreshed only when its frame
    /// next changes, with no insets before or after. A subview refreshed in between took
    /// insets from where the turn put it: it is refreshed too, and reports that it has none.
    @Test func aSubviewRefreshedWhileItsSuperviewWasTurnedIsRefreshedWithIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.screen = UIScreen.main
        let inset = window.safeAreaInsets.top
        #expect(inset > 0)
        let turned = UIView(frame: CGRect(x: 0, y: 300, width: 375, height: 100))
        let child = Watched(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
        window.addSubview(turned)
        turned.addSubview(child)
        #expect(child.safeAreaInsets == .zero)
        turned.transform = CGAffineTransform(translationX: 0, y: -300)
        child.frame.size.height = 60
        #expect(child.safeAreaInsets.top == inset)
        #expect(child.reports.last?.reported.top == inset)
        turned.transform = .identity
        turned.frame.size.height = 101
        #expect(child.safeAreaInsets == .zero)
        #expect(child.reports.last?.reported == .zero)
    }
}
