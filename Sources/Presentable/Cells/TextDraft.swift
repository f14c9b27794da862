/// Text being edited, and the cursor in it: what a text field or text area state holds while
/// the row is edited. Only the library's field cells hold and edit it, through their keys; an app
/// reads what is being typed from the row's transcript (``Cell/transcript(state:)``).
///
/// Typing, deleting and moving the cursor (by a character, or to a line's start or end) cost the
/// same however long the text is, and so does a copy: the characters are kept as codes in a
/// ``TextRope`` whose pieces copies share, so the screen copying the draft out of a row's state
/// for a key, or the history keeping an edit, never copies the text. Only reading the whole
/// text (at a commit, or for the transcript) and making a draft take time in proportion to it.
struct TextDraft: Hashable, Sendable {
  /// The characters, as codes (``Clusters``).
  private var rope: TextRope
  /// The characters of more than one scalar the codes stand for.
  private var clusters = Clusters()
  /// The cursor: the index of the character it is on, or the number of characters at the end.
  private(set) var cursor: Int

  /// A draft of `text` with the cursor at its end.
  init(_ text: String = "") {
    var clusters = Clusters()
    var codes: [UInt32] = []
    codes.reserveCapacity(text.utf8.count)
    for character in text { codes.append(clusters.code(of: character)) }
    rope = TextRope(codes)
    self.clusters = clusters
    cursor = codes.count
  }

  /// The whole text.
  var text: String {
    var result = String.UnicodeScalarView()
    rope.forEach { code in
      if let scalar = Clusters.scalar(code) {
        result.append(scalar)
      } else {
        // A scalar at a time: the view's `append(contentsOf:)` copies the whole text each call,
        // which made the text of a long draft quadratic in its clusters of several scalars.
        for scalar in clusters.character(code).unicodeScalars { result.append(scalar) }
      }
    }
    return String(result)
  }

  /// The number of characters.
  var count: Int { rope.count }

  /// The character at `index`.
  subscript(index: Int) -> Character { clusters.character(rope[index]) }

  /// The characters in `range`, in order.
  func characters(in range: Range<Int>) -> [Character] {
    rope.codes(in: range).map { clusters.character($0) }
  }

  /// Reads a draft's characters by position, keeping the leaf it read last: the wrapper reads
  /// characters next to each other, so most reads are an index into that leaf.
  final class Reader: TextCharacters {
    let draft: TextDraft
    private var codes: [UInt32] = []
    private var start = 0

    init(_ draft: TextDraft) { self.draft = draft }

    func character(at index: Int) -> Character? {
      guard index >= 0 && index < draft.count else { return nil }
      if index < start || index >= start + codes.count { (codes, start) = draft.rope.leaf(at: index) }
      return draft.clusters.character(codes[index - start])
    }
  }

  /// Codes the last change wrote anew: for tests that check a key costs the same in any text.
  var lastCopied: Int { rope.lastCopied }

  // MARK: Changing

  /// What a change did: the characters at `position` that were `removed` are now `inserted`, and
  /// the cursor moved from `cursorBefore` to `cursorAfter`. The history keeps these, not drafts.
  struct Change: Sendable {
    var position: Int
    var removed: [Character]
    var inserted: [Character]
    var cursorBefore: Int
    var cursorAfter: Int
  }

  /// Inserts text at the cursor and moves the cursor after it.
  ///
  /// What joins the characters around it becomes one character with them, as the text will be
  /// read: a combining accent typed after `e` makes `é`, a skin tone after `👍` makes `👍🏽`. A
  /// character is never split, and the cursor never lands inside one.
  @discardableResult
  mutating func insert(_ text: some Sequence<Character>) -> Change? {
    let characters = Array(text)
    guard !characters.isEmpty else { return nil }
    return edit(cursor..<cursor, inserting: characters)
  }

  /// Deletes the character before the cursor; `false` at the start.
  @discardableResult
  mutating func deleteBackward() -> Bool { eraseBackward() != nil }

  /// Deletes the character at the cursor; `false` at the end.
  @discardableResult
  mutating func deleteForward() -> Bool { eraseForward() != nil }

  /// Deletes the character before the cursor, and says what changed; `nil` at the start.
  mutating func eraseBackward() -> Change? {
    guard cursor > 0 else { return nil }
    return edit(cursor - 1..<cursor, inserting: [])
  }

  /// Deletes the character at the cursor, and says what changed; `nil` at the end.
  mutating func eraseForward() -> Change? {
    guard cursor < count else { return nil }
    return edit(cursor..<cursor + 1, inserting: [])
  }

  /// Replaces the whole text with `text`, the cursor at its end: what an external editor gave.
  mutating func replaceAll(with text: String) -> Change {
    edit(0..<count, inserting: Array(text))
  }

  /// Puts `characters` in place of `range` as they are, the cursor at `cursor`: undo and redo
  /// putting back what a ``Change`` says.
  mutating func restore(_ range: Range<Int>, with characters: [Character], cursor: Int) {
    rope.replace(range, with: characters.map { clusters.code(of: $0) })
    self.cursor = min(max(0, cursor), count)
  }

