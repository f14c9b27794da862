extension Line {
  /// The line cut into lines of at most `width` columns, every character kept and in order: a
  /// break falls between grapheme clusters, a wide character that does not fit at the end of a
  /// line starts the next. What a printed line becomes above a live region, so the terminal never
  /// wraps it itself. An empty line stays one empty line.
  func cut(to width: Int, ambiguous: AmbiguousWidth = .narrow) -> [Line] {
    let width = max(2, width)
    if self.width(ambiguous: ambiguous) <= width { return [self] }
    var lines: [Line] = []
    var current = Line()
    var used = 0
    for span in spans {
      var rest = span
      while !rest.isEmpty {
        let room = width - used
        let part = rest.prefix(fitting: room, ambiguous: ambiguous)
        if part.isEmpty && used == 0 {
          // A cluster wider than a whole line cannot show: it is left out.
          let first = rest.text.first.map { String($0).utf8.count } ?? rest.text.utf8.count
          rest = TextRun(String(Substring(rest.text.utf8.dropFirst(first))), style: span.style)
          continue
        }
        if !part.isEmpty {
          current.append(part)
          used += part.width(ambiguous: ambiguous)
        }
        if part.text.utf8.count == rest.text.utf8.count { break }
        rest = TextRun(String(Substring(rest.text.utf8.dropFirst(part.text.utf8.count))), style: span.style)
        lines.append(current)
        current = Line()
        used = 0
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }
}
