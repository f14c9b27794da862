/// Text being edited, and the cursor in it: what a text field or text area state holds while
/// the row is edited. Only the library's field cells hold and edit it, through their keys; an app
/// reads what is being typed from the row's transcript (``Cell/transcript(state:)``).
///
/// Typing, deleting and moving the cursor by a character cost the same however long the text
/// is: the characters before the cursor and those after it are kept apart, so the cursor's
/// neighbours are at the ends of two arrays. Only Home and End, and reading the whole text (at a
/// commit), take time in proportion to the length.
struct TextDraft: Hashable, Sendable {
  /// The characters before the cursor, in order.
  private var head: [Character]
  /// The characters after the cursor, the last one first.
  private var tail: [Character] = []

  /// A draft of `text` with the cursor at its end.
  init(_ text: String = "") {
    head = Array(text)
  }

  /// The whole text.
  var text: String { String(head) + String(tail.reversed()) }

  /// The number of characters.
  var count: Int { head.count + tail.count }

  /// The cursor: the index of the character it is on, or the number of characters at the end.
  var cursor: Int { head.count }

  /// The character at `index`.
  subscript(index: Int) -> Character {
    index < head.count ? head[index] : tail[tail.count - 1 - (index - head.count)]
  }

  /// Inserts text at the cursor and moves the cursor after it.
  ///
  /// What joins the characters around it becomes one character with them, as the text will be
  /// read: a combining accent typed after `e` makes `é`, a skin tone after `👍` makes `👍🏽`. A
  /// character is never split, and the cursor never lands inside one.
  mutating func insert(_ text: some Sequence<Character>) {
    let start = head.count
    head.append(contentsOf: text)
    guard head.count > start else { return }
    if start > 0 { rejoin(from: start - 1) }
    rejoinAtCursor()
  }

  /// Deletes the character before the cursor; `false` at the start.
  @discardableResult
  mutating func deleteBackward() -> Bool {
    guard head.popLast() != nil else { return false }
    rejoinAtCursor()
    return true
  }

  /// Deletes the character at the cursor; `false` at the end.
  @discardableResult
  mutating func deleteForward() -> Bool {
    guard tail.popLast() != nil else { return false }
    rejoinAtCursor()
    return true
  }

  /// Segments `head[index...]` again when the character at `index` and the one after it are
  /// not two characters once side by side.
  private mutating func rejoin(from index: Int) {
    guard index + 1 < head.count else { return }
    let pair = String(head[index]) + String(head[index + 1])
    guard !pair.elementsEqual([head[index], head[index + 1]]) else { return }
    let joined = String(head[index...])
    head.removeSubrange(index...)
    head.append(contentsOf: joined)
  }

  /// Segments the characters on either side of the cursor again when they are not two
  /// characters side by side; a character they make together ends up before the cursor.
  private mutating func rejoinAtCursor() {
    guard let before = head.last, let after = tail.last else { return }
    let pair = String(before) + String(after)
    guard !pair.elementsEqual([before, after]) else { return }
    var characters = Array(pair)
    head[head.count - 1] = characters.removeFirst()
    tail.removeLast()
    tail.append(contentsOf: characters.reversed())
  }

  /// Moves the cursor one character left.
  mutating func moveLeft() {
    if let character = head.popLast() { tail.append(character) }
  }

  /// Moves the cursor one character right.
  mutating func moveRight() {
    if let character = tail.popLast() { head.append(character) }
  }

  /// Moves the cursor to the start.
  mutating func moveToStart() {
    tail.append(contentsOf: head.reversed())
    head.removeAll(keepingCapacity: true)
  }

  /// Moves the cursor to the end.
  mutating func moveToEnd() {
    head.append(contentsOf: tail.reversed())
    tail.removeAll(keepingCapacity: true)
  }

  /// Moves the cursor to `index`, clamped to the text, one character at a time: it costs the
  /// distance moved.
  mutating func moveCursor(to index: Int) {
    let target = min(max(0, index), count)
    while cursor > target { moveLeft() }
    while cursor < target { moveRight() }
  }

  /// The characters to show in `columns` with the cursor in view: the end of the text when the
  /// cursor is near it, else from the cursor on. `examined` counts the characters measured, which
  /// never depends on the text's length.
  ///
  /// The cursor at the end takes a column of its own.
  func window(columns: Int, width: (Character) -> Int) -> (range: Range<Int>, examined: Int) {
    let room = max(1, columns)
    var examined = 0
    // The tail of the text that fits, counting the cursor's own column at the end.
    var start = count
    var used = cursor == count ? 1 : 0
    while start > 0 {
      let columns = width(self[start - 1])
      examined += 1
      if used + columns > room { break }
      used += columns
      start -= 1
    }
    if cursor < start { start = cursor }
    // From the start, as far as fits.
    var end = start
    used = 0
    while end < count {
      let columns = width(self[end])
      examined += 1
      if used + columns > room { break }
      used += columns
      end += 1
    }
    return (start..<end, examined)
  }
}
