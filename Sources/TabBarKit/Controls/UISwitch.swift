import Foundation

/// An on/off control: a capsule track with a round thumb that slides from one end to the
/// other (docs/reference/CONTROLS.md, "Switch"). It keeps UIKit's size whatever frame it is
/// given; a tap flips it, and so does dragging the thumb across, and either sends
/// `.valueChanged` (with `.primaryActionTriggered`). Setting `isOn` from code sends nothing.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// How a switch is drawn. On iPhone and iPad every style resolves to `.sliding`; the
    /// checkbox is the Mac idiom's.
    public enum Style: Int, Sendable {
        case automatic = 0, checkbox, sliding
    }

    /// The size UIKit gives every switch.
    static let size = CGSize(width: 51, height: 31)
    /// The thumb's diameter and its inset from the track's edge.
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2
    /// How much wider the thumb grows while pressed.
    static let pressedThumbGrowth: CGFloat = 7
    /// How long the thumb takes to slide across.
    static let toggleDuration: TimeInterval = 0.25
    /// How far a touch must move before it drags the thumb rather than taps.
    static let dragThreshold: CGFloat = 4
    /// A disabled switch is drawn faded.
    static let disabledAlpha: CGFloat = 0.5

    /// Whether the switch is on. Setting it moves the thumb at once and sends no action.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }
    private var storedIsOn = false

    /// The track's colour when on; nil draws UIKit's green.
    open var onTintColor: UIColor? {
        didSet { showState() }
    }
    /// The thumb's colour; nil draws it white.
    open var thumbTintColor: UIColor? {
        didSet { showState() }
    }
    /// Kept for compatibility: since iOS 7 switches draw no images.
    open var onImage: UIImage?
    open var offImage: UIImage?
    /// Shown beside the switch only in the Mac idiom; kept, not drawn.
    open var title: String?

    /// The style asked for; `style` is the one drawn.
    open var preferredStyle = Style.automatic
    /// The style the switch is drawn in: always `.sliding` here.
    open var style: Style { .sliding }

    /// The track and thumb, faded together when disabled (a faded thumb would show the track through it).
    private let parts = UIView()
    private let track = UIView()
    private let thumb = UIView()
    /// Which side a drag has pulled the thumb to (true: the on side), while one does.
    private var draggedOn: Bool?
    private var trackingStart: CGPoint?

    override public init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        addParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = Self.size
        addParts()
    }

    private func addParts() {
        isAccessibilityElement = true
        parts.isUserInteractionEnabled = false
        track.isUserInteractionEnabled = false
        track.layer.cornerRadius = Self.size.height / 2
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.15
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2.5)
        parts.addSubview(track)
        parts.addSubview(thumb)
        addSubview(parts)
        showState()
    }

    /// Sets the state, sliding the thumb when `animated`; sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != storedIsOn else { return }
        storedIsOn = on
        if animated {
            UIView.animate(withDuration: Self.toggleDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
                self.showState()
            }
        } else {
            UIView.performWithoutAnimation { showState() }
        }
    }

    // MARK: Size

    override open var intrinsicContentSize: CGSize { Self.size }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    // MARK: Drawing

    override open func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    /// The thumb grows and shrinks with the finger; a state set from code shows at once.
    override func stateDidChange() {
        if isTracking { showAnimated() } else { UIView.performWithoutAnimation { showState() } }
    }

    /// The side the thumb shows: where a drag holds it, else the state's.
    private var showsOn: Bool { draggedOn ?? storedIsOn }

    /// Colours and positions for the current state.
    private func showState() {
        // The off track is UIKit's own grey: since iOS 13 a switch's tint colour does not show.
        track.backgroundColor = showsOn ? (onTintColor ?? .systemGreen) : .secondarySystemFill
        thumb.backgroundColor = thumbTintColor ?? .white
        parts.alpha = isEnabled ? 1 : Self.disabledAlpha
        placeParts()
    }

    /// The track fills UIKit's size at the top left; the thumb sits at the on or off end
    /// (the on end is the trailing one, so the left in right-to-left layouts), wider while pressed.
    private func placeParts() {
        parts.frame = CGRect(origin: .zero, size: Self.size)
        track.frame = parts.bounds
        let width = Self.thumbDiameter + (isHighlighted ? Self.pressedThumbGrowth : 0)
        let atTrailingEnd = effectiveUserInterfaceLayoutDirection == .rightToLeft ? !showsOn : showsOn
        let x = atTrailingEnd ? Self.size.width - Self.thumbInset - width : Self.thumbInset
        thumb.frame = CGRect(x: x, y: Self.thumbInset, width: width, height: Self.thumbDiameter)
    }

    // MARK: Touches

    override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStart = touch.location(in: self)
        draggedOn = nil
        return true
    }

    /// Once the touch has moved, the thumb follows it to the half of the track it is over.
    override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        guard let start = trackingStart else { return true }
        if draggedOn == nil, abs(location.x - start.x) < Self.dragThreshold { return true }
        let overTrailingHalf = location.x > Self.size.width / 2
        let on = effectiveUserInterfaceLayoutDirection == .rightToLeft ? !overTrailingHalf : overTrailingHalf
        if on != draggedOn {
            draggedOn = on
            UIView.animate(withDuration: Self.toggleDuration, delay: 0, options: [.beginFromCurrentState]) {
                self.showState()
            }
        }
        return true
    }

    /// A tap flips the switch; a drag leaves it on the side the thumb was dragged to.
    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let dragged = draggedOn
        draggedOn = nil
        trackingStart = nil
        let inside = touch.map { bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains($0.location(in: self)) } ?? false
        guard dragged != nil || inside else { return showAnimated() }
        userSetOn(dragged ?? !storedIsOn)
    }

    override open func cancelTracking(with event: UIEvent?) {
        draggedOn = nil
        trackingStart = nil
        showAnimated()
    }

    private func showAnimated() {
        UIView.animate(withDuration: Self.toggleDuration, delay: 0, options: [.beginFromCurrentState]) {
            self.showState()
        }
    }

    /// A change the user made: animated, and reported when the value changed.
    private func userSetOn(_ on: Bool) {
        guard on != storedIsOn else { return showAnimated() }
        setOn(on, animated: true)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    // MARK: Accessibility

    /// "1" when on and "0" when off, as UIKit reports a switch's value.
    override open var accessibilityValue: String? {
        get { storedAccessibilityValue ?? (storedIsOn ? "1" : "0") }
        set { storedAccessibilityValue = newValue }
    }
    private var storedAccessibilityValue: String?

    override open var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibilityTraits.union(isEnabled ? [.button, .toggleButton] : [.button, .toggleButton, .notEnabled]) }
        set { storedAccessibilityTraits = newValue }
    }
    private var storedAccessibilityTraits = UIAccessibilityTraits.none

    /// Activating the switch (a VoiceOver double tap) flips it as a tap does.
    override open func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        userSetOn(!storedIsOn)
        return true
    }
}
