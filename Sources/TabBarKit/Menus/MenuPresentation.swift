import Foundation

/// One menu shown over a window, from its appearing to its end. A window shows one menu
/// at a time (`UIWindow.shownMenu`). A rich menu lifts a preview over the blurred window
/// and shows the menu beside it; a compact one (a control's) hangs the menu from the
/// control over the window as it is. A tap outside ends the menu; a tap on an action
/// ends it and then runs the action.
@MainActor
final class MenuPresentation {
    enum Phase { case shown, ending, ended }

    let interaction: UIContextMenuInteraction
    let configuration: UIContextMenuConfiguration
    /// What the menu shows now; `updateVisibleMenu` replaces it.
    private(set) var menu: UIMenu
    /// Submenus opened in place, outermost first.
    private(set) var openSubmenus: [UIMenu] = []
    let appearance: UIContextMenuInteraction.Appearance
    private(set) var phase = Phase.shown
    private weak var window: UIWindow?
    let backdrop: MenuBackdropView
    let list = MenuListView()
    /// The lifted view of a rich menu, and the controller whose view it is, if any.
    let preview: UIView?
    let previewController: UIViewController?
    /// Where a compact menu hangs from, in the window.
    private let anchor: CGRect
    /// What an action's handler hears as its sender.
    private let sender: Any?
    /// Deferred elements' loaded children, and whether a reload is due while rows are built.
    private var loaded: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var isBuildingRows = false
    /// What the delegate added to the menu's appearing; its completions run before the
    /// menu ends if the appearing has not finished by then.
    private var appearAnimator: MenuAnimator?

    private init(
        interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, menu: UIMenu,
        appearance: UIContextMenuInteraction.Appearance, window: UIWindow, preview: UIView?,
        previewController: UIViewController?, anchor: CGRect, sender: Any?
    ) {
        self.interaction = interaction
        self.configuration = configuration
        self.menu = menu
        self.appearance = appearance
        self.window = window
        self.preview = preview
        self.previewController = previewController
        self.anchor = anchor
        self.sender = sender
        backdrop = MenuBackdropView(blurs: appearance == .rich)
    }

    // MARK: Showing

    /// Shows the menu `interaction`'s delegate gives for a press at `location` (in the
    /// interaction's view). Returns nil, showing nothing, when the delegate gives no
    /// configuration or the menu would show nothing at all.
    static func present(
        for interaction: UIContextMenuInteraction, at location: CGPoint, compact: Bool, sender: Any?
    ) -> MenuPresentation? {
        guard let view = interaction.view, let window = view.window, let delegate = interaction.delegate else {
            return nil
        }
        window.shownMenu?.end(animated: false)
        guard let configuration = delegate.contextMenuInteraction(interaction, configurationForMenuAtLocation: location)
        else { return nil }
        guard view.window === window, interaction.view === view else {
            // The delegate took the view away while it was asked (hid the sidebar's tab, say).
            Log.menus.error("the context menu's view left its window while its menu was asked for; no menu shows")
            return nil
        }
        // As in UIKit: the preview is settled before the menu is made.
        var previewView: UIView?
        let controller = compact ? nil : configuration.previewProvider?()
        if !compact {
            previewView = controller.map { PreviewContainerView(content: $0.view) }
            if previewView == nil {
                let target =
                    delegate.contextMenuInteraction(
                        interaction, configuration: configuration,
                        highlightPreviewForItemWithIdentifier: configuration.identifier)
                    ?? delegate.contextMenuInteraction(interaction, previewForHighlightingMenuWithConfiguration: configuration)
                    ?? UITargetedPreview(view: view)
                previewView = LiftedPreviewView(target: target)
            }
        }
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        // A control's menu with nothing in it does not show.
        guard !compact || !menu.children.isEmpty else { return nil }
        let anchor = view.convert(view.bounds, to: window)
        let presentation = MenuPresentation(
            interaction: interaction, configuration: configuration, menu: menu, appearance: compact ? .compact : .rich,
            window: window, preview: previewView, previewController: controller, anchor: anchor, sender: sender)
        presentation.show(in: window)
        return presentation
    }

