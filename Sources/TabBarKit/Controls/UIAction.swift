import Foundation

public typealias UIActionHandler = (UIAction) -> Void

/// A closure with a title and image: what a control runs for its events, in place of
/// selector-based target/action.
@preconcurrency @MainActor
open class UIAction: NSObject {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    open var image: UIImage?
    open var discoverabilityTitle: String?
    /// Controls keep one action per identifier; each action gets a unique one by default.
    public let identifier: Identifier
    /// The control that sent the action, set before the handler runs.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
    }
}
