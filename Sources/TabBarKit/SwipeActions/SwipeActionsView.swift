import Foundation

/// The buttons a swiped row reveals, in the strip between the row's moved edge and where
/// the edge was. Each button is as wide as its title needs (74 points at least); while the
/// strip is narrower than all of them, they shrink in proportion, and past it the first
/// button widens to fill the strip, as a full swipe nears.
@MainActor
final class SwipeActionsView: UIView {
    static let minimumButtonWidth: CGFloat = 74
    static let titlePadding: CGFloat = 15
    static let font = UIFont.systemFont(ofSize: 15, weight: .medium)

    let actions: [UIContextualAction]
    /// Whether the actions are the leading ones (so the first sits at the leading edge).
    let leading: Bool
    private(set) var buttons: [UIView] = []
    /// Each button's width when the strip is exactly as wide as all of them.
    private var widths: [CGFloat] = []
    var onTap: ((UIContextualAction, UIView) -> Void)?

    init(configuration: UISwipeActionsConfiguration, leading: Bool) {
        actions = configuration.actions
        self.leading = leading
        super.init(frame: .zero)
        clipsToBounds = true
        for action in actions {
            let button = UIButton(type: .custom)
            button.backgroundColor = action.backgroundColor
            if let image = action.image {
                button.setImage(image.withRenderingMode(.alwaysTemplate), for: .normal)
                button.tintColor = .white
            } else {
                button.setTitle(action.title, for: .normal)
                button.setTitleColor(.white, for: .normal)
                button.titleLabel?.font = Self.font
            }
            button.accessibilityLabel = action.title
            button.addAction(UIAction { [weak self, unowned button] _ in self?.onTap?(action, button) }, for: .primaryActionTriggered)
            addSubview(button)
            buttons.append(button)
            let label = UILabel()
            (label.text, label.font) = (action.title, Self.font)
            let text = action.image == nil ? label.intrinsicContentSize.width : (action.image?.size.width ?? 0)
            widths.append(max(Self.minimumButtonWidth, (text + 2 * Self.titlePadding).rounded(.up)))
        }
    }

    required init?(coder: NSCoder) { nil }

    /// How wide the strip is when the actions stand open.
    var openWidth: CGFloat { widths.reduce(0, +) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let total = openWidth
        guard total > 0 else { return }
        let extra = max(0, bounds.width - total)
        let scale = min(1, bounds.width / total)
        // From the row's moved edge outwards: the last action first, the first at the edge.
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        let firstAtLeft = leading == leftToRight
        var x: CGFloat = 0
        let order = firstAtLeft ? Array(buttons.indices) : Array(buttons.indices.reversed())
        for index in order {
            let width = widths[index] * scale + (index == 0 ? extra : 0)
            buttons[index].frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width
        }
    }
}
