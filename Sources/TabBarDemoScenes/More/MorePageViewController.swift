import Foundation
import TabBarKit

/// A page with a line of text in the middle: the tabs without a list, and the detail
/// pages the lists push.
@MainActor
public class MorePageViewController: UIViewController {
    public let text: String
    private let label = UILabel()

    public init(title: String, text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) {
        text = ""
        super.init(coder: coder)
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        label.text = text
        label.font = .systemFont(ofSize: 24, weight: .semibold)
        label.textAlignment = .center
        label.numberOfLines = 0
        view.addSubview(label)
    }

    override public func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        label.frame = CGRect(x: safe.minX + 20, y: safe.midY - 40, width: safe.width - 40, height: 80)
    }
}

/// The page a list row pushes. Its restoration identifier names the row, so the scene can
/// make it again when a saved stack is restored.
@MainActor
public final class MoreDetailViewController: MorePageViewController {
    static let identifierPrefix = "detail:"

    public init(name: String) {
        super.init(title: name, text: name)
        restorationIdentifier = Self.identifierPrefix + name
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The detail page a restoration identifier names, or nil for another identifier.
    static func restored(identifier: String) -> MoreDetailViewController? {
        guard identifier.hasPrefix(identifierPrefix) else { return nil }
        let name = String(identifier.dropFirst(identifierPrefix.count))
        return name.isEmpty ? nil : MoreDetailViewController(name: name)
    }
}
