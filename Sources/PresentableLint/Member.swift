/// A property or method declared in a type, an extension or a protocol, as written.
///
/// Types are kept as their normalized spelling (see ``TypeSpelling``), so `Optional<String>` and
/// `String?` compare equal but `String` and `String?` do not. A property whose type is inferred
/// from something other than a literal has no type: the linter cannot know it, so it never reports
/// a type difference for it.
struct Member: Equatable {
  struct Parameter: Equatable {
    /// The argument label: `_` when there is none.
    var label: String
    /// The name used inside the body, for messages only.
    var name: String
    var type: TypeSpelling
  }

  enum Shape: Equatable {
    case property(type: TypeSpelling?, isSettable: Bool)
    case method(parameters: [Parameter], returnType: TypeSpelling, isAsync: Bool, isThrowing: Bool)
  }

  var name: String
  var shape: Shape
  var isStatic = false
  var isMutating = false
  var file = ""
  /// 1-based.
  var line = 0

  var isMethod: Bool {
    if case .method = shape { return true }
    return false
  }

  /// The member as a reader would write it: `var label: String?`, `func onSelectOption(_ index: Int)`.
  var signature: String {
    let prefix = (isStatic ? "static " : "") + (isMutating ? "mutating " : "")
    switch shape {
    case .property(let type, _):
      return prefix + "var \(name)" + (type.map { ": \($0)" } ?? "")
    case .method(let parameters, let returnType, let isAsync, let isThrowing):
      let list = parameters.map {
        $0.label == $0.name ? "\($0.name): \($0.type)" : "\($0.label) \($0.name): \($0.type)"
      }
      let effects = (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
      let result = returnType.isVoid ? "" : " -> \(returnType)"
      return prefix + "func \(name)(\(list.joined(separator: ", ")))" + effects + result
    }
  }

  /// The argument labels as Swift names them: `(_:)`, `(on:)`, `()`.
  var labels: String {
    guard case .method(let parameters, _, _, _) = shape else { return "" }
    return "(" + parameters.map { "\($0.label):" }.joined() + ")"
  }
}
