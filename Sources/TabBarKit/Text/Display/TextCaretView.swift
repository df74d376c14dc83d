import Foundation

/// The insertion point of a text input: a tinted bar a line high that stays lit while the
/// user types and then blinks on the application's clock, half a second on and half off.
@MainActor
final class TextCaretView: UIView {
    static let width: CGFloat = 2
    /// How long the caret stays lit after it moves, and its blink's period.
    static let restDelay: TimeInterval = 0.5
    static let blinkPeriod: TimeInterval = 1
    private static let blinkKey = "blink"

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.cornerRadius = Self.width / 2
    }

    required init?(coder: NSCoder) { nil }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        backgroundColor = tintColor
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        backgroundColor = tintColor
    }

    /// Puts the caret at `rect` (no animation: it jumps, as UIKit's does) and starts the
    /// blink over, so that it shows lit where it arrives.
    func show(at rect: CGRect) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        frame = rect
        isHidden = false
        CATransaction.commit()
        restartBlinking()
    }

    func hide() {
        isHidden = true
        layer.removeAnimation(forKey: Self.blinkKey)
    }

    private func restartBlinking() {
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [1, 0]
        blink.keyTimes = [0, 0.5]
        blink.calculationMode = .discrete
        blink.duration = Self.blinkPeriod
        blink.repeatCount = .infinity
        blink.beginTime = CACurrentMediaTime() + Self.restDelay
        layer.add(blink, forKey: Self.blinkKey)
    }
}
