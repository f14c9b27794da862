/// A type as written in source, normalized so that spellings of the same type compare equal.
///
/// `Optional<String>`, `Swift.String?` and `String ?` are all `String?`;
/// `Array<Presentable.Color>` is `[Color]`; `()` is `Void`. Everything else compares as written: the
/// linter reads text, not a type checker's answer, so a spelling it cannot relate to the
/// requirement's (a type alias it did not see) is a difference. Aliases it did see are expanded
/// with ``expandingAliases(_:)``.
///
/// ```swift
/// TypeSpelling("Optional<Swift.String>") == TypeSpelling("String?")   // true
/// TypeSpelling("String?") == TypeSpelling("String")                    // false
/// ```
struct TypeSpelling: Equatable, Hashable, CustomStringConvertible {
  /// Words and punctuation, normalized.
  private(set) var parts: [String]

  /// The spelling of the tokens of a type.
  init(tokens: [String]) {
    parts = Self.normalized(tokens)
  }

  /// The spelling of a type written as text.
  init(_ text: String) {
    self.init(tokens: SwiftLexer.tokens(in: text).map(\.text))
  }

  static let void = TypeSpelling("Void")

  var isVoid: Bool { parts == ["Void"] }

  /// Whether any of `names` appears in it as a type name (not as a member after a dot).
  func mentions(_ names: Set<String>) -> Bool {
    parts.indices.contains { Self.isWord(parts[$0]) && names.contains(parts[$0]) && !isMemberName(at: $0) }
  }

  /// This type with every type alias in `aliases` replaced by what it stands for, repeatedly (an
  /// alias may name another).
  func expandingAliases(_ aliases: [String: TypeSpelling]) -> TypeSpelling {
    guard !aliases.isEmpty else { return self }
    var current = self
    for _ in 0..<8 {
      var expanded: [String] = []
      var changed = false
      for (index, part) in current.parts.enumerated() {
        let qualifiesNext = index + 1 < current.parts.count && current.parts[index + 1] == "."
        if let alias = aliases[part], !current.isMemberName(at: index), !qualifiesNext {
          let needsParentheses = alias.parts.count > 1 && alias.parts.contains { $0 == "->" || $0 == "&" }
          expanded += needsParentheses ? ["("] + alias.parts + [")"] : alias.parts
          changed = true
        } else {
          expanded.append(part)
        }
      }
      guard changed else { break }
      current = TypeSpelling(tokens: expanded)
    }
    return current
  }

  var description: String {
    var text = ""
    for (index, part) in parts.enumerated() {
      let previous = index > 0 ? parts[index - 1] : ""
      switch part {
      case "->": text += " -> "
      case ",": text += ", "
      case "&": text += " & "
      case ":": text += ": "
      default:
        let afterAttribute = index > 1 && parts[index - 2] == "@" && Self.isWord(previous)
        if Self.isWord(part) && (Self.isWord(previous) || afterAttribute) { text += " " }
        text += part
      }
    }
    return text
  }

  private func isMemberName(at index: Int) -> Bool {
    index > 0 && parts[index - 1] == "."
  }

  private static func isWord(_ part: String) -> Bool {
    guard let first = part.unicodeScalars.first else { return false }
    return first == "_" || first == "$" || first.properties.isXIDStart
  }

  private static let sugaredGenerics: Set<String> = ["Optional", "Array", "Dictionary"]
  private static let implicitModules: Set<String> = ["Swift", "Presentable"]

  private static func normalized(_ tokens: [String]) -> [String] {
    var parts: [String] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      let afterDot = parts.last == "."
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      if implicitModules.contains(token) && !afterDot && next == "." && index + 2 < tokens.count
        && isWord(tokens[index + 2])
      {
        index += 2
        continue
      }
      if sugaredGenerics.contains(token) && !afterDot && next == "<",
        let close = matchingAngle(in: tokens, from: index + 1)
      {
        let arguments = splitTopLevel(Array(tokens[(index + 2)..<close])).map(normalized)
        switch (token, arguments.count) {
        case ("Optional", 1): parts += wrappedForPostfix(arguments[0]) + ["?"]
        case ("Array", 1): parts += ["["] + arguments[0] + ["]"]
        case ("Dictionary", 2): parts += ["["] + arguments[0] + [":"] + arguments[1] + ["]"]
        default: parts += [token, "<"] + arguments.joined(separator: [","]) + [">"]
        }
        index = close + 1
        continue
      }
      if token == "(" && next == ")" && (parts.isEmpty || parts.last == "->") {
        let followedByArrow =
          index + 2 < tokens.count && ["->", "async", "throws"].contains(tokens[index + 2])
        if !followedByArrow {
          parts.append("Void")
          index += 2
          continue
        }
      }
      parts.append(token)
      index += 1
    }
    return parts
  }

  private static func wrappedForPostfix(_ parts: [String]) -> [String] {
    let needsParentheses = parts.contains { $0 == "->" || $0 == "&" || $0 == "some" || $0 == "any" }
    return needsParentheses ? ["("] + parts + [")"] : parts
  }

  private static func matchingAngle(in tokens: [String], from open: Int) -> Int? {
    var depth = 0
    for index in open..<tokens.count {
      switch tokens[index] {
      case "<", "(", "[": depth += 1
      case ">", ")", "]":
        depth -= 1
        if depth == 0 { return tokens[index] == ">" ? index : nil }
      default: break
      }
    }
    return nil
  }

  private static func splitTopLevel(_ tokens: [String]) -> [[String]] {
    var pieces: [[String]] = [[]]
    var depth = 0
    for token in tokens {
      switch token {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      default: break
      }
      if token == "," && depth == 0 {
        pieces.append([])
      } else {
        pieces[pieces.count - 1].append(token)
      }
    }
    return pieces
  }
}
