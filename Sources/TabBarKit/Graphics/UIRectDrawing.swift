import Foundation

// UIKit's rectangle functions, drawing into the current context (`UIGraphicsGetCurrentContext()`);
// each does nothing when there is none.

/// Fills `rect` with the fill colour, replacing what lies there (the copy blend mode).
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` with the fill colour in `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// A one-unit frame just inside `rect`, in the stroke colour, replacing what lies there:
/// drawn inside, it shows even where drawing is clipped to the rectangle.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.fillWithStrokeColor()
    fillFrame(of: rect, blendMode: .copy, in: context)
    context.restoreGState()
}

/// A one-unit frame just inside `rect`, in the fill colour and `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    fillFrame(of: rect, blendMode: blendMode, in: context)
    context.restoreGState()
}

/// Narrows the current context's clip to `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}

/// The four sides as strips that do not overlap, so a blend mode touches each pixel once.
private func fillFrame(of rect: CGRect, blendMode: CGBlendMode, in context: CGContext) {
    let r = rect.standardized
    context.setBlendMode(blendMode)
    guard r.width > 2, r.height > 2 else { return context.fill(r) }
    context.fill([
        CGRect(x: r.minX, y: r.minY, width: r.width, height: 1),
        CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1),
        CGRect(x: r.minX, y: r.minY + 1, width: 1, height: r.height - 2),
        CGRect(x: r.maxX - 1, y: r.minY + 1, width: 1, height: r.height - 2),
    ])
}
