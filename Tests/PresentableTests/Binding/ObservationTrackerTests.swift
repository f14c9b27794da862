import Observation
import Testing

@testable import Presentable

/// A model the screens below read.
@Observable
final class Pantry {
  var items: [String]
  var unrelated = 0

  init(_ items: [String]) { self.items = items }
}

/// A plain data source that reads the model for every row it shows.
final class PantrySource: TableViewDataSource {
  struct Row: TextPresentable, AccessoryPresentable, Hashable {
    var text: String
    var accessory: Accessory { .none }
  }

  let pantry: Pantry
  let screen = TableScreen(title: "Pantry")

  init(_ pantry: Pantry) {
    self.pantry = pantry
    screen.table.dataSource = self
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { pantry.items.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    return AccessoryCell<Row>(viewModel: Row(text: pantry.items[indexPath.row]))
  }
}

@Suite("Observation interop")
struct ObservationTrackerTests {
  func rows(_ frame: Frame) -> [String] {
    (0..<frame.height).map { frame.text(row: $0).trimmingTrailingSpaces() }
  }

  @Test func aChangeToWhatAFrameReadCallsBackOnceAndTheNextFrameShowsIt() {
    let pantry = Pantry(["Apples", "Flour"])
    let source = PantrySource(pantry)
    let calls = Recorder<Int>()
    let tracker = ObservationTracker { calls.append(1) }

    let first = tracker.frame(of: source.screen, width: 30, height: 6)
    #expect(rows(first)[1...2] == ["› Apples", "  Flour"])
    #expect(tracker.isArmed && calls.count == 0)

    pantry.items[1] = "Rye flour"
    #expect(calls.count == 1)
    #expect(!tracker.isArmed)
    pantry.items[0] = "Pears"  // not re-armed: no second call before the next frame
    #expect(calls.count == 1)

    let second = tracker.frame(of: source.screen, width: 30, height: 6)
    #expect(rows(second)[1...2] == ["› Pears", "  Rye flour"])
    #expect(tracker.isArmed)
    pantry.items.append("Salt")
    #expect(calls.count == 2)
  }

  @Test func aChangeToWhatNoFrameReadDoesNotCallBack() {
    let pantry = Pantry(["Apples"])
    let source = PantrySource(pantry)
    let calls = Recorder<Int>()
    let tracker = ObservationTracker { calls.append(1) }
    _ = tracker.frame(of: source.screen, width: 30, height: 6)
    pantry.unrelated += 1
    #expect(calls.count == 0)
    #expect(tracker.isArmed)
    pantry.items = []
    #expect(calls.count == 1)
  }

  /// Frames drawn one after another without a change in between: the change calls back once, not
  /// once per frame.
  @Test func onlyTheLatestFrameCallsBack() {
    let pantry = Pantry(["Apples"])
    let source = PantrySource(pantry)
    let calls = Recorder<Int>()
    let tracker = ObservationTracker { calls.append(1) }
    for _ in 0..<3 { _ = tracker.frame(of: source.screen, width: 30, height: 6) }
    pantry.items[0] = "Pears"
    #expect(calls.count == 1)
  }

  @Test func trackWorksForAnyDrawing() {
    let pantry = Pantry(["Apples"])
    let calls = Recorder<Int>()
    let tracker = ObservationTracker { calls.append(1) }
    let count = tracker.track { pantry.items.count }
    #expect(count == 1)
    pantry.items.removeAll()
    #expect(calls.count == 1)
  }

  @Test func cancelStopsCallingBack() {
    let pantry = Pantry(["Apples"])
    let source = PantrySource(pantry)
    let calls = Recorder<Int>()
    let tracker = ObservationTracker { calls.append(1) }
    _ = tracker.frame(of: source.screen, width: 30, height: 6)
    tracker.cancel()
    #expect(!tracker.isArmed)
    pantry.items[0] = "Pears"
    _ = tracker.frame(of: source.screen, width: 30, height: 6)
    pantry.items[0] = "Plums"
    #expect(calls.count == 0)
  }

  /// Observation keeps the change handler of a frame until something it read changes; that
  /// handler must not keep the tracker (and the callback's captures) alive.
  @Test func aTrackerThatGoesAwayIsNotKeptAliveAndDoesNotCallBack() {
    let pantry = Pantry(["Apples"])
    let source = PantrySource(pantry)
    let calls = Recorder<Int>()
    weak var weakTracker: ObservationTracker?
    weak var weakProbe: Probe?
    do {
      let probe = Probe("callback capture")
      weakProbe = probe
      let tracker = ObservationTracker { calls.append(probe.name.count) }
      weakTracker = tracker
      _ = tracker.frame(of: source.screen, width: 30, height: 6)
    }
    #expect(weakTracker == nil)
    #expect(weakProbe == nil)
    pantry.items[0] = "Pears"
    #expect(calls.count == 0)
  }

  /// A zoetrope data source reads the model every frame, so a change in the number of rows (which
  /// a table otherwise caches) is heard too.
  @Test func aZoetropeTableHearsRowsAddedAndShowsThem() {
    let pantry = Pantry(["Apples"])
    let screen = TableScreen(title: "Pantry")
    let source = RecomputingDataSource(table: screen.table) {
      [
        .init(
          header: "Shelf",
          rows: pantry.items.map { .init(PantrySource.Row(text: $0), id: $0, cell: AccessoryCell.self) })
      ]
    }
    let calls = Recorder<Int>()
    let tracker = ObservationTracker { calls.append(1) }
    #expect(rows(tracker.frame(of: screen, width: 30, height: 6))[1...3] == ["  Shelf", "› Apples", ""])
    pantry.items.append("Salt")
    #expect(calls.count == 1)
    #expect(
      rows(tracker.frame(of: screen, width: 30, height: 6))[1...3] == ["  Shelf", "› Apples", "  Salt"])
    #expect(source.sections[0].rows.count == 2)
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
