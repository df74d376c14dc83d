import Foundation

/// A bar that fills from its leading end as a task progresses
/// (docs/reference/CONTROLS.md, "Progress view"). Whatever frame it is given, its height is
/// its style's: 4 pt for `.default`, 2.5 pt for `.bar`.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable {
        /// A rounded bar on a grey track.
        case `default` = 0
        /// A square-ended bar on no track, as in a toolbar.
        case bar = 1
    }

    /// How long an animated change takes at least when the bar appears or empties.
    static let shortestAppearingDuration: TimeInterval = 0.2
    /// How long the bar takes to follow an observed progress.
    static let observedProgressDuration: TimeInterval = 0.1

    open var progressViewStyle: Style = .default {
        didSet {
            guard progressViewStyle != oldValue else { return }
            frame.size.height = height
            invalidateIntrinsicContentSize()
            showColors()
            setNeedsLayout()
        }
    }

    /// The fraction done, from 0 to 1; values outside are pinned to those ends.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0

    /// The bar's colour; nil draws it in the tint colour.
    open var progressTintColor: UIColor? {
        didSet { showColors() }
    }
    /// The track's colour; nil draws UIKit's grey (no track for `.bar`).
    open var trackTintColor: UIColor? {
        didSet { showColors() }
    }
    /// An image for the bar, in place of its colour, stretched to the bar's length.
    open var progressImage: UIImage? {
        didSet { showColors() }
    }
    /// An image for the track, in place of its colour, stretched to the track.
    open var trackImage: UIImage? {
        didSet { showColors() }
    }

    /// A `Progress` whose `fractionCompleted` the bar follows, read on every frame of the
    /// application's clock (Linux's Foundation has no key-value observing).
    open var observedProgress: Progress? {
        didSet { observedProgressDidChange() }
    }
    private var progressLink: CADisplayLink?

    private let track = UIImageView()
    private let bar = UIImageView()

    public init(progressViewStyle style: Style) {
        super.init(frame: CGRect(x: 0, y: 0, width: 160, height: 11))
        progressViewStyle = style
        setUp()
    }

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
        track.isUserInteractionEnabled = false
        bar.isUserInteractionEnabled = false
        bar.alpha = 0
        addSubview(track)
        addSubview(bar)
        frame.size.height = height
        showColors()
    }

    // MARK: Progress

    /// Sets the progress; animated, the bar moves at one second per whole bar (at least
    /// 0.2 s when it appears or empties), linearly, from where it is shown.
    open func setProgress(_ progress: Float, animated: Bool) {
        let pinned = min(max(progress.isNaN ? 0 : progress, 0), 1)
        guard pinned != storedProgress else { return }
        let distance = abs(pinned - storedProgress)
        let appearsOrEmpties = pinned == 0 || storedProgress == 0
        storedProgress = pinned
        setNeedsLayout()
        guard animated else { return }
        let duration = appearsOrEmpties ? max(TimeInterval(distance), Self.shortestAppearingDuration) : TimeInterval(distance)
        UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .curveLinear]) {
            self.layoutIfNeeded()
        }
    }

    private func observedProgressDidChange() {
        progressLink?.invalidate()
        progressLink = nil
        guard observedProgress != nil else { return }
        followObservedProgress()
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.followObservedProgress()
        }
        link.add(to: .main, forMode: .common)
        progressLink = link
    }

    private func followObservedProgress() {
        guard let observed = observedProgress else { return }
        let fraction = Float(observed.fractionCompleted)
        let pinned = min(max(fraction.isNaN ? 0 : fraction, 0), 1)
        guard pinned != storedProgress else { return }
        storedProgress = pinned
        setNeedsLayout()
        UIView.animate(withDuration: Self.observedProgressDuration, delay: 0, options: [.beginFromCurrentState]) {
            self.layoutIfNeeded()
        }
    }

    // MARK: Size

    /// The style's height.
    private var height: CGFloat { progressViewStyle == .bar ? 2.5 : 4 }

    /// The height is the style's, whatever is asked.
    override open var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(x: newValue.minX, y: newValue.minY, width: newValue.width, height: height) }
    }

    override open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: height)
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: height)
    }

    // MARK: Drawing

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        showColors()
    }

    private func showColors() {
        let rounded = progressViewStyle == .default
        track.image = trackImage
        track.backgroundColor = trackImage != nil ? nil : trackTintColor ?? (rounded ? .systemFill : .clear)
        bar.image = progressImage
        bar.backgroundColor = progressImage != nil ? nil : progressTintColor ?? tintColor
        track.layer.cornerRadius = rounded ? height / 2 : 0
        bar.layer.cornerRadius = rounded ? height / 2 : 0
    }

    /// The track fills the view; the bar runs from the leading end, as long as the
    /// progress makes it but never shorter than its two round ends, and hides at 0.
    override open func layoutSubviews() {
        super.layoutSubviews()
        track.frame = bounds
        let length = max((bounds.width * CGFloat(storedProgress)).rounded(), 2 * height)
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - length : 0
        bar.frame = CGRect(x: x, y: 0, width: length, height: bounds.height)
        bar.alpha = storedProgress > 0 ? 1 : 0
    }

    // MARK: Accessibility

    /// The progress as a whole percentage ("40%"), unless told.
    override open var accessibilityValue: String? {
        get { storedAccessibilityValue ?? "\(Int((storedProgress * 100).rounded()))%" }
        set { storedAccessibilityValue = newValue }
    }
    private var storedAccessibilityValue: String?

    override open var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibilityTraits.union(.updatesFrequently) }
        set { storedAccessibilityTraits = newValue }
    }
    private var storedAccessibilityTraits = UIAccessibilityTraits.none
}
