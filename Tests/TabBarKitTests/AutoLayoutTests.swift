import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// Constraints and anchors as UIKit code writes them, with the frames UIKit gives.
@Suite(.freshApplication)
@MainActor
struct AutoLayoutTests {
    private func constrained(_ color: UIColor = .systemBlue) -> UIView {
        let view = UIView()
        view.backgroundColor = color
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    @Test func edgesPinnedWithInsets() {
        let (window, container) = ConstraintScreen.make()
        let card = constrained()
        container.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 100, width: 335, height: 120))
        #expect(!card.hasAmbiguousLayout)
        #expect(container.constraints.count == 3 && card.constraints.count == 1)
    }

    @Test func theItemInitializerAndMultipliers() {
        let (window, container) = ConstraintScreen.make()
        let half = constrained()
        container.addSubview(half)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: half, attribute: .width, relatedBy: .equal, toItem: container, attribute: .width,
                multiplier: 0.4, constant: 0),
            NSLayoutConstraint(
                item: half, attribute: .height, relatedBy: .equal, toItem: half, attribute: .width,
                multiplier: 0.25, constant: 10),
            NSLayoutConstraint(
                item: half, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: half, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottom,
                multiplier: 1, constant: -50),
        ])
        window.layoutIfNeeded()
        #expect(half.frame == CGRect(x: 112.5, y: 569.5, width: 150, height: 47.5))
    }

    @Test func aCentredButtonAtLeastAWidth() {
        let (window, container) = ConstraintScreen.make()
        let button = UIButton(type: .system)
        button.setTitle("Sign in", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            button.widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
        ])
        window.layoutIfNeeded()
        let natural = button.intrinsicContentSize
        #expect(natural.width < 200 && natural.height > 0)
        #expect(button.frame.size == CGSize(width: 200, height: natural.height))
        #expect(button.frame.midX == 187.5 && abs(button.frame.midY - 333.5) <= 0.5)
    }

    @Test func theLabelThatHugsHarderKeepsItsWidth() {
        let (window, container) = ConstraintScreen.make()
        let title = UILabel(), value = UILabel()
        title.text = "Title"
        value.text = "Value"
        for label in [title, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        value.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: container.topAnchor, constant: 80),
            value.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        #expect(value.frame.width == value.intrinsicContentSize.width)
        #expect(title.frame.width == 375 - 32 - 8 - value.frame.width)
        #expect(title.frame.minY == 80 && value.frame.minY == 80)
        // Swapped priorities swap who stretches.
        value.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        window.layoutIfNeeded()
        #expect(title.frame.width == title.intrinsicContentSize.width)
    }

    @Test func aConstantAnimatedInsideAnAnimationBlockSlides() {
        let app = TestApplication()
        let (window, container) = ConstraintScreen.make()
        let bar = constrained()
        container.addSubview(bar)
        let height = bar.heightAnchor.constraint(equalToConstant: 60)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            height,
        ])
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 607, width: 375, height: 60))
        height.constant = 0
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { window.layoutIfNeeded() }
        #expect(bar.frame.height == 0)
        app.tick(0.5)
        #expect(abs(bar.layer.presentation()!.bounds.height - 30) < 1)
        app.tick(1.1)
        #expect(bar.layer.presentation()!.bounds.height == 0)
    }

    @Test func contradictoryConstraintsAreReportedAndOneBreaks() {
        let (window, container) = ConstraintScreen.make()
        let box = constrained()
        container.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        var messages: [String] = []
        messages = LogCapture.quietly {
            LogCapture.messages(from: "TabBarKit.layout") {
                NSLayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    box.topAnchor.constraint(equalTo: container.topAnchor),
                    box.heightAnchor.constraint(equalToConstant: 10),
                    narrow, wide,
                ])
                window.layoutIfNeeded()
            }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Unable to simultaneously satisfy constraints.") == true)
        #expect(messages.first?.contains("Will attempt to recover by breaking constraint") == true)
        #expect(narrow.isActive && wide.isActive)
        #expect(box.frame.width == 100)
        // Deactivating the one that held lets the broken one take over.
        narrow.isActive = false
        window.layoutIfNeeded()
        #expect(box.frame.width == 200)
    }

    @Test func anUnderconstrainedViewIsAmbiguousUntilPinned() {
        let (window, container) = ConstraintScreen.make()
        let box = constrained()
        container.addSubview(box)
        box.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(!box.hasAmbiguousLayout)
        #expect(box.constraintsAffectingLayout(for: .horizontal).count == 2)
    }

    /// The engine lists, for each view, the constraints that mention it (twice for one that
    /// names it twice); they leave in any order, and what is left is what affects the view.
    @Test func constraintsOnAViewComeAndGoInAnyOrder() {
        let (window, container) = ConstraintScreen.make()
        let box = constrained()
        container.addSubview(box)
        let square = box.widthAnchor.constraint(equalTo: box.heightAnchor)
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        let leading = box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8)
        let centre = box.centerXAnchor.constraint(equalTo: container.centerXAnchor)
        let top = box.topAnchor.constraint(equalTo: container.topAnchor)
        NSLayoutConstraint.activate([square, width, leading, top])
        func affecting() -> Set<ObjectIdentifier> {
            Set(box.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init))
        }
        #expect(affecting() == Set([square, width, leading].map(ObjectIdentifier.init)))
        square.isActive = false
        #expect(affecting() == Set([width, leading].map(ObjectIdentifier.init)))
        leading.isActive = false
        NSLayoutConstraint.activate([centre, square])
        #expect(affecting() == Set([width, centre, square].map(ObjectIdentifier.init)))
        width.isActive = false
        square.isActive = false
        width.isActive = true
        window.layoutIfNeeded()
        #expect(affecting() == Set([width, centre].map(ObjectIdentifier.init)))
        #expect(box.frame == CGRect(x: 167.5, y: 0, width: 40, height: 0))
    }

    /// Constraints, the views they mention and the engine's records of both go with the
    /// window: nothing holds anything in a cycle.
    @Test func aWindowGoesWithItsConstraintsAndViews() {
        weak var goneWindow: UIWindow?
        weak var goneBox: UIView?
        weak var goneConstraint: NSLayoutConstraint?
        do {
            let (window, container) = ConstraintScreen.make()
            let box = constrained()
            container.addSubview(box)
            let square = box.widthAnchor.constraint(equalTo: box.heightAnchor)
            NSLayoutConstraint.activate([
                square, box.widthAnchor.constraint(equalToConstant: 30),
                box.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                box.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            ])
            window.layoutIfNeeded()
            #expect(box.frame.size == CGSize(width: 30, height: 30))
            window.isHidden = true
            (goneWindow, goneBox, goneConstraint) = (window, box, square)
        }
        #expect(goneWindow == nil && goneBox == nil && goneConstraint == nil)
    }

    /// A constraint keeps its engine's record and the record its constraint: deactivating it
    /// breaks that, so it goes while the window stays, and so do a removed view and its own.
    @Test func aDeactivatedConstraintAndARemovedViewGoWhileTheWindowStays() {
        let (window, container) = ConstraintScreen.make()
        weak var goneBox: UIView?
        weak var goneWidth: NSLayoutConstraint?
        weak var goneSquare: NSLayoutConstraint?
        do {
            let box = constrained()
            container.addSubview(box)
            let width = box.widthAnchor.constraint(equalToConstant: 30)
            let square = box.heightAnchor.constraint(equalTo: box.widthAnchor)
            NSLayoutConstraint.activate([
                width, square, box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                box.topAnchor.constraint(equalTo: container.topAnchor),
            ])
            window.layoutIfNeeded()
            width.isActive = false
            (goneBox, goneWidth, goneSquare) = (box, width, square)
        }
        window.layoutIfNeeded()
        #expect(goneWidth == nil, "a deactivated constraint is not kept by the engine")
        #expect(goneSquare != nil && goneBox?.hasAmbiguousLayout == true)
        goneBox?.removeFromSuperview()
        window.layoutIfNeeded()
        #expect(goneBox == nil && goneSquare == nil && container.constraints.isEmpty)
    }

    @Test func aLabelPlacedByTwoEdgesIsSizedByItsTextUnambiguously() {
        let (window, container) = ConstraintScreen.make()
        let label = UILabel()
        label.text = "Sized by its text"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 40),
        ])
        window.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(!label.hasAmbiguousLayout)
    }

    @Test func updateConstraintsRunsDeepestFirstBeforeLayout() {
        let log = EventLog()
        final class Recording: UIView {
            var log: EventLog?
            var name = ""
            override func updateConstraints() {
                log?.add("\(name).updateConstraints")
                super.updateConstraints()
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                log?.add("\(name).layoutSubviews")
            }
        }
        let (window, container) = ConstraintScreen.make()
        let outer = Recording(), inner = Recording()
        outer.name = "outer"
        inner.name = "inner"
        outer.log = log
        inner.log = log
        container.addSubview(outer)
        outer.addSubview(inner)
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        outer.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(log.events == ["inner.updateConstraints", "outer.updateConstraints", "outer.layoutSubviews", "inner.layoutSubviews"])
        #expect(!outer.needsUpdateConstraints() && !inner.needsUpdateConstraints())
    }

    @Test func anOverrideThatCallsSuperFirstSeesTheSolvedFrames() {
        final class Header: UIView {
            let badge = UIView()
            var seen: CGRect?
            override init(frame: CGRect) {
                super.init(frame: frame)
                badge.translatesAutoresizingMaskIntoConstraints = false
                addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
                    badge.centerYAnchor.constraint(equalTo: centerYAnchor),
                    badge.widthAnchor.constraint(equalToConstant: 20),
                    badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
                ])
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() {
                super.layoutSubviews()
                seen = badge.frame
            }
        }
        let (window, container) = ConstraintScreen.make()
        let header = Header(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        container.addSubview(header)
        window.layoutIfNeeded()
        #expect(header.seen == CGRect(x: 270, y: 15, width: 20, height: 20))
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        let (window, container) = ConstraintScreen.make()
        container.semanticContentAttribute = .forceRightToLeft
        let leading = constrained(), left = constrained()
        container.addSubview(leading)
        container.addSubview(left)
        NSLayoutConstraint.activate(
            [
                leading.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                left.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
            ]
                + [leading, left].flatMap { view in
                    [
                        view.topAnchor.constraint(equalTo: container.topAnchor), view.widthAnchor.constraint(equalToConstant: 50),
                        view.heightAnchor.constraint(equalToConstant: 50),
                    ]
                })
        window.layoutIfNeeded()
        #expect(leading.frame == CGRect(x: 315, y: 0, width: 50, height: 50))
        #expect(left.frame == CGRect(x: 10, y: 0, width: 50, height: 50))
        // Back to left to right, after the constraints are active: leading flips back.
        container.semanticContentAttribute = .forceLeftToRight
        window.layoutIfNeeded()
        #expect(leading.frame == CGRect(x: 10, y: 0, width: 50, height: 50))
    }

    /// A stack view adds its arrangement in one batch, and `activate(_:)` its constraints,
    /// in which each view's direction is asked once for its siblings: views under parents
    /// of two directions, interleaved in one batch, still keep their own.
    @Test(arguments: [false, true])
    func viewsUnderParentsOfTwoDirectionsKeepTheirOwnInOneBatch(activating: Bool) {
        let (window, container) = ConstraintScreen.make()
        let rightToLeft = constrained(), leftToRight = constrained()
        rightToLeft.semanticContentAttribute = .forceRightToLeft
        let inRightToLeft = constrained(), inLeftToRight = constrained()
        container.addSubview(rightToLeft)
        container.addSubview(leftToRight)
        rightToLeft.addSubview(inRightToLeft)
        leftToRight.addSubview(inLeftToRight)
        var batch: [NSLayoutConstraint] = []
        for (index, parent) in [rightToLeft, leftToRight].enumerated() {
            batch += [
                parent.leftAnchor.constraint(equalTo: container.leftAnchor, constant: CGFloat(index) * 150),
                parent.topAnchor.constraint(equalTo: container.topAnchor), parent.widthAnchor.constraint(equalToConstant: 100),
                parent.heightAnchor.constraint(equalToConstant: 50),
            ]
        }
        // The two leading edges one after the other, each measured in its parent's direction.
        batch += [
            inRightToLeft.leadingAnchor.constraint(equalTo: rightToLeft.leadingAnchor, constant: 10),
            inLeftToRight.leadingAnchor.constraint(equalTo: leftToRight.leadingAnchor, constant: 10),
        ]
        for child in [inRightToLeft, inLeftToRight] {
            batch += [
                child.topAnchor.constraint(equalTo: child.superview!.topAnchor), child.widthAnchor.constraint(equalToConstant: 20),
                child.heightAnchor.constraint(equalToConstant: 20),
            ]
        }
        if activating { NSLayoutConstraint.activate(batch) } else { container.installOwn(batch) }
        window.layoutIfNeeded()
        #expect(inRightToLeft.frame == CGRect(x: 70, y: 0, width: 20, height: 20))
        #expect(inLeftToRight.frame == CGRect(x: 10, y: 0, width: 20, height: 20))
    }

    /// A constraint between views in different branches runs through the views in between:
    /// a plain frame-placed view there keeps its frame, and its subview is placed inside it.
    @Test func aConstraintReachesThroughAFramePlacedViewInBetween() {
        let (window, container) = ConstraintScreen.make()
        let holder = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 100))
        let sibling = constrained(), inner = constrained()
        container.addSubview(holder)
        container.addSubview(sibling)
        holder.addSubview(inner)
        NSLayoutConstraint.activate([
            sibling.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 20),
            sibling.topAnchor.constraint(equalTo: container.topAnchor, constant: 200),
            sibling.widthAnchor.constraint(equalToConstant: 70), sibling.heightAnchor.constraint(equalToConstant: 30),
            inner.leftAnchor.constraint(equalTo: sibling.rightAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: sibling.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 40), inner.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(holder.frame == CGRect(x: 50, y: 60, width: 200, height: 100))
        // Right of the sibling, at x 100 and y 200 in the container: 50 and 140 in the holder.
        #expect(inner.frame == CGRect(x: 50, y: 140, width: 40, height: 20))
    }

    @Test func marginsAndTheSafeAreaOnANotchedPhone() throws {
        let (window, _) = try ConstraintScreen.window(onPreset: "iphone-15")
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let content = constrained(), inset = constrained()
        controller.view.addSubview(content)
        controller.view.addSubview(inset)
        let safe = controller.view.safeAreaLayoutGuide, margins = controller.view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: safe.topAnchor),
            content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            inset.topAnchor.constraint(equalTo: margins.topAnchor),
            inset.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            inset.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            inset.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        let insets = controller.view.safeAreaInsets
        #expect(insets.top == 59 && insets.bottom == 34)
        #expect(content.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        // A controller's root view: at least 16 pt at the sides, from the safe area.
        #expect(inset.frame == CGRect(x: 16, y: 59, width: 393 - 32, height: 44))
        #expect(safe.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func aDistanceBetweenAnchorsIsADimension() {
        let (window, container) = ConstraintScreen.make()
        let a = constrained(), b = constrained(), c = constrained()
        for view in [a, b, c] {
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: container.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 10),
                view.widthAnchor.constraint(equalToConstant: 50),
            ])
        }
        // b sits with equal gaps on both sides.
        let gaps = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
            .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor))
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            c.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            gaps,
        ])
        window.layoutIfNeeded()
        #expect(b.frame.minX == 162.5)
        // The distance names all three views: it goes when any of them leaves.
        c.removeFromSuperview()
        #expect(!gaps.isActive)
    }

    @Test func removingAViewTakesItsOutwardConstraintsAndKeepsItsOwn() {
        let (window, container) = ConstraintScreen.make()
        let card = constrained(), label = constrained()
        container.addSubview(card)
        card.addSubview(label)
        let outward = card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 30)
        let inner = label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5)
        NSLayoutConstraint.activate([
            outward, inner, card.topAnchor.constraint(equalTo: container.topAnchor),
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 100),
            label.topAnchor.constraint(equalTo: card.topAnchor), label.widthAnchor.constraint(equalToConstant: 10),
            label.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        card.removeFromSuperview()
        #expect(!outward.isActive)
        #expect(inner.isActive)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.addSubview(other)
        other.addSubview(card)
        card.frame = CGRect(x: 40, y: 40, width: 100, height: 100)
        inner.constant = 25
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 25, y: 0, width: 10, height: 10))
    }

    @Test func fittingSizeComesFromTheSubtreesConstraints() {
        let cell = UIView()
        let label = UILabel()
        label.text = "Queens"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
        ])
        let size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let natural = label.intrinsicContentSize
        #expect(size == CGSize(width: natural.width + 32, height: natural.height + 22))
        let wide = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 320, height: natural.height + 22))
    }

    /// A cell measured while its window's engine lays it out (as a table sizing its cells
    /// does): the measuring leaves that engine as it was, so a later change still reaches it.
    @Test func measuringAViewOnScreenLeavesItsTreesLayoutWorking() {
        let (window, container) = ConstraintScreen.make()
        let cell = constrained()
        let label = UILabel()
        label.text = "Bronx"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        container.addSubview(cell)
        let leading = label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16)
        NSLayoutConstraint.activate([
            leading,
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
            cell.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            cell.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        let fitted = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(fitted == cell.frame.size)
        label.text = "Staten Island"
        window.layoutIfNeeded()
        let natural = label.intrinsicContentSize
        #expect(label.frame == CGRect(x: 16, y: 11, width: natural.width, height: natural.height))
        #expect(cell.frame.size == CGSize(width: natural.width + 32, height: natural.height + 22))
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == cell.frame.size)
        leading.constant = 20
        window.layoutIfNeeded()
        #expect(label.frame.minX == 20 && cell.frame.width == natural.width + 36)
        // Leaving the tree deactivates the constraints that reach out of the cell, as UIKit
        // does; those inside it come back with it.
        cell.removeFromSuperview()
        container.addSubview(cell)
        window.layoutIfNeeded()
        #expect(cell.hasAmbiguousLayout && !label.hasAmbiguousLayout)
        #expect(label.frame == CGRect(x: 20, y: 11, width: natural.width, height: natural.height))
    }

    @Test func badValuesAreRefusedWithAMessage() {
        let (window, container) = ConstraintScreen.make()
        let box = constrained()
        container.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 40),
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            box.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        let stranger = UIView()
        let messages = LogCapture.quietly {
            LogCapture.messages(from: "TabBarKit.layout") {
                width.constant = .nan
                width.priority = .defaultHigh
                box.leadingAnchor.constraint(equalTo: stranger.leadingAnchor).isActive = true
            }
        }
        #expect(messages.count == 3)
        #expect(width.constant == 40 && width.priority == .required)
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test func barsPlacedWithAnchorsTakeTheirOwnHeight() {
        let (window, container) = ConstraintScreen.make()
        let tabBar = UITabBar(), navigationBar = UINavigationBar()
        for bar in [tabBar, navigationBar] as [UIView] {
            bar.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            ])
        }
        NSLayoutConstraint.activate([
            tabBar.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            navigationBar.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(tabBar.frame == CGRect(x: 0, y: 667 - 49, width: 375, height: 49))
        #expect(navigationBar.frame == CGRect(x: 0, y: container.safeAreaInsets.top, width: 375, height: 44))
    }

    @Test func aTabsContentEndsAtTheTabBarAndFollowsItWhenHidden() throws {
        let (window, _) = try ConstraintScreen.window(onPreset: "iphone-15")
        let page = UIViewController()
        let footer = constrained()
        let tabs = UITabBarController()
        tabs.viewControllers = [page, UIViewController()]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        page.view.addSubview(footer)
        NSLayoutConstraint.activate([
            footer.leadingAnchor.constraint(equalTo: page.view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: page.view.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: page.view.safeAreaLayoutGuide.bottomAnchor),
            footer.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        let barTop = tabs.tabBar.convert(tabs.tabBar.bounds, to: window).minY
        #expect(footer.convert(footer.bounds, to: window).maxY == barTop)
        tabs.setTabBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(footer.convert(footer.bounds, to: window).maxY == CGFloat(852 - 34))
    }
}

/// Random sequences of what apps do with constraints — activate, deactivate, change
/// constants and priorities, add, remove and move views, resize the window — with the
/// engine's promises checked after every step: no crash, frames finite and never negative,
/// every active constraint installed on a view that holds all its items and known to the
/// engine of that view's tree, and no inactive one left in an engine.
@Suite(.freshApplication)
@MainActor
struct AutoLayoutRandomOperationTests {
    @Test(arguments: [11, 12, 13, 14, 15, 16, 17, 18])
    func randomOperationsKeepTheEngineConsistent(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        var views: [UIView] = [root.view]
        var constraints: [NSLayoutConstraint] = []
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        LogCapture.quietly {
            for _ in 0..<400 {
                switch random.next() % 9 {
                case 0, 1:
                    let view = UIView()
                    view.translatesAutoresizingMaskIntoConstraints = random.next() % 4 == 0
                    pick(views).addSubview(view)
                    views.append(view)
                case 2, 3:
                    let a = pick(views), b = pick(views)
                    let anchors: [NSLayoutConstraint] = [
                        a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: CGFloat(random.next() % 50)),
                        a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: 4),
                        a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5),
                        a.heightAnchor.constraint(equalToConstant: CGFloat(random.next() % 80)),
                        a.centerXAnchor.constraint(equalTo: b.safeAreaLayoutGuide.centerXAnchor),
                        a.trailingAnchor.constraint(lessThanOrEqualTo: b.layoutMarginsGuide.trailingAnchor),
                    ]
                    let constraint = pick(anchors)
                    if random.next() % 3 == 0 { constraint.priority = .defaultHigh }
                    constraint.isActive = true
                    constraints.append(constraint)
                case 4 where !constraints.isEmpty:
                    pick(constraints).constant = CGFloat(Int(random.next() % 400) - 200)
                case 5 where !constraints.isEmpty:
                    pick(constraints).isActive = random.next() % 2 == 0
                case 6 where views.count > 1:
                    let view = pick(Array(views.dropFirst()))
                    if random.next() % 2 == 0 {
                        view.removeFromSuperview()
                    } else if let target = views.filter({ $0 !== view && !$0.isDescendant(of: view) }).randomElement(using: &random) {
                        target.addSubview(view)
                    }
                case 7:
                    window.resize(to: random.next() % 2 == 0 ? CGSize(width: 667, height: 375) : CGSize(width: 375, height: 667))
                default:
                    break
                }
                window.layoutIfNeeded()
                for view in views {
                    let frame = view.frame
                    #expect(
                        frame.minX.isFinite && frame.minY.isFinite && frame.width >= 0 && frame.height >= 0,
                        "seed \(seed): \(view) has frame \(frame)")
                }
                for constraint in constraints {
                    guard let host = constraint.installedOn else {
                        #expect(!constraint.isActive)
                        continue
                    }
                    #expect(host.constraints.contains { $0 === constraint })
                    #expect(
                        constraint.commonAncestor().map { $0 === host || $0.isDescendant(of: host) } ?? false,
                        "seed \(seed): \(constraint) is installed outside its items")
                    #expect(
                        host.layoutEngineRoot.layoutEngine?.contains(constraint) == true,
                        "seed \(seed): \(constraint) is active but not in its tree's engine")
                }
            }
        }
    }
}
