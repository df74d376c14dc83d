import Foundation
import Testing

@testable import TabBarKit

/// `constant + Σ coefficient × variable`, as the solver tests write their constraints.
func linearExpression(_ terms: [(LayoutVariable, Double)], _ constant: Double = 0) -> LinearExpression {
    LinearExpression(terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant)
}

// What the solver tests check a solution by, with the variables' current values.
extension SolverConstraint {
    /// The same constraint with another constant, as a solver holds it after `setConstant`.
    func with(constant: Double) -> SolverConstraint {
        SolverConstraint(LinearExpression(expression.terms, constant: constant), relation, strength: strength)
    }

    /// How far the values are from meeting the constraint.
    var violation: Double {
        let value = expression.value
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// The objective the solver minimises: strength × violation over the preferences.
    /// Violations within rounding count as none: a strength of 10⁷ would make them weigh.
    static func weightedError(of constraints: [SolverConstraint]) -> Double {
        constraints.filter { !$0.isRequired }.reduce(0) { total, constraint in
            let value = constraint.expression.value
            guard abs(value) > 1e-9 else { return total }
            if let below = constraint.strengthBelow, value < 0 { return total - below * value }
            return total + constraint.strength * constraint.violation
        }
    }
}

/// After a step of a random solver test, with the values `solver` last reported: every
/// required constraint holds, and the weighted error is a fresh solve's (within `tolerance`,
/// relative), as several solutions may be best. The values are put back after the fresh solve.
func expectAsGoodAsAFreshSolve(
    _ constraints: [SolverConstraint], over variables: [LayoutVariable], tolerance: Double, _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let incremental = variables.map(\.value)
    for constraint in constraints where constraint.isRequired {
        #expect(constraint.violation < 1e-6, "\(context): a required constraint fails", sourceLocation: sourceLocation)
    }
    let incrementalError = SolverConstraint.weightedError(of: constraints)
    let fresh = CassowarySolver()
    for constraint in constraints { try fresh.add(constraint) }
    fresh.updateVariables()
    let freshError = SolverConstraint.weightedError(of: constraints)
    #expect(
        abs(incrementalError - freshError) <= tolerance * max(1, freshError),
        "\(context): \(incrementalError) against \(freshError)", sourceLocation: sourceLocation)
    for (variable, value) in zip(variables, incremental) { variable.value = value }
}

/// A random step of the solver tests: one held constraint gets a new constant between -100
/// and 99 in the solver, and, unless the solver refuses it, in `now` (what the fresh solve
/// is given).
func changeARandomConstant(
    of held: inout [(inSolver: SolverConstraint, now: SolverConstraint)], in solver: CassowarySolver,
    using random: inout SeededGenerator
) throws {
    let index = Int(random.next() % UInt64(held.count))
    let constant = Double(random.next() % 200) - 100
    do {
        try solver.setConstant(constant, of: held[index].inSolver)
        held[index].now = held[index].now.with(constant: constant)
    } catch SolverError.unsatisfiable {}
}
