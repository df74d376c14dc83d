import Foundation

/// A section's header or footer title, drawn as UIKit's standard ones: in a plain table
/// a grey band with semibold text, in a grouped one small grey capitals above (or grey
/// text below) the section.
@MainActor
final class TableSectionTitleView: UIView {
    let label = UILabel()
    let isHeader: Bool
    let tableStyle: UITableView.Style

    init(title: String, isHeader: Bool, tableStyle: UITableView.Style) {
        self.isHeader = isHeader
        self.tableStyle = tableStyle
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        if tableStyle == .plain {
            backgroundColor = .systemGray6
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            label.text = title
        } else {
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.text = isHeader ? title.uppercased() : title
        }
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        isHeader = true
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The default heights for a title (UIKit sizes them to their text; one line here).
    static func height(hasTitle: Bool, isHeader: Bool, style: UITableView.Style) -> CGFloat {
        switch (style, hasTitle) {
        case (.plain, true): return 28
        case (.plain, false): return 0
        case (_, true): return 38
        case (_, false): return isHeader ? 18 : 17
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let margin = CellMetrics.margin(forWidth: bounds.width)
        let lineHeight = label.font.lineHeight.rounded(.up)
        let y: CGFloat
        if tableStyle == .plain {
            y = ((bounds.height - lineHeight) / 2).rounded()
        } else {
            // Grouped titles sit 6 pt from the section they belong to.
            y = isHeader ? bounds.height - 6 - lineHeight : 6
        }
        label.frame = CGRect(x: margin, y: y, width: max(0, bounds.width - 2 * margin), height: lineHeight)
    }
}
