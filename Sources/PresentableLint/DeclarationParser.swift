/// Finds the type, protocol and extension declarations of a Swift file and the members in their
/// bodies, from its text alone.
///
/// It reads declarations, not expressions: a body's statements are skipped, except that types
/// declared inside functions (common in tests) are found as local declarations. What it does not
/// understand it skips, so code that does not compile yet still yields what it can.
///
/// ```swift
/// let parsed = DeclarationParser.parse("struct Wi: SwitchPresentable { var switchOn = true }", file: "Wi.swift")
/// parsed.declarations[0].members[0].signature   // "var switchOn: Bool"
/// ```
struct DeclarationParser {
  /// What a file declares.
  struct Result: Equatable {
    var declarations: [Declaration] = []
    /// Type aliases at file scope and in type bodies, by name.
    var typeAliases: [String: [TypeSpelling]] = [:]
  }

  enum Context: Equatable {
    case file
    /// The body of `declarations[index]`, whose qualified name is `name`.
    case body(index: Int, name: String)
    /// A function body, closure or accessor: only local types count.
    case code
  }

  struct Modifiers {
    var isStatic = false
    var isMutating = false
  }

  let tokens: [SwiftToken]
  let file: String
  var index = 0
  var result = Result()

  init(tokens: [SwiftToken], file: String) {
    self.tokens = tokens
    self.file = file
  }

  /// The declarations in `source`; `file` is recorded in them for messages.
  static func parse(_ source: String, file: String) -> Result {
    var parser = DeclarationParser(tokens: SwiftLexer.tokens(in: source), file: file)
    parser.parseItems(in: .file)
    return parser.result
  }

  // MARK: - Declarations

