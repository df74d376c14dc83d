import Foundation

// The sublayer list. A view's layer mirrors its subviews: a subview's layer is placed,
// moved and removed with the view, and placing a view's layer under another view's
// layer moves the view. Free-standing layers sit among the subviews' layers in one order.
extension CALayer {
    /// The sublayers in order, subviews' layers included.
    var currentSublayers: [CALayer] {
        if !orderedSublayers.isEmpty || !isViewLayer { return orderedSublayers }
        return hostingView?.subviews.map(\.layer) ?? []
    }

    /// Whether drawing must walk `orderedSublayers` rather than only the subviews.
    var drawsOrderedSublayers: Bool { !orderedSublayers.isEmpty }

    func insert(_ layer: CALayer, at requestedIndex: Int) {
        guard canAdopt(layer) else { return }
        if layer.isViewLayer { return insertView(of: layer, at: requestedIndex) }
        layer.detachFromSuperlayer()
        startOrderingIfNeeded()
        let index = max(0, min(requestedIndex, orderedSublayers.count))
        if requestedIndex != index {
            Log.layers.warning(
                "insertSublayer(_:at: \(requestedIndex)) is past the \(orderedSublayers.count) sublayers; the layer is added last")
        }
        orderedSublayers.insert(layer, at: index)
        layer.freeSuperlayer = self
        layer.repaint(if: true)
    }

    func insert(_ layer: CALayer, relativeTo sibling: CALayer?, above: Bool) {
        guard let sibling else { return insert(layer, at: above ? currentSublayers.count : 0) }
        guard sibling !== layer else { return }
        guard sibling.superlayer === self else {
            Log.layers.error(
                "insertSublayer(_:\(above ? "above" : "below"):): the sibling is not a sublayer of this layer; nothing is inserted")
            return
        }
        var list = currentSublayers
        list.removeAll { $0 === layer }
        guard let index = list.firstIndex(where: { $0 === sibling }) else { return }
        insert(layer, at: above ? index + 1 : index)
    }

    func replace(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer else { return }
        guard oldLayer.superlayer === self, let index = currentSublayers.firstIndex(where: { $0 === oldLayer }) else {
            Log.layers.error("replaceSublayer(_:with:): the layer to replace is not a sublayer of this layer; nothing is replaced")
            return
        }
        guard canAdopt(newLayer) else { return }
        oldLayer.detachFromSuperlayer()
        insert(newLayer, at: index)
    }

    func replaceAllSublayers(with layers: [CALayer]) {
        for layer in currentSublayers where !layers.contains(where: { $0 === layer }) {
            layer.detachFromSuperlayer()
        }
        for layer in layers { addSublayer(layer) }
    }

    func detachFromSuperlayer() {
        if isViewLayer {
            hostingView?.removeFromSuperview()
            return
        }
        guard let parent = freeSuperlayer else { return }
        repaint(if: true)
        parent.orderedSublayers.removeAll { $0 === self }
        freeSuperlayer = nil
        parent.stopOrderingIfUnneeded()
    }

    /// A layer cannot go under itself or its descendants, nor a view's layer under a
    /// free-standing one (a view lives only in views).
    private func canAdopt(_ layer: CALayer) -> Bool {
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer {
                Log.layers.error("a layer cannot become a sublayer of itself or of its own sublayers; nothing is added")
                return false
            }
            ancestor = current.superlayer
        }
        if layer.isViewLayer, !isViewLayer || hostingView == nil || layer.hostingView == nil {
            Log.layers.error("a view's layer can only be placed under another view's layer (add the view as a subview); nothing is added")
            return false
        }
        return true
    }

    /// A view's layer placed under a view's layer: the view becomes a subview at the place
    /// that puts its layer at `index` among the sublayers.
    private func insertView(of layer: CALayer, at index: Int) {
        guard let parent = hostingView, let view = layer.hostingView else { return }
        var list = currentSublayers
        list.removeAll { $0 === layer }
        let clamped = max(0, min(index, list.count))
        let viewsBefore = list[..<clamped].filter { $0.isViewLayer && $0.hostingView?.superview === parent }.count
        parent.insertSubview(view, at: viewsBefore)
        guard drawsOrderedSublayers else { return }
        orderedSublayers.removeAll { $0 === layer }
        orderedSublayers.insert(layer, at: min(clamped, orderedSublayers.count))
    }

    // MARK: Keeping a view's layer in step with its subviews

    private func startOrderingIfNeeded() {
        guard isViewLayer, orderedSublayers.isEmpty, let view = hostingView else { return }
        orderedSublayers = view.subviews.map(\.layer)
    }

    /// Back to the subviews alone once no free-standing layer or z position needs the list.
    private func stopOrderingIfUnneeded() {
        guard isViewLayer, orderedSublayers.allSatisfy({ $0.isViewLayer && $0.zPosition == 0 }) else { return }
        orderedSublayers = []
    }

    func sublayerZPositionDidChange() {
        startOrderingIfNeeded()
        stopOrderingIfUnneeded()
    }

    /// `view` was inserted among the subviews, or moved: its layer goes just below the
    /// next subview's layer, or last when it is the last subview, or first when it is the first.
    func subviewWasPlaced(_ view: UIView) {
        guard drawsOrderedSublayers, let parent = hostingView,
            let index = parent.subviews.firstIndex(where: { $0 === view })
        else { return }
        let layer = view.layer
        orderedSublayers.removeAll { $0 === layer }
        if index == parent.subviews.count - 1 {
            orderedSublayers.append(layer)
        } else if index == 0 {
            orderedSublayers.insert(layer, at: 0)
        } else {
            let next = parent.subviews[index + 1].layer
            orderedSublayers.insert(layer, at: orderedSublayers.firstIndex { $0 === next } ?? orderedSublayers.count)
        }
    }

    func subviewWasRemoved(_ view: UIView) {
        guard drawsOrderedSublayers else { return }
        let layer = view.layer
        orderedSublayers.removeAll { $0 === layer }
        stopOrderingIfUnneeded()
    }

    func subviewsWereExchanged(_ a: UIView, _ b: UIView) {
        guard drawsOrderedSublayers,
            let i = orderedSublayers.firstIndex(where: { $0 === a.layer }),
            let j = orderedSublayers.firstIndex(where: { $0 === b.layer })
        else { return }
        orderedSublayers.swapAt(i, j)
    }

    /// The sublayers in the order they are drawn: by `zPosition`, then by place.
    var sublayersInDrawingOrder: [CALayer] {
        let list = currentSublayers
        // A plain loop: this runs for every layer drawn, and a closure here costs an
        // isolation check per sublayer.
        var sorted = true
        for sublayer in list where sublayer.zPosition != 0 {
            sorted = false
            break
        }
        if sorted { return list }
        return list.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }
}
