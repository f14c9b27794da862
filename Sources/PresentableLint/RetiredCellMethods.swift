/// Finds the key methods a cell wrote before ``Cell`` took its keys from `keys(state:)`.
///
/// A cell once answered keys in `respond(to:state:keyMap:)` and named them in
/// `keyHints(state:keyMap:)`. Neither is a requirement any more, so a cell that still declares
/// one compiles without a word, and the method is never called: the row takes no keys and shows
/// no hints. For every type that conforms to `Cell` or `RowCell` where the linter can see it (in
/// its declaration or one of its extensions), each such method is reported.
///
/// ```swift
/// let findings = RetiredCellMethods.findings(in: [module])
/// // Sources/App/ChargeCell.swift:9: warning: ChargeCell.respond(to:state:keyMap:) is never called: …
/// ```
enum RetiredCellMethods {
  /// The protocols whose conformers get their keys from `keys(state:)`.
  static let cellProtocols: Set<String> = ["Cell", "RowCell"]
  /// The methods' names, each with the first argument label it was written with.
  static let retired: [(name: String, firstLabel: String)] = [("respond", "to"), ("keyHints", "state")]
  /// What to write instead, as the findings name it.
  static let replacement = "func keys(state: State) -> CellKeys<State>"

  /// Every retired method declared by a cell of `modules`, ordered by file and line.
  static func findings(in modules: [SourceModule]) -> [NearMiss] {
    var found: [NearMiss] = []
    for module in modules {
      // A type with its extensions; a type declared in a function is one of its own.
      var groups: [String: [Declaration]] = [:]
      var local: [[Declaration]] = []
      for declaration in module.declarations where declaration.kind != .protocolType {
        if declaration.isLocal {
          local.append([declaration])
        } else {
          groups[declaration.name, default: []].append(declaration)
        }
      }
      for group in Array(groups.values) + local
      where group.contains(where: { !cellProtocols.isDisjoint(with: $0.inherited) }) {
        for declaration in group {
          found += declaration.members.compactMap { finding(for: $0, of: declaration.name) }
        }
      }
    }
    return found.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
  }

  private static func finding(for member: Member, of type: String) -> NearMiss? {
    guard case .method(let parameters, _, _, _) = member.shape, !member.isStatic,
      retired.contains(where: { $0.name == member.name && $0.firstLabel == parameters.first?.label })
    else { return nil }
    let message =
      "\(type).\(member.name)\(member.labels) is never called: a cell's key handling and hint line "
      + "come from its keys. Declare '\(replacement)' instead."
    return NearMiss(file: member.file, line: member.line, message: message, requirement: replacement)
  }
}
