import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// Required equalities that define a variable nothing else mentioned are kept beside the
/// tableau: their values follow what they name, they expand into the rows that need them,
/// and removing or changing one leaves the solver as if they had been rows all along.
@Suite(.freshApplication)
struct SolverDefinitionTests {
    /// A stack's chain: each top is the one above plus its height and a spacing.
    @Test func aChainOfEdgesFollowsEveryChangeAlongIt() throws {
        let solver = CassowarySolver()
        let tops = (0..<6).map { LayoutVariable("top\($0)") }, heights = (0..<6).map { LayoutVariable("height\($0)") }
        let first = SolverConstraint(linearExpression([(tops[0], 1)], -10), .equal)
        try solver.add(first)
        var spacings: [SolverConstraint] = []
        for index in 1..<6 {
            let spacing = SolverConstraint(
                linearExpression([(tops[index], 1), (tops[index - 1], -1), (heights[index - 1], -1)], -4), .equal)
            try solver.add(spacing)
            spacings.append(spacing)
        }
        for height in heights { try solver.add(SolverConstraint(linearExpression([(height, 1)], -20), .equal, strength: 10)) }
        solver.updateVariables()
        #expect(tops.map(\.value) == [10, 34, 58, 82, 106, 130])

        try solver.setConstant(-50, of: first)
        try solver.setConstant(-14, of: spacings[1])
        solver.updateVariables()
        #expect(tops.map(\.value) == [50, 74, 108, 132, 156, 180])

        // A bound on the last top reaches back through the chain to the heights.
        try solver.add(SolverConstraint(linearExpression([(tops[5], 1)], -150), .lessThanOrEqual))
        solver.updateVariables()
        #expect(tops[5].value == 150)
        let chained: Double = heights.prefix(5).map(\.value).reduce(0, +)
        #expect(abs(chained - 70) < 1e-9, "the last top less the first, the spacings and the larger one")

        // The first top's equality goes while the bound rests on it: the chain stays, free to move.
        try solver.remove(first)
        solver.updateVariables()
        #expect(tops[5].value <= 150 + 1e-9)
        #expect(heights.allSatisfy { $0.value == 20 })
        for index in 0..<5 {
            #expect(abs(tops[index + 1].value - tops[index].value - heights[index].value - (index == 1 ? 14 : 4)) < 1e-9)
        }
    }

    @Test func aDefinedVariableIsAmbiguousOnlyThroughWhatItNames() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        try solver.add(SolverConstraint(linearExpression([(x, 1), (y, -1)], -10), .equal))
        #expect(solver.isAmbiguous(x))
        let pin = SolverConstraint(linearExpression([(y, 1)], -5), .equal)
        try solver.add(pin)
        #expect(!solver.isAmbiguous(x))
        solver.updateVariables()
        #expect(x.value == 15)
        try solver.remove(pin)
        #expect(solver.isAmbiguous(x))
    }

    /// A long chain most of which goes again: the definitions left keep their own cells
    /// (others take their places as definitions go), and a constant changed on each of
    /// them still moves what follows it.
    @Test func theDefinitionsLeftAfterMostGoKeepTheirCells() throws {
        let solver = CassowarySolver()
        let tops = (0..<120).map { LayoutVariable("top\($0)") }
        var links: [SolverConstraint] = []
        try solver.add(SolverConstraint(linearExpression([(tops[0], 1)], -10), .equal))
        for index in 1..<tops.count {
            let link = SolverConstraint(linearExpression([(tops[index], 1), (tops[index - 1], -1)], -Double(index)), .equal)
            try solver.add(link)
            links.append(link)
        }
        // Every link but each tenth goes; the tops past a gap are free again.
        for (index, link) in links.enumerated() where index % 10 != 9 { try solver.remove(link) }
        let kept = links.indices.filter { $0 % 10 == 9 }
        for index in kept { try solver.setConstant(-Double(1_000 + index), of: links[index]) }
        solver.updateVariables()
        #expect(tops[0].value == 10)
        for index in kept {
            #expect(abs(tops[index + 1].value - tops[index].value - Double(1_000 + index)) < 1e-9, "link \(index)")
        }
    }

    /// Random systems where most equalities define a new variable: chains, bounds and
    /// wishes on defined variables, equalities removed under what rests on them, constants
    /// changed. After every step the required constraints hold with the values reported,
    /// and the solution is as good as a fresh solve's.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    func definitionsComeAndGoAmongTheOtherRows(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var variables = (0..<16).map { LayoutVariable("v\($0)") }
        var held: [(inSolver: SolverConstraint, now: SolverConstraint)] = []
        let solver = CassowarySolver()
        func pick() -> LayoutVariable { variables[Int(random.next() % UInt64(variables.count))] }
        for step in 0..<250 {
            let roll = random.next() % 10
            if roll < 6 || held.isEmpty {
                let a = pick(), b = pick(), c = pick()
                let terms: [(LayoutVariable, Double)]
                switch random.next() % 3 {
                case 0: terms = [(a, 1)]
                case 1: terms = [(a, 1), (b, -1)]
                default: terms = [(a, 1), (b, -1), (c, [1, -1, 0.5][Int(random.next() % 3)])]
                }
                let relation: SolverRelation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual][Int(random.next() % 4)]
                let strength = random.next() % 3 == 0 ? Double(1 + random.next() % 900) : SolverConstraint.required
                let constraint = SolverConstraint(linearExpression(terms, Double(random.next() % 200) - 100), relation, strength: strength)
                do {
                    try solver.add(constraint)
                    held.append((constraint, constraint))
                } catch SolverError.unsatisfiable {}
            } else if roll < 8 {
                try solver.remove(held.remove(at: Int(random.next() % UInt64(held.count))).inSolver)
            } else {
                try changeARandomConstant(of: &held, in: solver, using: &random)
            }
            // New variables keep coming, so that new equalities keep finding free ones.
            if step % 10 == 9 { variables.append(LayoutVariable("v\(variables.count)")) }
            solver.updateVariables()
            try expectAsGoodAsAFreshSolve(held.map(\.now), over: variables, tolerance: 1e-6, "seed \(seed), step \(step)")
        }
    }
}
