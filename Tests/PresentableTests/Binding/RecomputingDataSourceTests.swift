import Testing

@testable import Presentable

@Suite("Recomputing (zoetrope) data source")
struct RecomputingDataSourceTests {
  struct Setting: TextPresentable, DetailTextPresentable, Hashable {
    var text: String
    var detailText: String
  }

  struct Note: TextPresentable, Hashable {
    var text: String
  }

  struct Choice: TextPresentable, AccessoryPresentable, Hashable {
    var text: String
    var isChosen: Bool
    var accessory: Accessory { isChosen ? .checkmark : .none }
  }

  /// A model and the view models made from it, as a controller would keep them.
  final class Controller {
    var volume = 3
    var version = "1.0"
    var themes = ["Light", "Dark"]
    var chosen = 0
    var note: String? = "Changes apply at once."
    var soundHeader = "Sound"
    let screen = TableScreen(title: "Settings")
    private(set) var source: RecomputingDataSource!

    init() {
      source = RecomputingDataSource(table: screen.table) { [unowned self] in
        typealias Row = RecomputingDataSource.Row
        return [
          .init(
            header: soundHeader,
            rows: [
              Row(Setting(text: "Volume", detailText: "\(volume)"), id: "volume", cell: DetailCell.self),
              Row(Setting(text: "Version", detailText: version), id: "version", cell: DetailCell.self),
            ], footer: note),
          .init(
            header: "Theme",
            rows: themes.enumerated().map { index, theme in
              Row(Choice(text: theme, isChosen: index == chosen), id: theme, cell: AccessoryCell.self)
            } + [Row(Note(text: "More themes soon"), cell: TextCell.self)]),
        ]
      }
    }

    func frame() -> [String] {
      let frame = screen.frame(width: 32, height: 14)
      return (0..<frame.height).map { frame.text(row: $0).trimmingTrailingSpaces() }
    }
  }

  @Test func rowsOfEveryCellTypeShowTheirViewModels() {
    let controller = Controller()
    #expect(
      controller.frame() == [
        " Settings",
        "  Sound",
        "  Volume                       3",
        "  Version                    1.0",
        "  Changes apply at once.",
        "",
        "  Theme",
        "› Light                        ✓",
        "  Dark",
        "  More themes soon",
        "",
        "",
        "",
        " ↑↓ move · Enter select · q quit",
      ])
    #expect(controller.source.configuredRows.count == 5)
    #expect(
      controller.screen.transcript()[1...3] == ["Sound, heading", "Volume, 3", "Version, 1.0"])
  }

  @Test func onlyRowsWhoseViewModelChangedAreConfiguredAgain() {
    let controller = Controller()
    _ = controller.frame()
    _ = controller.frame()
    #expect(controller.source.configuredRows.isEmpty)

    controller.volume = 7
    #expect(controller.frame()[2] == "  Volume                       7")
    #expect(controller.source.configuredRows == [TableIndexPath(row: 0, section: 0)])

    controller.chosen = 1
    let frame = controller.frame()
    #expect(frame[7...8] == ["› Light", "  Dark                         ✓"])
    #expect(
      controller.source.configuredRows == [
        TableIndexPath(row: 0, section: 1), TableIndexPath(row: 1, section: 1),
      ])
  }

  /// Rows added, a footer removed: the table reloads, and shows the new shape.
  @Test func aNewShapeReloadsTheTable() {
    let controller = Controller()
    _ = controller.frame()
    controller.themes.append("Solarized")
    controller.note = nil
    let frame = controller.frame()
    #expect(
      frame[1...9] == [
        "  Sound",
        "  Volume                       3",
        "  Version                    1.0",
        "",
        "  Theme",
        "› Light                        ✓",
        "  Dark",
        "  Solarized",
        "  More themes soon",
      ])
    #expect(controller.source.configuredRows.count == 6)
    #expect(controller.source.sections[1].rows.count == 4)
  }

  @Test func rowsWithOtherIdentitiesShow() {
    let controller = Controller()
    _ = controller.frame()
    controller.themes = ["Dusk", "Dawn"]  // as many rows as before, other identities
    #expect(controller.frame()[7...8] == ["› Dusk                         ✓", "  Dawn"])
    #expect(
      controller.source.configuredRows == [
        TableIndexPath(row: 0, section: 1), TableIndexPath(row: 1, section: 1),
      ])
  }

  @Test func aChangedHeaderShows() {
    let controller = Controller()
    _ = controller.frame()
    controller.soundHeader = "Audio"
    #expect(controller.frame()[1] == "  Audio")
  }

  @Test func rowsCompareByIdentityViewModelAndCell() {
    typealias Row = RecomputingDataSource.Row
    let note = Note(text: "Hi")
    #expect(Row(note, id: 1, cell: TextCell.self).isSame(as: Row(note, id: 1, cell: TextCell.self)))
    #expect(!Row(note, id: 1, cell: TextCell.self).isSame(as: Row(note, id: 2, cell: TextCell.self)))
    let other = Row(Note(text: "Ho"), id: 1, cell: TextCell.self)
    #expect(!Row(note, id: 1, cell: TextCell.self).isSame(as: other))
    let heading = Heading(text: "Hi")
    #expect(!Row(heading, cell: TextCell.self).isSame(as: Row(heading, cell: HeaderCell.self)))
  }

  struct Heading: HeaderTextPresentable, Hashable { var text: String }

  @Test func aFrameMakesAndComparesOnlyTheRowsOnScreen() {
    // Ten thousand rows made on demand; the model changes one row on screen every frame.
    final class Counter: @unchecked Sendable { var made = 0 }
    let counter = Counter()
    let screen = TableScreen(title: "Long")
    var tick = 0
    let source = RecomputingDataSource(table: screen.table) {
      [
        .init(header: "Rows", count: 10_000) { index in
          counter.made += 1
          let text = index == 3 ? "Row \(index) · \(tick)" : "Row \(index)"
          return .init(Note(text: text), id: index, cell: TextCell.self)
        }
      ]
    }
    _ = screen.frame(width: 30, height: 24)
    var mostMade = 0
    for _ in 0..<20 {
      tick += 1
      counter.made = 0
      let frame = screen.frame(width: 30, height: 24)
      #expect(frame.text(row: 5).hasPrefix("  Row 3 · \(tick)"))
      mostMade = max(mostMade, counter.made)
      #expect(source.configuredRows == [TableIndexPath(row: 3, section: 0)])
    }
    // A row made once to compare and once to draw the changed one, for the rows on screen only;
    // 10,000 rows would be 10,000 a frame.
    #expect(mostMade <= 2 * 24, "\(mostMade) rows made in one frame")
  }
}
