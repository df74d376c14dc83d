import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// The constraint solver on its own: exact answers for small systems, refusals that leave
/// the solution as it was, and incremental changes that agree with solving afresh.
@Suite(.freshApplication)
struct CassowarySolverTests {
    @Test func requiredEqualitiesChainThroughVariables() throws {
        let solver = CassowarySolver()
        let left = LayoutVariable("left"), width = LayoutVariable("width"), right = LayoutVariable("right")
        try solver.add(SolverConstraint(linearExpression([(left, 1)], -20), .equal))
        try solver.add(SolverConstraint(linearExpression([(width, 1)], -100), .equal))
        try solver.add(SolverConstraint(linearExpression([(right, 1), (left, -1), (width, -1)]), .equal))
        solver.updateVariables()
        #expect(left.value == 20 && width.value == 100 && right.value == 120)
    }

    @Test func aConstraintOutlivesItsSolverAndServesAnother() throws {
        let x = LayoutVariable("x")
        let constraint = SolverConstraint(linearExpression([(x, 1)], -10), .equal)
        do {
            let first = CassowarySolver()
            try first.add(constraint)
        }
        let second = CassowarySolver()
        try second.add(constraint)
        #expect(second.contains(constraint) && second.constraintCount == 1)
        try second.setConstant(-20, of: constraint)
        second.updateVariables()
        #expect(x.value == 20)
        try second.remove(constraint)
        #expect(!second.contains(constraint) && second.constraintCount == 0)
    }

