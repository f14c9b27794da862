/// One token of Swift source, as much of it as the linter needs: words, punctuation and literals.
///
/// Comments and whitespace are gone; a string literal is one token however many lines it spans.
/// `startsLine` keeps the one piece of layout Swift's grammar depends on here: a declaration ends
/// where the next one starts on a new line.
struct SwiftToken: Equatable {
  enum Kind: Equatable {
    /// A name or a keyword (`var`, `switchColor`, `` `default` `` without its backticks).
    case word
    /// One punctuation or operator character, or `->`.
    case punctuation
    case stringLiteral
    case integerLiteral
    case floatLiteral
  }

  var kind: Kind
  var text: String
  /// 1-based.
  var line: Int
  /// Whether it is the first token on its line.
  var startsLine: Bool

  func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }
  func isWord(_ text: String) -> Bool { kind == .word && self.text == text }
}
