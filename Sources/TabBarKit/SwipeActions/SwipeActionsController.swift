import Foundation

/// Swipe actions for the rows of a list (the sidebar's, a table view's): a finger moving a
/// row sideways asks for the actions of the edge it uncovers, slides the row and reveals
/// them. Let go past half their width, the row stays open on them; past 60 % of the row
/// (when the configuration allows) the first action is performed; otherwise the row
/// closes. A tap on an action runs its handler, and the row closes when the handler calls
/// back. One row is open at a time; a tap elsewhere in the list closes it.
@MainActor
final class SwipeActionsController: NSObject, UIGestureRecognizerDelegate {
    /// The row under a point of the host's, if it can be swiped.
    typealias RowFinder = (CGPoint) -> UIView?
    /// The configuration for a row's leading (true) or trailing actions.
    typealias ConfigurationProvider = (UIView, Bool) -> UISwipeActionsConfiguration?

    static let fullSwipeShare: CGFloat = 0.6
    static let settleDuration: TimeInterval = 0.25

    private unowned let host: UIView
    private let rowAt: RowFinder
    private let configuration: ConfigurationProvider
    private let pan = UIPanGestureRecognizer()
    /// The row being swiped or standing open, its actions and how far it has moved.
    private(set) var swiped: (row: UIView, actions: SwipeActionsView, offset: CGFloat)?
    /// Where the row stood when this swipe began.
    private var startOffset: CGFloat = 0
    /// Whether an action is running, so the row stays until its handler calls back.
    private var isPerforming = false

    init(host: UIView, rowAt: @escaping RowFinder, configuration: @escaping ConfigurationProvider) {
        self.host = host
        self.rowAt = rowAt
        self.configuration = configuration
        super.init()
        pan.delegate = self
        pan.addTarget { [weak self] pan in self?.panned(pan) }
        host.addGestureRecognizer(pan)
    }

    private var leftToRight: Bool { host.effectiveUserInterfaceLayoutDirection == .leftToRight }

    // MARK: Beginning

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard !isPerforming else { return false }
        let moved = pan.translation(in: host)
        guard abs(moved.x) > abs(moved.y) else { return false }
        let start = pan.location(in: host) - moved
        guard let row = rowAt(start) else { return false }
        if let swiped, swiped.row === row {
            startOffset = swiped.offset
            return true
        }
        let leading = (moved.x > 0) == leftToRight
        guard let configuration = configuration(row, leading), !configuration.actions.isEmpty else { return false }
        close(animated: false)
        let actions = SwipeActionsView(configuration: configuration, leading: leading)
        actions.onTap = { [weak self] action, view in self?.perform(action, from: view) }
        host.insertSubview(actions, belowSubview: row)
        swiped = (row, actions, 0)
        fullSwipeAllowed = configuration.performsFirstActionWithFullSwipe
        startOffset = 0
        return true
    }

    private var fullSwipeAllowed = true

    // MARK: Moving

    private func panned(_ pan: UIPanGestureRecognizer) {
        guard let swiped else { return }
        let direction: CGFloat = (swiped.actions.leading == leftToRight) ? 1 : -1
        switch pan.state {
        case .began, .changed:
            let wanted = (startOffset + pan.translation(in: host).x) * direction
            let limit = fullSwipeAllowed ? swiped.row.bounds.width : swiped.actions.openWidth
            move(to: min(max(wanted, 0), limit) * direction)
        case .ended:
            let distance = abs(swiped.offset)
            if fullSwipeAllowed, distance > swiped.row.bounds.width * Self.fullSwipeShare,
                let first = swiped.actions.actions.first
            {
                settle(at: swiped.row.bounds.width * direction)
                perform(first, from: swiped.actions.buttons[0])
            } else if distance > swiped.actions.openWidth / 2 {
                settle(at: swiped.actions.openWidth * direction)
            } else {
                close(animated: true)
            }
        case .cancelled, .failed:
            close(animated: true)
        default:
            break
        }
    }

    /// Moves the row by `offset` (positive to the right) and fits the strip to the gap.
    private func move(to offset: CGFloat) {
        guard let current = swiped else { return }
        swiped?.offset = offset
        current.row.transform = CGAffineTransform(translationX: offset, y: 0)
        let frame = current.row.frame.offsetBy(dx: -offset, dy: 0)
        current.actions.frame =
            offset >= 0
            ? CGRect(x: frame.minX, y: frame.minY, width: offset, height: frame.height)
            : CGRect(x: frame.maxX + offset, y: frame.minY, width: -offset, height: frame.height)
        current.actions.layoutIfNeeded()
    }

    private func settle(at offset: CGFloat) {
        UIView.animate(withDuration: Self.settleDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction]) {
            self.move(to: offset)
        }
    }

    // MARK: Acting and closing

    private func perform(_ action: UIContextualAction, from view: UIView) {
        guard !isPerforming else { return }
        isPerforming = true
        var called = false
        action.handler(action, view) { [weak self] _ in
            guard !called else {
                Log.events.error("a swipe action's handler called back more than once; later calls ignored")
                return
            }
            called = true
            self?.isPerforming = false
            self?.close(animated: true)
        }
    }

    /// Slides the open row back and takes its actions away.
    func close(animated: Bool) {
        guard let current = swiped, !isPerforming else { return }
        swiped = nil
        guard animated else {
            current.row.transform = .identity
            current.actions.removeFromSuperview()
            return
        }
        // The strip closes onto the edge it opened from.
        let rest = current.row.frame.offsetBy(dx: -current.offset, dy: 0)
        let edge = current.offset >= 0 ? rest.minX : rest.maxX
        UIView.animate(
            withDuration: Self.settleDuration, delay: 0, options: [.curveEaseOut],
            animations: {
                current.row.transform = .identity
                current.actions.frame = CGRect(x: edge, y: rest.minY, width: 0, height: rest.height)
            },
            completion: { _ in current.actions.removeFromSuperview() })
    }

    /// Whether a touch at `point` (in the host) should close the open row instead of doing
    /// what it would: any touch outside its actions.
    func closesOnTouch(at point: CGPoint) -> Bool {
        guard let swiped, !isPerforming else { return false }
        guard !swiped.actions.frame.contains(point) else { return false }
        close(animated: true)
        return true
    }

    /// The row went away: its swipe ends without animation.
    func rowWillGo(_ row: UIView) {
        guard swiped?.row === row else { return }
        isPerforming = false
        close(animated: false)
    }
}

extension CGPoint {
    fileprivate static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
}
