import Foundation

/// An object that knows its place in the one list that holds it, so that it leaves in
/// constant time: the engine's entries and records.
@MainActor
protocol ListedInPlace: AnyObject {
    var listIndex: Int { get set }
}

@MainActor
extension Array where Element: ListedInPlace {
    mutating func appendListed(_ element: Element) {
        element.listIndex = count
        append(element)
    }

    /// Takes `element` out; the last element takes its place and learns so.
    mutating func removeListed(_ element: Element) {
        let last = removeLast()
        guard last !== element else { return }
        last.listIndex = element.listIndex
        self[element.listIndex] = last
    }
}
