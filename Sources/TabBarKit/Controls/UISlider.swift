import Foundation

/// A thumb dragged along a track to pick a value between a minimum and a maximum
/// (docs/reference/CONTROLS.md, "Slider"). Tracking starts only on the thumb; dragging sends
/// `.valueChanged` as the value changes (or once at the end, when not `isContinuous`).
/// Setting the value from code sends nothing.
@preconcurrency @MainActor
open class UISlider: UIControl {
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4
    static let height: CGFloat = 31
    /// The gap between a value image and the track.
    static let imageSpacing: CGFloat = 16
    /// How far outside the thumb a touch still takes it (UIKit's touch insets).
    static let thumbTouchInset: CGFloat = 12.5
    static let animationDuration: TimeInterval = 0.25

    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0

    /// The least value; raising it past the maximum raises the maximum too, and the value
    /// is pinned between them.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            pinValue()
        }
    }
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            pinValue()
        }
    }

    /// Whether a drag reports every change (true) or only the last, as the finger lifts.
    open var isContinuous = true

    open var minimumValueImage: UIImage? {
        didSet { showImages() }
    }
    open var maximumValueImage: UIImage? {
        didSet { showImages() }
    }
    /// The track before the thumb; nil draws it in the tint colour.
    open var minimumTrackTintColor: UIColor? {
        didSet { showColors() }
    }
    /// The track after the thumb; nil draws UIKit's grey.
    open var maximumTrackTintColor: UIColor? {
        didSet { showColors() }
    }
    /// The thumb's colour; nil draws it white.
    open var thumbTintColor: UIColor? {
        didSet { showColors() }
    }

    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    /// Everything drawn, faded together when disabled.
    private let parts = UIView()
    private let minimumTrack = UIImageView()
    private let maximumTrack = UIImageView()
    private let thumb = UIImageView()
    private let minimumImageView = UIImageView()
    private let maximumImageView = UIImageView()
    /// Where the finger took the thumb, relative to the thumb's centre, while it drags.
    private var grabOffset: CGFloat?

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isAccessibilityElement = true
        parts.isUserInteractionEnabled = false
        addSubview(parts)
        for part in [maximumTrack, minimumTrack, minimumImageView, maximumImageView, thumb] {
            part.isUserInteractionEnabled = false
            parts.addSubview(part)
        }
        minimumTrack.layer.cornerRadius = Self.trackHeight / 2
        maximumTrack.layer.cornerRadius = Self.trackHeight / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.15
        thumb.layer.shadowRadius = 4
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        showImages()
        showColors()
    }

    /// Sets the value, pinned to the range; animated, the thumb slides there.
    open func setValue(_ value: Float, animated: Bool) {
        let pinned = min(max(value.isNaN ? minimumValue : value, minimumValue), maximumValue)
        guard pinned != storedValue else { return }
        storedValue = pinned
        setNeedsLayout()
        guard animated else { return }
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState]) {
            self.layoutIfNeeded()
        }
    }

    private func pinValue() {
        storedValue = min(max(storedValue, minimumValue), maximumValue)
        setNeedsLayout()
    }

    // MARK: Images per state

    open func setThumbImage(_ image: UIImage?, for state: State) {
        thumbImages[state.rawValue] = image
        showColors()
    }
    open func thumbImage(for state: State) -> UIImage? { thumbImages[state.rawValue] }

    open func setMinimumTrackImage(_ image: UIImage?, for state: State) {
        minimumTrackImages[state.rawValue] = image
        showColors()
    }
    open func minimumTrackImage(for state: State) -> UIImage? { minimumTrackImages[state.rawValue] }

    open func setMaximumTrackImage(_ image: UIImage?, for state: State) {
        maximumTrackImages[state.rawValue] = image
        showColors()
    }
    open func maximumTrackImage(for state: State) -> UIImage? { maximumTrackImages[state.rawValue] }

    /// The image for the current state, else the normal one.
    private func current(_ images: [UInt: UIImage]) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }
    open var currentThumbImage: UIImage? { current(thumbImages) }
    open var currentMinimumTrackImage: UIImage? { current(minimumTrackImages) }
    open var currentMaximumTrackImage: UIImage? { current(maximumTrackImages) }

    // MARK: Geometry

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The value images at the ends (the minimum's at the leading end), centred vertically.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        imageRect(minimumValueImage, atLeadingEnd: true, in: bounds)
    }

    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        imageRect(maximumValueImage, atLeadingEnd: false, in: bounds)
    }

    private func imageRect(_ image: UIImage?, atLeadingEnd leading: Bool, in bounds: CGRect) -> CGRect {
        guard let size = image?.size else { return .zero }
        let atLeft = leading != isRightToLeft
        let x = atLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track between the value images, 4 pt high and centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let minimumWidth = minimumValueImage.map { $0.size.width + Self.imageSpacing } ?? 0
        let maximumWidth = maximumValueImage.map { $0.size.width + Self.imageSpacing } ?? 0
        let left = isRightToLeft ? maximumWidth : minimumWidth
        let right = isRightToLeft ? minimumWidth : maximumWidth
        return CGRect(
            x: bounds.minX + left, y: bounds.midY - Self.trackHeight / 2,
            width: max(0, bounds.width - left - right), height: Self.trackHeight)
    }

    /// The thumb over the track, its edges at the track's ends at the minimum and maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
        let span = maximumValue - minimumValue
        var fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        if isRightToLeft { fraction = 1 - fraction }
        let x = rect.minX + (rect.width - size.width) * fraction
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    override open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: max(Self.height, currentThumbImage?.size.height ?? 0))
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        parts.frame = bounds
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        thumb.frame = thumbFrame
        thumb.layer.cornerRadius = currentThumbImage == nil ? Self.thumbDiameter / 2 : 0
        let split = thumbFrame.midX
        let before = CGRect(x: track.minX, y: track.minY, width: max(0, split - track.minX), height: track.height)
        let after = CGRect(x: split, y: track.minY, width: max(0, track.maxX - split), height: track.height)
        minimumTrack.frame = isRightToLeft ? after : before
        maximumTrack.frame = isRightToLeft ? before : after
        minimumImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumImageView.frame = maximumValueImageRect(forBounds: bounds)
    }

    // MARK: Drawing

    override func stateDidChange() {
        showColors()
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        showColors()
    }

    private func showImages() {
        minimumImageView.image = minimumValueImage
        maximumImageView.image = maximumValueImage
        minimumImageView.tintColor = .secondaryLabel
        maximumImageView.tintColor = .secondaryLabel
        setNeedsLayout()
    }

    private func showColors() {
        let minimumImage = currentMinimumTrackImage, maximumImage = currentMaximumTrackImage, thumbImage = currentThumbImage
        minimumTrack.image = minimumImage
        minimumTrack.backgroundColor = minimumImage == nil ? minimumTrackTintColor ?? tintColor : nil
        maximumTrack.image = maximumImage
        maximumTrack.backgroundColor = maximumImage == nil ? maximumTrackTintColor ?? .systemFill : nil
        thumb.image = thumbImage
        thumb.backgroundColor = thumbImage == nil ? thumbTintColor ?? .white : nil
        thumb.layer.shadowOpacity = thumbImage == nil ? 0.15 : 0
        parts.alpha = isEnabled ? 1 : 0.5
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Touches

    /// Only a touch on the thumb (or within 12.5 pt of it) takes it.
    override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        guard thumbFrame.insetBy(dx: -Self.thumbTouchInset, dy: -Self.thumbTouchInset).contains(location) else { return false }
        grabOffset = location.x - thumbFrame.midX
        return true
    }

    override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let grabOffset else { return false }
        let changed = moveThumb(toCentre: touch.location(in: self).x - grabOffset)
        if changed, isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        return true
    }

    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { grabOffset = nil }
        guard let grabOffset, let touch else { return }
        let changed = moveThumb(toCentre: touch.location(in: self).x - grabOffset)
        if changed || !isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    override open func cancelTracking(with event: UIEvent?) {
        grabOffset = nil
    }

    /// Puts the thumb's centre at `x` (pinned to the track) and returns whether the value changed.
    private func moveThumb(toCentre x: CGFloat) -> Bool {
        let track = trackRect(forBounds: bounds)
        let thumbWidth = thumbRect(forBounds: bounds, trackRect: track, value: storedValue).width
        let travel = track.width - thumbWidth
        guard travel > 0 else { return false }
        var fraction = min(max((x - track.minX - thumbWidth / 2) / travel, 0), 1)
        if isRightToLeft { fraction = 1 - fraction }
        let old = storedValue
        storedValue = minimumValue + Float(fraction) * (maximumValue - minimumValue)
        setNeedsLayout()
        layoutIfNeeded()
        return storedValue != old
    }

    // MARK: Accessibility

    /// The value as a whole percentage of the range ("50%"), unless told.
    override open var accessibilityValue: String? {
        get {
            if let storedAccessibilityValue { return storedAccessibilityValue }
            let span = maximumValue - minimumValue
            let fraction = span > 0 ? (storedValue - minimumValue) / span : 0
            return "\(Int((fraction * 100).rounded()))%"
        }
        set { storedAccessibilityValue = newValue }
    }
    private var storedAccessibilityValue: String?

    override open var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibilityTraits.union(isEnabled ? .adjustable : [.adjustable, .notEnabled]) }
        set { storedAccessibilityTraits = newValue }
    }
    private var storedAccessibilityTraits = UIAccessibilityTraits.none

    /// A swipe up or down moves a tenth of the range and reports it.
    override open func accessibilityIncrement() { step(by: 0.1) }
    override open func accessibilityDecrement() { step(by: -0.1) }

    private func step(by fraction: Float) {
        guard isEnabled else { return }
        let old = storedValue
        setValue(storedValue + fraction * (maximumValue - minimumValue), animated: true)
        if storedValue != old { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }
}
