import Foundation

/// A constraint system for the bare solver, so that its time can be set beside another
/// Cassowary solver's on the same system (Benchmarks/compare-kiwisolver.py builds it for
/// kiwisolver). Not UIKit's API: visible only to `@_spi(Benchmarks) import TabBarKit`.
///
/// Ten columns side by side across a 375 × 667 root, each a stack of rows 10 high, one
/// below the other with a point between, each row as wide as its column: four
/// constraints a row, four a column, two for the root.
@_spi(Benchmarks) @preconcurrency @MainActor
public final class SolverWorkload {
    private let constraints: [SolverConstraint]
    private let variables: [LayoutVariable]

    public init(rows: Int) {
        var constraints: [SolverConstraint] = [], variables: [LayoutVariable] = []
        func variable(_ name: String) -> LayoutVariable {
            let variable = LayoutVariable(name)
            variables.append(variable)
            return variable
        }
        func require(_ terms: [(LayoutVariable, Double)], _ constant: Double = 0) {
            constraints.append(
                SolverConstraint(LinearExpression(terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant), .equal))
        }
        let rootWidth = variable("root.width"), rootHeight = variable("root.height")
        require([(rootWidth, 1)], -375)
        require([(rootHeight, 1)], -667)
        var columns: [(width: LayoutVariable, lastBottom: (y: LayoutVariable, h: LayoutVariable)?)] = []
        var previousRight: (x: LayoutVariable, w: LayoutVariable)?
        for index in 0..<10 {
            let x = variable("c\(index).x"), y = variable("c\(index).y")
            let w = variable("c\(index).w"), h = variable("c\(index).h")
            require([(y, 1)])
            require([(y, 1), (h, 1), (rootHeight, -1)])
            require([(w, 1), (rootWidth, -0.1)])
            if let previousRight { require([(x, 1), (previousRight.x, -1), (previousRight.w, -1)]) } else { require([(x, 1)]) }
            previousRight = (x, w)
            columns.append((w, nil))
        }
        for index in 0..<max(1, rows) {
            let column = index % 10
            let x = variable("v\(index).x"), y = variable("v\(index).y")
            let w = variable("v\(index).w"), h = variable("v\(index).h")
            require([(x, 1)])
            require([(x, 1), (w, 1), (columns[column].width, -1)])
            if let above = columns[column].lastBottom {
                require([(y, 1), (above.y, -1), (above.h, -1)], -1)
            } else {
                require([(y, 1)], -1)
            }
            require([(h, 1)], -10)
            columns[column].lastBottom = (y, h)
        }
        self.constraints = constraints
        self.variables = variables
    }

    public var constraintCount: Int { constraints.count }

    /// Adds every constraint to a new solver and reads the values back; answers the sum of
    /// the values, so that nothing can be left out as unused.
    @discardableResult
    public func solve() -> Double {
        let solver = CassowarySolver()
        for constraint in constraints { try? solver.add(constraint) }
        solver.updateVariables()
        return variables.reduce(0) { $0 + $1.value }
    }
}