  /// Modifiers that leave the declaration after them as it is (`private(set)` included).
  private static let otherModifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "package", "final", "override", "nonmutating",
    "lazy",
    "weak", "unowned", "dynamic", "required", "convenience", "nonisolated", "indirect", "optional",
    "borrowing",
    "consuming",
  ]

  private static let typeIntroducers: [String: Declaration.Kind] = [
    "struct": .structure, "class": .classType, "enum": .enumeration, "actor": .actor,
    "protocol": .protocolType, "extension": .extension,
  ]

  mutating func parseItems(in context: Context) {
    var modifiers = Modifiers()
    while let token = current {
      if token.isPunctuation("}") {
        index += 1
        if context != .file { return }
        continue
      }
      if token.isPunctuation("{") {
        index += 1
        parseItems(in: .code)
        modifiers = Modifiers()
        continue
      }
      if token.isPunctuation("@") {
        skipAttribute()
        continue
      }
      guard token.kind == .word, !(previous?.isPunctuation(".") ?? false) else {
        index += 1
        modifiers = Modifiers()
        continue
      }
      if let kind = Self.typeIntroducers[token.text], startsTypeDeclaration(in: context) {
        parseTypeDeclaration(kind, in: context)
        modifiers = Modifiers()
        continue
      }
      let bodyIndex: Int? = if case .body(let index, _) = context { index } else { nil }
      switch token.text {
      case "static", "class":
        modifiers.isStatic = true
        index += 1
      case "mutating":
        modifiers.isMutating = true
        index += 1
      case "typealias":
        parseTypeAlias(into: bodyIndex, local: context == .code)
        modifiers = Modifiers()
      case "associatedtype":
        index += 1
        if let bodyIndex, let name = current, name.kind == .word {
          result.declarations[bodyIndex].genericNames.insert(name.text)
        }
      case "var", "let":
        if let bodyIndex { parseProperty(into: bodyIndex, modifiers: modifiers) } else { index += 1 }
        modifiers = Modifiers()
      case "func":
        if let bodyIndex { parseMethod(into: bodyIndex, modifiers: modifiers) } else { index += 1 }
        modifiers = Modifiers()
      case let word where Self.otherModifiers.contains(word):
        index += 1
        if current?.isPunctuation("(") == true { skipBalanced() }
      default:
        index += 1
        modifiers = Modifiers()
      }
    }
  }

  /// Whether the keyword at the cursor declares a type, rather than being `class func`, a
  /// variable named `actor`, or an argument label (`init(name: String, extension ext: String)`).
  func startsTypeDeclaration(in context: Context) -> Bool {
    guard let name = token(at: index + 1), name.kind == .word else { return false }
    if let previous, previous.isPunctuation("(") || previous.isPunctuation(",") { return false }
    if tokens[index].text == "extension" { return context == .file }
    guard let after = token(at: index + 2) else { return false }
    return after.isPunctuation("{") || after.isPunctuation(":") || after.isPunctuation("<")
      || after.isWord("where")
  }

  mutating func parseTypeDeclaration(_ kind: Declaration.Kind, in context: Context) {
    let line = tokens[index].line
    index += 1
    var name = readDottedName(isExtension: kind == .extension)
    if kind == .extension, current?.isPunctuation("?") == true || current?.isPunctuation("!") == true {
      name += "?"  // `extension Int? {}`: a type of its own
      index += 1
    }
    var genericNames: Set<String> = kind == .protocolType ? ["Self"] : []
    if current?.isPunctuation("<") == true {
      genericNames.formUnion(readGenericParameterNames())
    }
    var inherited: [String] = []
    if current?.isPunctuation(":") == true {
      index += 1
      inherited = readInheritance()
    }
    if current?.isWord("where") == true {
      index += 1
      inherited += readSelfConstraints()
    }
    guard current?.isPunctuation("{") == true else { return }
    index += 1
    switch context {
    case .body(_, let outer) where kind != .extension: name = outer + "." + name
    default: break
    }
    var declaration = Declaration(kind: kind, name: name, inherited: inherited, file: file, line: line)
    declaration.genericNames = genericNames
    switch context {
    case .code: declaration.isLocal = true
    case .body(let outer, _): declaration.isLocal = result.declarations[outer].isLocal
    case .file: break
    }
    result.declarations.append(declaration)
    parseItems(in: .body(index: result.declarations.count - 1, name: name))
  }

  /// `Outer.Inner`, the generic arguments of `Outer<T>.Inner` and `extension Array<Int>` skipped;
  /// a declaration's own generic parameters are left for the caller.
  mutating func readDottedName(isExtension: Bool) -> String {
    var parts: [String] = []
    while let token = current, token.kind == .word {
      parts.append(token.text)
      index += 1
      if current?.isPunctuation("<") == true, let close = matchingAngle() {
        let continuesPath = self.token(at: close + 1)?.isPunctuation(".") == true
        if continuesPath || isExtension { index = close + 1 }
      }
      guard current?.isPunctuation(".") == true, self.token(at: index + 1)?.kind == .word else { break }
      index += 1
    }
    return parts.joined(separator: ".")
  }

  /// The index of the `>` that closes the `<` at the cursor, if it closes before a body starts.
  func matchingAngle() -> Int? {
    var depth = 0
    var cursor = index
    while let token = token(at: cursor), !token.isPunctuation("{") {
      if token.isPunctuation("<") { depth += 1 }
      if token.isPunctuation(">") {
        depth -= 1
        if depth == 0 { return cursor }
      }
      cursor += 1
    }
    return nil
  }

  /// The names in `<T: P, U>`, leaving the cursor after `>`.
  mutating func readGenericParameterNames() -> Set<String> {
    var names: Set<String> = []
    var depth = 0
    var expectsName = true
    while let token = current {
      index += 1
      if token.isPunctuation("<") || token.isPunctuation("(") || token.isPunctuation("[") {
        depth += 1
        expectsName = depth == 1
      } else if token.isPunctuation(">") || token.isPunctuation(")") || token.isPunctuation("]") {
        depth -= 1
        if depth == 0 { break }
      } else if token.isPunctuation(",") && depth == 1 {
        expectsName = true
      } else if expectsName && depth == 1 && token.kind == .word {
        if token.text != "each" { names.insert(token.text) }
        expectsName = token.text == "each"
      } else {
        expectsName = false
      }
    }
    return names
  }

  /// The names in `: A, B & C, @unchecked Sendable`, leaving the cursor at `{` or `where`.
  mutating func readInheritance() -> [String] {
    var names: [String] = []
    var piece: [SwiftToken] = []
    func finish() {
      if let name = Self.conformanceName(piece) { names.append(name) }
      piece = []
    }
    while let token = current, !token.isPunctuation("{"), !token.isWord("where") {
      if token.isPunctuation("<") || token.isPunctuation("(") {
        skipBalanced()
        continue
      }
      if token.isPunctuation(",") || token.isPunctuation("&") {
        finish()
      } else {
        piece.append(token)
      }
      index += 1
    }
    finish()
    return names
  }

  /// The protocols in the `Self: P & Q` requirements of a `where` clause, leaving the cursor at `{`.
  mutating func readSelfConstraints() -> [String] {
    var names: [String] = []
    while let token = current, !token.isPunctuation("{") {
      if token.isWord("Self"), self.token(at: index + 1)?.isPunctuation(":") == true {
        index += 2
        var piece: [SwiftToken] = []
        while let part = current, !part.isPunctuation("{"), !part.isPunctuation(",") {
          if part.isPunctuation("&") {
            if let name = Self.conformanceName(piece) { names.append(name) }
            piece = []
          } else {
            piece.append(part)
          }
          index += 1
        }
        if let name = Self.conformanceName(piece) { names.append(name) }
      } else {
        index += 1
      }
    }
    return names
  }

  /// `TextPresentable` for `Presentable.TextPresentable`; nothing for `~Copyable`.
  static func conformanceName(_ piece: [SwiftToken]) -> String? {
    if piece.first?.isPunctuation("~") == true { return nil }
    var words = piece
    while let first = words.first, first.isPunctuation("@") {
      words.removeFirst(min(2, words.count))
    }
    return words.last(where: { $0.kind == .word })?.text
  }

  mutating func parseTypeAlias(into bodyIndex: Int?, local: Bool) {
    index += 1
    guard let name = current, name.kind == .word else { return }
    index += 1
    guard current?.isPunctuation("=") == true else { return }  // generic aliases are left alone
    index += 1
    let type = readType()
    guard !local, !type.parts.isEmpty else { return }
    result.typeAliases[name.text, default: []].append(type)
    if let bodyIndex { result.declarations[bodyIndex].typeAliases[name.text] = type }
  }

  // MARK: - Cursor

  var current: SwiftToken? { token(at: index) }
  var previous: SwiftToken? { token(at: index - 1) }

  func token(at position: Int) -> SwiftToken? {
    tokens.indices.contains(position) ? tokens[position] : nil
  }

  /// Skips `@name` and its arguments, `@available(…)`.
  mutating func skipAttribute() {
    index += 1
    guard current?.kind == .word else { return }
    index += 1
    if current?.isPunctuation("(") == true && !(current?.startsLine ?? true) { skipBalanced() }
  }

  /// Skips from an opening `(`, `[`, `{` or `<` past its partner, nesting included.
  mutating func skipBalanced() {
    guard let open = current?.text else { return }
    let close = ["(": ")", "[": "]", "{": "}", "<": ">"][open] ?? ""
    var depth = 0
    while let token = current {
      index += 1
      if token.isPunctuation(open) { depth += 1 }
      if token.isPunctuation(close) {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }
}
