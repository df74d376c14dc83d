import Foundation

/// The sidebar's scrolling list under its bar of controls: the header, the rows and the
/// footer, laid out by the sidebar. A finger that drags scrolls it; the sidebar reads the
/// other touches (taps on rows, a row dragged by its grip while editing) in the list's
/// content coordinates, as a table reads its own.
@MainActor
final class SidebarListView: UIScrollView {
    unowned let sidebar: TabSidebarView

    init(sidebar: TabSidebarView) {
        self.sidebar = sidebar
        super.init(frame: .zero)
        clipsToBounds = true
        showsHorizontalScrollIndicator = false
        // The sidebar places the list under its bar and gives it the bottom inset it needs.
        contentInsetAdjustmentBehavior = .never
    }

    required init?(coder: NSCoder) { nil }

    /// Whether the touch now down stopped the list moving, and so taps nothing.
    private var touchStoppedList = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        touchStoppedList = !motion.isNone
        // A touch while a row stands open on its swipe actions only closes it.
        sidebar.touchClosedSwipe = sidebar.swipeActions?.closesOnTouch(at: point) ?? false
        if !sidebar.touchClosedSwipe, !touchStoppedList { sidebar.touchBegan(at: point) }
        // A row dragged by its grip moves instead of the list.
        if sidebar.drag == nil { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard sidebar.drag == nil else {
            if let point = touches.first?.location(in: self) { sidebar.touchMoved(to: point) }
            return
        }
        super.touchesMoved(touches, with: event)
        if isDragging { sidebar.swipeActions?.close(animated: true) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let scrolled = isDragging
        if sidebar.drag == nil { super.touchesEnded(touches, with: event) }
        if !sidebar.touchClosedSwipe, !scrolled, !touchStoppedList, let point = touches.first?.location(in: self) {
            sidebar.touchEnded(at: point)
        }
        sidebar.touchClosedSwipe = false
        touchStoppedList = false
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if sidebar.drag == nil { super.touchesCancelled(touches, with: event) }
        if !sidebar.touchClosedSwipe { sidebar.touchCancelled() }
        sidebar.touchClosedSwipe = false
        touchStoppedList = false
    }
}
