import Foundation

// What UIKit prints when required constraints contradict each other, and what it does: it
// breaks one and goes on. Here the one broken is the constraint that could not be added
// (or whose new constant could not hold); it stays active and is tried again when its
// constant or priority changes.
extension LayoutEngine {
    func reportConflict(breaking record: Record) {
        let broken = record.constraint
        // The constraints that share an item with the broken one: the usual suspects.
        let items = Set(record.mentions.map { ObjectIdentifier($0.entry) })
        let related = records.all.filter { other in
            other !== record && other.mentions.contains { items.contains(ObjectIdentifier($0.entry)) }
        }.map(\.constraint)
        let list = (related + [broken]).map { "    \"\($0)\"" }.joined(separator: ",\n")
        Log.layout.error(
            """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """)
    }
}
