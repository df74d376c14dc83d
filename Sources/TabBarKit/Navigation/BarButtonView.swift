import Foundation

/// One button in a navigation bar: a bar button item's title or image, or the back button
/// (a chevron and the previous title). It dims while a finger is on it and fires when the
/// finger lifts inside, as UIKit's bar buttons do.
@MainActor
final class BarButtonView: UIView {
    static let highlightedAlpha: CGFloat = 0.2

    let item: UIBarButtonItem?
    let isBackButton: Bool
    private let label = UILabel()
    private var imageView: UIImageView?
    private var chevron: BackChevronView?
    /// Shows the item's menu (BarButtonView+Menu.swift).
    var menuInteraction: UIContextMenuInteraction?
    var onTap: (() -> Void)?

    init(item: UIBarButtonItem?, backTitle: String? = nil) {
        self.item = item
        isBackButton = item == nil
        super.init(frame: .zero)
        isOpaque = false
        if isBackButton {
            let chevron = BackChevronView(frame: CGRect(x: 0, y: 0, width: BackChevronView.size.width, height: BackChevronView.size.height))
            addSubview(chevron)
            self.chevron = chevron
        }
        label.font =
            item?.titleTextAttributes(for: .normal)?[.font] as? UIFont
            ?? .systemFont(ofSize: 17, weight: item?.style == .done ? .semibold : .regular)
        label.text = backTitle ?? item?.title ?? item?.systemItem.map { "\($0)".capitalized }
        addSubview(label)
        if let image = item?.image ?? item?.systemItem.flatMap(BarGlyphs.image(for:)) {
            let view = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
            addSubview(view)
            imageView = view
            label.text = nil
        }
        if let custom = item?.customView { addSubview(custom) }
        if let tint = item?.tintColor { tintColor = tint }
        applyColors()
        if item?.menu != nil { addMenuInteraction() }
    }

    required init?(coder: NSCoder) {
        item = nil
        isBackButton = false
        super.init(coder: coder)
    }

    private var isEnabled: Bool { item?.isEnabled ?? true }

    private func applyColors() {
        let state: UIControl.State = isEnabled ? .normal : .disabled
        let color = item?.titleTextAttributes(for: state)?[.foregroundColor] as? UIColor
        label.textColor = color ?? (isEnabled ? tintColor : UIColor.systemGray3)
        alpha = 1
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColors()
    }

    /// Chevron, then image or title, with UIKit's 6-point gap after the chevron.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let custom = item?.customView { return custom.bounds.size }
        if item?.systemItem == .fixedSpace { return CGSize(width: item?.width ?? 0, height: 44) }
        var width: CGFloat = chevron == nil ? 0 : BackChevronView.size.width + 6
        if let imageView {
            width += imageView.image?.size.width ?? 0
        } else if label.text != nil {
            width += label.intrinsicContentSize.width
        }
        return CGSize(width: max(width, item?.width ?? 0), height: 44)
    }

    override func layoutSubviews() {
        var x: CGFloat = 0
        if let chevron {
            chevron.frame.origin = CGPoint(x: 0, y: (bounds.height - BackChevronView.size.height) / 2)
            x = BackChevronView.size.width + 6
        }
        if let imageView, let size = imageView.image?.size {
            imageView.frame = CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
        }
        let textSize = label.intrinsicContentSize
        label.frame = CGRect(
            x: x, y: ((bounds.height - textSize.height) / 2).rounded(),
            width: max(0, min(textSize.width, bounds.width - x)), height: textSize.height)
        if let custom = item?.customView {
            custom.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        alpha = Self.highlightedAlpha
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        alpha = isInsideForTracking(touch.location(in: self)) ? Self.highlightedAlpha : 1
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        alpha = 1
        if let touch = touches.first, isInsideForTracking(touch.location(in: self)) {
            if let item, item.showsMenuOnTap {
                menuInteraction?.presentMenu(at: touch.location(in: self), sender: item)
                return
            }
            onTap?()
            item?.performTap()
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        alpha = 1
    }

    /// A finger may stray a little beyond the button before the tap stops counting.
    private func isInsideForTracking(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -30, dy: -30).contains(point)
    }
}

/// The back button's chevron, stroked in the tint colour.
@MainActor
final class BackChevronView: UIView {
    static let size = CGSize(width: 13, height: 21)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.move(to: CGPoint(x: 11, y: 1.5))
        path.addLine(to: CGPoint(x: 2, y: 10.5))
        path.addLine(to: CGPoint(x: 11, y: 19.5))
        tintColor.setStroke()
        path.stroke()
    }
}

/// Vector glyphs for the system items UIKit draws as pictures, made once and shared
/// (bars rebuild their buttons whenever an item changes).
@MainActor
enum BarGlyphs {
    static func image(for item: UIBarButtonItem.SystemItem) -> UIImage? {
        switch item {
        case .add: add
        case .close, .stop: close
        default: nil
        }
    }

    private static let add = stroked(size: CGSize(width: 20, height: 20)) { path in
        path.move(to: CGPoint(x: 10, y: 1)); path.addLine(to: CGPoint(x: 10, y: 19))
        path.move(to: CGPoint(x: 1, y: 10)); path.addLine(to: CGPoint(x: 19, y: 10))
    }

    private static let close = stroked(size: CGSize(width: 16, height: 16)) { path in
        path.move(to: CGPoint(x: 1.5, y: 1.5)); path.addLine(to: CGPoint(x: 14.5, y: 14.5))
        path.move(to: CGPoint(x: 14.5, y: 1.5)); path.addLine(to: CGPoint(x: 1.5, y: 14.5))
    }

    private static func stroked(size: CGSize, _ build: (UIBezierPath) -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { _ in
            let path = UIBezierPath()
            path.lineWidth = 2.2
            path.lineCapStyle = .round
            build(path)
            UIColor.black.setStroke()
            path.stroke()
        }.withRenderingMode(.alwaysTemplate)
    }
}
