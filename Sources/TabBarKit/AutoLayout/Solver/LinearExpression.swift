import Foundation

/// An unknown of the layout: a view's edge, a size, a guide's position. The solver writes
/// its value; `name` says what it stands for in conflict reports.
final class LayoutVariable {
    /// Written by the solver, read by the engine.
    var value: Double = 0
    let name: String
    /// The view or guide the variable belongs to, so a changed value finds what moved.
    var owner: AnyObject? { ownerReference?.object }
    var ownerReference: ObjectReference?
    /// Whether the owner is a view (known without a cast, for every variable a solve moves).
    var ownerIsView = false
    /// Its symbol in the solver that last used it (see CassowarySolver.symbol(for:)).
    var solverSymbol: (solver: ObjectIdentifier, symbol: Int)?

    init(_ name: String) {
        self.name = name
    }
}

/// `constant + Σ coefficient × variable`.
struct LinearExpression {
    var terms: [(variable: LayoutVariable, coefficient: Double)]
    var constant: Double

    init(_ terms: [(variable: LayoutVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    init(_ variable: LayoutVariable) {
        self.init([(variable, 1)])
    }

    /// The expression's value with the variables' current values.
    var value: Double {
        terms.reduce(constant) { $0 + $1.variable.value * $1.coefficient }
    }
}

/// How an expression relates to zero.
enum SolverRelation {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// `expression relation 0` at a strength: required ones must hold, the others cost their
/// strength per point of error.
final class SolverConstraint {
    let expression: LinearExpression
    let relation: SolverRelation
    let strength: Double
    /// For a non-required equality, what a point below zero costs, when it differs from a
    /// point above (`strength`). A view's hugging and compression resistance on one axis are
    /// such an equality: one row where a pair of inequalities would need two.
    let strengthBelow: Double?
    /// Where the constraint stands in the solver that holds it (see CassowarySolver.Tag).
    var tag: CassowarySolver.Tag?

    /// Whether the solver of the tag here still exists: a solver gone leaves its tag, and
    /// the slot may be taken.
    var tagOwnerIsAlive: Bool {
        guard let tag else { return false }
        return !tag.owner.hasEnded
    }

    /// Strength at or above this is required.
    static let required = 1e30

    init(_ expression: LinearExpression, _ relation: SolverRelation, strength: Double = SolverConstraint.required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        strengthBelow = nil
    }

    /// `expression = 0`, costing `above` per point above zero and `below` per point below;
    /// both must be weaker than required.
    init(_ expression: LinearExpression, equalCostingAbove above: Double, below: Double) {
        precondition(above < Self.required && below < Self.required, "an asymmetric equality is not required")
        self.expression = expression
        relation = .equal
        strength = above
        strengthBelow = below
    }

    var isRequired: Bool { strength >= Self.required }
}
