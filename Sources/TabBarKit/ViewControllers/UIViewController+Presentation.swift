import Foundation

/// One modal presentation: who presents whom, in which style, and where it is.
@MainActor
final class Presentation {
    enum Phase { case presenting, presented, dismissing }

    weak var presenting: UIViewController?
    let presented: UIViewController
    let style: UIModalPresentationStyle
    var phase = Phase.presenting
    /// Shades the presenting view under a sheet.
    var dimmingView: UIView?
    /// Holds the presented view; rounds a sheet's top corners.
    let wrapperView: UIView

    init(presenting: UIViewController, presented: UIViewController, style: UIModalPresentationStyle) {
        self.presenting = presenting
        self.presented = presented
        self.style = style
        wrapperView = UIView()
    }

    /// Whether the presenting controller leaves the screen (and gets disappearance calls).
    var coversPresenter: Bool { style == .fullScreen }
    /// A sheet is a rounded card over the dimmed presenter.
    var isSheet: Bool { style == .pageSheet }
}

// Modal presentation as UIKit does it on an iPhone. A full-screen presentation removes the
// presenting view once the presented one covers it; a page sheet (UIKit's `.automatic`)
// leaves it on screen, dimmed, and gives it no appearance calls.
extension UIViewController {
    /// The controller presented by this one or, as UIKit documents, by one of its ancestors
    /// (presentations are made by the outermost ancestor).
    public var presentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presented = controller.presentedChild?.presented { return presented }
            current = controller.parent
        }
        return nil
    }

    public var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presentation = controller.presentation { return presentation.presenting }
            current = controller.parent
        }
        return nil
    }

    /// How long UIKit's cover-vertical presentation takes.
    static let presentationDuration: TimeInterval = 0.35
    /// A page sheet's top edge sits this far below the top safe area; its corners are this round.
    static let sheetTopGap: CGFloat = 10
    static let sheetCornerRadius: CGFloat = 10

    public func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        var presenter: UIViewController = self
        while let parent = presenter.parent { presenter = parent }
        guard presenter.presentedChild == nil else {
            Log.viewControllers.error(
                "present: \(type(of: presenter)) is already presenting \(type(of: presenter.presentedViewController!)); ignored")
            return
        }
        guard viewControllerToPresent.presentation == nil, viewControllerToPresent.parent == nil,
            viewControllerToPresent !== presenter
        else {
            Log.viewControllers.error("present: \(type(of: viewControllerToPresent)) is already presented or is a child; ignored")
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            Log.viewControllers.error("present: \(type(of: presenter))'s view is not in a window; ignored")
            return
        }
        let style = Self.resolvedStyle(viewControllerToPresent.modalPresentationStyle)
        let presentation = Presentation(presenting: presenter, presented: viewControllerToPresent, style: style)
        presenter.presentedChild = presentation
        viewControllerToPresent.presentation = presentation
        let presentedView: UIView = viewControllerToPresent.view

        if presentation.isSheet {
            let dimming = UIView(frame: window.bounds)
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
            dimming.alpha = 0
            window.addSubview(dimming)
            presentation.dimmingView = dimming
        }
        let final = sheetFrame(for: presentation, in: window)
        presentation.wrapperView.frame = final
        presentedView.frame = CGRect(
            origin: .zero, size: CGSize(width: final.width, height: final.height - (presentation.isSheet ? Self.sheetCornerRadius : 0)))
        presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if presentation.isSheet {
            presentation.wrapperView.layer.cornerRadius = Self.sheetCornerRadius
            presentation.wrapperView.clipsToBounds = true
        }
        if presentation.coversPresenter { presenter.beginAppearanceTransition(false, animated: flag) }
        viewControllerToPresent.beginAppearanceTransition(true, animated: flag)
        presentation.wrapperView.addSubview(presentedView)
        window.addSubview(presentation.wrapperView)
        presentation.wrapperView.frame = final.offsetBy(dx: 0, dy: flag ? window.bounds.height - final.minY : 0)
        window.layoutIfNeeded()

        let coordinator = TransitionCoordinator(
            duration: flag ? Self.presentationDuration : 0, containerView: window,
            from: presenter, to: viewControllerToPresent, presentationStyle: style)
        viewControllerToPresent.activeCoordinator = coordinator
        coordinator.run(
            {
                presentation.wrapperView.frame = final
                presentation.dimmingView?.alpha = 1
            },
            finish: {
                viewControllerToPresent.activeCoordinator = nil
                presentation.phase = .presented
                viewControllerToPresent.endAppearanceTransition()
                if presentation.coversPresenter {
                    presenter.view.removeFromSuperview()
                    presenter.endAppearanceTransition()
                }
                completion?()
            })
    }

    /// Dismisses what this controller presents, or, if it presents nothing, the
    /// presentation that shows it (or its nearest presented ancestor).
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        var target: Presentation? = presentedChild
        var current: UIViewController? = self
        while target == nil, let controller = current {
            target = controller.presentation
            current = controller.parent
        }
        guard let presentation = target, let presenter = presentation.presenting else {
            Log.viewControllers.warning("dismiss: \(type(of: self)) neither presents nor is presented; nothing to dismiss")
            completion?()
            return
        }
        guard presentation.phase == .presented else {
            Log.viewControllers.warning("dismiss: the presentation of \(type(of: presentation.presented)) is still running; ignored")
            return
        }
        if let nested = presentation.presented.presentedChild {
            // UIKit dismisses the whole chain above; the inner one goes without animation.
            presentation.presented.dismissNow(nested)
        }
        presentation.phase = .dismissing
        let presented = presentation.presented
        guard let window = presentation.wrapperView.window else { return }
        presented.beginAppearanceTransition(false, animated: flag)
        if presentation.coversPresenter {
            presenter.beginAppearanceTransition(true, animated: flag)
            let presenterView: UIView = presenter.view
            presenterView.frame = window.bounds
            window.insertSubview(presenterView, at: 0)
            presenterView.layoutSubtreeIfNeeded()
        }
        let coordinator = TransitionCoordinator(
            duration: flag ? Self.presentationDuration : 0, containerView: window,
            from: presented, to: presenter, presentationStyle: presentation.style)
        presented.activeCoordinator = coordinator
        let offscreen = presentation.wrapperView.frame.offsetBy(dx: 0, dy: window.bounds.height - presentation.wrapperView.frame.minY)
        coordinator.run(
            {
                presentation.wrapperView.frame = offscreen
                presentation.dimmingView?.alpha = 0
            },
            finish: {
                presented.activeCoordinator = nil
                presentation.wrapperView.removeFromSuperview()
                presented.viewIfLoaded?.removeFromSuperview()
                presentation.dimmingView?.removeFromSuperview()
                presenter.presentedChild = nil
                if presentation.coversPresenter { presenter.endAppearanceTransition() }
                presented.endAppearanceTransition()
                completion?()
            })
    }

    /// Takes a nested presentation down at once (no animation, calls balanced).
    private func dismissNow(_ presentation: Presentation) {
        if let nested = presentation.presented.presentedChild { presentation.presented.dismissNow(nested) }
        presentation.presented.beginAppearanceTransition(false, animated: false)
        presentation.wrapperView.removeFromSuperview()
        presentation.presented.viewIfLoaded?.removeFromSuperview()
        presentation.dimmingView?.removeFromSuperview()
        presentedChild = nil
        presentation.presented.endAppearanceTransition()
    }

    /// `.automatic` is a page sheet, as on iOS 13 and later; the context styles behave as
    /// their full-screen forms (a container's context is the whole window here).
    static func resolvedStyle(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        switch style {
        case .fullScreen, .currentContext: return .fullScreen
        case .overFullScreen, .overCurrentContext, .custom: return .overFullScreen
        default: return .pageSheet
        }
    }

    /// Puts every finished presentation shown from this controller, and those shown from
    /// them, where it belongs in `window` as it is now: after a rotation a full-screen
    /// presentation covers the new size and a sheet moves under the new top safe area.
    /// Presentations still sliding in or out keep their animation.
    func layoutPresentations(in window: UIWindow) {
        guard let presentation = presentedChild else { return }
        if presentation.phase == .presented {
            presentation.wrapperView.frame = sheetFrame(for: presentation, in: window)
            presentation.dimmingView?.frame = window.bounds
        }
        presentation.presented.layoutPresentations(in: window)
    }

    /// Where the presented view ends up: the whole window, or a sheet below the top safe
    /// area whose rounded bottom corners hang below the window's edge.
    private func sheetFrame(for presentation: Presentation, in window: UIWindow) -> CGRect {
        guard presentation.isSheet else { return window.bounds }
        let top = window.safeAreaInsets.top + Self.sheetTopGap
        return CGRect(
            x: 0, y: top, width: window.bounds.width,
            height: window.bounds.height - top + Self.sheetCornerRadius)
    }
}
