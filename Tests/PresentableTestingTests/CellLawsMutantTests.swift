import Foundation
import Testing

@testable import Presentable
@testable import PresentableTesting

/// The law check must fail broken cells: each mutant here breaks one law on purpose.
@Suite("Cell laws catch broken cells")
struct CellLawsMutantTests {
  /// The talk's first sample: it declares the text color and font and never applies them.
  struct TalkSampleCell<ViewModel: TextPresentable & SwitchPresentable>: RowCell {
    var viewModel: ViewModel
    func content(_ row: inout RowContent, state: Void) {
      row.leading(viewModel.text)
      row.trailing(
        viewModel.switchOn ? "[on]" : "[off]", style: Style(foreground: viewModel.switchColor), name: "switch"
      )
    }
    func keys(state: Void) -> CellKeys<Void> {
      CellKeys(in: .row)
        .on(.activate, hint: KeyHint("Space", "toggle")) { _ in
          viewModel.onSwitchToggleOn(!viewModel.switchOn)
          return .changed
        }
    }
  }

  @Test func theTalksSampleBugIsCaught() {
    let violations = CellLaws.check(TalkSampleCell<TraitProbe>.self, widths: 0...30)
    let details = violations.map(\.detail).joined(separator: "\n")
    #expect(details.contains("TextPresentable.textColor never shows"), "\(details)")
    #expect(details.contains("TextPresentable.font never shows"), "\(details)")
    #expect(!details.contains("switchColor"), "\(details)")
  }

  /// A text field whose label is unstyled, as the package's own was before every part had a look.
  struct PlainLabelFieldCell<ViewModel: TextFieldPresentable>: RowCell {
    var viewModel: ViewModel
    func content(_ row: inout RowContent, state: Void) {
      row.leading(viewModel.label, name: "label")
      let text = viewModel.text
      row.leading(
        text.isEmpty ? viewModel.placeholder : text,
        style: Style(foreground: text.isEmpty ? .placeholder : viewModel.textColor, font: viewModel.font))
    }
  }

