import Foundation

@testable import Presentable

/// Rows pictured in the documentation, read from the files that picture them, so a test can draw
/// each with the library and compare.
///
/// What counts as a pictured row, in `///` comments:
/// - an inline code span that starts with the row's two-column gutter (`  ` or `› `) and shows
///   something after it: `` `  Reminders per day   [-] 3 [+]` ``;
/// - every line of a fenced block without a language (a screen or a few rows), each line's
///   `  ← note` left out;
/// - in a `swift` block, a comment that holds only string literals which start with the gutter:
///   `cell.render(width: 30)   // ["  Minion Mode!!!       [ ON ●]"]`.
///
/// A *fragment* is an inline code span that shows a control's glyphs (`[ ON ●]`, `‹ dark ›`,
/// `[-]`) without being a row: it must appear in some row the library draws for the pictures.
///
/// In Docs/Cells.md, the table of cells at 40 columns: a fenced block whose lines are
/// `Label  |row|`, a line with no label continuing the row above.
struct DocExample: CustomStringConvertible {
  enum Kind {
    /// Trailing spaces are not shown (a code span, a fenced block): compare without them.
    case trimmed
    /// Every column is shown (between quotes or bars): compare exactly.
    case exact
  }

  /// Where the picture is: `Sources/Presentable/Cells/StepperCell.swift:2`.
  var location: String
  /// The file's name, for recipes that belong to one file.
  var fileName: String
  var lines: [String]
  var kind: Kind
  /// The name the recipe goes by: the first row's text after its gutter, up to the first gap of
  /// two spaces (`Reminders per day`), or the label in the table of cells.
  var key: String

  /// The width the rows are drawn at: the widest line.
  var width: Int { lines.map { DisplayWidth.of($0) }.max() ?? 0 }

  var description: String { "\(location) (\(key))" }
}

enum DocExamples {
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The Swift files whose `///` comments are read: the cells, the traits and the screens.
  static let sourceFolders = [
    "Sources/Presentable/Cells", "Sources/Presentable/Traits", "Sources/Presentable/Screen",
  ]

