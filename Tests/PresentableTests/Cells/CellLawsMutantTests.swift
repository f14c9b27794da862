import Testing

@testable import Presentable

/// The law check must fail broken cells: each mutant here breaks one law on purpose.
@Suite("Cell laws catch broken cells")
struct CellLawsMutantTests {
  /// The talk's first sample: it declares the text color and font and never applies them.
  final class TalkSampleCell<T: TextPresentable & SwitchPresentable>: RowCell<T> {
    override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
      RowContent(
        leading: [RowPart("text", text: viewModel.text, style: .plain)],
        trailing: [
          RowPart(
            "switch", text: viewModel.switchOn ? "[on]" : "[off]",
            style: Style(foreground: viewModel.switchColor))
        ])
    }
    override func handle(_ key: Key, for viewModel: T) -> KeyResult {
      viewModel.onSwitchToggleOn(!viewModel.switchOn)
      return .changed
    }
  }

  @Test func theTalksSampleBugIsCaught() {
    let violations = CellLaws.check(TalkSampleCell<TraitProbe>.self, widths: 0...30)
    let details = violations.map(\.detail).joined(separator: "\n")
    #expect(details.contains("TextPresentable.textColor never shows"), "\(details)")
    #expect(details.contains("TextPresentable.font never shows"), "\(details)")
    #expect(!details.contains("switchColor"), "\(details)")
  }

  /// A cell written from scratch that pads one column too many.
  final class TooWideCell: Cell {
    var probe: TraitProbe?
    func render(width: Int, context: CellContext) -> [Line] {
      guard let probe, !probe.isHidden else { return [] }
      let style = Style(foreground: probe.textColor, font: probe.font).dim(!probe.isEnabled)
      return [Line(probe.text, style: style).fitted(to: width + 1)]
    }
  }

  @Test func aLineOfTheWrongWidthIsCaught() {
    let violations = CellLaws.check(make: { TooWideCell() }, configure: { $0.probe = $1 }, widths: 0...10)
    #expect(violations.contains { $0.law == "exact width" })
  }

  /// A cell that renders something new every time.
  final class RestlessCell: Cell {
    var probe: TraitProbe?
    var renders = 0
    func render(width: Int, context: CellContext) -> [Line] {
      guard let probe, !probe.isHidden else { return [] }
      renders += 1
      let style = Style(foreground: probe.textColor, font: probe.font).dim(!probe.isEnabled)
      return [Line("\(renders) \(probe.text)", style: style).fitted(to: width)]
    }
  }

  @Test func outputThatChangesOnItsOwnIsCaught() {
    let violations = CellLaws.check(make: { RestlessCell() }, configure: { $0.probe = $1 }, widths: 0...50)
    #expect(violations.contains { $0.law == "same output twice" })
  }

  /// A cell that ignores the disabled state and focus.
  final class StatelessCell: Cell {
    var probe: TraitProbe?
    func render(width: Int, context: CellContext) -> [Line] {
      guard let probe, !probe.isHidden else { return [] }
      return [Line(probe.text, style: Style(foreground: probe.textColor, font: probe.font)).fitted(to: width)]
    }
  }

  @Test func ignoringDisabledAndFocusIsCaught() {
    let details = CellLaws.check(make: { StatelessCell() }, configure: { $0.probe = $1 }, widths: 0...10)
      .map(\.detail)
    #expect(details.contains { $0.contains("RowStatePresentable.isEnabled never shows") }, "\(details)")
    #expect(details.contains("focus never shows"), "\(details)")
  }

  /// A switch that flips the wrong way.
  final class BackwardsSwitchCell<T: TextPresentable & SwitchPresentable>: SwitchWithTextCell<T> {
    override func handle(_ key: Key, for viewModel: T) -> KeyResult {
      viewModel.onSwitchToggleOn(viewModel.switchOn)
      return .changed
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