  @Test func aLabelOutOfTheAppsLookIsCaught() {
    let details = CellLaws.check(PlainLabelFieldCell<TraitProbe>.self, widths: 0...10).map(\.detail)
    #expect(details.contains { $0.contains("TextFieldPresentable.labelColor never shows") }, "\(details)")
    #expect(details.contains { $0.contains("TextFieldPresentable.labelFont never shows") }, "\(details)")
    #expect(
      details.contains { $0.contains("TextFieldPresentable.placeholderColor never shows") }, "\(details)")
  }

  /// A button in fixed role colors, its title in the text color: an app's text color hid that it
  /// was destructive, and the app could not recolor the roles.
  struct FixedRoleButtonCell<ViewModel: TextPresentable & ButtonPresentable>: RowCell {
    var viewModel: ViewModel
    func content(_ row: inout RowContent, state: Void) {
      let role: Color = viewModel.buttonRole == .destructive ? .destructive : .accent
      row.leading("[ ", style: Style(foreground: role), name: "button")
      row.append(viewModel.text, style: Style(foreground: viewModel.textColor, font: viewModel.font))
      row.append(" ]", style: Style(foreground: role))
    }
  }

  @Test func aButtonOutOfTheAppsLookIsCaught() {
    let details = CellLaws.check(FixedRoleButtonCell<TraitProbe>.self, widths: 0...10).map(\.detail)
    #expect(details.contains { $0.contains("ButtonPresentable.buttonColor never shows") }, "\(details)")
    #expect(details.contains { $0.contains("ButtonPresentable.destructiveColor never shows") }, "\(details)")
  }

  /// A cell written from scratch that draws one column too many.
  struct TooWideCell: Cell {
    var viewModel: TraitProbe
    func draw(into lines: inout Frame, width: Int, state: Void, context: CellContext) {
      lines.reuse(
        width: width + 1, height: viewModel.isHidden ? 0 : 1, ambiguous: context.ambiguous, look: context.look
      )
      guard !viewModel.isHidden else { return }
      let style = Style(foreground: viewModel.textColor, font: viewModel.font.dim(!viewModel.isEnabled))
      lines.fill(row: 0, style: style)
      lines.put(viewModel.text, style: style, row: 0, column: 0, limit: width)
    }
  }

  @Test func drawingOutsideTheRectangleIsCaught() {
    let violations = CellLaws.check(TooWideCell.self, widths: 0...10)
    #expect(violations.contains { $0.law == "exact width" && $0.detail.contains("outside") }, "\(violations)")
  }

  /// A cell written from scratch that leaves the end of its line undrawn.
  struct TooNarrowCell: Cell {
    var viewModel: TraitProbe
    func draw(into lines: inout Frame, width: Int, state: Void, context: CellContext) {
      // Keeps a frame of the right size as it is, old cells and all.
      if lines.width != width || lines.height != 1 {
        lines.reuse(width: width, height: 1, ambiguous: context.ambiguous, look: context.look)
      }
      let style = Style(foreground: viewModel.textColor, font: viewModel.font.dim(!viewModel.isEnabled))
      lines.put(viewModel.text, style: style, row: 0, column: 0, limit: width)
    }
  }

  @Test func aLineOfTheWrongWidthIsCaught() {
    let violations = CellLaws.check(TooNarrowCell.self, widths: 0...40)
    #expect(
      violations.contains { $0.law == "exact width" && $0.detail.contains("not drawn") }, "\(violations)")
  }

  /// Counts draws, so a cell can draw something new every time.
  final class Counter: @unchecked Sendable {
    var count = 0
  }

  /// A cell that draws something new every time.
  struct RestlessCell: Cell {
    var viewModel: TraitProbe
    let draws = Counter()
    func draw(into lines: inout Frame, width: Int, state: Void, context: CellContext) {
      lines.reuse(
        width: width, height: viewModel.isHidden ? 0 : 1, ambiguous: context.ambiguous, look: context.look)
      guard !viewModel.isHidden else { return }
      draws.count += 1
      let style = Style(foreground: viewModel.textColor, font: viewModel.font.dim(!viewModel.isEnabled))
      lines.fill(row: 0, style: style)
      lines.put("\(draws.count) \(viewModel.text)", style: style, row: 0, column: 0, limit: width)
    }
  }

  @Test func outputThatChangesOnItsOwnIsCaught() {
    let violations = CellLaws.check(RestlessCell.self, widths: 0...50)
    #expect(violations.contains { $0.law == "same output twice" })
  }

  /// A cell that ignores the disabled state and focus.
  struct StatelessCell: Cell {
    var viewModel: TraitProbe
    func draw(into lines: inout Frame, width: Int, state: Void, context: CellContext) {
      lines.reuse(
        width: width, height: viewModel.isHidden ? 0 : 1, ambiguous: context.ambiguous, look: context.look)
      guard !viewModel.isHidden else { return }
      let style = Style(foreground: viewModel.textColor, font: viewModel.font)
      lines.fill(row: 0, style: style)
      lines.put(viewModel.text, style: style, row: 0, column: 0, limit: width)
    }
  }

  @Test func ignoringDisabledAndFocusIsCaught() {
    let details = CellLaws.check(StatelessCell.self, widths: 0...10).map(\.detail)
    #expect(details.contains { $0.contains("RowStatePresentable.isEnabled never shows") }, "\(details)")
    #expect(details.contains("focus never shows"), "\(details)")
  }

  /// A switch that flips the wrong way.
  struct BackwardsSwitchCell<ViewModel: TextPresentable & SwitchPresentable>: RowCell {
    var viewModel: ViewModel
    func content(_ row: inout RowContent, state: Void) {
      SwitchWithTextCell(viewModel: viewModel).content(&row, state: ())
    }
    func keys(state: Void) -> CellKeys<Void> {
      CellKeys(in: .row)
        .on(.activate, hint: KeyHint("Space", "toggle")) { _ in
          viewModel.onSwitchToggleOn(viewModel.switchOn)
          return .changed
        }
    }
  }

  @Test func aCallbackWithTheWrongValueIsCaught() {
    let details = CellLaws.check(BackwardsSwitchCell<TraitProbe>.self, widths: 0...10).map(\.detail)
    #expect(details.contains { $0.contains("should call onSwitchToggleOn(false)") }, "\(details)")
  }

  @Test func controlDetectionSeesEveryKind() {
    for control in ["\u{1B}", "\u{0}", "\u{7F}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{2028}"] {
      #expect(CellLaws.containsControl("a\(control)b"))
    }
    #expect(!CellLaws.containsControl("␛[2J 設定 👍🏽"))
  }
}

