import Foundation

/// Copied items, for copy and paste: strings, URLs, images and colours, and data by type
/// name. The general pasteboard is the application's; a host that has a system clipboard
/// (the SDL host) backs its strings with it, and without one (headless, tests) it lives in
/// memory (docs/reference/TEXT-INPUT.md, "Pasteboard").
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    public struct Name: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("com.apple.UIKit.pboard.general")
        public static let find = Name("com.apple.UIKit.pboard.find")
    }

    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    nonisolated public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    /// The type names items carry, as UTIs.
    static let textType = "public.utf8-plain-text"
    static let urlType = "public.url"
    static let imageType = "public.image"
    static let colorType = "com.apple.uikit.color"

    public let name: Name
    /// What the pasteboard holds, shared by every instance of the same name.
    private let storage: PasteboardStorage
    open var changeCount: Int { storage.changeCount }
    private var storedItems: [[String: Any]] {
        get { storage.items }
        set { storage.items = newValue }
    }
    /// The host's clipboard, when the host has one: its text is the first item's.
    @_spi(Hosting) public var hostClipboard: HostClipboard? {
        get { storage.hostClipboard }
        set { storage.hostClipboard = newValue }
    }

    init(name: Name, storage: PasteboardStorage) {
        self.name = name
        self.storage = storage
    }

    /// The application's pasteboard for copy and paste.
    open class var general: UIPasteboard { UIApplication.current.runtime.pasteboards.general }

    /// The pasteboard named `name`, made when `create` is true and there is none.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        guard let storage = UIApplication.current.runtime.pasteboards.storage(named: pasteboardName, create: create) else { return nil }
        self.init(name: pasteboardName, storage: storage)
    }

    open class func withUniqueName() -> UIPasteboard {
        let name = Name(UUID().uuidString)
        return UIPasteboard(name: name, storage: UIApplication.current.runtime.pasteboards.storage(named: name, create: true)!)
    }

    /// Forgets a named pasteboard; the general one stays.
    open class func remove(withName pasteboardName: Name) {
        guard pasteboardName != .general else { return }
        UIApplication.current.runtime.pasteboards.named[pasteboardName] = nil
    }

    // MARK: Items

    open var items: [[String: Any]] {
        get {
            guard let hostText = readHostText() else { return storedItems }
            var items = storedItems
            if items.first?[Self.textType] as? String != hostText {
                items = [[Self.textType: hostText]]
            }
            return items
        }
        set { setItems(newValue, options: [:]) }
    }

    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    }

    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        storedItems = items
        changed()
        if let hostClipboard, let text = items.first?[Self.textType] as? String { hostClipboard.write(text) }
    }

    open func addItems(_ items: [[String: Any]]) {
        setItems(self.items + items)
    }

    open var numberOfItems: Int { items.count }
    open var types: [String] { items.first.map { Array($0.keys).sorted() } ?? [] }

    open func contains(pasteboardTypes: [String]) -> Bool {
        guard let first = items.first else { return false }
        return pasteboardTypes.contains { first[$0] != nil }
    }

    open func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }

    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: value]])
    }

    open func data(forPasteboardType pasteboardType: String) -> Data? {
        switch items.first?[pasteboardType] {
        case let data as Data: return data
        case let string as String: return Data(string.utf8)
        default: return nil
        }
    }

    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: data]])
    }

    // MARK: Typed values

    open var string: String? {
        get { strings?.first }
        set { setValues(newValue.map { [$0] }, type: Self.textType) }
    }
    open var strings: [String]? {
        get { values(of: Self.textType) }
        set { setValues(newValue, type: Self.textType) }
    }
    open var url: URL? {
        get { urls?.first }
        set { setValues(newValue.map { [$0] }, type: Self.urlType) }
    }
    open var urls: [URL]? {
        get { values(of: Self.urlType) }
        set { setValues(newValue, type: Self.urlType) }
    }
    open var image: UIImage? {
        get { images?.first }
        set { setValues(newValue.map { [$0] }, type: Self.imageType) }
    }
    open var images: [UIImage]? {
        get { values(of: Self.imageType) }
        set { setValues(newValue, type: Self.imageType) }
    }
    open var color: UIColor? {
        get { colors?.first }
        set { setValues(newValue.map { [$0] }, type: Self.colorType) }
    }
    open var colors: [UIColor]? {
        get { values(of: Self.colorType) }
        set { setValues(newValue, type: Self.colorType) }
    }

    open var hasStrings: Bool { strings != nil }
    open var hasURLs: Bool { urls != nil }
    open var hasImages: Bool { images != nil }
    open var hasColors: Bool { colors != nil }

    private func values<Value>(of type: String) -> [Value]? {
        let found = items.compactMap { $0[type] as? Value }
        return found.isEmpty ? nil : found
    }

    private func setValues<Value>(_ values: [Value]?, type: String) {
        setItems((values ?? []).map { [type: $0] })
    }

    private func changed() {
        storage.changeCount += 1
        NotificationCenter.default.post(name: Self.changedNotification, object: self)
    }

    /// The host clipboard's text, which may not be UTF-8: that is refused by name, and the
    /// pasteboard holds no text then (as an `NSString` made from such bytes is nil).
    private func readHostText() -> String? {
        guard let hostClipboard, let bytes = hostClipboard.read() else { return nil }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            Log.text.error("the clipboard's text is not valid UTF-8 (\(bytes.count) bytes); the pasteboard reads it as empty")
            return nil
        }
        if text != storage.lastHostText {
            storage.lastHostText = text
            storage.changeCount += 1
        }
        return text
    }
}

/// A host's system clipboard: what it holds as bytes (nil when empty) and how to put text in it.
@_spi(Hosting) public struct HostClipboard {
    public var read: () -> [UInt8]?
    public var write: (String) -> Void

    public init(read: @escaping () -> [UInt8]?, write: @escaping (String) -> Void) {
        self.read = read
        self.write = write
    }
}

/// The contents of one named pasteboard.
@MainActor
final class PasteboardStorage {
    /// Each item maps a type name to its value.
    var items: [[String: Any]] = []
    var changeCount = 0
    var hostClipboard: HostClipboard?
    /// The host text last read, to count the host's changes.
    var lastHostText: String?
}

/// An application's pasteboards: the general one and those made by name.
@MainActor
final class Pasteboards {
    private(set) lazy var general = UIPasteboard(name: .general, storage: storage(named: .general, create: true)!)
    var named: [UIPasteboard.Name: PasteboardStorage] = [:]

    func storage(named name: UIPasteboard.Name, create: Bool) -> PasteboardStorage? {
        if let existing = named[name] { return existing }
        guard create else { return nil }
        let made = PasteboardStorage()
        named[name] = made
        return made
    }
}

extension UIApplication {
    /// This application's general pasteboard, for a host to back with its clipboard.
    @_spi(Hosting) public var generalPasteboard: UIPasteboard { runtime.pasteboards.general }
}
