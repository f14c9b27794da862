/// Splits Swift source into ``SwiftToken``s, skipping comments and whitespace.
///
/// Tolerant by design: the linter reads code that may not compile yet, so an unterminated string
/// or comment ends at the end of the file instead of failing. String interpolations are skipped
/// with the literal (a brace inside `"\(x.map { $0 })"` must not count as a declaration's body).
/// `#if`, `#elseif`, `#else` and `#endif` lines are dropped, so every branch is read.
///
/// ```swift
/// SwiftLexer.tokens(in: "var switchColour: Color { .red } // British").map(\.text)
/// // ["var", "switchColour", ":", "Color", "{", ".", "red", "}"]
/// ```
struct SwiftLexer {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1
  private var atLineStart = true

  private init(_ source: String) {
    scalars = Array(source.unicodeScalars)
  }

  /// Every token of `source`, in order.
  static func tokens(in source: String) -> [SwiftToken] {
    var lexer = SwiftLexer(source)
    var tokens: [SwiftToken] = []
    while let token = lexer.next() { tokens.append(token) }
    return tokens
  }

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  private mutating func advance() {
    if scalars[index] == "\n" {
      line += 1
      atLineStart = true
    }
    index += 1
  }

  private mutating func next() -> SwiftToken? {
    while let scalar = peek() {
      if scalar == "\n" || scalar.properties.isWhitespace {
        advance()
      } else if scalar == "/" && peek(1) == "/" {
        while let next = peek(), next != "\n" { advance() }
      } else if scalar == "/" && peek(1) == "*" {
        skipBlockComment()
      } else if scalar == "#" && isConditionalCompilation() {
        while let next = peek(), next != "\n" { advance() }
      } else {
        let startLine = line
        let startsLine = atLineStart
        atLineStart = false
        let (kind, text) = lexToken(startingWith: scalar)
        return SwiftToken(kind: kind, text: text, line: startLine, startsLine: startsLine)
      }
    }
    return nil
  }

  private mutating func lexToken(startingWith scalar: Unicode.Scalar) -> (SwiftToken.Kind, String) {
    if scalar == "\"" { return (.stringLiteral, skipString(hashes: 0)) }
    if scalar == "#", let hashes = rawStringHashes() { return (.stringLiteral, skipString(hashes: hashes)) }
    if scalar == "#" && peek(1) == "/" {
      skipExtendedRegex()
      return (.stringLiteral, "#/…/#")
    }
    if ("0"..."9").contains(scalar) { return lexNumber() }
    if scalar == "`" { return (.word, lexBacktickedName()) }
    if Self.isNameStart(scalar) || (scalar == "#" && peek(1).map(Self.isNameStart) == true) {
      var text = String(scalar)
      advance()
      while let next = peek(), Self.isNameContinuation(next) {
        text.unicodeScalars.append(next)
        advance()
      }
      return (.word, text)
    }
    if scalar == "-" && peek(1) == ">" {
      advance()
      advance()
      return (.punctuation, "->")
    }
    advance()
    return (.punctuation, String(scalar))
  }

  private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar == "$" || scalar.properties.isXIDStart
  }

  private static func isNameContinuation(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar == "$" || scalar.properties.isXIDContinue
  }

  private func isConditionalCompilation() -> Bool {
    for directive in ["if", "elseif", "else", "endif"] {
      let scalars = Array(directive.unicodeScalars)
      guard scalars.indices.allSatisfy({ peek($0 + 1) == scalars[$0] }) else { continue }
      if let after = peek(scalars.count + 1), Self.isNameContinuation(after) { continue }
      return true
    }
    return false
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while let scalar = peek() {
      if scalar == "/" && peek(1) == "*" {
        depth += 1
        advance()
        advance()
      } else if scalar == "*" && peek(1) == "/" {
        depth -= 1
        advance()
        advance()
        if depth == 0 { return }
      } else {
        advance()
      }
    }
  }

  /// The number of `#` before a raw string's opening quote, if the `#` at the cursor starts one.
  private func rawStringHashes() -> Int? {
    var count = 0
    while peek(count) == "#" { count += 1 }
    return peek(count) == "\"" ? count : nil
  }

  /// Skips a string literal whose opening quote follows `hashes` `#`s at the cursor, including its
  /// interpolations, and returns its source text.
  private mutating func skipString(hashes: Int) -> String {
    let start = index
    for _ in 0..<hashes { advance() }
    // `"""` opens a multi-line literal only when the line ends there: `#"""#` is a raw `"`.
    var afterQuotes = 3
    while peek(afterQuotes) == " " || peek(afterQuotes) == "\t" { afterQuotes += 1 }
    let multiline =
      peek(1) == "\"" && peek(2) == "\"" && (peek(afterQuotes) == "\n" || peek(afterQuotes) == "\r")
    for _ in 0..<(multiline ? 3 : 1) { advance() }
    while let scalar = peek() {
      if scalar == "\\" && (0..<hashes).allSatisfy({ peek($0 + 1) == "#" }) {
        for _ in 0...hashes { advance() }
        if peek() == "(" {
          skipInterpolation()
        } else if peek() != nil {
          advance()
        }
      } else if scalar == "\"" && closesString(multiline: multiline, hashes: hashes) {
        for _ in 0..<((multiline ? 3 : 1) + hashes) { advance() }
        break
      } else if scalar == "\n" && !multiline {
        break
      } else {
        advance()
      }
    }
    return String(String.UnicodeScalarView(scalars[start..<index]))
  }

  private func closesString(multiline: Bool, hashes: Int) -> Bool {
    let quotes = multiline ? 3 : 1
    return (0..<quotes).allSatisfy { peek($0) == "\"" }
      && (0..<hashes).allSatisfy { peek(quotes + $0) == "#" }
  }

  /// Skips `(…)` of an interpolation: code, which may hold strings and comments of its own.
  private mutating func skipInterpolation() {
    let outerLineStart = atLineStart
    var depth = 0
    while let token = next() {
      if token.isPunctuation("(") { depth += 1 }
      if token.isPunctuation(")") {
        depth -= 1
        if depth == 0 { break }
      }
    }
    atLineStart = outerLineStart
  }

  private mutating func skipExtendedRegex() {
    while let scalar = peek() {
      if scalar == "/" && peek(1) == "#" {
        advance()
        advance()
        return
      }
      advance()
    }
  }

  private mutating func lexNumber() -> (SwiftToken.Kind, String) {
    var text = ""
    var kind = SwiftToken.Kind.integerLiteral
    while let scalar = peek() {
      if Self.isNameContinuation(scalar) {
        text.unicodeScalars.append(scalar)
      } else if scalar == ".", let after = peek(1), ("0"..."9").contains(after) {
        kind = .floatLiteral
        text.unicodeScalars.append(scalar)
      } else {
        break
      }
      advance()
    }
    return (kind, text)
  }

  private mutating func lexBacktickedName() -> String {
    advance()
    var text = ""
    while let scalar = peek(), scalar != "`", scalar != "\n" {
      text.unicodeScalars.append(scalar)
      advance()
    }
    if peek() == "`" { advance() }
    return text
  }
}
