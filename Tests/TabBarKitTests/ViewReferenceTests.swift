import Foundation
import TabBarKitTestSupport
import Testing

@_spi(Hosting) @testable import TabBarKit

/// What refers to a view or guide without keeping it (its layer, anchors, constraints, the
/// layout engine) answers nil once it has gone, as a weak reference would, and no weak
/// reference to a view, a guide or the layout engine is made while a window is shown, laid
/// out and drawn: the first one would give the object a side table and slow every later
/// retain and release of it.
@MainActor
@Suite(.freshApplication) struct ViewReferenceTests {
    @Test func referencesOutlivingTheirViewsAnswerNil() {
        let constraint: NSLayoutConstraint, guideConstraint: NSLayoutConstraint
        let layer: CALayer, guide: UILayoutGuide
        do {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            let spacer = UILayoutGuide()
            container.addLayoutGuide(spacer)
            guide = container.layoutMarginsGuide
            constraint = child.topAnchor.constraint(equalTo: container.topAnchor, constant: 4)
            guideConstraint = spacer.leadingAnchor.constraint(equalTo: child.trailingAnchor)
            NSLayoutConstraint.activate([constraint, guideConstraint])
            container.layoutIfNeeded()
            layer = child.layer
            #expect(constraint.firstItem === child && constraint.secondItem === container)
            #expect(layer.delegate === child && guide.owningView === container)
        }
        #expect(constraint.firstItem == nil && constraint.secondItem == nil && !constraint.isActive)
        #expect(guideConstraint.firstItem == nil && guideConstraint.secondItem == nil)
        #expect(layer.delegate == nil && layer.presentation() == nil)
        #expect(guide.owningView == nil && guide.layoutFrame == .zero)
    }

    /// A view waiting for its constraints to be updated is listed by its tree's root: a view
    /// that is its own root (never added, or taken out before the update pass) is not kept
    /// alive by its own list.
    @Test func aViewWaitingForAConstraintUpdateIsNotKeptByItsOwnList() {
        weak var standalone: UIStackView?
        weak var taken: UIView?
        weak var takenChild: UIView?
        do {
            let stack = UIStackView(arrangedSubviews: [UILabel()])
            stack.axis = .vertical
            standalone = stack
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let view = UIView(), child = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            view.addSubview(child)
            view.setNeedsUpdateConstraints()
            child.setNeedsUpdateConstraints()
            view.removeFromSuperview()
            taken = view
            takenChild = child
        }
        #expect(standalone == nil)
        #expect(taken == nil)
        #expect(takenChild == nil)
    }

    /// Marked rather than listed, a root's own update still runs, last in its pass; a view
    /// taken out while due keeps its mark and is updated in the tree it joins next.
    @Test func aRootsOwnUpdateRunsAndADueViewCarriesItsMarkToItsNextTree() {
        final class Recording: UIView {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let first = UILabel(), second = UILabel()
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.distribution = .fillEqually
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        stack.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(second.frame == CGRect(x: 50, y: 0, width: 50, height: 40))

        let root = Recording(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.setNeedsUpdateConstraints()
        root.updateConstraintsIfNeeded()
        root.updateConstraintsIfNeeded()
        #expect(root.updates == 1)

        let old = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let next = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let moving = Recording()
        old.addSubview(moving)
        moving.setNeedsUpdateConstraints()
        moving.removeFromSuperview()
        old.updateConstraintsIfNeeded()
        #expect(moving.updates == 0 && moving.needsUpdateConstraints())
        next.addSubview(moving)
        next.updateConstraintsIfNeeded()
        #expect(moving.updates == 1 && !moving.needsUpdateConstraints())
    }

    /// A view the engine tracks for the first time, as a constraint on it is activated, is
    /// asked for its intrinsic size, which an app answers. One that takes itself out of its
    /// tree there, and that nothing else holds, goes once the question is answered (not
    /// before, and not never: it was due for a constraint update, which kept it alive), and
    /// the constraint is left without it.
    @Test func aViewThatLeavesItsTreeWhileAskedForItsSizeGoesAfterTheQuestion() {
        final class Witness: @unchecked Sendable {
            var armed = false, asked = false, gone = false, goneWhileAsked = false
        }
        final class LeavingView: UIView {
            let witness: Witness
            init(witness: Witness) {
                self.witness = witness
                super.init(frame: .zero)
            }
            required init?(coder: NSCoder) { nil }
            override var intrinsicContentSize: CGSize {
                // Read into a local first: after the removal this view may be gone.
                let witness = self.witness
                if witness.armed, !witness.asked {
                    witness.asked = true
                    removeFromSuperview()
                    witness.goneWhileAsked = witness.gone
                }
                return CGSize(width: 20, height: 10)
            }
            deinit { witness.gone = true }
        }
        let witness = Witness()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let constraint: NSLayoutConstraint
        do {
            // Only the container holds the view once this scope ends.
            let view = LeavingView(witness: witness)
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            constraint = view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8)
        }
        witness.armed = true
        constraint.isActive = true
        container.layoutIfNeeded()
        #expect(witness.asked)
        #expect(witness.gone)
        #expect(!witness.goneWhileAsked)
        #expect(container.subviews.isEmpty && constraint.firstItem == nil)
    }

    @Test func aDelegateSetOnAViewsLayerReplacesTheView() {
        final class Painter: NSObject, CALayerDelegate {}
        let view = UIView(), painter = Painter()
        view.layer.delegate = painter
        #expect(view.layer.delegate === painter)
        view.layer.delegate = nil
        #expect(view.layer.delegate == nil)
    }

    @Test func viewsLaidOutWithConstraintsAndDrawnHaveNoWeakReferences() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let title = UILabel(), icon = UIImageView(image: UIImage(systemName: "star"))
        title.text = "Queens"
        let row = UIStackView(arrangedSubviews: [icon, title])
        row.spacing = 8
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        let spacer = UILayoutGuide()
        controller.view.addLayoutGuide(spacer)
        controller.view.addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            row.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            spacer.topAnchor.constraint(equalTo: row.bottomAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        ViewRenderer(rootView: window, scale: 1).render()
        #expect(title.frame.width > 0)
        var views: [UIView] = [window]
        var index = 0
        while index < views.count {
            views += views[index].subviews
            index += 1
        }
        let guides: [UILayoutGuide] = [spacer, controller.view.safeAreaLayoutGuide, controller.view.layoutMarginsGuide]
        // An object without weak references counts one (its own); each weak one adds one.
        let engine = try #require(window.autoLayoutStorage?.engine)
        let weaklyHeld = (views as [AnyObject] + guides + [engine]).filter { _getWeakRetainCount($0) != 1 }
        #expect(weaklyHeld.isEmpty, "held weakly: \(weaklyHeld.map { type(of: $0) })")
    }
}
