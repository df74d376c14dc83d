import Foundation

/// How much a constraint matters: required (1000) constraints must hold; the engine trades
/// the others off, a higher priority winning over any number of points of a lower one.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// The solver's weight for a point of error at this priority: ten times more for each
    /// hundred of priority, so that the usual levels act as levels (a point at 750 outweighs
    /// 100,000 points at 250) while near priorities trade off by weight.
    var solverStrength: Double {
        guard rawValue < 1000 else { return SolverConstraint.required }
        let level = Double(max(0, rawValue))
        // The priorities apps and stacks use are whole numbers: their weights are worked out
        // once (a power for every constraint added was a measurable part of a first solve).
        if let whole = Int(exactly: level) { return Self.wholeLevelStrengths[whole] }
        return Self.strength(ofLevel: level)
    }

    private static func strength(ofLevel level: Double) -> Double {
        pow(10, level / 100)
    }

    private static let wholeLevelStrengths: [Double] = (0..<1000).map { strength(ofLevel: Double($0)) }

    /// Below any priority's weight and below the difference between any two near ones: a
    /// constraint this light only chooses among solutions the priorities leave equal.
    static let tieSettlingStrength = 1e-3
}