    /// A solver gone leaves its tags on every constraint it held; each of them is free for
    /// the next solver to use, however many there are.
    @Test func anEndedSolversTagsAreFreeHoweverManyItLeft() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let constraints = [
            SolverConstraint(linearExpression([(x, 1)], -10), .equal), SolverConstraint(linearExpression([(y, 1)], -20), .equal),
        ]
        do {
            let first = CassowarySolver()
            for constraint in constraints { try first.add(constraint) }
            #expect(constraints.allSatisfy { $0.tagOwnerIsAlive })
        }
        #expect(!constraints.contains { $0.tagOwnerIsAlive })
    }

    @Test func twoSolversHoldOneConstraintAndEachLetsGoOnItsOwn() throws {
        let x = LayoutVariable("x")
        let constraint = SolverConstraint(linearExpression([(x, 1)], -10), .equal)
        var first: CassowarySolver? = CassowarySolver()
        let second = CassowarySolver()
        try first?.add(constraint)
        try second.add(constraint)
        #expect(first?.contains(constraint) == true && second.contains(constraint))
        // The first solver goes while the second still keeps the constraint in its table.
        first = nil
        try second.setConstant(-30, of: constraint)
        second.updateVariables()
        #expect(x.value == 30)
        try second.remove(constraint)
        #expect(!second.contains(constraint))
        #expect(throws: SolverError.unknownConstraint) { try second.remove(constraint) }
        // Free again, it may go back in.
        try second.add(constraint)
        #expect(second.constant(of: constraint) == -10)
    }

    /// A variable remembers its symbol in the last solver that used it; a solver that used
    /// it before still finds its own (as a window's engine after a fitting size was solved
    /// in a scratch engine over the same views).
    @Test func aVariableUsedByAnotherSolverMeanwhileKeepsItsSymbol() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y"), z = LayoutVariable("z")
        let first = CassowarySolver(), second = CassowarySolver()
        try first.add(SolverConstraint(linearExpression([(x, 1)], -10), .equal))
        try first.add(SolverConstraint(linearExpression([(z, 1)], -1), .equal))
        try second.add(SolverConstraint(linearExpression([(x, 1)], -20), .equal))
        try first.add(SolverConstraint(linearExpression([(y, 1), (x, -1)], -5), .equal))
        first.updateVariables()
        #expect(y.value == 15 && x.value == 10)
        #expect(Set(first.knownVariables.map(ObjectIdentifier.init)) == Set([x, y, z].map(ObjectIdentifier.init)))
        try first.add(SolverConstraint(linearExpression([(z, 1), (y, -1)]), .equal, strength: 1))
        first.updateVariables()
        #expect(z.value == 1)
    }

    @Test func theStrongerPreferenceWins() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x")
        try solver.add(SolverConstraint(linearExpression([(x, 1)], -100), .equal, strength: 250))
        try solver.add(SolverConstraint(linearExpression([(x, 1)], -200), .equal, strength: 750))
        solver.updateVariables()
        #expect(x.value == 200)
    }

    @Test func anInequalityBoundsAWeakerWish() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x")
        try solver.add(SolverConstraint(linearExpression([(x, 1)], -10), .greaterThanOrEqual))
        try solver.add(SolverConstraint(linearExpression([(x, 1)]), .equal, strength: 1))
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.add(SolverConstraint(linearExpression([(x, 1)], -30), .lessThanOrEqual))
        try solver.add(SolverConstraint(linearExpression([(x, 1)], -50), .equal, strength: 2))
        solver.updateVariables()
        #expect(x.value == 30)
    }

    /// A view's hugging and compression resistance on one axis, as one equality whose error
    /// costs one strength above and another below.
    @Test func anEqualityMayCostMoreBelowThanAbove() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x")
        let intrinsic = SolverConstraint(linearExpression([(x, 1)], -10), equalCostingAbove: 1, below: 100)
        try solver.add(intrinsic)
        let lower = SolverConstraint(linearExpression([(x, 1)], -5), .equal, strength: 10)
        try solver.add(lower)
        solver.updateVariables()
        #expect(x.value == 10)
        // Gone, it weighs nothing either way.
        try solver.remove(intrinsic)
        solver.updateVariables()
        #expect(x.value == 5)
        try solver.add(intrinsic)
        try solver.remove(lower)
        try solver.add(SolverConstraint(linearExpression([(x, 1)], -20), .equal, strength: 10))
        solver.updateVariables()
        #expect(x.value == 20)
    }

    /// A required equality over lengths that preferences already hold (a stack's last edge
    /// pinned to its canvas) has no variable to solve for: one of the preferences gives way.
    /// The weaker would, but an inequality caps it, and the stronger takes up the rest.
    @Test func closingAChainGivesWayWhereTheBoundsAllow() throws {
        let first = LayoutVariable("first"), second = LayoutVariable("second")
        /// Both lengths wished at 10, the first more strongly; their sum then required at 40.
        func closeChain(cappingSecondAt cap: Double?) throws {
            let solver = CassowarySolver()
            try solver.add(SolverConstraint(linearExpression([(first, 1)], -10), .equal, strength: 750))
            try solver.add(SolverConstraint(linearExpression([(second, 1)], -10), .equal, strength: 250))
            if let cap { try solver.add(SolverConstraint(linearExpression([(second, 1)], -cap), .lessThanOrEqual)) }
            try solver.add(SolverConstraint(linearExpression([(first, 1), (second, 1)], -40), .equal))
            solver.updateVariables()
        }
        try closeChain(cappingSecondAt: 15)
        #expect(first.value == 25 && second.value == 15)
        // Without the cap, the weaker gives way alone.
        try closeChain(cappingSecondAt: nil)
        #expect(first.value == 10 && second.value == 30)
    }

    @Test func aContradictionIsRefusedAndTheSolutionStays() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        try solver.add(SolverConstraint(linearExpression([(x, 1)], -10), .equal))
        try solver.add(SolverConstraint(linearExpression([(y, 1), (x, -2)]), .equal))
        let contradiction = SolverConstraint(linearExpression([(y, 1)], -5), .equal)
        #expect(throws: SolverError.unsatisfiable) { try solver.add(contradiction) }
        #expect(!solver.contains(contradiction))
        let inequality = SolverConstraint(linearExpression([(y, 1)], -30), .greaterThanOrEqual)
        #expect(throws: SolverError.unsatisfiable) { try solver.add(inequality) }
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 20)
        #expect(solver.constraintCount == 2)
    }

    @Test func removingAConstraintLetsTheOthersDecide() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x")
        let strong = SolverConstraint(linearExpression([(x, 1)], -40), .equal, strength: 1000)
        try solver.add(SolverConstraint(linearExpression([(x, 1)], -10), .equal, strength: 1))
        try solver.add(strong)
        solver.updateVariables()
        #expect(x.value == 40)
        try solver.remove(strong)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(throws: SolverError.unknownConstraint) { try solver.remove(strong) }
        #expect(throws: SolverError.duplicateConstraint) {
            let once = SolverConstraint(linearExpression([(x, 1)]), .greaterThanOrEqual)
            try solver.add(once)
            try solver.add(once)
        }
    }

    @Test func aNewConstantMovesWhatDependsOnIt() throws {
        let solver = CassowarySolver()
        let top = LayoutVariable("top"), height = LayoutVariable("height"), bottom = LayoutVariable("bottom")
        let heightConstraint = SolverConstraint(linearExpression([(height, 1)], -49), .equal)
        try solver.add(SolverConstraint(linearExpression([(bottom, 1)], -667), .equal))
        try solver.add(heightConstraint)
        try solver.add(SolverConstraint(linearExpression([(top, 1), (height, 1), (bottom, -1)]), .equal))
        solver.updateVariables()
        #expect(top.value == 618)
        try solver.setConstant(0, of: heightConstraint)
        solver.updateVariables()
        #expect(top.value == 667 && height.value == 0)
    }

    @Test func aNewConstantRespectsInequalities() throws {
        let solver = CassowarySolver()
        let width = LayoutVariable("width")
        let wish = SolverConstraint(linearExpression([(width, 1)], -300), .equal, strength: 500)
        try solver.add(SolverConstraint(linearExpression([(width, 1)], -200), .lessThanOrEqual))
        try solver.add(wish)
        solver.updateVariables()
        #expect(width.value == 200)
        try solver.setConstant(-150, of: wish)
        solver.updateVariables()
        #expect(width.value == 150)
        try solver.setConstant(-250, of: wish)
        solver.updateVariables()
        #expect(width.value == 200)
    }

    @Test func editVariablesFollowSuggestions() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        try solver.add(SolverConstraint(linearExpression([(y, 1), (x, -1)], -10), .equal))
        try solver.add(SolverConstraint(linearExpression([(x, 1)], -100), .lessThanOrEqual))
        try solver.addEditVariable(x, strength: 999)
        try solver.suggest(30, for: x)
        solver.updateVariables()
        #expect(x.value == 30 && y.value == 40)
        try solver.suggest(500, for: x)
        solver.updateVariables()
        #expect(x.value == 100 && y.value == 110)
        #expect(throws: SolverError.requiredEditStrength) { try solver.addEditVariable(y, strength: SolverConstraint.required) }
        try solver.removeEditVariable(x)
        #expect(throws: SolverError.unknownEditVariable) { try solver.suggest(1, for: x) }
    }

    @Test func aFreeVariableIsAmbiguousAndAPinnedOneIsNot() throws {
        let solver = CassowarySolver()
        let a = LayoutVariable("a"), b = LayoutVariable("b")
        try solver.add(SolverConstraint(linearExpression([(a, 1), (b, 1)], -10), .equal))
        #expect(solver.isAmbiguous(a) || solver.isAmbiguous(b))
        try solver.add(SolverConstraint(linearExpression([(b, 1)], -4), .equal))
        #expect(!solver.isAmbiguous(a) && !solver.isAmbiguous(b))
        solver.updateVariables()
        #expect(a.value == 6)
    }

    /// Random systems changed step by step: after every add, remove and constant change
    /// (refused ones included) the incremental solution holds every required constraint and
    /// is as good as a fresh solve of the same constraints: the weighted error of the
    /// preferences is the same (where several solutions are best, either may be chosen).
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func incrementalChangesAgreeWithSolvingAfresh(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let variables = (0..<12).map { LayoutVariable("v\($0)") }
        var wishes: [SolverConstraint] = []
        for (index, variable) in variables.enumerated() {
            wishes.append(SolverConstraint(linearExpression([(variable, 1)], -Double(index * 7)), .equal, strength: 1 + Double(index) / 16))
        }
        // What the solver holds, and the same constraint with the constant it has now.
        var held: [(inSolver: SolverConstraint, now: SolverConstraint)] = []
        let solver = CassowarySolver()
        for wish in wishes { try solver.add(wish) }
        for _ in 0..<300 {
            switch random.next() % 3 {
            case 0:
                let a = variables[Int(random.next() % 12)], b = variables[Int(random.next() % 12)]
                let relation: SolverRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(random.next() % 3)]
                let strength: Double = random.next() % 2 == 0 ? SolverConstraint.required : Double(10 + random.next() % 900)
                let constant = Double(random.next() % 200) - 100
                let constraint = SolverConstraint(linearExpression([(a, 1), (b, -1)], constant), relation, strength: strength)
                do {
                    try solver.add(constraint)
                    held.append((constraint, constraint))
                } catch SolverError.unsatisfiable {}
            case 1 where !held.isEmpty:
                let index = Int(random.next() % UInt64(held.count))
                try solver.remove(held.remove(at: index).inSolver)
            default:
                guard !held.isEmpty else { continue }
                try changeARandomConstant(of: &held, in: solver, using: &random)
            }
            solver.updateVariables()
            try expectAsGoodAsAFreshSolve(wishes + held.map(\.now), over: variables, tolerance: 1e-9, "seed \(seed)")
        }
    }

    /// The same with what layouts hold: expressions of up to three variables with halves and
    /// doubles, and the strengths of UIKit's usual priorities, whose errors cancel in the
    /// objective when a constraint goes (a stack view replaces its constraints often). What
    /// the cancelling leaves over must not stop the search for the best solution.
    @Test(arguments: [1, 2, 5, 9, 18, 57])
    func removalsAmongUIKitPrioritiesStayOptimal(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let variables = (0..<8).map { LayoutVariable("v\($0)") }
        let strengths = [UILayoutPriority.required, .required, UILayoutPriority(25), .fittingSizeLevel, .defaultLow, .defaultHigh]
            .map(\.solverStrength)
        var held: [SolverConstraint] = []
        let solver = CassowarySolver()
        for _ in 0..<60 {
            if random.next() % 3 != 0 || held.isEmpty {
                let terms = (0...(random.next() % 3)).map { _ in
                    (variables[Int(random.next() % 8)], [1, -1, 0.5, -0.5, 2][Int(random.next() % 5)])
                }
                let relation: SolverRelation? = [.equal, .lessThanOrEqual, .greaterThanOrEqual, nil][Int(random.next() % 4)]
                let strength = strengths[Int(random.next() % UInt64(strengths.count))]
                let expression = LinearExpression(terms, constant: Double(random.next() % 60) - 30)
                // nil: an equality costing a priority above and another below, as hugging and
                // compression resistance.
                let constraint =
                    if let relation {
                        SolverConstraint(expression, relation, strength: strength)
                    } else {
                        SolverConstraint(
                            expression, equalCostingAbove: strengths[2 + Int(random.next() % 4)],
                            below: strengths[2 + Int(random.next() % 4)])
                    }
                do {
                    try solver.add(constraint)
                    held.append(constraint)
                } catch SolverError.unsatisfiable {}
            } else {
                try solver.remove(held.remove(at: Int(random.next() % UInt64(held.count))))
            }
            solver.updateVariables()
            try expectAsGoodAsAFreshSolve(held, over: variables, tolerance: 1e-4, "seed \(seed)")
        }
    }
}
