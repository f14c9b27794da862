import Foundation

/// Compares a snapshot with text written in the test, and writes the literal that would make it
/// pass.
enum InlineSnapshot {
  /// Checks and reports, comparing without the final line feed, which a multi-line literal does
  /// not have.
  static func verify(_ actual: String, _ expected: String, _ site: CallSite) -> Bool {
    let text = actual.utf8.last == 0x0A ? String(actual.dropLast()) : actual
    guard sameBytes(text, expected) else {
      let indentation = indentation(ofLine: site.line, in: site.filePath)
      TestReporter.fail(failureMessage(text, expected: expected, indentation: indentation), at: site)
      return false
    }
    return true
  }

  /// The leading spaces of the line a call is on, read from the test's source file, so the
  /// printed literal lines up with the code it replaces; 4 when the file cannot be read.
  static func indentation(ofLine line: UInt, in file: StaticString) -> Int {
    let path = file.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    guard line > 0, let data = FileManager.default.contents(atPath: path) else { return 4 }
    let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
    guard Int(line) <= lines.count else { return 4 }
    return lines[Int(line) - 1].prefix { $0 == 0x20 }.count
  }

  /// What a failing inline snapshot says: the difference, then the literal that would pass.
  ///
  /// - Parameter indentation: The indentation of the assertion's line, so the printed literal
  ///   lines up when pasted over the old one.
  static func failureMessage(_ actual: String, expected: String, indentation: Int) -> String {
    """
    Snapshot does not match the expected text.

    \(SnapshotCheck.describe(actual, against: expected, referenceName: "expected"))

    To accept it, replace the expected literal with:

    \(literal(actual, indentation: indentation))
    """
  }

  /// A Swift multi-line string literal holding `text` exactly, its lines and closing delimiter
  /// indented two spaces past `indentation`: raw (`#"""`) when the text has a backslash or `"""`
  /// in it.
  static func literal(_ text: String, indentation: Int) -> String {
    var hashes = ""
    if text.contains("\\") || text.contains("\"\"\"") {
      hashes = "#"
      while text.contains("\"\"\"" + hashes) || text.contains("\"" + hashes) { hashes += "#" }
    }
    let pad = String(repeating: " ", count: max(0, indentation) + 2)
    var lines = [hashes + "\"\"\""]
    for line in UnifiedDiff.lines(text) { lines.append(line.isEmpty ? "" : pad + line) }
    if text.hasSuffix("\n") { lines.append("") }
    lines.append(pad + "\"\"\"" + hashes)
    return lines.joined(separator: "\n")
  }
}
