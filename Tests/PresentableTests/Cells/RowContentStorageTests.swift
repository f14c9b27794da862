import Testing

@testable import Presentable

/// A row is described into stack memory: `withUnsafeTemporaryAllocation` keeps an allocation on
/// the stack only while it is at most 1,024 bytes, so a segment that grows past 64 bytes moves
/// every row's description to the heap. The benchmark counts that allocation
/// (`rows.allocations`); this says why at once, in every test run.
@Suite("Row content storage")
struct RowContentStorageTests {
  @Test func sixteenSegmentsFitTheStackAllocation() {
    #expect(MemoryLayout<RowContent.Segment>.stride * RowContent.segmentCapacity <= 1_024)
    #expect(MemoryLayout<RowContent.Part>.stride * RowContent.partCapacity <= 1_024)
  }

  @Test func rowsWithMoreSegmentsThanTheStackHoldsStillDrawEveryOne() {
    struct Many: RowCell {
      var viewModel: Plain
      func content(_ row: inout RowContent, state: Void) {
        row.leading("a")
        for index in 0..<(RowContent.segmentCapacity + 4) { row.append(String(index % 10)) }
      }
    }
    struct Plain: RowStatePresentable {}
    var frame = Frame(width: 40, height: 1)
    Many(viewModel: Plain()).draw(into: &frame, row: 0, context: CellContext())
    let digits = "01234567890123456789"
    #expect(frame.text(row: 0) == "  a" + digits + String(repeating: " ", count: 40 - 3 - digits.count))
  }
}
