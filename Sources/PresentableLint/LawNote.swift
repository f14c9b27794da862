/// What a trait's documentation tells the law check that its declaration cannot: a `- Law check:`
/// item in the `///` comment of a protocol or a requirement, its Swift in code spans.
///
/// ```swift
/// /// Called with the new value when the user flips the switch.
/// ///
/// /// - Law check: keys `[.space]` call `onSwitchToggleOn(false)` on the probe.
/// func onSwitchToggleOn(_ on: Bool)
/// ```
///
/// The forms, each on the declaration it is about:
/// - on a callback, ``keysCall(keys:call:)``: ``keys `[.enter]` call `onSelect()` ``;
/// - on a property, ``shownWhen(property:value:)``: ``shown when `text` is `""` ``; its change,
///   when its type's (see `CellLaws.changed(_:)`) would not show, ``changedTo(value:)``:
///   ``changed to `Date(timeIntervalSince1970: 0)` ``; ``shownAfterKeys(_:)``:
///   ``shown after keys `[.enter, .enter]` ``; and ``notShown``: `not shown: …`, for a property
///   that changes what keys do rather than what the row shows;
/// - on a protocol, ``usedWhenReads(_:)``: ``used by a cell that reads `isSecure` or `lineLimit` ``,
///   when its other properties are other traits' too; and ``shows(content:looks:)``:
///   ``shows `text` in `headerTextColor` and `headerFont` ``.
enum LawNote: Equatable {
  case keysCall(keys: String, call: String)
  case shownWhen(property: String, value: String)
  case changedTo(value: String)
  case shownAfterKeys(String)
  case notShown
  case usedWhenReads([String])
  case shows(content: String, looks: [String])

  /// The marker that starts a note in a `///` comment.
  static let marker = "- Law check:"

  /// The note written as `text` (after the marker), or nil when it is none of the forms.
  init?(_ text: String) {
    let code = Self.codeSpans(in: text)
    func starts(_ prefix: String) -> Bool { text.hasPrefix(prefix) }
    if starts("keys "), code.count == 2 {
      self = .keysCall(keys: code[0], call: code[1])
    } else if starts("shown when "), code.count == 2 {
      self = .shownWhen(property: code[0], value: code[1])
    } else if starts("changed to "), code.count == 1 {
      self = .changedTo(value: code[0])
    } else if starts("shown after keys "), code.count == 1 {
      self = .shownAfterKeys(code[0])
    } else if starts("not shown") {
      self = .notShown
    } else if starts("used by a cell that reads "), !code.isEmpty {
      self = .usedWhenReads(code)
    } else if starts("shows "), code.count >= 2 {
      self = .shows(content: code[0], looks: Array(code.dropFirst()))
    } else {
      return nil
    }
  }

  /// The text of each code span of `text`, in order.
  static func codeSpans(in text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// The notes of the `///` comment above line `line` (1-based) of `lines`, attributes skipped;
  /// a note continues on the comment's lines indented under it. Throws for a note of no form.
  static func notes(above line: Int, in lines: [Substring], file: String) throws -> [LawNote] {
    var comment: [Substring] = []
    var index = line - 2
    while index >= 0 {
      let text = lines[index].drop { $0 == " " }
      if text.hasPrefix("///") {
        comment.insert(text.dropFirst(3), at: 0)
      } else if !text.hasPrefix("@") {
        break
      }
      index -= 1
    }
    var texts: [String] = []
    var isInNote = false
    for text in comment {
      let trimmed = text.drop { $0 == " " }
      if trimmed.hasPrefix(marker) {
        texts.append(String(trimmed.dropFirst(marker.count).drop { $0 == " " }))
        isInNote = true
      } else if isInNote, text.hasPrefix("   "), !trimmed.isEmpty {
        texts[texts.count - 1] += " " + trimmed
      } else {
        isInNote = false
      }
    }
    return try texts.map { text in
      guard let note = LawNote(text) else {
        throw LintError.usage("\(file):\(line): a law check note of no known form: \(text)")
      }
      return note
    }
  }
}