/// The new traits' properties are checked too: each mutant forgets one.
@Suite("Cell laws catch forgotten properties of the newer traits")
struct NewerTraitMutantTests {
  /// A date row that writes every date the American way, whatever the view model's locale.
  struct AmericanDateCell<ViewModel: TextPresentable & DatePickerPresentable>: RowCell {
    var viewModel: ViewModel
    func content(_ row: inout RowContent, state: Void) {
      row.text(viewModel)
      let layout = DateFieldLayout.layout(
        locale: Locale(identifier: "en_US"), timeZone: viewModel.timeZone, mode: viewModel.datePickerMode)
      _ = (viewModel.locale, viewModel.minimumDate, viewModel.maximumDate)
      row.trailing(
        layout.texts(for: viewModel.date).joined(), style: Style(foreground: viewModel.dateColor),
        name: "date")
    }
  }

  @Test func aDateThatIgnoresTheLocaleIsCaught() {
    let details = CellLaws.check(AmericanDateCell<TraitProbe>.self, widths: 0...50).map(\.detail)
    #expect(details.contains { $0.contains("DatePickerPresentable.locale never shows") }, "\(details)")
    #expect(details.contains { $0.contains("DatePickerPresentable.minimumDate never shows") }, "\(details)")
    #expect(details.contains { $0.contains("keys [\"enter\", \"up\", \"enter\"] should call onDateChange") })
  }

  /// A progress row that draws its bar in the accent color, whatever the view model says.
  struct AccentProgressCell<ViewModel: TextPresentable & ProgressPresentable>: RowCell {
    var viewModel: ViewModel
    func behavior(state: Void) -> CellBehavior { rowBehavior(isInteractive: false) }
    func content(_ row: inout RowContent, state: Void) {
      row.text(viewModel)
      _ = viewModel.progressColor
      let bar = viewModel.progress.map { String(repeating: "━", count: Int($0 * 10)) } ?? "…"
      row.trailing(bar, style: Style(foreground: .accent), name: "progress")
      row.trailing(viewModel.progressText, name: "value")
    }
  }

  @Test func aProgressColorThatNeverShowsIsCaught() {
    let details = CellLaws.check(AccentProgressCell<TraitProbe>.self, widths: 0...50).map(\.detail)
    #expect(
      details == [
        "ProgressPresentable.progressColor never shows: changing it changes nothing the cell renders"
      ])
  }

  /// A text row that forgets the subtitle's own style.
  struct PlainSubtitleCell<ViewModel: TextPresentable & SubtitlePresentable>: RowCell {
    var viewModel: ViewModel
    func behavior(state: Void) -> CellBehavior { rowBehavior(isInteractive: false) }
    func content(_ row: inout RowContent, state: Void) {
      row.leading(viewModel.text, style: Style(foreground: viewModel.textColor, font: viewModel.font))
      row.below(viewModel.subtitle, name: "subtitle")
      _ = (viewModel.subtitleColor, viewModel.subtitleFont)
    }
  }

  @Test func aSubtitleWithoutItsStyleIsCaught() {
    let details = CellLaws.check(PlainSubtitleCell<TraitProbe>.self, widths: 0...50).map(\.detail)
    #expect(details.contains { $0.contains("SubtitlePresentable.subtitleColor never shows") }, "\(details)")
    #expect(details.contains { $0.contains("SubtitlePresentable.subtitleFont never shows") }, "\(details)")
  }
}
