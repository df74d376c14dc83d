import Foundation
@_spi(TabBarKitExtras) import TabBarKit

/// A view that marks the selected item of any `UITabBar`, a standard bar or a subclass,
/// and slides to the next one when the selection changes.
///
/// The marker view becomes a subview of the bar, so it hides, moves and mirrors with it.
/// It follows the selection whatever changes it (a tap, the keyboard, More, code setting
/// `selectedIndex`) with a slide from where it is on screen, so a second selection in the
/// middle of a slide turns it smoothly; layout changes (a rotation, items added or removed,
/// right-to-left) put it in place at once. With no item selected it hides.
///
/// ```swift
/// let arrow = UIImageView(image: UIImage(named: "arrow"))
/// TabBarSelectionMarker(markerView: arrow, placement: .above).attach(to: tabBarController.tabBar)
/// ```
@preconcurrency @MainActor
public final class TabBarSelectionMarker: NSObject {
    /// Where the marker stands across the bar.
    public enum Placement: Sendable {
        /// Standing on the bar's top edge, outside it (an arrow pointing down at the item).
        case above
        /// Along the top edge, inside the bar (a line).
        case top
        /// Along the bottom of the item row, above the home indicator's strip.
        case bottom
        /// Behind the item's icon and title, centred on the row (a pill).
        case behind
    }

    /// The view that marks the selected item; it becomes a subview of the bar while attached.
    public let markerView: UIView
    /// Where the marker stands across the bar.
    public let placement: Placement
    /// Nil keeps the marker view's own width; a number makes it the item's width less this
    /// much on each side.
    public var itemWidthInset: CGFloat?
    /// How long a slide to a new selection takes (ease in, ease out).
    public var slideDuration: TimeInterval = 0.3
    /// The bar the marker is attached to.
    public private(set) weak var tabBar: UITabBar?
    private var observation: Int?
    /// The frame the marker was last sent to; a layout that keeps it leaves a slide alone.
    private var target: CGRect?
    private var following = false

    /// A marker that shows `markerView` (which stops taking touches) at `placement`;
    /// `attach(to:)` puts it on a bar.
    public init(markerView: UIView, placement: Placement = .top) {
        self.markerView = markerView
        self.placement = placement
        super.init()
        markerView.isUserInteractionEnabled = false
    }

    /// Puts the marker on `tabBar` under its selected item; the bar keeps the marker until
    /// `detach()`. Attaching to another bar detaches it from the first.
    public func attach(to tabBar: UITabBar) {
        detach()
        self.tabBar = tabBar
        if placement == .behind {
            tabBar.insertDecorationBehindItems(markerView)
        } else {
            tabBar.addSubview(markerView)
        }
        observation = tabBar.addDecorationObserver { [self] event in
            follow(event == .selection)
        }
        follow(false)
    }

    /// Takes the marker off its bar.
    public func detach() {
        if let tabBar, let observation { tabBar.removeDecorationObserver(observation) }
        observation = nil
        target = nil
        if markerView.superview === tabBar { markerView.removeFromSuperview() }
        tabBar = nil
    }

    /// Sends the marker to the selected item: sliding after a selection, at once after a
    /// layout that moved its item.
    private func follow(_ selectionChanged: Bool) {
        // Reading the button's frame may lay the bar out, which tells the marker again.
        guard !following else { return }
        following = true
        defer { following = false }
        guard let tabBar, let item = tabBar.selectedItem, let button = tabBar.buttonFrame(for: item) else {
            markerView.isHidden = true
            target = nil
            return
        }
        let frame = markerFrame(under: button, in: tabBar)
        let wasShown = target != nil && !markerView.isHidden
        markerView.isHidden = false
        guard frame != target else { return }
        target = frame
        if selectionChanged, wasShown, slideDuration > 0 {
            UIView.animate(withDuration: slideDuration, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut]) {
                self.markerView.frame = frame
            }
        } else {
            UIView.performWithoutAnimation { markerView.frame = frame }
        }
    }

    private func markerFrame(under button: CGRect, in tabBar: UITabBar) -> CGRect {
        let own = markerView.bounds.size
        let width = itemWidthInset.map { max(0, button.width - 2 * $0) } ?? own.width
        let row = tabBar.itemRowHeightForDecorations
        let y: CGFloat
        switch placement {
        case .above: y = -own.height
        case .top: y = 0
        case .bottom: y = row - own.height
        case .behind: y = (row - own.height) / 2
        }
        return CGRect(x: button.midX - width / 2, y: y, width: width, height: own.height)
    }
}
