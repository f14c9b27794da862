/// The few bytes that turn one line of an inline region into the next when they differ in one
/// short run of text alone: a spinner's glyph turning. Written at its column with the style the
/// line has there, it costs a move and the glyph instead of the whole line.
struct InlinePatch: Equatable {
  /// The column the changed text starts at.
  let column: Int
  /// The style in force there, the new text, and the style reset.
  let bytes: [UInt8]

  /// The patch from `old` to `new` (both one line as a renderer wrote it), or `nil` when the
  /// lines differ in more than one short run of text of the same width, or where a style or a
  /// sequence other than a style changes.
  init?(from old: [UInt8], to new: [UInt8]) {
    guard old.count == new.count, old != new else { return nil }
    var start = 0
    while old[start] == new[start] { start += 1 }
    var end = new.count
    while old[end - 1] == new[end - 1] { end -= 1 }
    // Whole characters: back to the first byte of one, on to the byte after the last.
    while start > 0, new[start] & 0xC0 == 0x80 || old[start] & 0xC0 == 0x80 { start -= 1 }
    while end < new.count, new[end] & 0xC0 == 0x80 || old[end] & 0xC0 == 0x80 { end += 1 }
    let oldRun = old[start..<end]
    let newRun = new[start..<end]
    // A run of a few characters of text, followed by nothing that could join the last of them.
    guard end - start <= 12, !oldRun.contains(0x1B), !newRun.contains(0x1B),
      !oldRun.contains(where: { $0 < 0x20 }), !newRun.contains(where: { $0 < 0x20 }),
      end == new.count || new[end] < 0x80
    else { return nil }
    let oldText = String(decoding: oldRun, as: UTF8.self)
    let newText = String(decoding: newRun, as: UTF8.self)
    guard DisplayWidth.of(oldText) == DisplayWidth.of(newText) else { return nil }
    // The column and the style at `start`: text measured, style sequences since the last reset.
    var column = 0
    var style: [UInt8] = []
    var text: [UInt8] = []
    var index = 0
    while index < start {
      guard new[index] == 0x1B else {
        text.append(new[index])
        index += 1
        continue
      }
      guard index + 1 < start, new[index + 1] == 0x5B else { return nil }
      var final = index + 2
      while final < start, !(0x40...0x7E).contains(new[final]) { final += 1 }
      guard final < start, new[final] == 0x6D else { return nil }  // only styles: `m`
      let sequence = new[index...final]
      if sequence.elementsEqual([0x1B, 0x5B, 0x6D]) || sequence.elementsEqual([0x1B, 0x5B, 0x30, 0x6D]) {
        style = []
      } else {
        style += sequence
      }
      index = final + 1
    }
    guard text.allSatisfy({ $0 >= 0x20 }) else { return nil }
    column = DisplayWidth.of(String(decoding: text, as: UTF8.self))
    // A cluster begun before the run (a base, then a mark in it) would be split: no patch then.
    guard
      String(decoding: text + Array(newRun), as: UTF8.self).count == String(decoding: text, as: UTF8.self)
        .count + newText.count
    else { return nil }
    self.column = column
    self.bytes = style + Array(newRun) + (style.isEmpty ? [] : [0x1B, 0x5B, 0x6D])
  }
}