    private func show(in window: UIWindow) {
        window.shownMenu = self
        backdrop.frame = window.bounds
        backdrop.onTap = { [weak self] in self?.end(animated: true) }
        window.addSubview(backdrop)
        if let preview {
            if let lifted = preview as? LiftedPreviewView {
                lifted.frame = lifted.target.view.convert(lifted.target.view.bounds, to: window)
            } else {
                preview.frame = CGRect(origin: .zero, size: controllerPreviewSize(in: window))
            }
            (preview as? LiftedPreviewView)?.onTap = { [weak self] in self?.commitPreview() }
            (preview as? PreviewContainerView)?.onTap = { [weak self] in self?.commitPreview() }
            window.addSubview(preview)
        }
        list.onChoose = { [weak self] row, cell in self?.choose(row, cell: cell) }
        list.onEscape = { [weak self] in self?.end(animated: true) }
        window.addSubview(list)
        reloadRows()
        let animator = MenuAnimator(previewViewController: previewController)
        appearAnimator = animator
        interaction.delegate?.contextMenuInteraction(
            interaction, willDisplayMenuFor: configuration, animator: animator)
        guard phase == .shown else { return }
        backdrop.alpha = 0
        list.alpha = 0
        list.transform = CGAffineTransform(scaleX: MenuMetrics.appearScale, y: MenuMetrics.appearScale)
        UIView.animate(
            // A finger may choose from the menu while it still grows.
            withDuration: MenuMetrics.appearDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
            animations: { [self] in
                backdrop.alpha = 1
                list.alpha = 1
                list.transform = .identity
                animator.runAnimations()
            },
            completion: { _ in animator.runCompletions() })
    }

    /// A preview controller's view takes its preferred size, else most of the width.
    private func controllerPreviewSize(in window: UIWindow) -> CGSize {
        let area = window.bounds.inset(by: window.safeAreaInsets).insetBy(
            dx: MenuMetrics.screenMargin * 2, dy: MenuMetrics.screenMargin)
        let preferred = previewController?.preferredContentSize ?? .zero
        if preferred.width > 0, preferred.height > 0 {
            return CGSize(width: min(preferred.width, area.width), height: min(preferred.height, area.height / 2))
        }
        return CGSize(width: area.width, height: min(area.width, area.height / 2).rounded())
    }

    /// Rebuilds the rows from the menu and the open submenus, and places the menu again.
    func reloadRows() {
        guard let window, phase != .ended else { return }
        isBuildingRows = true
        let sections = MenuContent.sections(of: menu, openSubmenus: openSubmenus) { [weak self] deferred in
            self?.elements(of: deferred)
        }
        isBuildingRows = false
        list.show(sections)
        place(in: window)
    }

    /// What a deferred element has loaded, asking it the first time.
    private func elements(of deferred: UIDeferredMenuElement) -> [UIMenuElement]? {
        let key = ObjectIdentifier(deferred)
        if let elements = loaded[key] { return elements }
        var answeredAtOnce: [UIMenuElement]?
        deferred.load { [weak self] elements in
            guard let self else { return }
            self.loaded[key] = elements
            if self.isBuildingRows {
                answeredAtOnce = elements
            } else {
                self.reloadRows()
            }
        }
        return answeredAtOnce
    }

    // MARK: Placing

