import Testing
@testable import KanjiRecognition

@Suite struct StrokeAssignmentTests {
    @Test func pairsEachRowWithItsCheapestDistinctColumn() {
        // Row 0 is cheapest with column 1, row 1 with column 0: the swapped order.
        let assignment = StrokeAssignment(costs: [5, 1, 2, 6], rows: 2, columns: 2, unpaired: 10)
        #expect(assignment.columnOfRow == [1, 0])
        #expect(assignment.cost == 3)
        #expect(assignment.inversions == 1)
    }
}
