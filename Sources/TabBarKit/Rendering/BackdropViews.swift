import Foundation

/// The visual effect views in windows, held weakly, so that a renderer can widen a repaint
/// that touches what lies behind a blur to the whole blur. Owned by the application.
@MainActor
final class BackdropViews {
    private struct Entry { weak var view: UIVisualEffectView? }
    private var entries: [Entry] = []

    func add(_ view: UIVisualEffectView) {
        entries.removeAll { $0.view == nil || $0.view === view }
        entries.append(Entry(view: view))
    }

    /// Adds to `region` (in `root`'s superview space) the frame of every blur in `root` whose
    /// backdrop, the frame grown by the blur's reach, meets an area already in the region that
    /// reaches outside the blur. An area inside it (a badge, a selection on the bar) is
    /// repainted on its own, over a backdrop drawn afresh for it; what changes behind the
    /// blur changes, in practice, over more than the blur (content scrolling under a bar).
    func widen(_ region: inout DirtyRegion, of root: UIView) {
        guard !entries.isEmpty, !region.isEmpty else { return }
        var index = 0
        while index < entries.count {
            defer { index += 1 }
            guard let view = entries[index].view, let effect = view.blurEffect,
                let frame = Compositor.frameInRootSpace(of: view, root: root)
            else { continue }
            let reach = frame.insetBy(dx: -effect.material.reach, dy: -effect.material.reach)
            var touched = false
            for i in 0..<region.count where region[i].intersects(reach) && !frame.contains(region[i]) { touched = true }
            if touched { region.add(frame) }
        }
        entries.removeAll { $0.view == nil }
    }
}
