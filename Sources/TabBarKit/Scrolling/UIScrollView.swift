import Foundation

/// A view whose bounds origin — the content offset — moves over content larger than
/// itself. Dragging, deceleration and bounce run on the application's ticks
/// (UIScrollView+DragCore.swift, UIScrollView+Motion.swift); see <doc:SCROLLING>.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    open weak var delegate: UIScrollViewDelegate?

    /// The size of the scrollable content, in points.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            adjustedContentInsetMayHaveChanged()
            setNeedsLayout()
        }
    }

    /// The point of the content shown at the scroll view's top left: the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Extra space around the content the user can scroll to.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustedContentInsetMayHaveChanged() } }
    }

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedContentInsetMayHaveChanged() } }
    }

    open var isScrollEnabled = true
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var decelerationRate: DecelerationRate = .normal
    open var scrollsToTop = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default

    /// Whether a finger is down on the scroll view (it may not have moved yet).
    open var isTracking: Bool { dragState != nil }
    /// Whether the finger has moved far enough to scroll the content.
    open var isDragging: Bool { dragState?.isDragging ?? false }
    /// Whether the content moves on its own after the finger lifted (a fling or a bounce).
    open var isDecelerating: Bool {
        if case .decelerating = motion { return true }
        return false
    }

    // Internal state (the drag core and the motions are in their own files).
    var dragState: ScrollDragState?
    var motion: ScrollMotion = .none
    var motionLink: CADisplayLink?
    /// Counts starts and stops, so a step notices when the delegate replaced its motion.
    var motionGeneration = 0
    var indicators: ScrollIndicators?
    private var lastAdjustedContentInset = UIEdgeInsets.zero

    override public init(frame: CGRect) {
        super.init(frame: frame)
        layer.stored.masksToBounds = true
        isMultipleTouchEnabled = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.stored.masksToBounds = true
        isMultipleTouchEnabled = true
    }

    // MARK: Offset

    override open var bounds: CGRect {
        didSet {
            if bounds.origin != oldValue.origin { contentOffsetDidChange() }
            if bounds.size != oldValue.size { adjustedContentInsetMayHaveChanged() }
        }
    }

    /// Sets the offset; animated, it glides there over 0.3 s of ticks and then tells the
    /// delegate `scrollViewDidEndScrollingAnimation`. Either way a running fling stops.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        startMotion(
            .animating(
                ScrollOffsetAnimation(
                    from: self.contentOffset, to: contentOffset,
                    start: application.currentTime), toTop: false))
    }

    /// Scrolls just enough to show `rect` (in content coordinates), within the content.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard !rect.isNull else { return }
        let visible = bounds.inset(by: adjustedContentInset)
        var offset = contentOffset
        func adjust(_ value: inout CGFloat, low: CGFloat, high: CGFloat, visibleLow: CGFloat, visibleHigh: CGFloat) {
            // A rect larger than the view shows its start.
            if high - low > visibleHigh - visibleLow || low < visibleLow {
                value += low - visibleLow
            } else if high > visibleHigh {
                value += high - visibleHigh
            }
        }
        adjust(&offset.x, low: rect.minX, high: rect.maxX, visibleLow: visible.minX, visibleHigh: visible.maxX)
        adjust(&offset.y, low: rect.minY, high: rect.maxY, visibleLow: visible.minY, visibleHigh: visible.maxY)
        let range = offsetRange
        offset.x = min(max(offset.x, range.x.lowerBound), range.x.upperBound)
        offset.y = min(max(offset.y, range.y.lowerBound), range.y.upperBound)
        if offset != contentOffset { setContentOffset(offset, animated: animated) }
    }

    /// Every change of the offset: lay out again (tables tile there), move the
    /// indicators, tell the delegate.
    private func contentOffsetDidChange() {
        setNeedsLayout()
        indicators?.update(for: self)
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Limits

    /// The offsets at rest: from −inset to the content's far edge plus inset, per axis.
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let insets = adjustedContentInset
        let size = bounds.size
        let minX = -insets.left, minY = -insets.top
        let maxX = max(minX, contentSize.width + insets.right - size.width)
        let maxY = max(minY, contentSize.height + insets.bottom - size.height)
        return (minX...maxX, minY...maxY)
    }

    /// Whether the content is larger than the view along the axis (or bounces anyway).
    var scrollsHorizontally: Bool {
        let insets = adjustedContentInset
        return alwaysBounceHorizontal || contentSize.width + insets.left + insets.right > bounds.width
    }

    var scrollsVertically: Bool {
        let insets = adjustedContentInset
        return alwaysBounceVertical || contentSize.height + insets.top + insets.bottom > bounds.height
    }

    // MARK: Insets

    /// `contentInset` plus the safe-area insets that `contentInsetAdjustmentBehavior` adds.
    open var adjustedContentInset: UIEdgeInsets {
        var insets = contentInset
        let safe = safeAreaInsets
        let addVertical: Bool, addHorizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return insets
        case .always: (addVertical, addHorizontal) = (true, true)
        case .automatic: (addVertical, addHorizontal) = (true, fitsHorizontally(with: insets) == false)
        case .scrollableAxes:
            (addVertical, addHorizontal) = (
                alwaysBounceVertical || contentSize.height + insets.top + insets.bottom > bounds.height,
                fitsHorizontally(with: insets) == false
            )
        }
        if addVertical {
            insets.top += safe.top
            insets.bottom += safe.bottom
        }
        if addHorizontal {
            insets.left += safe.left
            insets.right += safe.right
        }
        return insets
    }

    private func fitsHorizontally(with insets: UIEdgeInsets) -> Bool {
        !alwaysBounceHorizontal && contentSize.width + insets.left + insets.right <= bounds.width
    }

    /// Called when `adjustedContentInset` changes; subclasses call super.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    override open func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedContentInsetMayHaveChanged()
    }

    /// Reports a change of the adjusted inset; content resting at its top stays there,
    /// as UIKit keeps a list at its first row when a bar appears.
    func adjustedContentInsetMayHaveChanged() {
        let insets = adjustedContentInset
        guard insets != lastAdjustedContentInset else { return }
        let old = lastAdjustedContentInset
        lastAdjustedContentInset = insets
        if !isTracking, motion.isNone, contentOffset.y == -old.top {
            contentOffset.y = -insets.top
        }
        adjustedContentInsetDidChange()
    }

    // MARK: Layout

    override open func layoutSubviews() {
        super.layoutSubviews()
        adjustedContentInsetMayHaveChanged()
        indicators?.update(for: self)
    }

    // MARK: Touches (until gesture recognizers arrive, the scroll view reads them itself)

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isScrollEnabled, dragState == nil, let touch = touches.first else {
            return super.touchesBegan(touches, with: event)
        }
        beginTracking(touch, at: touch.location(in: nil), time: touch.timestamp)
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch(in: touches) else { return super.touchesMoved(touches, with: event) }
        trackTouch(to: touch.location(in: nil), time: touch.timestamp)
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch(in: touches) else { return super.touchesEnded(touches, with: event) }
        endTracking(at: touch.location(in: nil), time: touch.timestamp, velocity: nil)
    }

    override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch(in: touches) != nil else { return super.touchesCancelled(touches, with: event) }
        cancelTracking()
    }

    private func trackedTouch(in touches: Set<UITouch>) -> UITouch? {
        guard let tracked = dragState?.touch else { return nil }
        return touches.first { $0 === tracked }
    }
}
