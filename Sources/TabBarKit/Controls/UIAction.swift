import Foundation

public typealias UIActionHandler = (UIAction) -> Void

/// A menu element that runs a closure: what controls run for their events (in place of
/// selector-based target/action) and what menus list.
@preconcurrency @MainActor
open class UIAction: UIMenuElement, UIMenuLeaf {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    override open var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    override open var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    /// Shown in place of `image` while the action's state is `.on`.
    open var selectedImage: UIImage?
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// Controls keep one action per identifier; each action gets a unique one by default.
    public let identifier: Identifier
    /// The control or bar button item that sent the action, set before the handler runs.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.selectedImage = selectedImage
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    public required init?(coder: NSCoder) {
        identifier = Identifier(UUID().uuidString)
        attributes = []
        state = .off
        handler = { _ in }
        super.init(coder: coder)
    }

    /// Runs the handler with `sender` as the action's sender; the target is not used, as
    /// an action carries its own closure.
    open func perform(withSender sender: Any?, target: Any?) {
        perform(sender: sender)
    }

    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
    }

    override open func copy(with zone: NSZone? = nil) -> Any {
        UIAction(
            title: title, subtitle: subtitle, image: image, selectedImage: selectedImage, identifier: identifier,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
    }
}

/// What every chosen menu element has: a title, images, a look and a state, and a way to run.
@preconcurrency @MainActor
public protocol UIMenuLeaf: NSObjectProtocol {
    var title: String { get set }
    var subtitle: String? { get set }
    var image: UIImage? { get set }
    var selectedImage: UIImage? { get set }
    var attributes: UIMenuElement.Attributes { get set }
    var state: UIMenuElement.State { get set }
    var sender: Any? { get }
    func perform(withSender sender: Any?, target: Any?)
}
