import Foundation

/// The animations and completions an app adds to an animator it is handed (a menu's, the
/// sidebar's), each to run once. They are taken out before they run, so a block that adds
/// another to the same animator adds it for a later run.
struct AddedBlocks {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    mutating func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    mutating func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    mutating func takeAnimations() -> [() -> Void] {
        defer { animations = [] }
        return animations
    }

    mutating func takeCompletions() -> [() -> Void] {
        defer { completions = [] }
        return completions
    }
}
