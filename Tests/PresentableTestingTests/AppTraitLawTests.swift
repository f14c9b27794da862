import Foundation
import Presentable
import PresentableTesting
import Testing

/// A trait of the app's own, adopted by the probe in the tests as Docs/Cells.md shows: the law
/// check sees its properties through `probed(_:_:)` and changes each by its type.
protocol GaugePresentable: RowStatePresentable {
  var level: Int { get }
  var gaugeColor: Color { get }
  var unit: GaugeUnit { get }
  var reading: Measurement<UnitLength> { get }
  func onReset()
}

enum GaugeUnit: String, CaseIterable, Sendable { case percent = "%", bars = " bars" }

extension TraitProbe: GaugePresentable {
  var level: Int { probed("level", 80) }
  var gaugeColor: Color { probed("gaugeColor", .rgb(1, 200, 3)) }
  var unit: GaugeUnit { probed("unit", .percent) }
  var reading: Measurement<UnitLength> { probed("reading", Measurement(value: 1, unit: .meters)) }
  func onReset() { called("onReset()") }
}

@Suite("The law check takes an app's own trait")
struct AppTraitLawTests {
  /// Shows every property of the gauge trait but `reading`.
  struct GaugeCell<ViewModel: TextPresentable & GaugePresentable>: RowCell {
    var viewModel: ViewModel
    var showsLevel = true
    init(viewModel: ViewModel) { self.viewModel = viewModel }
    init(viewModel: ViewModel, showsLevel: Bool) {
      self.viewModel = viewModel
      self.showsLevel = showsLevel
    }
    func content(_ row: inout RowContent, state: Void) {
      row.text(viewModel)
      let level = viewModel.level
      let shown = showsLevel ? "\(level)\(viewModel.unit.rawValue)" : "gauge"
      row.trailing(shown, style: Style(foreground: viewModel.gaugeColor), name: "level")
    }
    func summary(state: Void) -> String { "\(viewModel.text), \(viewModel.level)" }
    func keys(state: Void) -> CellKeys<Void> {
      CellKeys(in: .row)
        .on(.activate, hint: KeyHint("Enter", "reset")) { _ in
          viewModel.onReset()
          return .changed
        }
    }
  }

  @Test func aCellThatShowsItsOwnTraitPasses() {
    let violations = CellLaws.check(GaugeCell<TraitProbe>.self, widths: 0...30)
    #expect(violations.isEmpty, "\(violations)")
  }

  @Test func aPropertyReadAndNeverShownIsCaught() {
    let violations = CellLaws.check(
      make: { GaugeCell(viewModel: $0, showsLevel: false) }, widths: 0...30)
    let details = violations.map(\.detail)
    #expect(details.contains("TraitProbe.level never shows: changing it changes nothing the cell renders"))
    #expect(details.allSatisfy { !$0.contains("gaugeColor") }, "\(details)")
  }

  @Test func aTypeTheCheckCannotChangeIsNamed() {
    struct ReadingCell<ViewModel: TextPresentable & GaugePresentable>: RowCell {
      var viewModel: ViewModel
      func content(_ row: inout RowContent, state: Void) {
        row.text(viewModel)
        row.trailing("\(viewModel.reading.value)", name: "reading")
      }
    }
    let details = CellLaws.check(ReadingCell<TraitProbe>.self, widths: 0...10).map(\.detail)
    #expect(details.contains { $0.hasPrefix("TraitProbe.reading is a Measurement<") }, "\(details)")
    #expect(details.contains { $0.contains("a Date, a Locale, a TimeZone, a range") }, "\(details)")
  }

  @Test func callbacksOfTheAppsTraitAreRecorded() {
    let probe = TraitProbe()
    _ = GaugeCell(viewModel: probe).handle(.enter)
    #expect(probe.calls == ["onReset()"])
  }

  @Test func valuesAreSetByName() {
    var values = TraitProbe.Values()
    values.extra["level"] = 12
    values.extra["unit"] = GaugeUnit.bars
    let lines = GaugeCell(viewModel: TraitProbe(values)).render(width: 30)
    #expect(lines[0].plainText.hasSuffix("12 bars"))
  }
}
