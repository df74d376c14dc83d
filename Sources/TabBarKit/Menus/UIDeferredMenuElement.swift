import Foundation

/// A placeholder that loads its elements when its menu is shown: the menu shows a
/// loading row until the provider hands them over, then shows them in its place.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    public typealias ElementProvider = (@escaping ([UIMenuElement]) -> Void) -> Void

    private let provider: ElementProvider
    private let caches: Bool
    /// What the provider handed over, kept when the element caches.
    private(set) var cachedElements: [UIMenuElement]?
    /// Menus waiting for the provider's answer; each is told once.
    private var waiting: [([UIMenuElement]) -> Void] = []

    /// An element whose provider runs the first time a menu shows it; later menus show
    /// the same elements.
    public convenience init(_ elementProvider: @escaping ElementProvider) {
        self.init(provider: elementProvider, caches: true)
    }

    /// An element whose provider runs each time a menu shows it.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, caches: false)
    }

    private init(provider: @escaping ElementProvider, caches: Bool) {
        self.provider = provider
        self.caches = caches
        super.init(title: "", subtitle: nil, image: nil)
    }

    public required init?(coder: NSCoder) { nil }

    /// Asks for the elements; `receive` runs once, at once when they are cached or the
    /// provider answers straight away. A provider that answers twice is heard once.
    func load(_ receive: @escaping ([UIMenuElement]) -> Void) {
        if let cachedElements {
            receive(cachedElements)
            return
        }
        waiting.append(receive)
        guard waiting.count == 1 else { return }
        var answered = false
        provider { [weak self] elements in
            guard let self, !answered else {
                Log.menus.error("UIDeferredMenuElement: the provider answered more than once; later answers ignored")
                return
            }
            answered = true
            if self.caches { self.cachedElements = elements }
            let receivers = self.waiting
            self.waiting = []
            for receiver in receivers { receiver(elements) }
        }
    }

    override public func copy(with zone: NSZone? = nil) -> Any { self }
}
