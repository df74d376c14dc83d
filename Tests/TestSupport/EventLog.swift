import Foundation

/// Records what happened, in order, for tests of call order.
@MainActor
public final class EventLog {
    public private(set) var events: [String] = []
    public init() {}
    public func add(_ event: String) { events.append(event) }
}
