/// The cheapest way to pair each drawn stroke with a different template stroke (the Hungarian
/// method, O(n³)): a stroke drawn out of order is still paired with the stroke it is.
struct StrokeAssignment {
    /// For each row (drawn stroke), the column (template stroke) it is paired with, or nil for
    /// one left over.
    let columnOfRow: [Int?]
    let cost: Double

    /// `costs[row * columns + column]`; rows or columns without a partner cost `unpaired` each.
    init(costs: [Double], rows: Int, columns: Int, unpaired: Double) {
        let size = max(rows, columns)
        func cost(_ row: Int, _ column: Int) -> Double {
            row < rows && column < columns ? costs[row * columns + column] : unpaired
        }
        // Potentials u (rows) and v (columns), 1-based, as in the classic shortest augmenting path form.
        var u = [Double](repeating: 0, count: size + 1), v = u
        var rowOfColumn = [Int](repeating: 0, count: size + 1), way = rowOfColumn
        for row in 1...max(size, 1) where size > 0 {
            rowOfColumn[0] = row
            var column0 = 0
            var minimum = [Double](repeating: .infinity, count: size + 1)
            var used = [Bool](repeating: false, count: size + 1)
            repeat {
                used[column0] = true
                let row0 = rowOfColumn[column0]
                var delta = Double.infinity, column1 = 0
                for column in 1...size where !used[column] {
                    let reduced = cost(row0 - 1, column - 1) - u[row0] - v[column]
                    if reduced < minimum[column] { (minimum[column], way[column]) = (reduced, column0) }
                    if minimum[column] < delta { (delta, column1) = (minimum[column], column) }
                }
                for column in 0...size {
                    if used[column] {
                        u[rowOfColumn[column]] += delta
                        v[column] -= delta
                    } else {
                        minimum[column] -= delta
                    }
                }
                column0 = column1
            } while rowOfColumn[column0] != 0
            repeat {
                let column1 = way[column0]
                rowOfColumn[column0] = rowOfColumn[column1]
                column0 = column1
            } while column0 != 0
        }
        var columnOfRow = [Int?](repeating: nil, count: rows)
        var total = 0.0
        for column in 1...max(size, 1) where size > 0 {
            let row = rowOfColumn[column] - 1
            total += cost(row, column - 1)
            if row < rows, column - 1 < columns { columnOfRow[row] = column - 1 }
        }
        self.columnOfRow = columnOfRow
        self.cost = total
    }

    /// How many pairs of drawn strokes are paired in the opposite order: 0 for strokes in the
    /// template's order, 1 for two neighbours swapped.
    var inversions: Int {
        let columns = columnOfRow.compactMap { $0 }
        var count = 0
        for (index, column) in columns.enumerated() {
            for later in columns[(index + 1)...] where later < column { count += 1 }
        }
        return count
    }
}
