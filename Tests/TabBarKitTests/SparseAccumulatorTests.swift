import Foundation
import TabBarKitTestSupport
import Testing

@testable import TabBarKit

/// The solver sums the rows an expansion reaches in a table by symbol and reads the sum out
/// as one sorted row; the table must be empty again for the next sum.
@Suite(.freshApplication)
struct SparseAccumulatorTests {
    private func cells(_ row: SolverRow) -> [String] {
        row.cells.map { "\($0.symbol):\($0.coefficient)" }
    }

    @Test func rowsAddUpIntoOneSortedRowWithoutTheCellsThatCancel() {
        let sum = SparseAccumulator()
        var first = SolverRow(constant: 0)
        first.insert(9, 2)
        first.insert(3, 1)
        var second = SolverRow(constant: 0)
        second.insert(3, -0.5)
        second.insert(5, 4)
        sum.add(first, 1)
        sum.add(second, 2)
        sum.add(200, 7)
        sum.add(5, -8)
        let row = sum.takeRow(constant: 12)
        #expect(row.constant == 12)
        // 3: 1 − 1 and 5: 8 − 8 cancel; what is left comes out by symbol, a far one included.
        #expect(cells(row) == ["9:2.0", "200:7.0"])
    }

    @Test func eachSumStartsEmpty() {
        let sum = SparseAccumulator()
        sum.add(4, 1)
        sum.add(2, 3)
        _ = sum.takeRow(constant: 0)
        sum.add(4, 5)
        #expect(cells(sum.takeRow(constant: 1)) == ["4:5.0"], "nothing of the last sum is left over")
        #expect(sum.takeRow(constant: 0).isEmpty)
    }

    /// An expansion through a long chain: the last of a hundred tops, each the one before
    /// plus a height, bounded, leaves the heights summed correctly.
    @Test func aBoundAtTheEndOfALongChainReachesEveryHeight() throws {
        let solver = CassowarySolver()
        let count = 100
        let tops = (0..<count).map { LayoutVariable("top\($0)") }, heights = (0..<count).map { LayoutVariable("height\($0)") }
        try solver.add(SolverConstraint(linearExpression([(tops[0], 1)], 0), .equal))
        for index in 1..<count {
            try solver.add(
                SolverConstraint(linearExpression([(tops[index], 1), (tops[index - 1], -1), (heights[index - 1], -1)], -2), .equal))
        }
        for height in heights { try solver.add(SolverConstraint(linearExpression([(height, 1)], -10), .equal, strength: 10)) }
        try solver.add(SolverConstraint(linearExpression([(tops[count - 1], 1)], -(Double(count - 1) * 2 + 495)), .lessThanOrEqual))
        solver.updateVariables()
        let heightsAbove = heights.prefix(count - 1).map(\.value).reduce(0, +)
        #expect(abs(heightsAbove - 495) < 1e-6)
        #expect(abs(tops[count - 1].value - (Double(count - 1) * 2 + 495)) < 1e-6)
        // Every point given up costs the same, so where the heights give is the solver's
        // choice; none grows, and the last, below the bound, keeps its length.
        #expect(heights.allSatisfy { $0.value <= 10 + 1e-9 })
        #expect(heights[count - 1].value == 10)
    }
}
