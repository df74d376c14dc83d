import Foundation

/// A row of segments of which one (or, momentarily, none) is chosen
/// (docs/reference/CONTROLS.md, "Segmented control"). A tap on a segment chooses it when the
/// finger lifts and sends `.valueChanged` with `.primaryActionTriggered`; the selection
/// slides to it. Setting `selectedSegmentIndex` from code sends nothing.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning no segment is chosen.
    public static let noSegment = -1

    /// Where a segment sits, for customizing images per position.
    public enum Segment: Int, Sendable {
        case any = 0, left, center, right, alone
    }

    /// UIKit's height, corner radius, selection inset and padding around a segment's content.
    static let defaultHeight: CGFloat = 32
    static let cornerRadius: CGFloat = 8
    static let selectionInset: CGFloat = 2
    static let contentPadding: CGFloat = 9
    static let textPadding: CGFloat = 4
    static let fontSize: CGFloat = 13
    /// How long the selection takes to slide, and segments to make room or close up.
    static let slideDuration: TimeInterval = 0.25

    var segments: [SegmentView] = []
    let selection = UIView()
    var dividers: [UIView] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The segment under the finger while a touch tracks.
    var trackedSegment: Int?

    /// Whether a chosen segment shows as chosen only while touched.
    open var isMomentary = false {
        didSet { setNeedsLayout() }
    }

    /// Whether segments are as wide as their content (true) or share the width equally.
    open var apportionsSegmentWidthsByContent = false {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The chosen segment, or `noSegment`. An index out of range is refused with an error
    /// in the log, and the choice stays as it was.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                return Log.controls.error(
                    "selectedSegmentIndex \(newValue) is out of range for \(segments.count) segments; the selection is unchanged")
            }
            storedSelectedIndex = newValue
            showSelection(animated: false)
        }
    }
    var storedSelectedIndex = UISegmentedControl.noSegment

    /// The chosen segment's colour; nil draws UIKit's white.
    open var selectedSegmentTintColor: UIColor? {
        didSet { showSelection(animated: false) }
    }

    open var numberOfSegments: Int { segments.count }

    /// A control of segments titled by the strings and showing the images of `items`.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUp()
        for item in items ?? [] {
            if let image = item as? UIImage {
                insertSegment(with: image, at: segments.count, animated: false)
            } else {
                insertSegment(withTitle: item as? String ?? "\(item)", at: segments.count, animated: false)
            }
        }
        bounds.size = intrinsicContentSize
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// A segment for each action, titled and imaged by it, performing it when chosen.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { insertSegment(action: action, at: segments.count, animated: false) }
        if frame.size == .zero { bounds.size = intrinsicContentSize }
    }

    private func setUp() {
        layer.cornerRadius = Self.cornerRadius
        backgroundColor = .tertiarySystemFill
        selection.isUserInteractionEnabled = false
        selection.layer.shadowColor = UIColor.black.cgColor
        selection.layer.shadowOpacity = 0.12
        selection.layer.shadowRadius = 4
        selection.layer.shadowOffset = CGSize(width: 0, height: 3)
        selection.layer.borderWidth = 0.5
        selection.layer.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
        selection.isHidden = true
        addSubview(selection)
    }

    // MARK: Segments

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let view = SegmentView()
        view.title = title
        insert(view, at: segment, animated: animated)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        let view = SegmentView()
        view.image = image
        insert(view, at: segment, animated: animated)
    }

    /// A segment titled and imaged by `action`, which it performs when chosen.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        let view = SegmentView()
        view.title = action.title
        view.image = action.image
        view.action = action
        insert(view, at: segment, animated: animated)
    }

    /// Inserts at `segment`, pinned to the end as UIKit documents; the selection keeps its
    /// segment.
    private func insert(_ view: SegmentView, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(view, at: index)
        insertSubview(view, aboveSubview: selection)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        segmentsDidChange(animated: animated, appearing: view)
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else {
            return Log.controls.error("removeSegment(at: \(segment)): there are \(segments.count) segments; nothing is removed")
        }
        let view = segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = Self.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        if animated {
            UIView.animate(
                withDuration: Self.slideDuration, animations: { view.alpha = 0 }, completion: { _ in view.removeFromSuperview() })
        } else {
            view.removeFromSuperview()
        }
        segmentsDidChange(animated: animated, appearing: nil)
    }

    open func removeAllSegments() {
        for view in segments { view.removeFromSuperview() }
        segments.removeAll()
        storedSelectedIndex = Self.noSegment
        segmentsDidChange(animated: false, appearing: nil)
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard let view = segmentView(segment, for: "setTitle(_:forSegmentAt:)") else { return }
        view.title = title
        view.image = nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard let view = segmentView(segment, for: "setImage(_:forSegmentAt:)") else { return }
        view.image = image
        if image != nil { view.title = nil }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Fixes a segment's width; 0 lets the control work it out. A negative width is refused.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard width >= 0, width.isFinite else {
            return Log.controls.error("setWidth(\(width), forSegmentAt: \(segment)): a width must be 0 or more; it is unchanged")
        }
        guard let view = segmentView(segment, for: "setWidth(_:forSegmentAt:)") else { return }
        view.fixedWidth = width
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].fixedWidth : 0
    }

    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard let view = segmentView(segment, for: "setContentOffset(_:forSegmentAt:)") else { return }
        view.contentOffset = offset
        view.setNeedsLayout()
    }

    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard let view = segmentView(segment, for: "setEnabled(_:forSegmentAt:)") else { return }
        view.isEnabled = enabled
        styleSegments()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard let view = segmentView(segment, for: "setAction(_:forSegmentAt:)") else { return }
        view.action = action
        view.title = action.title
        view.image = action.image
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The segment whose action has `actionIdentifier`, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    private func segmentView(_ segment: Int, for call: String) -> SegmentView? {
        guard segments.indices.contains(segment) else {
            Log.controls.error("\(call): segment \(segment) is out of range for \(segments.count) segments; nothing changes")
            return nil
        }
        return segments[segment]
    }

    // MARK: Title attributes

    /// The font and colour of titles in `state` (`.normal`, `.selected`, `.highlighted`,
    /// `.disabled`); a state without its own falls back to `.normal`'s.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes[state.rawValue] = attributes
        styleSegments()
        invalidateIntrinsicContentSize()
    }

    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The attributes in force for a segment in `state`.
    func effectiveTitleAttributes(for state: State) -> [NSAttributedString.Key: Any] {
        var merged = titleAttributes[State.normal.rawValue] ?? [:]
        if state != .normal, let own = titleAttributes[state.rawValue] { merged.merge(own) { $1 } }
        return merged
    }

    // MARK: Layout and touches (UISegmentedControl+Layout.swift, +Tracking.swift)

    override open var intrinsicContentSize: CGSize { segmentsContentSize }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { segmentsContentSize }

    override open func layoutSubviews() {
        super.layoutSubviews()
        layOutSegments()
    }

    override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        beginTrackingSegment(at: touch.location(in: self))
    }

    override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        continueTrackingSegment(at: touch.location(in: self))
        return true
    }

    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        endTrackingSegment(at: touch?.location(in: self))
    }

    override open func cancelTracking(with event: UIEvent?) {
        cancelTrackingSegment()
    }

    override func stateDidChange() {
        styleSegments()
    }

    // MARK: Accessibility

    override open var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? segments }
        set { super.accessibilityElements = newValue }
    }
}
