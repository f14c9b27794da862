import Foundation

/// Presentable's trait protocols and their requirements, read from the protocols' own source.
///
/// Every protocol declared in the trait sources (`Sources/Presentable/Traits/*.swift`) is a trait;
/// its requirements are the instance members its body declares, and its defaults are the members
/// that extensions of it declare. Nothing is listed by hand, so a trait added to the package is
/// linted as soon as it is written.
///
/// ```swift
/// let catalog = try TraitCatalog(directory: URL(fileURLWithPath: "Sources/Presentable/Traits"))
/// catalog.requirements(reachableFrom: ["SwitchPresentable"]).map(\.member.name)
/// // ["switchOn", "switchColor", "onSwitchToggleOn", "isEnabled", "isHidden"]
/// ```
struct TraitCatalog {
  /// A member a conforming type is asked for, and the trait that asks.
  struct Requirement: Equatable {
    var member: Member
    var trait: String
  }

  /// The trait protocols, by name.
  private(set) var traits: [String: Declaration] = [:]
  /// For each trait, the names of the members its extensions give defaults for.
  private(set) var defaults: [String: Set<String>] = [:]
  /// Type aliases in the trait sources that have one meaning.
  private(set) var typeAliases: [String: TypeSpelling] = [:]
  /// Each file's lines, by path, where the law check's notes are read (``LawNote``).
  private(set) var lines: [String: [Substring]] = [:]

  /// The catalog of the traits in `files` (path and source text).
  init(files: [(path: String, source: String)]) {
    var extensions: [Declaration] = []
    var aliases: [String: [TypeSpelling]] = [:]
    for file in files {
      lines[file.path] = file.source.split(separator: "\n", omittingEmptySubsequences: false)
      let parsed = DeclarationParser.parse(file.source, file: file.path)
      for declaration in parsed.declarations {
        switch declaration.kind {
        case .protocolType: traits[declaration.name] = declaration
        case .extension: extensions.append(declaration)
        default: break
        }
      }
      aliases.merge(parsed.typeAliases) { $0 + $1 }
    }
    for declaration in extensions where traits[declaration.name] != nil {
      defaults[declaration.name, default: []].formUnion(declaration.members.map(\.name))
    }
    typeAliases = aliases.compactMapValues { Set($0).count == 1 ? $0[0] : nil }
  }

  /// The catalog of the traits in the `.swift` files of `directory`.
  ///
  /// Throws ``LintError/unreadable(_:_:)`` for a file it cannot read and
  /// ``LintError/noTraits(_:)`` when the directory declares no protocol, so a moved folder is an
  /// error rather than a lint that silently checks nothing.
  init(directory: URL) throws {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    } catch {
      throw LintError.unreadable(directory.path, error.localizedDescription)
    }
    var files: [(path: String, source: String)] = []
    for name in names.sorted() where name.hasSuffix(".swift") {
      let path = directory.appendingPathComponent(name).path
      files.append((path, try SourceModule.read(path)))
    }
    self.init(files: files)
    if traits.isEmpty { throw LintError.noTraits(directory.path) }
  }

  func isTrait(_ name: String) -> Bool { traits[name] != nil }

  /// The law check's notes in the comment above a declaration at `line` of `file`.
  func notes(file: String, line: Int) throws -> [LawNote] {
    try LawNote.notes(above: line, in: lines[file] ?? [], file: file)
  }

  /// The traits `name` refines, directly.
  func refinedTraits(of name: String) -> [String] {
    traits[name]?.inherited.filter(isTrait) ?? []
  }

  /// The requirements of `names` and of every trait they refine, nearest first, each once: a
  /// requirement a refinement repeats (as `SwitchWithTextCellDelegate` repeats `switchColor`) is
  /// credited to the trait nearest to `names`.
  func requirements(reachableFrom names: [String]) -> [Requirement] {
    var requirements: [Requirement] = []
    var queue = names.filter(isTrait)
    var seen = Set(queue)
    while !queue.isEmpty {
      let name = queue.removeFirst()
      for member in traits[name]?.members ?? [] where !member.isStatic {
        if !requirements.contains(where: { $0.member.name == member.name && $0.member.shape == member.shape })
        {
          requirements.append(Requirement(member: member, trait: name))
        }
      }
      for refined in refinedTraits(of: name) where seen.insert(refined).inserted {
        queue.append(refined)
      }
    }
    return requirements
  }
}
