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

  /// A row keeps its own reference to each text it was given, releases it once when it is freed,
  /// and releases none it does not own (a row of small strings and literals frees its segments
  /// without destroying them): a heap string given to a row and gone before the row is drawn is
  /// still drawn, and afterwards is referenced only by its owner again, at every segment count
  /// and through both layouts.
  @Test func aRowHoldsItsHeapTextsWhileDrawnAndReleasesThemAfter() {
    struct Texts: RowCell {
      var viewModel: Plain
      func content(_ row: inout RowContent, state: Void) {
        // Built here and gone when `leading` returns: only the row's copy keeps it.
        row.leading(String(repeating: "h", count: 20) + "\(viewModel.count)")
        for index in 0..<viewModel.count { row.append(index % 2 == 0 ? "s" : viewModel.owned) }
        if viewModel.isTight { row.trailing(String(repeating: "t", count: 30), name: "tail") }
      }
    }
    struct Plain: RowStatePresentable {
      let count: Int
      let owned: String
      let isTight: Bool
    }
    // Storage with room to grow in place, which it does only while nothing else references it.
    var owned = String(repeating: "o", count: 24)
    owned.reserveCapacity(256)
    let address = { (text: String) in text.utf8.withContiguousStorageIfAvailable { $0.baseAddress } }
    let storage = address(owned)

    // The check itself: appending to a shared string moves it to new storage.
    var shared = String(repeating: "c", count: 24)
    shared.reserveCapacity(256)
    let copy = shared
    let before = address(shared)
    shared.append("!")
    #expect(address(shared) != before && copy.count == 24)

    for count in [0, 1, 2, RowContent.segmentCapacity + 3] {
      for isTight in [false, true] {
        var frame = Frame(width: 60, height: 1)
        Texts(viewModel: Plain(count: count, owned: owned, isTight: isTight)).draw(
          into: &frame, row: 0, context: CellContext())
        let line = frame.text(row: 0)
        #expect(line.hasPrefix("  " + String(repeating: "h", count: 20) + "\(count)"), "\(count), \(isTight)")
        if count > 1 && !isTight { #expect(line.contains("s" + owned.prefix(24)), "\(count)") }
      }
    }
    owned.append("!")
    #expect(address(owned) == storage, "a row kept a reference to its text")
  }
}
