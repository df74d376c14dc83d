import Foundation

/// A spinning gear of eight spokes showing that work is under way
/// (docs/reference/CONTROLS.md, "Activity indicator"). The spokes stay put; their opacities
/// step round in sixteen frames a turn, on the application's clock. A new indicator is
/// hidden until it starts, because `hidesWhenStopped` is on.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size and default colour. `.medium` and `.large` draw in the colour of
    /// secondary labels; the three styles before iOS 13 draw white, white and grey.
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        /// 37 pt and white (before iOS 13).
        case whiteLarge = 0
        /// 20 pt and white (before iOS 13).
        case white = 1
        /// 20 pt and grey (before iOS 13).
        case gray = 2
    }

    static let spokeCount = 8
    /// Frames in one turn: two per spoke.
    static let framesPerTurn = 16
    /// How long one turn takes.
    static let turnDuration: CFTimeInterval = 1
    /// Every spoke is drawn at this share of its colour's opacity.
    static let spokeOpacity: Float = 0.85
    /// The animation that steps a spoke's opacity round.
    static let animationKey = "UIActivityIndicatorSpoke"

    open var style: Style {
        didSet {
            guard style != oldValue else { return }
            rebuildSpokes()
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the indicator hides while stopped (on by default; setting it while stopped
    /// hides or shows the indicator at once).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// The spokes' colour; nil (reset) gives the style's.
    open var color: UIColor! {
        get { storedColor ?? Self.defaultColor(for: style) }
        set {
            storedColor = newValue
            colorSpokes()
        }
    }
    private var storedColor: UIColor?

    open private(set) var isAnimating = false

    private var spokes: [CALayer] = []

    /// An indicator of `style`, at its size.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
        setUp()
    }

    /// A medium indicator filling `frame`, its gear centred.
    override public init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isAccessibilityElement = true
        isHidden = hidesWhenStopped
        rebuildSpokes()
    }

    // MARK: Running

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
        addSpokeAnimations()
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        for spoke in spokes { spoke.removeAnimation(forKey: Self.animationKey) }
        if hidesWhenStopped { isHidden = true }
    }

    /// Each spoke steps through the sixteen opacities, a spoke's worth (two frames) behind
    /// the one before it, so the brightest spoke goes round clockwise.
    private func addSpokeAnimations() {
        let start = CACurrentMediaTime()
        for (index, spoke) in spokes.enumerated() {
            let animation = CAKeyframeAnimation(keyPath: "opacity")
            animation.values = (0..<Self.framesPerTurn).map { frame in
                Self.opacity(atStep: (frame + 2 * index) % Self.framesPerTurn)
            }
            animation.calculationMode = .discrete
            animation.duration = Self.turnDuration
            animation.repeatCount = .infinity
            animation.beginTime = start
            spoke.add(animation, forKey: Self.animationKey)
        }
    }

    /// Step 0 is the brightest; each step after dims by 0.085 down to 0.32.
    static func opacity(atStep step: Int) -> Float {
        let halfTurn = Float(framesPerTurn / 2)
        return max(0.32, 1 - 0.68 / halfTurn * Float(step)) * spokeOpacity
    }

    // MARK: Drawing

    static func size(of style: Style) -> CGSize {
        switch style {
        case .large, .whiteLarge: CGSize(width: 37, height: 37)
        case .medium, .white, .gray: CGSize(width: 20, height: 20)
        }
    }

    static func defaultColor(for style: Style) -> UIColor {
        switch style {
        case .medium, .large: .secondaryLabel
        case .white, .whiteLarge: .white
        case .gray: UIColor(white: 0, alpha: 0.45)
        }
    }

    /// The gear's diameter, and its spokes' length and thickness.
    private var gear: (diameter: CGFloat, length: CGFloat, thickness: CGFloat) {
        Self.size(of: style).width > 20 ? (35, 10.5, 5) : (20, 5.5, 2.5)
    }

    override open var intrinsicContentSize: CGSize { Self.size(of: style) }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(of: style) }

    private func rebuildSpokes() {
        for spoke in spokes { spoke.removeFromSuperlayer() }
        spokes = (0..<Self.spokeCount).map { _ in
            let spoke = CALayer()
            layer.addSublayer(spoke)
            return spoke
        }
        // Stopped, the gear shows its first frame.
        withoutActions {
            for (index, spoke) in spokes.enumerated() {
                spoke.opacity = Self.opacity(atStep: 2 * index)
            }
        }
        colorSpokes()
        setNeedsLayout()
        if isAnimating { addSpokeAnimations() }
    }

    private func colorSpokes() {
        let color = self.color.cgColor
        withoutActions {
            for spoke in spokes { spoke.backgroundColor = color }
        }
    }

    /// Spoke 0 points left from the centre; each next one is an eighth of a turn further
    /// anticlockwise.
    override open func layoutSubviews() {
        super.layoutSubviews()
        let (diameter, length, thickness) = gear
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let reach = diameter / 2 - length / 2
        withoutActions {
            for (index, spoke) in spokes.enumerated() {
                let angle = -2 * CGFloat.pi / CGFloat(Self.spokeCount) * CGFloat(index)
                spoke.bounds = CGRect(x: 0, y: 0, width: length, height: thickness)
                spoke.cornerRadius = thickness / 2
                spoke.position = CGPoint(x: centre.x - reach * cos(angle), y: centre.y - reach * sin(angle))
                spoke.setAffineTransform(CGAffineTransform(rotationAngle: angle))
            }
        }
    }

    /// The spokes are free-standing layers, which animate every change by default: the
    /// gear changes at once, as UIKit's (drawn in an image view) does.
    private func withoutActions(_ changes: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        changes()
        CATransaction.commit()
    }

    // MARK: Accessibility

    private var storedAccessibilityLabel: String?
    /// "In progress" while it spins, "Progress halted" while stopped, unless told.
    override open var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? (isAnimating ? "In progress" : "Progress halted") }
        set { storedAccessibilityLabel = newValue }
    }

    override open var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibilityTraits.union(.updatesFrequently) }
        set { storedAccessibilityTraits = newValue }
    }
    private var storedAccessibilityTraits = UIAccessibilityTraits.none
}
