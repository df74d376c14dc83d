import Foundation

/// One value of a state file: the property-list types, as a tree with no references, so it
/// cannot hold itself. Dictionaries have string keys.
enum StateValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case string(String)
    case data(Data)
    case array([StateValue])
    case dictionary([String: StateValue])

    /// What a value is, for messages.
    var kind: String {
        switch self {
        case .null: "nil"
        case .bool: "a Boolean"
        case .integer: "an integer"
        case .double: "a floating-point number"
        case .string: "a string"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}
