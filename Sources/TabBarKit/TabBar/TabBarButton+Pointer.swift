import Foundation

/// On iPad a tab under the pointer shows the highlight platter around its icon and title,
/// as iPadOS draws it; elsewhere (and for a disabled tab) the pointer changes nothing.
@MainActor
final class TabBarButtonPointerStyle: NSObject, UIPointerInteractionDelegate {
    /// How far the platter reaches beyond the icon and title.
    static let platterOutset = CGSize(width: 10, height: 4)

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let button = interaction.view as? TabBarButton, button.item.isEnabled,
            button.traitCollection.userInterfaceIdiom == .pad
        else { return nil }
        var content = CGRect.null
        if !button.imageView.isHidden { content = content.union(button.imageView.frame) }
        if button.titleLabel.text != nil { content = content.union(button.titleLabel.frame) }
        let shape =
            content.isNull
            ? button.bounds
            : content.insetBy(dx: -Self.platterOutset.width, dy: -Self.platterOutset.height)
        return UIPointerStyle(
            effect: .highlight(UITargetedPreview(view: button)),
            shape: .roundedRect(shape.offsetBy(dx: button.frame.minX, dy: button.frame.minY)))
    }
}
