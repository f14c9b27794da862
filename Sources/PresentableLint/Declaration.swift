/// A type, protocol or extension declaration with the members written in its body.
///
/// ```swift
/// extension MinionModeViewModel: SwitchWithTextCellDelegate {   // kind .extension,
///   var switchColour: Color { .yellow }                          // name "MinionModeViewModel",
/// }                                                              // inherited ["SwitchWithTextCellDelegate"]
/// ```
struct Declaration: Equatable {
  enum Kind: Equatable {
    case structure, classType, enumeration, actor, protocolType, `extension`
  }

  var kind: Kind
  /// The type's name, qualified by the types it is nested in (`Outer.Inner`); for an extension,
  /// the extended type as written, without generic arguments.
  var name: String
  /// What it conforms to, refines or inherits from, last path component only
  /// (`Presentable.TextPresentable` is `TextPresentable`); for an extension, also the protocols of
  /// `where Self: …` constraints.
  var inherited: [String] = []
  /// The generic parameters (`struct Row<Value>`) and, for a protocol, its associated types:
  /// names a member's type may use that the linter cannot compare.
  var genericNames: Set<String> = []
  var members: [Member] = []
  /// Type aliases declared in its body.
  var typeAliases: [String: TypeSpelling] = [:]
  var file = ""
  var line = 0
  /// Declared inside a function or closure: visible to nothing outside it, extended by nothing.
  var isLocal = false
}
