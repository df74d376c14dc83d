import Foundation

/// A minus and a plus button side by side that step a value (docs/reference/CONTROLS.md,
/// "Stepper"). A press steps at once and, held, repeats on the application's clock; each
/// step sends `.valueChanged` (once, as the finger lifts, when not `isContinuous`).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    static let size = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    /// A held press first repeats after this long, then at this interval.
    static let autorepeatDelay: TimeInterval = 0.5
    static let autorepeatInterval: TimeInterval = 0.1

    open var value: Double {
        get { storedValue }
        set {
            storedValue = pinned(newValue)
            showState()
        }
    }
    private var storedValue: Double = 0

    open var minimumValue: Double = 0 {
        didSet { rangeDidChange(minimumMoved: true) }
    }
    open var maximumValue: Double = 100 {
        didSet { rangeDidChange(minimumMoved: false) }
    }
    /// The step; a value of 0 or less is refused with an error in the log.
    open var stepValue: Double = 1 {
        didSet {
            guard stepValue > 0, stepValue.isFinite else {
                Log.controls.error("UIStepper.stepValue must be more than 0, not \(stepValue); it stays \(oldValue)")
                stepValue = oldValue
                return
            }
        }
    }
    open var isContinuous = true
    /// Whether holding a button keeps stepping.
    open var autorepeat = true
    /// Whether stepping past one end goes round to the other.
    open var wraps = false {
        didSet { showState() }
    }

    private var incrementImages: [UInt: UIImage] = [:]
    private var decrementImages: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

    private let background = UIImageView()
    private let divider = UIView()
    private let minusButton = UIImageView()
    private let plusButton = UIImageView()

    /// The press in progress: which way it steps, when it began and how many times it repeated.
    private var press: (direction: Double, start: CFTimeInterval, repeats: Int, changed: Bool)?
    private var repeatLink: CADisplayLink?

    override public init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = Self.size
        setUp()
    }

    private func setUp() {
        isAccessibilityElement = true
        for part in [background, divider, minusButton, plusButton] as [UIView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        background.layer.cornerRadius = Self.cornerRadius
        background.clipsToBounds = true
        divider.backgroundColor = .separator
        minusButton.contentMode = .center
        plusButton.contentMode = .center
        showState()
    }

    private func pinned(_ value: Double) -> Double {
        min(max(value.isNaN ? minimumValue : value, minimumValue), maximumValue)
    }

    /// Keeps the range whole (the other end follows) and the value in it.
    private func rangeDidChange(minimumMoved: Bool) {
        if minimumMoved, maximumValue < minimumValue { maximumValue = minimumValue }
        if !minimumMoved, minimumValue > maximumValue { minimumValue = maximumValue }
        storedValue = pinned(storedValue)
        showState()
    }

    // MARK: Images

    open func setIncrementImage(_ image: UIImage?, for state: State) {
        incrementImages[state.rawValue] = image
        showState()
    }
    open func incrementImage(for state: State) -> UIImage? { incrementImages[state.rawValue] }

    open func setDecrementImage(_ image: UIImage?, for state: State) {
        decrementImages[state.rawValue] = image
        showState()
    }
    open func decrementImage(for state: State) -> UIImage? { decrementImages[state.rawValue] }

    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        showState()
    }
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] }

    // MARK: Drawing

    override open var intrinsicContentSize: CGSize { Self.size }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    override func stateDidChange() {
        showState()
    }

    /// Whether a button can step: always when the stepper wraps, else until its end.
    private var canDecrement: Bool { isEnabled && (wraps || storedValue > minimumValue) }
    private var canIncrement: Bool { isEnabled && (wraps || storedValue < maximumValue) }

    private func image(_ images: [UInt: UIImage], enabled: Bool, pressed: Bool, fallback: String) -> UIImage? {
        var state = State.normal
        if !enabled { state.insert(.disabled) }
        if pressed { state.insert(.highlighted) }
        let own = images[state.rawValue] ?? images[State.normal.rawValue]
        return own ?? UIImage(systemName: fallback)?.withRenderingMode(.alwaysTemplate)
    }

    private func showState() {
        let pressing = press?.direction
        background.image = backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
        background.backgroundColor = background.image == nil ? .tertiarySystemFill : nil
        minusButton.image = image(decrementImages, enabled: canDecrement, pressed: pressing == -1, fallback: "minus")
        plusButton.image = image(incrementImages, enabled: canIncrement, pressed: pressing == 1, fallback: "plus")
        minusButton.tintColor = canDecrement ? .label : .tertiaryLabel
        plusButton.tintColor = canIncrement ? .label : .tertiaryLabel
        minusButton.alpha = pressing == -1 ? 0.5 : 1
        plusButton.alpha = pressing == 1 ? 0.5 : 1
        setNeedsLayout()
    }

    /// Minus on the leading half, plus on the trailing one, a hairline between.
    override open func layoutSubviews() {
        super.layoutSubviews()
        let area = CGRect(origin: .zero, size: Self.size)
        background.frame = area
        let half = area.width / 2
        let left = CGRect(x: 0, y: 0, width: half, height: area.height)
        let right = CGRect(x: half, y: 0, width: half, height: area.height)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        minusButton.frame = rightToLeft ? right : left
        plusButton.frame = rightToLeft ? left : right
        divider.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: area.height - 16)
    }

    // MARK: Touches

    /// Which way a touch at `point` steps: -1 on minus, 1 on plus, nil when it cannot.
    private func direction(at point: CGPoint) -> Double? {
        guard CGRect(origin: .zero, size: Self.size).contains(point) else { return nil }
        let onLeft = point.x < Self.size.width / 2
        let plus = effectiveUserInterfaceLayoutDirection == .rightToLeft ? onLeft : !onLeft
        if plus { return canIncrement ? 1 : nil }
        return canDecrement ? -1 : nil
    }

    override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let direction = direction(at: touch.location(in: self)) else { return false }
        press = (direction, CACurrentMediaTime(), 0, false)
        step()
        if autorepeat { startRepeating() }
        return true
    }

    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let changed = press?.changed ?? false
        endPress()
        if changed, !isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    override open func cancelTracking(with event: UIEvent?) {
        let changed = press?.changed ?? false
        endPress()
        if changed, !isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    private func endPress() {
        press = nil
        repeatLink?.invalidate()
        repeatLink = nil
        showState()
    }

    private func startRepeating() {
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.repeatIfDue(at: link.timestamp)
        }
        link.add(to: .main, forMode: .common)
        repeatLink = link
    }

    /// Steps once for every repeat that is due by `time`.
    private func repeatIfDue(at time: CFTimeInterval) {
        while let current = press,
            time >= current.start + Self.autorepeatDelay + Double(current.repeats) * Self.autorepeatInterval
        {
            press?.repeats += 1
            guard step() else { return endRepeating() }
        }
    }

    private func endRepeating() {
        repeatLink?.invalidate()
        repeatLink = nil
    }

    /// One step in the press's direction, wrapping or stopping at the ends; returns
    /// whether the value changed.
    @discardableResult
    private func step() -> Bool {
        guard let direction = press?.direction else { return false }
        let changed = advance(by: direction)
        if changed {
            press?.changed = true
            if isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        }
        return changed
    }

    private func advance(by direction: Double) -> Bool {
        let old = storedValue
        var next = storedValue + direction * stepValue
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        storedValue = pinned(next)
        showState()
        return storedValue != old
    }

    // MARK: Accessibility

    override open var accessibilityValue: String? {
        get { storedAccessibilityValue ?? String(format: "%g", storedValue) }
        set { storedAccessibilityValue = newValue }
    }
    private var storedAccessibilityValue: String?

    override open var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibilityTraits.union(isEnabled ? .adjustable : [.adjustable, .notEnabled]) }
        set { storedAccessibilityTraits = newValue }
    }
    private var storedAccessibilityTraits = UIAccessibilityTraits.none

    override open func accessibilityIncrement() { accessibilityStep(1) }
    override open func accessibilityDecrement() { accessibilityStep(-1) }

    private func accessibilityStep(_ direction: Double) {
        guard isEnabled, advance(by: direction) else { return }
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}
