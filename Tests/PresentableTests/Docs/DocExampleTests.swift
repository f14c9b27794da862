import Foundation
import Testing

@testable import Presentable

/// The rows the documentation pictures are the rows the library draws.
///
/// Every picture of a row in the `///` comments of the cells, traits and screens, in `Docs/`, the
/// README and the DocC articles is found by its shape (see ``DocExample``), drawn by the library
/// from the view model it stands for (``DocExampleRecipes``) at the picture's own width, and
/// compared. So a picture cannot drift from the code: change what a cell draws and the pictures of
/// it fail, each with its file and line; add a picture and it fails until a recipe draws it.
@Suite("Pictures of rows in the documentation")
struct DocExampleTests {
  /// The files read: Swift sources for their `///` comments, Markdown whole.
  static func files() throws -> [String] {
    let root = DocExamples.repositoryRoot
    func markdown(in folder: String) throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
        .filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
    }
    return try DocExamples.sourceFiles() + ["README.md"] + markdown(in: "Docs")
      + markdown(in: "Sources/Presentable/Presentable.docc")
      + markdown(in: "Sources/PresentableTesting/PresentableTesting.docc")
  }

  static func scanned() throws -> (rows: [DocExample], fragments: [(String, String)]) {
    try scan.get()
  }

  /// The files scanned once for every test that reads the pictures: they do not change while the
  /// tests run.
  private static let scan = Result { try scanFiles() }

  static func scanFiles() throws -> (rows: [DocExample], fragments: [(String, String)]) {
    var rows: [DocExample] = []
    var fragments: [(String, String)] = []
    for file in try files() {
      let found = try DocExamples.scan(file)
      rows += found.rows
      fragments += found.fragments
    }
    return (rows, fragments)
  }

  /// What the library draws for a picture, as the picture shows it.
  static func drawn(_ example: DocExample, by recipe: DocExampleRecipes.Recipe) -> [String] {
    let lines = recipe(example.width)
    return example.kind == .trimmed ? lines.map(trimmed) : lines
  }

  /// The picture's lines as compared: without trailing spaces where the picture may leave them
  /// out (they still give its width: a centered button shows them).
  static func pictured(_ example: DocExample) -> [String] {
    example.kind == .trimmed ? example.lines.map(trimmed) : example.lines
  }

  static func trimmed(_ line: String) -> String { String(line.reversed().drop { $0 == " " }.reversed()) }

  @Test func everyPicturedRowIsWhatTheLibraryDraws() throws {
    let (rows, _) = try Self.scanned()
    // The scan finds the pictures: a scan that found nothing would pass everything.
    #expect(rows.count >= 20)
    for example in rows {
      guard let recipe = DocExampleRecipes.recipe(for: example) else {
        let row = example.lines.first ?? ""
        Issue.record(
          "\(example.location): no recipe draws the row pictured as \(row): add one named \"\(example.key)\" to DocExampleRecipes"
        )
        continue
      }
      let (pictured, drawn) = (Self.pictured(example), Self.drawn(example, by: recipe))
      #expect(
        pictured == drawn,
        "\(example.location): the picture of \"\(example.key)\" is not what the library draws at \(example.width) columns:\n\(Self.sideBySide(pictured, drawn))"
      )
    }
  }

  @Test func theTableOfCellsIsWhatTheLibraryDrawsAt40Columns() throws {
    let table = try DocExamples.cellsTable()
    #expect(table.count == DocExampleRecipes.cellsTable.count)
    for example in table {
      #expect(example.lines.allSatisfy { DisplayWidth.of($0) == 40 }, "\(example.location): not 40 columns")
      guard let recipe = DocExampleRecipes.cellsTable[example.key] else {
        Issue.record("\(example.location): no recipe for \"\(example.key)\" in DocExampleRecipes.cellsTable")
        continue
      }
      let drawn = recipe(40)
      #expect(
        example.lines == drawn,
        "\(example.location): \(example.key) is not what the library draws:\n\(Self.sideBySide(example.lines, drawn))"
      )
    }
  }

  @Test func everyGlyphPicturedAloneIsOneTheLibraryDraws() throws {
    let (rows, fragments) = try Self.scanned()
    let drawn = rows.compactMap { example in
      DocExampleRecipes.recipe(for: example).map { Self.drawn(example, by: $0) }
    }
    .joined().joined(separator: "\n")
    #expect(fragments.count >= 5)
    for (location, fragment) in fragments {
      #expect(
        drawn.contains(fragment), "\(location): `\(fragment)` is in no row the library draws for the pictures"
      )
    }
  }

  @Test func everyRecipeDrawsSomePicture() throws {
    let (rows, _) = try Self.scanned()
    let used = Set(
      rows.compactMap { example in
        ["\(example.fileName): \(example.key)", example.key].first { DocExampleRecipes.rows[$0] != nil }
      })
    for name in DocExampleRecipes.rows.keys.sorted() where !used.contains(name) {
      Issue.record("The recipe \"\(name)\" draws no picture: remove it, or picture its row")
    }
  }

  /// The finder on each shape of picture, and on look-alikes that are not pictures.
  @Test func theScanFindsEachShapeOfPicture() {
    #expect(DocExamples.codeSpans("a `  Theme  ‹ dark ›` b ``Cell`` `x`") == ["  Theme  ‹ dark ›", "x"])
    #expect(
      DocExamples.isRow("  Theme  ‹ dark ›") && DocExamples.isRow("› Wi-Fi") && !DocExamples.isRow("› "))
    #expect(DocExamples.renderedLiterals(#"cell.render(width: 20)   // ["  About   "]"#) == ["  About   "])
    #expect(DocExamples.renderedLiterals(#"draft.text   // "Bobb""#) == nil)
    #expect(DocExamples.withoutNote("  Licenses   ›   ← .disclosure") == "  Licenses   ›")
    #expect(DocExamples.withoutNote(" ↑↓ move · ←→ change") == " ↑↓ move · ←→ change")
    #expect(DocExamples.key(of: "› 🎉 Minion Mode!!!   [ ON ●]") == "🎉 Minion Mode!!!")
    #expect(DocExamples.key(of: "     [ Reset All Settings ]") == "[ Reset All Settings ]")
  }

  static func sideBySide(_ pictured: [String], _ drawn: [String]) -> String {
    (0..<max(pictured.count, drawn.count)).map { index in
      let picture = index < pictured.count ? pictured[index] : "(none)"
      let row = index < drawn.count ? drawn[index] : "(none)"
      return "  pictured |\(picture)|\n  drawn    |\(row)|"
    }.joined(separator: "\n")
  }
}