    /// Puts the menu beside its preview or anchor, inside the safe area: below when it
    /// fits there, else above, else as low as it fits; at the leading edge of what it
    /// belongs to when that lies in the leading half, else at the trailing edge.
    private func place(in window: UIWindow) {
        let area = window.bounds.inset(by: window.safeAreaInsets).insetBy(
            dx: MenuMetrics.screenMargin, dy: MenuMetrics.screenMargin)
        var source = anchor
        if let preview {
            if preview is PreviewContainerView {
                preview.center = CGPoint(x: area.midX, y: preview.center.y)
                preview.frame.origin.y = max(area.minY, anchor.minY)
            }
            source = preview.frame
        }
        let size = list.preferredSize(within: area.size)
        var frame = CGRect(origin: .zero, size: size)
        let below = source.maxY + MenuMetrics.gap
        let above = source.minY - MenuMetrics.gap - size.height
        if below + size.height <= area.maxY {
            frame.origin.y = below
        } else if above >= area.minY {
            frame.origin.y = above
        } else {
            frame.origin.y = area.maxY - size.height
            if let preview, preview is PreviewContainerView || appearance == .rich {
                // The preview moves up to leave the menu room under it.
                preview.frame.origin.y = max(area.minY, frame.minY - MenuMetrics.gap - preview.frame.height)
            }
        }
        let leftToRight = window.effectiveUserInterfaceLayoutDirection == .leftToRight
        let startsLeading = leftToRight ? source.midX <= area.midX : source.midX > area.midX
        frame.origin.x = startsLeading == leftToRight ? source.minX : source.maxX - size.width
        frame.origin.x = min(max(frame.minX, area.minX), area.maxX - size.width)
        let transform = list.transform
        list.transform = .identity
        list.frame = frame
        list.layer.anchorPoint = CGPoint(
            x: min(max((source.midX - frame.minX) / max(size.width, 1), 0), 1),
            y: frame.minY >= source.maxY ? 0 : 1)
        list.frame = frame
        list.transform = transform
        list.layoutIfNeeded()
    }

    // MARK: Choosing

    private func choose(_ row: MenuRow, cell: Int) {
        guard phase == .shown else { return }
        switch row {
        case .action(let action, let owner):
            perform(action, in: owner)
        case .palette(let actions, _, let owner):
            perform(actions[cell], in: owner)
        case .submenu(let submenu):
            openSubmenus.append(submenu)
            reloadRows()
        case .openSubmenu(let submenu):
            if let index = openSubmenus.firstIndex(where: { $0 === submenu }) {
                openSubmenus.removeSubrange(index...)
                reloadRows()
            }
        case .title, .loading:
            break
        }
    }

    private func perform(_ action: UIAction, in owner: UIMenu) {
        if owner.options.contains(.singleSelection) {
            for case let sibling as UIAction in owner.children { sibling.state = sibling === action ? .on : .off }
        }
        interaction.actionWillBePerformed(action)
        if action.attributes.contains(.keepsMenuPresented) {
            action.perform(sender: sender)
            reloadRows()
        } else {
            end(animated: true) { [sender] in action.perform(sender: sender) }
        }
    }

    /// The preview was tapped: the delegate hears it, then the menu ends.
    private func commitPreview() {
        guard phase == .shown else { return }
        let animator = MenuAnimator(previewViewController: previewController)
        interaction.delegate?.contextMenuInteraction(
            interaction, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        end(animated: true, then: nil, commit: animator)
    }

    /// Replaces the menu shown with what `block` makes of it.
    func updateMenu(_ block: (UIMenu) -> UIMenu) {
        guard phase == .shown else { return }
        menu = block(menu)
        openSubmenus = []
        reloadRows()
    }

    // MARK: Ending

    /// Ends the menu: the delegate hears `willEnd`, the menu fades, then `then` runs
    /// (a chosen action) and the animators' completions.
    func end(animated: Bool, then: (() -> Void)? = nil, commit: MenuAnimator? = nil) {
        guard phase == .shown else { return }
        phase = .ending
        appearAnimator?.runCompletions()
        let animator = MenuAnimator(previewViewController: previewController)
        interaction.delegate?.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
        let finish = { [self] in
            phase = .ended
            backdrop.removeFromSuperview()
            preview?.removeFromSuperview()
            list.removeFromSuperview()
            if window?.shownMenu === self { window?.shownMenu = nil }
            interaction.presentationDidEnd(self)
            then?()
            commit?.runCompletions()
            animator.runCompletions()
        }
        guard animated, window != nil else {
            commit?.runAnimations()
            animator.runAnimations()
            finish()
            return
        }
        UIView.animate(
            withDuration: MenuMetrics.endDuration, delay: 0, options: [.curveEaseIn],
            animations: { [self] in
                backdrop.alpha = 0
                list.alpha = 0
                preview?.alpha = 0
                commit?.runAnimations()
                animator.runAnimations()
            },
            completion: { _ in finish() })
    }
}
