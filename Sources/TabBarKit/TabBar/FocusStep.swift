import Foundation

/// Where keyboard focus goes among a row of focusable things (the classic bar's items, the
/// floating bar's tabs, the sidebar's rows): Tab wraps around, the arrows stop at the ends.
enum FocusStep {
    /// What takes focus when it moves `offset` places from `current` among `candidates`; with
    /// no current one among them, `start` (else the first). Nil when there are no candidates.
    static func target<T: AnyObject>(
        among candidates: [T], current: T?, start: T?, by offset: Int, wrapping: Bool
    ) -> T? {
        guard !candidates.isEmpty else { return nil }
        guard let current, let index = candidates.firstIndex(where: { $0 === current }) else {
            return start.flatMap { start in candidates.first { $0 === start } } ?? candidates[0]
        }
        let next = index + offset
        let count = candidates.count
        return candidates[wrapping ? ((next % count) + count) % count : min(max(next, 0), count - 1)]
    }
}
