import Foundation

/// One row of the simplex tableau: `constant + Σ coefficient × symbol`, read as the value
/// of the row's basic symbol. Cells are kept sorted by symbol so that every walk over them
/// is in one order, which makes the solver's choices, and so ambiguous layouts, repeatable.
struct SolverRow {
    var constant: Double
    private(set) var symbols: [Int] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    static let epsilon = 1e-8

    static func isNearZero(_ value: Double) -> Bool {
        abs(value) < epsilon
    }

    var isEmpty: Bool { symbols.isEmpty }

    private func position(of symbol: Int) -> (found: Bool, index: Int) {
        var low = 0, high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        return (low < symbols.count && symbols[low] == symbol, low)
    }

    func coefficient(for symbol: Int) -> Double {
        let (found, index) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    func contains(_ symbol: Int) -> Bool {
        position(of: symbol).found
    }

    /// Adds `coefficient × symbol`; a cell that cancels to zero goes.
    /// Answers +1 when the symbol joined the row, -1 when it left, 0 otherwise.
    @discardableResult
    mutating func insert(_ symbol: Int, _ coefficient: Double = 1) -> Int {
        let (found, index) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if Self.isNearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
                return -1
            }
            coefficients[index] = sum
            return 0
        }
        guard !Self.isNearZero(coefficient) else { return 0 }
        symbols.insert(symbol, at: index)
        coefficients.insert(coefficient, at: index)
        return 1
    }

    /// Adds `row × coefficient`, reporting the symbols that joined and left this row.
    mutating func insert(_ row: SolverRow, _ coefficient: Double = 1, joined: inout [Int], left: inout [Int]) {
        constant += row.constant * coefficient
        var mergedSymbols: [Int] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + row.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + row.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < row.symbols.count {
            if j == row.symbols.count || (i < symbols.count && symbols[i] < row.symbols[j]) {
                mergedSymbols.append(symbols[i])
                mergedCoefficients.append(coefficients[i])
                i += 1
            } else if i == symbols.count || row.symbols[j] < symbols[i] {
                let value = row.coefficients[j] * coefficient
                if !Self.isNearZero(value) {
                    mergedSymbols.append(row.symbols[j])
                    mergedCoefficients.append(value)
                    joined.append(row.symbols[j])
                }
                j += 1
            } else {
                let value = coefficients[i] + row.coefficients[j] * coefficient
                if Self.isNearZero(value) {
                    left.append(symbols[i])
                } else {
                    mergedSymbols.append(symbols[i])
                    mergedCoefficients.append(value)
                }
                i += 1
                j += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    /// The same, for rows outside the tableau (the objective, rows being built).
    mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        var joined: [Int] = [], left: [Int] = []
        insert(row, coefficient, joined: &joined, left: &left)
    }

    @discardableResult
    mutating func remove(_ symbol: Int) -> Bool {
        let (found, index) = position(of: symbol)
        guard found else { return false }
        symbols.remove(at: index)
        coefficients.remove(at: index)
        return true
    }

    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Rewrites `0 = row` as `symbol = …`; the symbol leaves the cells.
    mutating func solve(for symbol: Int) {
        let (found, index) = position(of: symbol)
        precondition(found, "solving a row for a symbol it does not hold")
        let scale = -1 / coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        constant *= scale
        for i in coefficients.indices { coefficients[i] *= scale }
    }

    /// Rewrites `lhs = row` as `rhs = …`: lhs joins the cells, rhs leaves them.
    mutating func solve(for lhs: Int, and rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Each cell, in symbol order.
    var cells: Zip2Sequence<[Int], [Double]> { zip(symbols, coefficients) }
}