  /// Replaces `range` with `inserted`, the characters on either side segmented again with them
  /// when they join; the cursor ends after the inserted text (a character they make with the
  /// one after it ends up before the cursor).
  private mutating func edit(_ range: Range<Int>, inserting inserted: [Character]) -> Change {
    let before = cursor
    let previous = range.lowerBound > 0 ? self[range.lowerBound - 1] : nil
    let next = range.upperBound < count ? self[range.upperBound] : nil
    var joined = String()
    if let previous { joined.append(previous) }
    let junction = joined.unicodeScalars.count + inserted.reduce(0) { $0 + $1.unicodeScalars.count }
    joined.append(contentsOf: inserted)
    if let next { joined.append(next) }
    let segmented = Array(joined)
    let sides = (previous == nil ? 0 : 1) + (next == nil ? 0 : 1)
    let keepsSides =
      segmented.count == inserted.count + sides && (previous.map { segmented.first == $0 } ?? true)
      && (next.map { segmented.last == $0 } ?? true)
    if keepsSides {
      let removed = characters(in: range)
      rope.replace(range, with: inserted.map { clusters.code(of: $0) })
      cursor = range.lowerBound + inserted.count
      return Change(
        position: range.lowerBound, removed: removed, inserted: inserted, cursorBefore: before,
        cursorAfter: cursor)
    }
    let wide = (range.lowerBound - (previous == nil ? 0 : 1))..<(range.upperBound + (next == nil ? 0 : 1))
    let removed = characters(in: wide)
    rope.replace(wide, with: segmented.map { clusters.code(of: $0) })
    // The cursor goes after every character that starts before the junction.
    var scalars = 0
    var beforeCursor = 0
    for character in segmented where scalars < junction {
      scalars += character.unicodeScalars.count
      beforeCursor += 1
    }
    cursor = wide.lowerBound + beforeCursor
    return Change(
      position: wide.lowerBound, removed: removed, inserted: segmented, cursorBefore: before,
      cursorAfter: cursor)
  }

  // MARK: Moving

  /// Moves the cursor one character left.
  mutating func moveLeft() { cursor = max(0, cursor - 1) }

  /// Moves the cursor one character right.
  mutating func moveRight() { cursor = min(count, cursor + 1) }

  /// Moves the cursor to the start.
  mutating func moveToStart() { cursor = 0 }

  /// Moves the cursor to the end.
  mutating func moveToEnd() { cursor = count }

  /// Moves the cursor to `index`, clamped to the text.
  mutating func moveCursor(to index: Int) { cursor = min(max(0, index), count) }

  /// The characters to show in `columns` with the cursor in view: the end of the text when the
  /// cursor is near it, else from the cursor on. `examined` counts the characters measured, which
  /// never depends on the text's length.
  ///
  /// The cursor at the end takes a column of its own.
  func window(columns: Int, width: (Character) -> Int) -> (range: Range<Int>, examined: Int) {
    let room = max(1, columns)
    let text = Reader(self)
    var examined = 0
    // The tail of the text that fits, counting the cursor's own column at the end.
    var start = count
    var used = cursor == count ? 1 : 0
    while start > 0 {
      let columns = width(text.character(at: start - 1) ?? " ")
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
      let columns = width(text.character(at: end) ?? " ")
      examined += 1
      if used + columns > room { break }
      used += columns
      end += 1
    }
    return (start..<end, examined)
  }

  // MARK: Equality

  static func == (left: TextDraft, right: TextDraft) -> Bool {
    guard left.cursor == right.cursor, left.count == right.count else { return false }
    return (0..<left.count).allSatisfy { left[$0] == right[$0] }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(cursor)
    hasher.combine(text)
  }
}

/// How a draft stores a character as one code: a character of one scalar as its value, any
/// other as a number past the last scalar, counting the distinct ones the draft has seen.
struct Clusters: Sendable {
  /// The first code past every scalar.
  private static let first: UInt32 = 0x11_0000
  private var characters: [Character] = []
  /// Each character's code, by its scalars (so that canonically equivalent ones stay apart).
  private var codes: [[UInt32]: UInt32] = [:]

  /// The scalar a code stands for, when it stands for one.
  static func scalar(_ code: UInt32) -> Unicode.Scalar? {
    code < first ? Unicode.Scalar(code) : nil
  }

  /// The code of `character`, a new one for a character of several scalars not seen before.
  mutating func code(of character: Character) -> UInt32 {
    let scalars = character.unicodeScalars
    // A character of one scalar is its own code: told by reading at most two scalars, where
    // `count` would walk them all, once for every character of a text put in a draft.
    var reading = scalars.makeIterator()
    if let only = reading.next(), reading.next() == nil { return only.value }
    let key = scalars.map(\.value)
    if let code = codes[key] { return code }
    let code = Self.first + UInt32(characters.count)
    characters.append(character)
    codes[key] = code
    return code
  }

  /// The character `code` stands for.
  func character(_ code: UInt32) -> Character {
    if let scalar = Self.scalar(code) { return Character(scalar) }
    let index = Int(code - Self.first)
    return index < characters.count ? characters[index] : "\u{FFFD}"
  }
}
