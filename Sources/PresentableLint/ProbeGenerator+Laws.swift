/// The law check's tables, generated beside the probe: which traits are looks, which looks show
/// which content, the keys that call each callback, and one change per property of
/// `TraitProbe.Values`. The declarations say most of it; the rest is the traits' own
/// `- Law check:` notes (``LawNote``), so nothing here names a trait or a property.
extension ProbeGenerator {
  /// Traits whose own properties are all look properties: checked with the content they show,
  /// not as a row's traits.
  func lookTraits(_ traits: [String], lookProperties: Set<String>) -> [String] {
    traits.filter { name in
      let own = ownProperties(of: name)
      return !own.isEmpty && own.allSatisfy(lookProperties.contains)
    }
  }

  /// The properties `trait`'s protocol body declares.
  func ownProperties(of trait: String) -> [String] {
    catalog.traits[trait]?.members.filter { !$0.isMethod && !$0.isStatic }.map(\.name) ?? []
  }

  /// The Swift of the law check's tables, for `extension CellLaws` in the generated file.
  func lawTables(traits: [String]) throws -> String {
    let looks = lookTraits(traits, lookProperties: Set(lookProperties))
    var triggers: [String] = []
    var contentLooks: [String: [(declares: Bool, trait: String, properties: [String])]] = [:]
    var callbacks: [String] = []
    var propertyNotes: [String: [LawNote]] = [:]
    for name in traits {
      let declaration = catalog.traits[name]!
      for note in try catalog.notes(file: declaration.file, line: declaration.line) {
        switch note {
        case .usedWhenReads(let properties):
          triggers.append(
            "    \(Self.literal(name)): [\(properties.map(Self.literal).joined(separator: ", "))],")
        case .shows(let content, let properties):
          let declares = ownProperties(of: name).contains(content)
          contentLooks[content, default: []].append((declares, name, properties))
        default:
          throw LintError.usage("\(declaration.file):\(declaration.line): \(note) belongs on a requirement")
        }
      }
      for member in declaration.members where !member.isStatic {
        for note in try catalog.notes(file: member.file, line: member.line)
        where !(propertyNotes[member.name] ?? []).contains(note) {
          propertyNotes[member.name, default: []].append(note)
        }
      }
    }
    for name in traits where !looks.contains(name) {
      var entries: [String] = []
      for requirement in catalog.requirements(reachableFrom: [name])
      where requirement.member.isMethod && !Self.everyRowTraits.contains(requirement.trait) {
        for case .keysCall(let keys, let call) in propertyNotes[requirement.member.name] ?? [] {
          entries.append("(\(keys), \(Self.literal(call)))")
        }
      }
      if !entries.isEmpty {
        callbacks.append("    \(Self.literal(name)): [\(entries.joined(separator: ", "))],")
      }
    }
    let contents = contentLooks.keys.sorted().map { content in
      let looks = contentLooks[content]!.sorted {
        ($0.declares ? 0 : 1, $0.trait) < ($1.declares ? 0 : 1, $1.trait)
      }
      .map {
        "Look(trait: \(Self.literal($0.trait)), properties: [\($0.properties.map(Self.literal).joined(separator: ", "))])"
      }
      return "    (\(Self.literal(content)), [\(looks.joined(separator: ", "))]),"
    }
    return """
        /// Traits whose own properties are all look properties, which ``contentLooks`` checks with
        /// the content they show.
        static let lookTraits: Set<String> = [\(looks.map(Self.literal).joined(separator: ", "))]

        /// The looks each content may be shown in, the trait that declares the content first: the
        /// traits' `shows` notes.
        static let contentLooks: [(content: String, looks: [Look])] = \(Self.list(contents))

        /// The keys that call each trait's callbacks on the probe, and the call they make: the
        /// callbacks' `keys` notes.
        static let callbacks: [String: [(keys: [Key], expected: String)]] = \(Self.list(callbacks, empty: "[:]"))

        /// The properties whose reading says a cell uses the trait, when its others are other
        /// traits' too: the traits' `used by` notes.
        static let triggers: [String: Set<String>] = \(Self.list(triggers, empty: "[:]"))

        /// One change per property of `TraitProbe.Values` that should change what a cell renders:
        /// by its type (``changed(_:)``), an optional also to `nil`, unless its notes say otherwise.
        static let variants: [Variant] = \(Self.list(variants(traits: traits, notes: propertyNotes)))
      """
  }

  /// A `Variant` per property with a field in `TraitProbe.Values`, in the requirements' order.
  private func variants(traits: [String], notes: [String: [LawNote]]) -> [String] {
    var lines: [String] = []
    var seen: Set<String> = []
    for requirement in catalog.requirements(reachableFrom: traits) {
      let member = requirement.member
      guard case .property(let type?, _) = member.shape, valueFields.contains(member.name),
        seen.insert(member.name).inserted
      else { continue }
      let notes = notes[member.name] ?? []
      if notes.contains(.notShown) { continue }
      let bases = notes.compactMap { note -> String? in
        guard case .shownWhen(let property, let value) = note else { return nil }
        return "$0.\(property) = \(value)"
      }
      let base = bases.isEmpty ? "" : ", base: { \(bases.joined(separator: "; ")) }"
      let name = Self.literal(member.name)
      var changes = notes.compactMap { note -> String? in
        guard case .changedTo(let value) = note else { return nil }
        return value
      }
      if changes.isEmpty {
        changes = ["changed($0.\(member.name))"]
        if type.description.hasSuffix("?") { changes.append("nil") }
      }
      let keys =
        notes.compactMap { note -> String? in
          guard case .shownAfterKeys(let keys) = note else { return nil }
          return ", keys: \(keys)"
        }.first ?? ""
      for change in changes {
        lines.append(
          "    Variant(property: \(name)\(base), change: { $0.\(member.name) = \(change) }\(keys)),")
      }
    }
    return lines
  }

  /// `text` as a Swift string literal.
  static func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      + "\""
  }

  /// An array or dictionary literal of `lines` (each ending in a comma), or `empty`.
  static func list(_ lines: [String], empty: String = "[]") -> String {
    lines.isEmpty ? empty : "[\n" + lines.joined(separator: "\n") + "\n  ]"
  }
}
