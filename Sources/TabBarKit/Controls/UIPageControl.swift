import Foundation

/// A row of dots, one per page, the current one brighter (docs/reference/CONTROLS.md,
/// "Page control"). A tap beside the current dot moves one page that way; a drag along the
/// dots scrubs to the page under the finger. Each change sends `.valueChanged`.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    public enum BackgroundStyle: Int, Sendable {
        /// A platter behind the dots while the user interacts.
        case automatic = 0
        /// A platter always.
        case prominent
        /// Never a platter.
        case minimal
    }

    public enum InteractionState: Int, Sendable {
        case none = 0, discrete, continuous
    }

    static let dotDiameter: CGFloat = 7
    /// From one dot's centre to the next.
    static let dotPitch: CGFloat = 16
    static let height: CGFloat = 26
    /// Space either side of the dots, inside the platter.
    static let platterPadding: CGFloat = 8
    /// How far a touch moves before it scrubs rather than taps.
    static let scrubThreshold: CGFloat = 10

    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 {
                Log.controls.error("UIPageControl.numberOfPages cannot be \(numberOfPages); it is 0")
                numberOfPages = 0
            }
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            rebuildDots()
        }
    }

    /// The page shown, pinned to 0…numberOfPages − 1.
    open var currentPage = 0 {
        didSet {
            let pinned = min(max(currentPage, 0), max(0, numberOfPages - 1))
            if pinned != currentPage { currentPage = pinned }
            showDots()
        }
    }

    open var hidesForSinglePage = false {
        didSet { showDots() }
    }
    /// The other dots' colour; nil draws UIKit's translucent white.
    open var pageIndicatorTintColor: UIColor? {
        didSet { showDots() }
    }
    /// The current dot's colour; nil draws it white.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { showDots() }
    }
    open var backgroundStyle = BackgroundStyle.automatic {
        didSet { showDots() }
    }
    open private(set) var interactionState = InteractionState.none {
        didSet { if interactionState != oldValue { showDots() } }
    }
    /// Whether a drag scrubs through the pages.
    open var allowsContinuousInteraction = true
    /// The image every dot shows, in place of a circle.
    open var preferredIndicatorImage: UIImage? {
        didSet { rebuildDots() }
    }
    open var preferredCurrentPageIndicatorImage: UIImage? {
        didSet { showDots() }
    }
    private var pageImages: [Int: UIImage] = [:]
    private var currentPageImages: [Int: UIImage] = [:]

    /// Kept for code written before iOS 14: the page shown follows `currentPage` at once.
    open var defersCurrentPageDisplay = false
    open func updateCurrentPageDisplay() { showDots() }

    private let platter = UIView()
    private var dots: [UIImageView] = []
    private var touchStart: CGPoint?

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
        platter.isUserInteractionEnabled = false
        platter.backgroundColor = UIColor(white: 0, alpha: 0.2)
        addSubview(platter)
        rebuildDots()
    }

    // MARK: Indicator images

    open func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] }

    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        pageImages[page] = image
        rebuildDots()
    }

    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentPageImages[page] }

    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentPageImages[page] = image
        showDots()
    }

    // MARK: Size

    /// The size the dots of `pageCount` pages need: a pitch per page, padded, at UIKit's height.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        guard pageCount > 0 else { return .zero }
        return CGSize(width: CGFloat(pageCount) * Self.dotPitch + 2 * Self.platterPadding, height: Self.height)
    }

    override open var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Drawing

    private func rebuildDots() {
        for dot in dots { dot.removeFromSuperview() }
        dots = (0..<numberOfPages).map { _ in
            let dot = UIImageView()
            dot.isUserInteractionEnabled = false
            addSubview(dot)
            return dot
        }
        invalidateIntrinsicContentSize()
        showDots()
    }

    private func showDots() {
        isHidden = numberOfPages == 0 || (hidesForSinglePage && numberOfPages == 1)
        let showsPlatter = backgroundStyle == .prominent || (backgroundStyle == .automatic && interactionState != .none)
        platter.alpha = showsPlatter ? 1 : 0
        for (page, dot) in dots.enumerated() {
            let current = page == currentPage
            let image =
                current
                ? currentPageImages[page] ?? preferredCurrentPageIndicatorImage ?? pageImages[page] ?? preferredIndicatorImage
                : pageImages[page] ?? preferredIndicatorImage
            dot.image = image?.withRenderingMode(.alwaysTemplate)
            let color = current ? currentPageIndicatorTintColor ?? .white : pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
            dot.tintColor = color
            dot.backgroundColor = image == nil ? color : nil
            dot.layer.cornerRadius = image == nil ? Self.dotDiameter / 2 : 0
        }
        setNeedsLayout()
    }

    /// The dots centred in the bounds, page 0 at the leading end.
    private func dotCentres() -> [CGPoint] {
        let width = CGFloat(numberOfPages) * Self.dotPitch
        let start = bounds.midX - width / 2 + Self.dotPitch / 2
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return (0..<numberOfPages).map { page in
            let slot = rightToLeft ? numberOfPages - 1 - page : page
            return CGPoint(x: start + CGFloat(slot) * Self.dotPitch, y: bounds.midY)
        }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let centres = dotCentres()
        for (dot, centre) in zip(dots, centres) {
            let size = dot.image?.size ?? CGSize(width: Self.dotDiameter, height: Self.dotDiameter)
            dot.bounds = CGRect(origin: .zero, size: size)
            dot.center = centre
        }
        let width = CGFloat(numberOfPages) * Self.dotPitch + 2 * Self.platterPadding
        platter.frame = CGRect(x: bounds.midX - width / 2, y: bounds.midY - Self.height / 2, width: width, height: Self.height)
        platter.layer.cornerRadius = Self.height / 2
    }

    // MARK: Touches

    override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard numberOfPages > 1 else { return false }
        touchStart = touch.location(in: self)
        interactionState = .discrete
        return true
    }

    override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        guard allowsContinuousInteraction, let start = touchStart else { return true }
        if interactionState != .continuous, abs(location.x - start.x) < Self.scrubThreshold { return true }
        interactionState = .continuous
        change(to: page(nearest: location.x))
        return true
    }

    /// A tap moves one page towards the side of the current dot it landed on.
    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer {
            touchStart = nil
            interactionState = .none
        }
        guard interactionState == .discrete, let location = touch?.location(in: self) else { return }
        let currentX = dotCentres()[currentPage].x
        let towardsLater = (location.x > currentX) != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        change(to: currentPage + (towardsLater ? 1 : -1))
    }

    override open func cancelTracking(with event: UIEvent?) {
        touchStart = nil
        interactionState = .none
    }

    private func page(nearest x: CGFloat) -> Int {
        let centres = dotCentres()
        return centres.indices.min { abs(centres[$0].x - x) < abs(centres[$1].x - x) } ?? currentPage
    }

    private func change(to page: Int) {
        let pinned = min(max(page, 0), numberOfPages - 1)
        guard pinned != currentPage else { return }
        currentPage = pinned
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    // MARK: Accessibility

    /// "page 2 of 5", unless told.
    override open var accessibilityValue: String? {
        get { storedAccessibilityValue ?? "page \(currentPage + 1) of \(numberOfPages)" }
        set { storedAccessibilityValue = newValue }
    }
    private var storedAccessibilityValue: String?

    override open var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibilityTraits.union(.adjustable) }
        set { storedAccessibilityTraits = newValue }
    }
    private var storedAccessibilityTraits = UIAccessibilityTraits.none

    override open func accessibilityIncrement() { if isEnabled { change(to: currentPage + 1) } }
    override open func accessibilityDecrement() { if isEnabled { change(to: currentPage - 1) } }
}
