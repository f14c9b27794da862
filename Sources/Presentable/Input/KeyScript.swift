/// Keys written as words, for scripted runs and tests: `down down space 'Bob' enter q`.
///
/// Words name keys (`up`, `down`, `left`, `right`, `home`, `end`, `pageup`, `pagedown`, `enter`,
/// `space`, `tab`, `backtab`, `backspace`, `delete`, `insert`, `escape`, `f1` to `f12`), each
/// with modifiers in front (`ctrl-c`, `shift-enter`, `ctrl-alt-up`, `alt-x`); text in single or
/// double quotes types each of its characters; any other single character types itself.
///
/// ```swift
/// let keys = try KeyScript.parse("down 'Bob 設' enter q")
/// // [.down, .character("B"), .character("o"), .character("b"), .space, .character("設"), .enter, .character("q")]
/// ```
public enum KeyScript {
  /// A word that names no key, or text left unquoted.
  public struct ParseError: Error, CustomStringConvertible, Sendable {
    /// What was wrong, and what would be right.
    public let description: String
  }

  static let names: [String: Key] = [
    "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
    "pageup": .pageUp, "pgup": .pageUp, "pagedown": .pageDown, "pgdn": .pageDown, "enter": .enter,
    "return": .enter, "space": .space, "tab": .tab, "backtab": .backTab, "shift-tab": .backTab,
    "backspace": .backspace, "delete": .delete, "del": .delete, "escape": .escape, "esc": .escape,
    "insert": .insert, "ins": .insert,
  ].merging((1...12).map { ("f\($0)", Key.function($0)) }) { $1 }

  /// The modifiers a word may start with: `shift-enter`, `ctrl-alt-up`, `alt-x`.
  static let modifierNames: [(String, KeyModifiers)] = [
    ("ctrl-", .control), ("alt-", .alt), ("shift-", .shift), ("super-", .super),
  ]

  /// The key a word names, with the modifiers it starts with (`ctrl-up`, `alt-q`, `shift-f5`).
  static func named(_ word: String) -> Key? {
    if let key = names[word] { return key }
    guard let (prefix, modifiers) = modifierNames.first(where: { word.hasPrefix($0.0) }) else { return nil }
    let rest = String(word.dropFirst(prefix.count))
    if let key = named(rest) { return key.with(modifiers) }
    return rest.count == 1 ? Key.character(rest.first!).with(modifiers) : nil
  }

  /// The keys bytes from a terminal make, read to their end: what ``Terminal/run(_:options:)``
  /// does with piped input (`printf 'j \r' | app`). What is pending at the end (a lone Escape, a
  /// paste whose end never came) ends as it would once the input timeout passed.
  ///
  /// ```swift
  /// let keys = KeyScript.keys(typed: Array("j \r".utf8))   // [.character("j"), .space, .enter]
  /// ```
  public static func keys(typed bytes: some Sequence<UInt8>) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(bytes) + decoder.flush()
  }

  /// The keys a script names.
  public static func parse(_ script: String) throws(ParseError) -> [Key] {
    var keys: [Key] = []
    var index = script.startIndex
    while index < script.endIndex {
      let character = script[index]
      if character.isWhitespace || character == "," {
        index = script.index(after: index)
        continue
      }
      if character == "'" || character == "\"" {
        guard let close = script[script.index(after: index)...].firstIndex(of: character) else {
          throw ParseError(
            description: "Unclosed quote in key script: \(String(script[index...]).debugDescription)")
        }
        for typed in script[script.index(after: index)..<close] {
          keys.append(typed == " " ? .space : .character(typed))
        }
        index = script.index(after: close)
        continue
      }
      var end = index
      while end < script.endIndex && !script[end].isWhitespace && script[end] != "," {
        end = script.index(after: end)
      }
      let word = String(script[index..<end])
      index = end
      if word.count == 1, let typed = word.first {
        keys.append(.character(typed))
      } else if let key = named(word.lowercased()) {
        keys.append(key)
      } else {
        throw ParseError(
          description: "Unknown key \(word.debugDescription) in key script. Keys are "
            + names.keys.sorted().joined(separator: ", ")
            + ", those or a character after ctrl-, alt-, shift- or super- (ctrl-c, shift-enter),"
            + " or one character; put text in quotes, as in 'Bob'.")
      }
    }
    return keys
  }
}
