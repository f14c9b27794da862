/// Blanks that end a row are erased (`CSI K`) instead of written, in a style that erases alike:
/// terminals erase with the current background and nothing else.
extension FrameDiff {
  /// The first column of the blanks that end a row, when they are all in one style that erasing
  /// draws alike and there are enough of them to be worth an erase.
  mutating func erasableTail(_ row: Int) -> Int? {
    let width = new.width
    let rowStart = row * width
    let last = newCells[rowStart + width - 1]
    guard last.glyph == 0x20 else { return nil }
    var start = width - 1
    while start > 0 {
      let cell = newCells[rowStart + start - 1]
      guard cell.glyph == 0x20, cell.sameStyle(as: last) else { break }
      start -= 1
    }
    guard width - start > Self.eraseToEndOfLine.count, erases(SGRTransitionCache.PackedStyle(last)) else {
      return nil
    }
    return start
  }

  /// Whether erasing in this style draws the blanks the frame holds: terminals erase with the
  /// current background (and nothing else), so a style whose blanks show more (an underline, a
  /// strikethrough, swapped colors) is written out.
  mutating func erases(_ key: SGRTransitionCache.PackedStyle) -> Bool {
    if key == erasingKey { return true }
    if key == nonErasingKey { return false }
    let visibleOnBlanks: TextAttributes = [.underline, .strikethrough, .inverse]
    if renderer.transitions.resolve(key).attributes.isDisjoint(with: visibleOnBlanks) {
      erasingKey = key
      return true
    }
    nonErasingKey = key
    return false
  }

  /// Erases from `column` to the row's end in the style of the blanks there. The style is set
  /// only if erasing in the current one would draw other blanks: an erase shows the background
  /// and nothing of the foreground.
  mutating func erase(row: Int, from column: Int) {
    move(to: row, column)
    let blank = SGRTransitionCache.PackedStyle(newCells[row * new.width + column])
    if !erasesAlike(style, blank) { transition(to: blank) }
    out.write(Self.eraseToEndOfLine)
    cursor = (row, column)
  }

  /// Whether erasing in style `a` draws the blanks of style `b`: the same background, and no
  /// attribute that shows on blanks.
  func erasesAlike(_ a: SGRTransitionCache.PackedStyle, _ b: SGRTransitionCache.PackedStyle) -> Bool {
    if a == b { return true }
    let visibleOnBlanks: TextAttributes = [.underline, .strikethrough, .inverse]
    let first = renderer.transitions.resolve(a)
    let second = renderer.transitions.resolve(b)
    return first.background == second.background && first.attributes.isDisjoint(with: visibleOnBlanks)
      && second.attributes.isDisjoint(with: visibleOnBlanks)
  }

  /// The blanks from `column` (before `end`) in the cell's style, when there are enough of them
  /// that erasing them (`CSI n X`) and stepping over them is shorter than writing them, and the
  /// style erases alike.
  mutating func erasableBlanks(row: Int, from column: Int, to end: Int) -> Int? {
    let rowStart = row * new.width
    let first = newCells[rowStart + column]
    var blankEnd = column + 1
    while blankEnd < end {
      let cell = newCells[rowStart + blankEnd]
      guard cell.glyph == 0x20, cell.sameStyle(as: first) else { break }
      blankEnd += 1
    }
    let count = blankEnd - column
    // CSI n X, then at most CSI n C past them.
    guard count > 6 + 2 * DecimalDigits.count(count), erases(SGRTransitionCache.PackedStyle(first)) else {
      return nil
    }
    return count
  }

  /// Erases `count` cells from the cursor on (`CSI n X`); the cursor stays.
  mutating func eraseCharacters(_ count: Int) {
    out.write(0x1B)
    out.write(0x5B)
    out.write(decimal: count)
    out.write(UInt8(ascii: "X"))
  }
}
