import Foundation

/// One row of a table: a content view with UIKit's standard image and labels, an
/// accessory, a selection background and a separator line.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    let cellStyle: CellStyle
    open private(set) var reuseIdentifier: String?

    /// Where subclasses put their own views; it leaves room for the accessory.
    open var contentView: UIView { storedContentView }
    private let storedContentView = UIView()

    var storedTextLabel: CellLabel?
    var storedDetailTextLabel: CellLabel?
    var storedImageView: CellImageView?
    var shownAccessory: UIView?
    /// The content configuration and the view made from it (UITableViewCell+ContentConfiguration.swift).
    var storedContentConfiguration: UIContentConfiguration?
    var configuredContentView: (UIView & UIContentView)?
    /// When set, images sit centred in a column this wide and text starts after it, image
    /// or not, so a list of rows with icons of different widths lines its text up (the More
    /// list sets it to its widest icon).
    var imageColumnWidth: CGFloat? { didSet { if imageColumnWidth != oldValue { setNeedsLayout() } } }
    private var defaultSelectedBackground: UIView?
    /// The hairline at the bottom of the row; the table shows and colours it.
    let separatorView = UIView()

    /// What the table that shows the cell tells it: its style and separator inset.
    var tableStyle: UITableView.Style = .plain { didSet { applyDefaultBackground() } }
    var tableSeparatorInset: UIEdgeInsets? { didSet { setNeedsLayout() } }
    private var customSeparatorInset: UIEdgeInsets?
    private var hasCustomBackgroundColor = false

    public required init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        setUp()
    }

    public required init?(coder: NSCoder) {
        cellStyle = .default
        super.init(coder: coder)
        setUp()
    }

    /// A `.default` cell without a reuse identifier, as UIKit's `init(frame:)` makes.
    override public convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    private func setUp() {
        storedContentView.frame = bounds
        addSubview(storedContentView)
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
        applyDefaultBackground()
    }

    // MARK: Standard views (made when first asked for, as UIKit's are)

    open var textLabel: UILabel? {
        if let label = storedTextLabel { return label }
        let label = CellLabel(owner: self)
        label.isHidden = storedContentConfiguration != nil
        switch cellStyle {
        case .value2:
            label.font = .systemFont(ofSize: 15, weight: .medium)
            label.textColor = tintColor
            label.textAlignment = .right
        default:
            label.font = .systemFont(ofSize: 17)
        }
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// Nil in the `.default` style, which has no detail.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let label = storedDetailTextLabel { return label }
        let label = CellLabel(owner: self)
        label.isHidden = storedContentConfiguration != nil
        switch cellStyle {
        case .value1:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .value2:
            label.font = .systemFont(ofSize: 15)
        default:
            label.font = .systemFont(ofSize: 12)
        }
        storedDetailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    open var imageView: UIImageView? {
        if let view = storedImageView { return view }
        let view = CellImageView(owner: self)
        view.isHidden = storedContentConfiguration != nil
        storedImageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    // MARK: Accessory

    open var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { updateAccessory() } } }

    /// A custom accessory; it takes the place of `accessoryType`'s.
    open var accessoryView: UIView? { didSet { if accessoryView !== oldValue { updateAccessory() } } }

    private func updateAccessory() {
        shownAccessory?.removeFromSuperview()
        if let custom = accessoryView {
            shownAccessory = custom
        } else if accessoryType != .none {
            shownAccessory = CellAccessoryView(type: accessoryType)
        } else {
            shownAccessory = nil
        }
        if let shownAccessory { addSubview(shownAccessory) }
        setNeedsLayout()
    }

    // MARK: Background and selection

    override open var backgroundColor: UIColor? {
        didSet { hasCustomBackgroundColor = true }
    }

    /// Plain tables show through their cells; grouped ones have white cells on grey.
    private func applyDefaultBackground() {
        guard !hasCustomBackgroundColor else { return }
        super.backgroundColor = tableStyle == .plain ? nil : .secondarySystemGroupedBackground
    }

    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Shown behind the content while the cell is selected or highlighted; nil uses
    /// UIKit's grey.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            updateSelectionBackground()
        }
    }

    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionBackground() } }

    private var storedSelected = false
    private var storedHighlighted = false

    open var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }

    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != storedSelected else { return }
        storedSelected = selected
        updateSelectionBackground()
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != storedHighlighted else { return }
        storedHighlighted = highlighted
        updateSelectionBackground()
    }

    private func updateSelectionBackground() {
        let shows = (storedSelected || storedHighlighted) && selectionStyle != .none
        let view =
            selectedBackgroundView ?? defaultSelectedBackground
            ?? {
                let gray = UIView()
                gray.backgroundColor = .systemGray4
                defaultSelectedBackground = gray
                return gray
            }()
        if !shows {
            view.removeFromSuperview()
            return
        }
        guard view.superview !== self else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Above the background view, below the content.
        insertSubview(view, belowSubview: storedContentView)
    }

    // MARK: Editing and reuse

    open private(set) var isEditing = false

    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// Called before the table hands out a recycled cell: it clears the highlight,
    /// selection and editing state; the data source sets the content again.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
        if isEditing { setEditing(false, animated: false) }
    }

    // MARK: Separator

    /// The separator's inset from the cell's edges (only left and right count). Until
    /// set, it is the table's, or lines up with the text after an image.
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? tableSeparatorInset ?? automaticSeparatorInset }
        set {
            customSeparatorInset = newValue
            setNeedsLayout()
        }
    }

    private var automaticSeparatorInset: UIEdgeInsets {
        let margin = CellMetrics.margin(forWidth: bounds.width)
        if let configured = configuredContentView {
            let textX = (configured as? UIListContentView)?.textMinX
            return UIEdgeInsets(
                top: 0, left: textX.map { contentView.frame.minX + configured.frame.minX + $0 } ?? margin, bottom: 0, right: 0)
        }
        guard storedImageView?.image != nil || imageColumnWidth != nil, let text = storedTextLabel else {
            return UIEdgeInsets(top: 0, left: margin, bottom: 0, right: 0)
        }
        return UIEdgeInsets(top: 0, left: contentView.frame.minX + text.frame.minX, bottom: 0, right: 0)
    }

    // MARK: Layout

    override open func layoutSubviews() {
        super.layoutSubviews()
        CellMetrics.layOut(self)
    }
}

/// The cell's own labels and image view re-lay the cell out when their content changes,
/// since the standard styles size the labels to their text.
@MainActor
final class CellLabel: UILabel {
    private weak var owner: UITableViewCell?

    init(owner: UITableViewCell) {
        self.owner = owner
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var text: String? { didSet { owner?.setNeedsLayout() } }
    override var attributedText: NSAttributedString? { didSet { owner?.setNeedsLayout() } }
    override var font: UIFont! { didSet { owner?.setNeedsLayout() } }
}

@MainActor
final class CellImageView: UIImageView {
    private weak var owner: UITableViewCell?

    init(owner: UITableViewCell) {
        self.owner = owner
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var image: UIImage? { didSet { owner?.setNeedsLayout() } }
}
