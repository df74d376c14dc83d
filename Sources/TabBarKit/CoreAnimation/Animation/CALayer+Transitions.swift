import CCairo
import Foundation

// A `CATransition` shows a change to a layer as the picture it showed giving way to the new
// one. On a view's layer it runs as the transitions of animation blocks do, on the view's
// transition progress. On a free-standing layer it is one of the layer's animations: each
// tick it sets its progress on the presentation copy, and the compositor mixes the old
// picture with the layer's body (Rendering/TransitionRenderer.swift).
extension CALayer {
    /// Runs `transition`, the layer's own copy, under `key` (a view's layer runs one
    /// transition at a time, under its own key).
    func addTransition(_ transition: CATransition, forKey key: String?) {
        guard isViewLayer else {
            transition.startingPicture = pictureBeforeChange ?? pictureForTransition(style: transition.style)
            return addAnimation(transition, forKey: key)
        }
        guard let view = hostingView else { return }
        // Added before or after the change in the same turn: what the last frame showed, or,
        // where no renderer has drawn the view straight on screen, a picture of it now.
        let engine = application.animationEngine
        let lastFrame = application.lastPicture(of: view.presentedBounds, in: view).map {
            TransitionSnapshot(image: $0.image, style: transition.style)
        }
        guard let snapshot = lastFrame ?? TransitionSnapshot(of: view, style: transition.style) else { return }
        if let running = view.activeAnimation(for: .transition) { engine.cancel(running) }
        let group = AnimationGroup(engine: engine) { finished in transition.delegate?.animationDidStop(transition, finished: finished) }
        let curve: TimingCurve = transition.timingFunction.map { .cubic($0.curve) } ?? .linear
        // A begin time is on the layer's timeline; the engine takes it on the app's clock.
        let begin = transition.beginTime > 0 ? engine.now + transition.beginTime - localTime(fromMedia: engine.now) : engine.now
        let timing = ClockTiming(beginTime: begin, duration: transition.cycleDuration, curve: curve)
        UIView.startTransition(
            of: view, from: snapshot, progress: transition.progress(atFraction: 0)...transition.progress(atFraction: 1),
            group: group, timing: timing, allowsUserInteraction: true)
        transition.delegate?.animationDidStart(transition)
        group.seal()
    }

    /// The picture a free-standing layer's transition starts from, over the area the layer
    /// paints in its own space: what the last frame showed there, where the layer lies on
    /// screen translated only and whole (so the transition may be added before or after
    /// its change), else the layer drawn as it is now. Nil when it paints nothing.
    func pictureForTransition(style: TransitionStyle) -> TransitionSnapshot? {
        let extent = paintedExtent
        guard !extent.isNull, !extent.isEmpty else { return nil }
        if application.renderNodes.existingNode(for: self) != nil, let (view, ancestors) = hostAndAncestors() {
            let toHost = presented.transformToSuperlayer.concatenating(ancestors)
            let inHost = extent.applying(toHost)
            if toHost.a == 1, toHost.b == 0, toHost.c == 0, toHost.d == 1,
                let (image, covered) = application.lastPicture(of: inHost, in: view),
                covered.minX <= inHost.minX + 0.001, covered.minY <= inHost.minY + 0.001,
                covered.maxX >= inHost.maxX - 0.001, covered.maxY >= inHost.maxY - 0.001
            {
                return TransitionSnapshot(image: image, style: style, area: covered.offsetBy(dx: -toHost.tx, dy: -toHost.ty))
            }
        }
        return drawnPicture(of: extent, style: style)
    }

    /// The layer's body (no shadow, opacity or placement) drawn now over `extent`, grown
    /// to whole pixels at the main screen's scale.
    private func drawnPicture(of extent: CGRect, style: TransitionStyle) -> TransitionSnapshot? {
        let scale = UIScreen.main.scale
        let pixels = extent.applying(CGAffineTransform(scaleX: scale, y: scale)).integral
        let area = pixels.applying(CGAffineTransform(scaleX: 1 / scale, y: 1 / scale))
        guard let width = CGImage.pixels(area.width, scale: scale), let height = CGImage.pixels(area.height, scale: scale),
            width * height <= 64 << 20, let surface = CGImage.makeSurface(width: width, height: height)
        else { return nil }
        let context = CGContext(surface: surface, scale: scale)
        context.translateBy(x: -area.minX, y: -area.minY)
        var pass = RenderPass(scale: scale, nodes: application.renderNodes)
        Compositor.drawLayerBody(of: self, in: context, pass: &pass)
        cairo_surface_flush(surface)
        return TransitionSnapshot(image: CGImage(surface: surface), style: style, area: area)
    }
}
