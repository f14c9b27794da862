import Presentable

/// The bytes a focus move on the settings screen sends, against a diff written by hand for the
/// same two frames: for each changed row, one cursor move to its first changed cell, the cells
/// from there to its last changed one (a run of unchanged cells inside skipped with a cursor move
/// when that is shorter), blanks to the end of the row erased with `CSI K` and a run of changed
/// blanks inside it with `CSI n X` (then passed with `CSI n C`) when that is shorter,
/// and the renderer's own style changes between cells (so style encoding is not what is compared).
@MainActor func measureFocusBytes() {
  let name = "bytes of a focus move / a hand-written diff, settings screen"
  guard harness.includes(name, id: "focus.move.bytes.ratio") else { return }
  let renderer = ANSIRenderer(profile: TerminalProfile(colorDepth: .trueColor), theme: .dark)
  let settings = BenchmarkSettings()
  var shown = settings.screen.frame(width: 80, height: 24, ambiguous: .narrow)
  var floor = HandWrittenDiff(renderer: renderer)
  var sent = 0
  var least = 0
  for step in 0..<12 {
    _ = settings.screen.handle(.key(step < 6 ? .down : .up))
    let next = settings.screen.frame(width: 80, height: 24, ambiguous: .narrow)
    var bytes: [UInt8] = []
    renderer.renderUpdate(from: shown, to: next, into: &bytes)
    sent += bytes.count
    least += floor.bytes(from: shown, to: next)
    shown = next
  }
  harness.record(
    "bytes of a focus move, settings screen", id: "focus.move.bytes", value: Double(sent) / 12, unit: "B",
    target: "")
  harness.record(
    "bytes of a focus move, hand-written diff", id: "focus.move.bytes.floor", value: Double(least) / 12,
    unit: "B", target: "(floor)")
  harness.record(
    name, id: "focus.move.bytes.ratio", value: Double(sent) / Double(least), unit: "×", target: "≤ 1.1")
}

/// Counts the bytes of the diff a person would write for two frames.
struct HandWrittenDiff {
  let renderer: ANSIRenderer
  /// The renderer's bytes from one style to another, learnt once each.
  private var transitions: [Pair: Int] = [:]
  private struct Pair: Hashable {
    var from: Style?
    var to: Style
  }

  init(renderer: ANSIRenderer) { self.renderer = renderer }

  /// A row's cells: each column's glyph (empty for the right half of a wide one) and style.
  private func cells(_ frame: Frame, row: Int) -> [(glyph: String, style: Style)] {
    var cells: [(glyph: String, style: Style)] = []
    frame.forEachRun(inRow: row) { run in
      let characters = Array(run.text)
      if characters.count == run.columns {
        for character in characters { cells.append((String(character), run.style)) }
      } else {
        cells.append((run.text, run.style))
        for _ in 1..<max(1, run.columns) { cells.append(("", run.style)) }
      }
    }
    return cells
  }

  /// The renderer's bytes to go from style `from` (none known: `nil`) to `to`.
  private mutating func transition(_ from: Style?, _ to: Style) -> Int {
    if from == to { return 0 }
    let key = Pair(from: from, to: to)
    if let known = transitions[key] { return known }
    var bytes: [UInt8] = []
    let line = from.map { Line([TextRun("x", style: $0), TextRun("y", style: to)]) } ?? Line("y", style: to)
    renderer.render(line, into: &bytes)
    let start = from == nil ? 0 : (bytes.firstIndex(of: UInt8(ascii: "x")) ?? 0) + 1
    let end = bytes.lastIndex(of: UInt8(ascii: "y")) ?? bytes.count
    let count = max(0, end - start)
    transitions[key] = count
    return count
  }

  private func digits(_ value: Int) -> Int { String(value).count }

  mutating func bytes(from old: Frame, to new: Frame) -> Int {
    var total = 0
    var style: Style?
    for row in 0..<new.height {
      let before = cells(old, row: row)
      let after = cells(new, row: row)
      let changed = after.indices.filter { $0 >= before.count || before[$0] != after[$0] }
      guard let first = changed.first, let last = changed.last else { continue }
      total += 4 + digits(row + 1) + digits(first + 1)  // CSI row ; column H
      // Blanks of one style from some column to the end of the row: erased instead, if shorter.
      var blankFrom = after.count
      while blankFrom > first, after[blankFrom - 1].glyph == " ",
        after[blankFrom - 1].style == after[after.count - 1].style
      {
        blankFrom -= 1
      }
      var column = first
      let end = last + 1
      while column < end {
        if column >= blankFrom {
          let writing = (column..<end).reduce(0) { $0 + after[$1].glyph.utf8.count }
          let erasing = transition(style, after[column].style) + 3  // CSI K
          if erasing < writing + transition(style, after[column].style) {
            total += erasing
            style = after[column].style
            break
          }
        }
        if !changed.contains(column) {
          // A run of unchanged cells: skipped with CSI n C when shorter than writing it.
          var runEnd = column
          while runEnd < end && !changed.contains(runEnd) { runEnd += 1 }
          let skip = 3 + digits(runEnd - column)
          var write = 0
          var writeStyle = style
          for index in column..<runEnd {
            write += transition(writeStyle, after[index].style) + after[index].glyph.utf8.count
            writeStyle = after[index].style
          }
          if skip < write {
            total += skip
          } else {
            total += write
            style = writeStyle
          }
          column = runEnd
          continue
        }
        // A run of changed blanks of one style: erased with CSI n X and passed with CSI n C when
        // that is shorter than writing the spaces.
        var blanks = column
        while blanks < end && changed.contains(blanks) && after[blanks].glyph == " "
          && after[blanks].style == after[column].style
        {
          blanks += 1
        }
        let count = blanks - column
        if count > 0 && 7 + 2 * digits(count) < count {
          total += transition(style, after[column].style) + 7 + 2 * digits(count)
          style = after[column].style
          column = blanks
          continue
        }
        total += transition(style, after[column].style) + after[column].glyph.utf8.count
        style = after[column].style
        column += 1
      }
    }
    return total
  }
}
