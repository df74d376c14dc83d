import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// The guides a view gives Auto Layout beyond the safe area: the readable width, margins
/// taken on from the superview, margins by leading and trailing in right to left, and
/// alignment rectangles that differ from the frame.
@Suite(.freshApplication)
@MainActor
struct LayoutGuideTests {
    private func constrained() -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    /// `view` pinned to `guide`'s sides, at `top`, `height` high.
    private func pin(_ view: UIView, to guide: UILayoutGuide, in container: UIView, top: CGFloat = 0, height: CGFloat = 10) {
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: top),
            view.heightAnchor.constraint(equalToConstant: height),
        ])
    }

    @Test func theReadableGuideIsAtMostAComfortableLineWideAndCentred() throws {
        let (window, _) = try ConstraintScreen.window(onPreset: "ipad")
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let text = constrained()
        controller.view.addSubview(text)
        pin(text, to: controller.view.readableContentGuide, in: controller.view, top: 100)
        window.layoutIfNeeded()
        // 1,024 wide, 20-point margins in regular width: 984 left, of which 672 are read.
        #expect(text.frame == CGRect(x: 176, y: 100, width: 672, height: 10))
        #expect(controller.view.readableContentGuide.layoutFrame.width == 672)

        // On a phone the margins are narrower than a line: the guide is the margins.
        let (phone, container) = ConstraintScreen.make()
        let narrow = constrained()
        container.addSubview(narrow)
        pin(narrow, to: container.readableContentGuide, in: container, top: 100)
        phone.layoutIfNeeded()
        #expect(narrow.frame == CGRect(x: 16, y: 100, width: 343, height: 10))
    }

    @Test func preservedMarginsPushInOnlyAsFarAsTheSuperviewsReach() {
        let (window, container) = ConstraintScreen.make()
        let parent = UIView(frame: CGRect(x: 0, y: 200, width: 375, height: 200))
        parent.insetsLayoutMarginsFromSafeArea = false
        parent.layoutMargins = UIEdgeInsets(top: 10, left: 40, bottom: 10, right: 40)
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 355, height: 100))
        child.insetsLayoutMarginsFromSafeArea = false
        let content = constrained()
        container.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(content)
        pin(content, to: child.layoutMarginsGuide, in: child)
        window.layoutIfNeeded()
        // Its own 8-point margins.
        #expect(content.frame == CGRect(x: 8, y: 0, width: 339, height: 10))

        // Kept inside the parent's 40-point margins: 30 more from the left (the child starts
        // 10 in), and on the right, whose edge is 10 in as well.
        child.preservesSuperviewLayoutMargins = true
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 30, y: 0, width: 295, height: 10))

        // The parent's margins change: the child's follow.
        parent.layoutMargins.left = 50
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 40, y: 0, width: 285, height: 10))

        // The child moves further in than the margins reach: its own margins again.
        child.frame = CGRect(x: 60, y: 0, width: 255, height: 100)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 0, width: 239, height: 10))
    }

    @Test func directionalMarginsFollowTheLayoutDirection() {
        let (window, container) = ConstraintScreen.make()
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        box.insetsLayoutMarginsFromSafeArea = false
        box.semanticContentAttribute = .forceRightToLeft
        box.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        let content = constrained()
        container.addSubview(box)
        box.addSubview(content)
        pin(content, to: box.layoutMarginsGuide, in: box)
        window.layoutIfNeeded()
        // Right to left, leading is the right side: 30 there, 10 on the left.
        #expect(box.layoutMargins == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
        #expect(content.frame == CGRect(x: 10, y: 0, width: 260, height: 10))

        box.semanticContentAttribute = .forceLeftToRight
        window.layoutIfNeeded()
        #expect(box.layoutMargins == UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10))
        #expect(content.frame == CGRect(x: 30, y: 0, width: 260, height: 10))
    }

    @Test func constraintsPlaceTheAlignmentRectangleNotTheFrame() {
        /// A badge whose shadow lies outside what should line up with its neighbours.
        final class ShadowedBadge: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 4) }
        }
        let (window, container) = ConstraintScreen.make()
        let badge = ShadowedBadge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            badge.widthAnchor.constraint(equalToConstant: 50),
            badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 16, y: 98, width: 58, height: 38))
        #expect(badge.alignmentRect(forFrame: badge.frame) == CGRect(x: 20, y: 100, width: 50, height: 30))
        #expect(badge.frame(forAlignmentRect: CGRect(x: 20, y: 100, width: 50, height: 30)) == badge.frame)
    }
}

/// A tab's page built with anchors, on every screen the host offers, upright and turned:
/// its header under the status bar or cut-out, its footer on the tab bar, its body within
/// the margins the size class gives.
@Suite(.freshApplication)
@MainActor
struct AnchoredPageOnEveryScreenTests {
    @Test(arguments: ScreenConfiguration.presets.map(\.name))
    func thePageFitsBetweenTheSafeTopAndTheTabBar(preset name: String) throws {
        let (window, preset) = try ConstraintScreen.window(onPreset: name)
        let page = UIViewController()
        let header = UIView(), body = UIView(), footer = UIView()
        for view in [header, body, footer] {
            view.translatesAutoresizingMaskIntoConstraints = false
            page.view.addSubview(view)
        }
        let safe = page.view.safeAreaLayoutGuide, margins = page.view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: safe.topAnchor),
            header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            body.bottomAnchor.constraint(equalTo: footer.topAnchor, constant: -8),
            footer.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            footer.heightAnchor.constraint(equalToConstant: 30),
        ])
        let tabs = UITabBarController()
        tabs.viewControllers = [page, UIViewController()]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        for landscape in [false, true] {
            if landscape { window.resize(to: CGSize(width: preset.size.height, height: preset.size.width)) }
            window.layoutIfNeeded()
            let insets = landscape ? preset.landscapeSafeAreaInsets : preset.portraitSafeAreaInsets
            let size = window.bounds.size
            // Regular width on a pad, and on the larger phones turned; 20 points there, else 16.
            let regular = preset.idiom == .pad || (landscape && min(size.width, size.height) >= 414)
            let side: CGFloat = regular ? 20 : 16
            func inWindow(_ view: UIView) -> CGRect { view.convert(view.bounds, to: window) }
            let barTop = inWindow(tabs.tabBar).minY
            #expect(
                inWindow(header) == CGRect(x: insets.left, y: insets.top, width: size.width - insets.left - insets.right, height: 44),
                "\(name), landscape \(landscape)")
            #expect(inWindow(footer).maxY == barTop, "\(name), landscape \(landscape)")
            #expect(
                inWindow(body).minX == insets.left + side && inWindow(body).maxX == size.width - insets.right - side,
                "\(name), landscape \(landscape)")
            #expect(inWindow(body).minY == insets.top + 52 && inWindow(body).maxY == barTop - 38, "\(name), landscape \(landscape)")
        }
    }
}
