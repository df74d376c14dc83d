import Foundation

/// The thin rounded bars that show where the visible part lies in the content. They
/// appear while the content moves and hide when it rests (UIKit fades them; TabBarKit
/// hides them at once).
@MainActor
final class ScrollIndicators {
    /// UIKit's indicators are about 3 pt thick, 3 pt from the edge, at least 36 pt long.
    static let thickness: CGFloat = 3
    static let edgeInset: CGFloat = 3
    static let minimumLength: CGFloat = 36

    let vertical = UIView()
    let horizontal = UIView()

    init(style: UIScrollView.IndicatorStyle) {
        let color: UIColor = style == .white ? UIColor(white: 1, alpha: 0.35) : UIColor(white: 0, alpha: 0.35)
        for bar in [vertical, horizontal] {
            bar.backgroundColor = color
            bar.layer.cornerRadius = Self.thickness / 2
            bar.isUserInteractionEnabled = false
            bar.isHidden = true
        }
    }

    /// Places each bar along its edge of the visible area, shortened while the content
    /// is pulled past an edge, and shows it if the content is longer than the view.
    func update(for scrollView: UIScrollView) {
        guard vertical.superview === scrollView else { return }
        let bounds = scrollView.bounds, insets = scrollView.adjustedContentInset
        let content = scrollView.contentSize
        let showsVertical = scrollView.showsVerticalScrollIndicator && content.height > bounds.height - insets.top - insets.bottom
        let showsHorizontal = scrollView.showsHorizontalScrollIndicator && content.width > bounds.width - insets.left - insets.right
        let span = showsVertical && showsHorizontal ? Self.thickness + Self.edgeInset : 0

        vertical.isHidden = !showsVertical
        if showsVertical {
            let (start, length) = Self.place(
                offset: bounds.minY + insets.top, visible: bounds.height - insets.top - insets.bottom,
                content: content.height, track: bounds.height - insets.top - insets.bottom - 2 * Self.edgeInset - span)
            vertical.frame = CGRect(
                x: bounds.maxX - insets.right - Self.edgeInset - Self.thickness,
                y: bounds.minY + insets.top + Self.edgeInset + start, width: Self.thickness, height: length)
        }
        horizontal.isHidden = !showsHorizontal
        if showsHorizontal {
            let (start, length) = Self.place(
                offset: bounds.minX + insets.left, visible: bounds.width - insets.left - insets.right,
                content: content.width, track: bounds.width - insets.left - insets.right - 2 * Self.edgeInset - span)
            horizontal.frame = CGRect(
                x: bounds.minX + insets.left + Self.edgeInset + start,
                y: bounds.maxY - insets.bottom - Self.edgeInset - Self.thickness, width: length, height: Self.thickness)
        }
    }

    /// The bar's start and length in a track: proportional to the visible part, shrunk by
    /// how far the content is pulled past either end.
    private static func place(offset: CGFloat, visible: CGFloat, content: CGFloat, track: CGFloat) -> (CGFloat, CGFloat) {
        guard content > 0, track > 0 else { return (0, 0) }
        let overscroll = max(0, -offset) + max(0, offset + visible - content)
        let length = min(track, max(min(minimumLength, track), track * (visible - overscroll) / content))
        let fraction = min(1, max(0, offset / max(1, content - visible)))
        return ((track - length) * fraction, length)
    }
}

extension UIScrollView {
    /// Shows the indicators above the content (they are made the first time).
    func showIndicators() {
        guard showsVerticalScrollIndicator || showsHorizontalScrollIndicator else { return }
        let bars = indicators ?? ScrollIndicators(style: indicatorStyle)
        indicators = bars
        for bar in [bars.vertical, bars.horizontal] {
            if bar.superview === self { bringSubviewToFront(bar) } else { addSubview(bar) }
        }
        bars.update(for: self)
    }

    func hideIndicators() {
        guard let bars = indicators else { return }
        bars.vertical.removeFromSuperview()
        bars.horizontal.removeFromSuperview()
    }
}
