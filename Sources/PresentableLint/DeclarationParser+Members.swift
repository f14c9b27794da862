/// Reading the members of a type's body: properties (with their type, written or inferred from
/// a literal) and methods (with their parameters).
extension DeclarationParser {
  mutating func parseProperty(into bodyIndex: Int, modifiers: Modifiers) {
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
  func accessorsAllowSetting() -> Bool {
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
  mutating func literalType() -> TypeSpelling? {
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

  mutating func parseMethod(into bodyIndex: Int, modifiers: Modifiers) {
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
  mutating func skipToParameterEnd() {
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
  mutating func readType() -> TypeSpelling {
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
}
