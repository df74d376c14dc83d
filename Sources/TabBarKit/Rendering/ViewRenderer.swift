import CCairo
import Foundation

/// Keeps a bitmap of a root view (usually a window) and repaints only what changed.
///
/// A TabBarKit addition: hosts draw each frame with it and tests and benchmarks read its
/// pixels. `render()` lays out what is pending, then repaints the area the tree reported
/// dirty since the last call.
@preconcurrency @MainActor
@_spi(Hosting) public final class ViewRenderer {
    public let rootView: UIView
    public let scale: CGFloat
    nonisolated(unsafe) private var surface: OpaquePointer?
    /// One drawing context for the surface's life, so that a frame makes no new objects.
    private var context: CGContext?
    private var pixelSize = (width: 0, height: 0)
    /// Repainted since a host last asked (`takeRepaintedArea()`), in points.
    private var untakenArea: CGRect?
    /// The opaque cover search's buffer, kept so a repaint allocates nothing for it.
    private var coverChain: [ObjectIdentifier] = []

    /// Every live renderer repaints on each tick (`UIApplication.tick(at:)`) of the root
    /// view's application.
    public init(rootView: UIView, scale: CGFloat = UIScreen.main.scale) {
        self.rootView = rootView
        self.scale = scale > 0 ? scale : 1
        rootView.application.register(self)
    }

    deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    /// Commits the changes made so far (as `CATransaction.flush()` does: what is drawn has
    /// been committed, and its layers animate their changes from now on), lays out and
    /// repaints what changed. Returns the repainted area in points (in the root's frame
    /// space; the box around every repainted rectangle), or nil when nothing needed painting.
    @discardableResult
    public func render() -> CGRect? {
        rootView.application.animationEngine.commitImplicitTransaction()
        rootView.layoutIfNeeded()
        return repaint()
    }

    /// Repaints what changed, without laying out first: the application's tick has run
    /// its layout phase already.
    func repaint() -> CGRect? {
        let frame = rootView.frame
        let width = Int((frame.width * scale).rounded(.up)), height = Int((frame.height * scale).rounded(.up))
        let frameBounds = CGRect(origin: .zero, size: frame.size)
        if surface == nil || pixelSize != (width, height) {
            if let surface { cairo_surface_destroy(surface) }
            surface = CGImage.makeSurface(width: width, height: height)
            context = surface.map { CGContext(surface: $0, scale: scale) }
            pixelSize = (width, height)
            rootView.pendingSolidRemovals.removeAll()
            rootView.pendingDirtyRegion.removeAll()
            rootView.pendingDirtyRegion.add(frame)
        }
        guard let surface, let context else { return nil }
        // The status bar follows its deciding controllers and the clock from frame to frame.
        let window = rootView as? UIWindow
        window?.statusBarAppearanceMayHaveChanged()
        var painted: CGRect?
        rootView.settleSolidRemovals()
        var region = rootView.pendingDirtyRegion
        let application = rootView.application, runtime = application.runtime
        runtime.repaintCount += 1
        let repaint = runtime.repaintCount
        rootView.pendingDirtyRegion.removeAll()
        // A blur shows what lies behind it: a change there repaints all of it.
        if rootView.superview == nil { application.backdropViews.widen(&region, of: rootView) }
        for index in 0..<region.count {
            let area = region[index].offsetBy(dx: -frame.minX, dy: -frame.minY).integral(scale: scale).intersection(frameBounds)
            guard !area.isNull, !area.isEmpty else { continue }
            context.saveGState()
            context.clip(to: area)
            // Under an opaque cover every pixel of the area is painted over; clearing
            // first would write the area once more.
            let cover = OpaqueCover.find(
                in: rootView, covering: area.offsetBy(dx: frame.minX, dy: frame.minY), chain: &coverChain)
            if cover == nil { context.clear(area) }
            context.translateBy(x: -frame.minX, y: -frame.minY)
            Compositor.drawRoot(rootView, in: context, scale: scale, from: cover, repaint: repaint)
            if let bar = window?.shownStatusBar, bar.frame.intersects(area) {
                context.concatenate(rootView.presentedTransformToSuperview)
                StatusBarRenderer.draw(bar, in: context)
            }
            context.restoreGState()
            painted = CGRect.union(painted, area)
        }
        cairo_surface_flush(surface)
        if let painted { untakenArea = CGRect.union(untakenArea, painted) }
        return painted
    }

    /// The area repainted since the last call (ticks included), in points from the root's
    /// top left, or nil when nothing was: a host copies only that part of the bitmap out.
    public func takeRepaintedArea() -> CGRect? {
        defer { untakenArea = nil }
        return untakenArea
    }

    /// A copy of the current bitmap.
    public var image: UIImage {
        guard let surface else { return UIImage() }
        let context = CGContext(surface: surface, scale: scale)
        return UIImage.snapshot(of: context, scale: scale) ?? UIImage()
    }

    public func pngData() -> Data {
        image.pngData() ?? Data()
    }

    /// What the last frame showed of `rect`, in the bounds space of `view` (in this
    /// renderer's tree and lying straight on screen, translated only): the frame's pixels
    /// over the rect grown to whole pixels and cut to the frame, and where they lie in the
    /// view's space.
    func lastPicture(of rect: CGRect, in view: UIView) -> (image: CGImage, rect: CGRect)? {
        guard let surface, pixelSize.width > 0, view === rootView || view.isDescendant(of: rootView) else { return nil }
        let toRoot = view.convert(rect, to: rootView === view ? nil : rootView)
        let t = view === rootView ? CGAffineTransform.identity : view.transformToAncestor(rootView)
        guard t.a == 1, t.b == 0, t.c == 0, t.d == 1, !toRoot.isEmpty else { return nil }
        let pixels = toRoot.applying(CGAffineTransform(scaleX: scale, y: scale)).integral
            .intersection(CGRect(x: 0, y: 0, width: pixelSize.width, height: pixelSize.height))
        guard let image = CGImage(surface: cairo_surface_reference(surface)).cropping(to: pixels) else { return nil }
        let shown = pixels.applying(CGAffineTransform(scaleX: 1 / scale, y: 1 / scale))
        return (image, shown.offsetBy(dx: rect.minX - toRoot.minX, dy: rect.minY - toRoot.minY))
    }

    /// Hands the raw pixels to `body`: premultiplied ARGB32 in native byte order, `stride`
    /// bytes a row. The pointer is valid only during the call.
    public func withPixels<T>(_ body: (UnsafeRawPointer, _ width: Int, _ height: Int, _ stride: Int) throws -> T) rethrows -> T? {
        guard let surface, let data = cairo_image_surface_get_data(surface) else { return nil }
        return try body(
            UnsafeRawPointer(data), pixelSize.width, pixelSize.height,
            Int(cairo_image_surface_get_stride(surface)))
    }
}

extension UIView {
    /// Draws the view and its subviews, scaled into `rect` of the current context.
    /// Pending layout always runs first, so `afterScreenUpdates` changes nothing here.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        layoutIfNeeded()
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        Compositor.drawSubtree(of: self, in: context, placed: false)
        context.restoreGState()
        return true
    }
}
