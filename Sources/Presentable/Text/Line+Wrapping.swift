extension Line {
  /// The line broken into lines of at most `width` columns, at spaces where it can and between
  /// grapheme clusters where a word is wider than `width`. Styles are kept; spaces at the breaks
  /// are dropped.
  ///
  /// ```swift
  /// Line("Quiet hours silence everything").wrapped(to: 12).map(\.plainText)
  /// // ["Quiet hours", "silence", "everything"]
  /// ```
  func wrapped(to width: Int, ambiguous: AmbiguousWidth = .narrow) -> [Line] {
    guard width > 0 else { return [] }
    typealias Piece = (character: Character, style: Style, width: Int)
    // Words: runs of non-space clusters, with their styles.
    var words: [[Piece]] = []
    var word: [Piece] = []
    for span in spans {
      for character in span.text {
        if character == " " {
          if !word.isEmpty { words.append(word) }
          word = []
        } else {
          word.append((character, span.style, DisplayWidth.of(character, ambiguous: ambiguous)))
        }
      }
    }
    if !word.isEmpty { words.append(word) }

    var lines: [Line] = []
    var current: [Piece] = []
    var currentWidth = 0
    func flush() {
      var line = Line()
      var run = ""
      var runStyle: Style?
      for piece in current {
        if piece.style != runStyle, let style = runStyle {
          line.append(run, style: style)
          run = ""
        }
        run.append(piece.character)
        runStyle = piece.style
      }
      if let style = runStyle { line.append(run, style: style) }
      lines.append(line)
      current = []
      currentWidth = 0
    }
    for word in words {
      let wordWidth = word.reduce(0) { $0 + $1.width }
      if currentWidth > 0 && currentWidth + 1 + wordWidth <= width {
        current.append((" ", current.last!.style, 1))
        current.append(contentsOf: word)
        currentWidth += 1 + wordWidth
        continue
      }
      if currentWidth > 0 { flush() }
      if wordWidth <= width {
        current = word
        currentWidth = wordWidth
        continue
      }
      // A word wider than the line: break it between clusters.
      for piece in word {
        if currentWidth + piece.width > width { flush() }
        if piece.width > width { continue }  // a cluster wider than the whole line cannot show
        current.append(piece)
        currentWidth += piece.width
      }
    }
    if currentWidth > 0 { flush() }
    return lines
  }
}
