import Testing

@testable import PresentableLint

/// A cell's key methods from before `keys(state:)`: they compile, and nothing calls them, so each
/// must be reported, on its line, saying what to declare instead.
@Suite("A cell's retired key methods are reported")
struct RetiredCellMethodTests {
  private func summary(_ findings: [NearMiss]) -> [String] {
    findings.map { "\($0.line): \($0.requirement)" }
  }

  @Test func aCellThatStillRespondsToKeysIsReported() throws {
    let findings = try lint(
      """
      struct ChargeCell: Cell {
        var viewModel: ChargeViewModel
        func draw(into lines: inout Frame, width: Int, state: Void, context: CellContext) {}
        func respond(to key: Key, state: inout Void, keyMap: KeyMap) -> KeyResult { .ignored }
      }
      """)
    #expect(
      findings.map(\.description) == [
        "Fixture.swift:4: warning: ChargeCell.respond(to:state:keyMap:) is never called: a cell's key "
          + "handling and hint line come from its keys. Declare "
          + "'func keys(state: State) -> CellKeys<State>' instead."
      ])
  }

  @Test func hintsInAnExtensionOfARowCellAreReported() throws {
    let findings = try lint(
      """
      struct ChargeCell: RowCell {
        var viewModel: ChargeViewModel
      }
      extension ChargeCell {
        func keyHints(state: Void, keyMap: KeyMap) -> [KeyHint] { [KeyHint("Enter", "charge")] }
        func respond(to key: Key, state: inout Void, keyMap: KeyMap = .standard) -> KeyResult {
          .ignored
        }
      }
      """)
    #expect(
      summary(findings) == [
        "5: func keys(state: State) -> CellKeys<State>", "6: func keys(state: State) -> CellKeys<State>",
      ])
    #expect(findings.first?.message.contains("ChargeCell.keyHints(state:keyMap:) is never called") == true)
  }

  @Test func theConformanceMayBeDeclaredInAnExtension() throws {
    let findings = try lint(
      """
      struct ChargeCell {
        var viewModel: ChargeViewModel
        func keyHints(state: Void, keyMap: KeyMap) -> [KeyHint] { [] }
      }
      extension ChargeCell: Presentable.Cell {}
      """)
    #expect(summary(findings) == ["3: func keys(state: State) -> CellKeys<State>"])
  }

  @Test func keysAndOtherTypesMethodsAreLeftAlone() throws {
    let findings = try lint(
      """
      struct ChargeCell: Cell {
        var viewModel: ChargeViewModel
        func keys(state: Void) -> CellKeys<Void> { CellKeys(in: .row) }
        func respond(_ key: Key) -> KeyResult { .ignored }
      }
      struct Responder {
        func respond(to key: Key, state: inout Void, keyMap: KeyMap) -> KeyResult { .ignored }
        func keyHints(state: Void, keyMap: KeyMap) -> [KeyHint] { [] }
      }
      extension Cell {
        func keyHints(state: State, keyMap: KeyMap) -> [KeyHint] { [] }
      }
      """)
    #expect(findings.isEmpty)
  }
}