  /// The Swift files of `sourceFolders`, by path from the repository root, sorted.
  static func sourceFiles() throws -> [String] {
    try sourceFolders.flatMap { folder in
      try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent(folder).path)
        .filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
    }.sorted()
  }

  /// Every pictured row and fragment in a file: in the `///` comments of a Swift file, anywhere
  /// in a Markdown file.
  static func scan(_ path: String) throws -> (rows: [DocExample], fragments: [(String, String)]) {
    let text = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    let fileName = (path as NSString).lastPathComponent
    var rows: [DocExample] = []
    var fragments: [(String, String)] = []
    var fence: (language: String, start: Int, lines: [String])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let location = "\(path):\(index + 1)"
      var doc = line[...]
      if path.hasSuffix(".swift") {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("///") else {
          fence = nil
          continue
        }
        doc = trimmed.dropFirst(3)
        if doc.first == " " { doc = doc.dropFirst() }
      }
      if doc.hasPrefix("```") {
        if let open = fence {
          // A picture of rows starts with a row's gutter (or a title's space); other blocks
          // without a language (a list of items, a snapshot's text) are not rows.
          var lines = open.lines.map(withoutNote)
          while lines.last?.isEmpty == true { lines.removeLast() }
          if open.language.isEmpty, let first = lines.first, first.hasPrefix(" ") || first.hasPrefix("›") {
            rows.append(example(lines, at: "\(path):\(open.start)", fileName: fileName, kind: .trimmed))
          }
          fence = nil
        } else {
          fence = (String(doc.dropFirst(3)).trimmingCharacters(in: .whitespaces), index + 2, [])
        }
        continue
      }
      if let open = fence {
        if open.language == "swift" {
          if let literals = renderedLiterals(String(doc)) {
            rows.append(example(literals, at: location, fileName: fileName, kind: .exact))
          }
        } else {
          fence?.lines.append(String(doc))
        }
        continue
      }
      for span in codeSpans(String(doc)) {
        if isRow(span) {
          rows.append(example([span], at: location, fileName: fileName, kind: .trimmed))
        } else if showsControls(span) {
          fragments.append((location, span))
        }
      }
    }
    return (rows, fragments)
  }

  /// The rows of Docs/Cells.md's table of cells: `Label  |row|`, one example per label.
  static func cellsTable() throws -> [DocExample] {
    let path = "Docs/Cells.md"
    let text = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    var examples: [DocExample] = []
    var inFence = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.hasPrefix("```") {
        inFence.toggle()
        continue
      }
      guard inFence, let first = line.firstIndex(of: "|"), let last = line.lastIndex(of: "|"), first < last
      else { continue }
      let label = line[..<first].trimmingCharacters(in: .whitespaces)
      let row = String(line[line.index(after: first)..<last])
      if label.isEmpty, !examples.isEmpty {
        examples[examples.count - 1].lines.append(row)
      } else {
        examples.append(
          DocExample(
            location: "\(path):\(index + 1)", fileName: "Cells.md", lines: [row], kind: .exact, key: label))
      }
    }
    return examples
  }

  // MARK: Reading

  static func example(_ lines: [String], at location: String, fileName: String, kind: DocExample.Kind)
    -> DocExample
  {
    DocExample(location: location, fileName: fileName, lines: lines, kind: kind, key: key(of: lines[0]))
  }

  /// The first row's text after the gutter, up to the first gap of two spaces.
  static func key(of line: String) -> String {
    var text = Substring(line)
    if text.hasPrefix("›") { text = text.dropFirst() }
    text = text.drop { $0 == " " }
    if let gap = text.range(of: "  ") { text = text[..<gap.lowerBound] }
    return String(text)
  }

  /// A line of a fenced picture without its note: `  Theme   ‹ dark ›   ← the picker`.
  static func withoutNote(_ line: String) -> String {
    var text = Substring(line)
    if let note = text.range(of: "  ← ") { text = text[..<note.lowerBound] }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }

  /// The inline code spans of a line, symbol links (``` ``Cell`` ```) left out.
  static func codeSpans(_ line: String) -> [String] {
    let parts = line.replacingOccurrences(of: "``", with: "\u{0}").split(
      separator: "`", omittingEmptySubsequences: false)
    // Between the first and second backtick, the third and fourth, …
    return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
  }

  /// Whether a code span pictures a row: the gutter, then something.
  static func isRow(_ span: String) -> Bool {
    (span.hasPrefix("  ") || span.hasPrefix("› ")) && !span.dropFirst(2).allSatisfy { $0 == " " }
  }

  /// Whether a code span shows a control's glyphs.
  static func showsControls(_ span: String) -> Bool {
    span.contains { "●○‹›━─✓█".contains($0) } || span.contains("[-]") || span.contains("[+]")
  }

  /// The string literals of a `// "…"` or `// ["…", …]` comment in a Swift example, when each
  /// starts with the gutter: what a call above returned, pictured.
  static func renderedLiterals(_ line: String) -> [String]? {
    guard let comment = line.range(of: "// ") else { return nil }
    let text = line[comment.upperBound...].trimmingCharacters(in: .whitespaces)
    guard text.hasPrefix("\"") || text.hasPrefix("[\"") else { return nil }
    let literals = text.split(separator: "\"", omittingEmptySubsequences: false)
    let inside = stride(from: 1, to: literals.count - 1, by: 2).map { String(literals[$0]) }
    guard !inside.isEmpty, inside.allSatisfy(isRow) else { return nil }
    return inside
  }
}

extension Line {
  /// The line as the documentation pictures it: the text, with a text field's cursor (an inverse
  /// blank) as `█`.
  var pictured: String {
    spans.map { span in
      span.style.isInverse ? span.text.replacingOccurrences(of: " ", with: "█") : span.text
    }.joined()
  }
}
