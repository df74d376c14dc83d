import Foundation

/// A view that turns touches into control events (touch down, drag, touch up inside…)
/// and runs the actions added for them. It tracks one touch at a time and handles it
/// itself: the touch does not travel on up the responder chain.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// How far outside its bounds a dragged finger still counts as inside: UIKit's
    /// generous 70 pt, so a finger that slips off a small button still triggers it.
    static let touchSlop: CGFloat = 70

    open var isEnabled = true {
        didSet { if oldValue != isEnabled { stateDidChange() } }
    }

    open var isSelected = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }

    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }

    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    open private(set) var isTracking = false
    open private(set) var isTouchInside = false

    open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { setNeedsLayout() }
    }

    open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { setNeedsLayout() }
    }

    /// The actions and the events each runs for, in the order they were added.
    var actionEntries: [(action: UIAction, events: Event)] = []
    private var trackedTouch: UITouch?

    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A control that runs `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Called when the state changes; subclasses restyle themselves.
    func stateDidChange() {}

    // MARK: Context menu (UIControl+ContextMenu.swift)

    /// Whether the control shows a menu: on a long press, or on touch down when it shows
    /// its menu as its primary action.
    open var isContextMenuInteractionEnabled: Bool {
        get { contextMenuInteraction != nil }
        set { setContextMenuInteractionEnabled(newValue) }
    }
    /// Whether the menu opens on touch down, in place of the primary action.
    open var showsMenuAsPrimaryAction = false {
        didSet { contextMenuInteraction?.opensOnPress = !showsMenuAsPrimaryAction }
    }
    /// The interaction that shows the control's menu, while it has one.
    public internal(set) var contextMenuInteraction: UIContextMenuInteraction?

    /// The control's menu; the default has none (a button gives its `menu`).
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        highlightPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview? { nil }

    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview? { nil }

    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }

    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }

    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}

    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// Where the control's menu hangs from, in the control's space: its bottom centre.
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
        CGPoint(x: bounds.midX, y: bounds.maxY)
    }

    /// A disabled control ignores touches, which reach the views behind it.
    override open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        isEnabled ? super.hitTest(point, with: event) : nil
    }

    // MARK: Tracking

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTouchInside = true
        if showsMenuAsPrimaryAction, let interaction = contextMenuInteraction {
            // The menu is the primary action: it opens now, and the touch sends no events.
            interaction.presentMenu(at: touch.location(in: self), sender: self)
            return
        }
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        if isTracking {
            sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        isTouchInside = slopContains(touch)
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isTouchInside = slopContains(touch)
        isHighlighted = false
        let wasTracking = isTracking
        finishTracking()
        guard wasTracking else { return }
        endTracking(touch, with: event)
        sendActions(for: isTouchInside ? touchUpInsideEvents : .touchUpOutside)
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isHighlighted = false
        let wasTracking = isTracking
        finishTracking()
        isTouchInside = false
        guard wasTracking else { return }
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    /// The events a tap ends with; buttons add `.primaryActionTriggered`.
    var touchUpInsideEvents: Event { .touchUpInside }

    private func finishTracking() {
        trackedTouch = nil
        isTracking = false
    }

    private func slopContains(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
    }
}
