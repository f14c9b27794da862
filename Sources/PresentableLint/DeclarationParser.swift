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

  private enum Context: Equatable {
    case file
    /// The body of `declarations[index]`, whose qualified name is `name`.
    case body(index: Int, name: String)
    /// A function body, closure or accessor: only local types count.
    case code
  }

  private struct Modifiers {
    var isStatic = false
    var isMutating = false
  }

  private let tokens: [SwiftToken]
  private let file: String
  private var index = 0
  private var result = Result()

  private init(tokens: [SwiftToken], file: String) {
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

  private mutating func parseItems(in context: Context) {
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
  private func startsTypeDeclaration(in context: Context) -> Bool {
    guard let name = token(at: index + 1), name.kind == .word else { return false }
    if let previous, previous.isPunctuation("(") || previous.isPunctuation(",") { return false }
    if tokens[index].text == "extension" { return context == .file }
    guard let after = token(at: index + 2) else { return false }
    return after.isPunctuation("{") || after.isPunctuation(":") || after.isPunctuation("<")
      || after.isWord("where")
  }

  private mutating func parseTypeDeclaration(_ kind: Declaration.Kind, in context: Context) {
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
  private mutating func readDottedName(isExtension: Bool) -> String {
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
  private func matchingAngle() -> Int? {
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
  private mutating func readGenericParameterNames() -> Set<String> {
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
  private mutating func readInheritance() -> [String] {
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
  private mutating func readSelfConstraints() -> [String] {
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
  private static func conformanceName(_ piece: [SwiftToken]) -> String? {
    if piece.first?.isPunctuation("~") == true { return nil }
    var words = piece
    while let first = words.first, first.isPunctuation("@") {
      words.removeFirst(min(2, words.count))
    }
    return words.last(where: { $0.kind == .word })?.text
  }

  private mutating func parseTypeAlias(into bodyIndex: Int?, local: Bool) {
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

  // MARK: - Members

  private mutating func parseProperty(into bodyIndex: Int, modifiers: Modifiers) {
    let isLet = tokens[index].text == "let"
    index += 1
    var untyped: [Int] = []
    while let token = current, token.kind == .word {
      index += 1
      var type: TypeSpelling?
      if current?.isPunctuation(":") == true {
        index += 1
        let annotation = readType()
        type = annotation.parts.isEmpty ? nil : annotation
      }
      if current?.isPunctuation("=") == true {
        index += 1
        if type == nil { type = literalType() }
      }
      let hasAccessors = current?.isPunctuation("{") == true
      let isSettable = !isLet && (!hasAccessors || accessorsAllowSetting())
      var member = Member(name: token.text, shape: .property(type: type, isSettable: isSettable))
      member.isStatic = modifiers.isStatic
      member.file = file
      member.line = token.line
      result.declarations[bodyIndex].members.append(member)
      let memberIndex = result.declarations[bodyIndex].members.count - 1
      if let type {
        // `var red, green: Double`: the names before the annotation share it.
        for earlier in untyped {
          result.declarations[bodyIndex].members[earlier].shape = .property(
            type: type, isSettable: isSettable)
        }
        untyped = []
      } else {
        untyped.append(memberIndex)
      }
      guard current?.isPunctuation(",") == true else { break }
      index += 1
    }
  }

  /// Whether the accessor block at the cursor has a setter or observers (a stored property).
  private func accessorsAllowSetting() -> Bool {
    var depth = 0
    var cursor = index
    while let token = token(at: cursor) {
      if token.isPunctuation("{") { depth += 1 }
      if token.isPunctuation("}") {
        depth -= 1
        if depth == 0 { return false }
      }
      let next = self.token(at: cursor + 1)
      let isAccessor =
        ["set", "willSet", "didSet", "_modify"].contains(token.text)
        && (next?.isPunctuation("{") == true || next?.isPunctuation("}") == true
          || next?.isPunctuation("(") == true
          || next?.startsLine == true)
      if depth == 1 && token.kind == .word && isAccessor { return true }
      cursor += 1
    }
    return false
  }

  /// The type Swift infers for an initial value that is a lone literal or `TypeName(…)`, or nil.
  private mutating func literalType() -> TypeSpelling? {
    var cursor = index
    if token(at: cursor)?.isPunctuation("-") == true { cursor += 1 }
    guard let value = token(at: cursor) else { return nil }
    var type: String?
    switch value.kind {
    case .stringLiteral: type = "String"
    case .integerLiteral: type = "Int"
    case .floatLiteral: type = "Double"
    case .word where value.text == "true" || value.text == "false": type = "Bool"
    case .word
    where value.text.first?.isUppercase == true && token(at: cursor + 1)?.isPunctuation("(") == true:
      cursor += 1
      var depth = 0
      while let token = token(at: cursor) {
        if token.isPunctuation("(") { depth += 1 }
        if token.isPunctuation(")") {
          depth -= 1
          if depth == 0 { break }
        }
        cursor += 1
      }
      type = value.text
    default: return nil
    }
    guard let after = token(at: cursor + 1) else { return type.map(TypeSpelling.init) }
    let endsValue =
      after.startsLine || after.isPunctuation("}") || after.isPunctuation(";") || after.isPunctuation(",")
    return endsValue ? type.map(TypeSpelling.init) : nil
  }

  private mutating func parseMethod(into bodyIndex: Int, modifiers: Modifiers) {
    index += 1
    guard let name = current, name.kind == .word else { return }  // operators witness nothing here
    index += 1
    if current?.isPunctuation("<") == true { _ = readGenericParameterNames() }
    guard current?.isPunctuation("(") == true else { return }
    index += 1
    var parameters: [Member.Parameter] = []
    while let token = current, !token.isPunctuation(")") {
      if token.isPunctuation("@") {
        skipAttribute()
        continue
      }
      var names: [String] = []
      while let word = current, word.kind == .word {
        names.append(word.text)
        index += 1
      }
      guard current?.isPunctuation(":") == true, let first = names.first else {
        skipToParameterEnd()
        continue
      }
      index += 1
      let type = readType()
      parameters.append(Member.Parameter(label: first, name: names.count > 1 ? names[1] : first, type: type))
      skipToParameterEnd()
    }
    index += 1
    var isAsync = false
    var isThrowing = false
    while let effect = current, effect.kind == .word {
      switch effect.text {
      case "async", "reasync": isAsync = true
      case "throws", "rethrows": isThrowing = true
      default: break
      }
      guard ["async", "reasync", "throws", "rethrows"].contains(effect.text) else { break }
      index += 1
      if current?.isPunctuation("(") == true { skipBalanced() }
    }
    var returnType = TypeSpelling.void
    if current?.isPunctuation("->") == true {
      index += 1
      returnType = readType()
    }
    var member = Member(
      name: name.text,
      shape: .method(parameters: parameters, returnType: returnType, isAsync: isAsync, isThrowing: isThrowing)
    )
    member.isStatic = modifiers.isStatic
    member.isMutating = modifiers.isMutating
    member.file = file
    member.line = name.line
    result.declarations[bodyIndex].members.append(member)
  }

  /// Skips a parameter's default value and the comma after it, stopping before `)`.
  private mutating func skipToParameterEnd() {
    while let token = current, !token.isPunctuation(")") {
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
        skipBalanced()
        continue
      }
      index += 1
      if token.isPunctuation(",") { return }
    }
  }

  /// Reads a type annotation, stopping before what follows it: `{`, `=`, `,`, `)`, `where`, or a
  /// new line that does not continue it.
  private mutating func readType() -> TypeSpelling {
    var parts: [String] = []
    var depth = 0
    while let token = current {
      if depth == 0 {
        if ["{", "}", "=", ",", ";", ")", "]"].contains(where: token.isPunctuation) || token.isWord("where") {
          break
        }
        if [.stringLiteral, .integerLiteral, .floatLiteral].contains(token.kind) { break }
        let continues =
          ["&", "->", ".", "?", "!"].contains(token.text) || ["&", "->", "."].contains(parts.last ?? "")
        if !parts.isEmpty && token.startsLine && !continues { break }
      }
      if ["<", "(", "["].contains(where: token.isPunctuation) { depth += 1 }
      if [">", ")", "]"].contains(where: token.isPunctuation) { depth -= 1 }
      parts.append(token.text)
      index += 1
    }
    return TypeSpelling(tokens: parts)
  }

  // MARK: - Cursor

  private var current: SwiftToken? { token(at: index) }
  private var previous: SwiftToken? { token(at: index - 1) }

  private func token(at position: Int) -> SwiftToken? {
    tokens.indices.contains(position) ? tokens[position] : nil
  }

  /// Skips `@name` and its arguments, `@available(…)`.
  private mutating func skipAttribute() {
    index += 1
    guard current?.kind == .word else { return }
    index += 1
    if current?.isPunctuation("(") == true && !(current?.startsLine ?? true) { skipBalanced() }
  }

  /// Skips from an opening `(`, `[`, `{` or `<` past its partner, nesting included.
  private mutating func skipBalanced() {
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
