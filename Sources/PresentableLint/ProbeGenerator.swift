/// Writes `TraitProbe+Traits.swift`: the probe's conformance to every trait and an accessor per
/// requirement, and the law check's tables (each trait's properties, its looks, its callbacks'
/// keys, a change per property; see `ProbeGenerator+Laws.swift`), from the trait protocols.
///
/// The probe and the law check used to list every trait and property by hand; a row kind added to
/// the package now reaches them when this file is generated again (CI fails when it is stale):
///
/// ```
/// Scripts/generate-trait-probe.sh           # runs PresentableLint --generate-probe, then swift-format
/// Scripts/generate-trait-probe.sh --check   # CI: fails when the file is stale
/// ```
///
/// A property with a field in `TraitProbe.Values` answers from it (those values are chosen to
/// show: a slider's value inside its range); any other answers a sample made from its type
/// through `TraitProbe.probed(_:_:)`, which the law check varies by itself. Look properties (the
/// parts `AppLook` names) without a field are left to the look, as a view model leaves
/// them. The probe is a view model, not the app's look, so it does not adopt `AppLook`.
struct ProbeGenerator {
  /// The traits the probe adopts and the members it implements.
  let catalog: TraitCatalog
  /// The names of `TraitProbe.Values`' fields.
  let valueFields: Set<String>

  /// The app's look: its members name every look part. It is no trait (no view model adopts it),
  /// but a trait's property of the same name is a look property.
  static let lookRoot = "AppLook"

  /// The generator for `catalog`, with the fields declared by `TraitProbe.Values` in `probeSource`.
  init(catalog: TraitCatalog, probeSource: String) {
    self.catalog = catalog
    let parsed = DeclarationParser.parse(probeSource, file: "TraitProbe.swift")
    let values = parsed.declarations.first { $0.name == "TraitProbe.Values" }
    valueFields = Set(values?.members.filter { !$0.isMethod && !$0.isStatic }.map(\.name) ?? [])
  }

  /// Traits the probe adopts: every `…Presentable` protocol but the look whose requirements it
  /// can answer (a property, or an `on…` callback that returns nothing).
  var adoptedTraits: [String] {
    catalog.traits.keys.sorted().filter { name in
      name.hasSuffix("Presentable") && name != Self.lookRoot
        && catalog.traits[name]!.members.allSatisfy { member in
          guard case .method(_, let returns, _, _) = member.shape else { return true }
          return member.name.hasPrefix("on") && returns.isVoid
        }
    }
  }

  /// The generated file's text.
  /// The look's parts, in the order the look declares them.
  var lookProperties: [String] {
    catalog.traits[Self.lookRoot]?.members.filter { !$0.isMethod && !$0.isStatic }.map(\.name) ?? []
  }

  func source() throws -> String {
    let traits = adoptedTraits
    let lookProperties = Set(self.lookProperties)
    var accessors: [String] = []
    var seen: Set<String> = []
    var probed: [String] = []
    for requirement in catalog.requirements(reachableFrom: traits) {
      let member = requirement.member
      guard !member.isStatic, seen.insert(member.name).inserted else { continue }
      switch member.shape {
      case .property(let type, _):
        guard let type else { continue }
        if valueFields.contains(member.name) {
          accessors.append(
            "  /// Records the read, then answers from ``values``.\n"
              + "  public var \(member.name): \(type) { read(\"\(member.name)\", values.\(member.name)) }")
        } else if !lookProperties.contains(member.name) {
          guard let sample = Self.sample(of: type, named: member.name) else {
            throw LintError.usage(
              "TraitProbe cannot make a \(type) for \(requirement.trait).\(member.name): "
                + "give it a field in TraitProbe.Values")
          }
          probed.append(member.name)
          accessors.append(
            "  /// Records the read, then answers `values.extra[\"\(member.name)\"]`, else a sample.\n"
              + "  public var \(member.name): \(type) { probed(\"\(member.name)\", \(sample)) }")
        }
      case .method(let parameters, _, _, _):
        // Hooks with defaults (a text row's decoration) are the library's, not callbacks.
        guard member.name.hasPrefix("on") else { continue }
        let list = parameters.map {
          "\($0.label == $0.name ? $0.name : "\($0.label) \($0.name)"): \($0.type)"
        }
        let shown = parameters.map { Self.interpolation(of: $0) }.joined(separator: ", ")
        accessors.append(
          "  /// Records the call.\n"
            + "  public func \(member.name)(\(list.joined(separator: ", "))) { call(\"\(member.name)(\(shown))\") }"
        )
      }
    }
    let table = traits.compactMap { name -> String? in
      let properties = self.properties(of: name)
      guard !properties.isEmpty else { return nil }
      return "    \"\(name)\": [\(properties.map { "\"\($0)\"" }.joined(separator: ", "))],"
    }
    let laws = try lawTables(traits: traits)
    return """
      // Generated from the trait protocols in Sources/Presentable/Traits (their declarations and
      // their `- Law check:` notes) by `Scripts/generate-trait-probe.sh` (PresentableLint
      // --generate-probe): do not edit. CI runs `Scripts/generate-trait-probe.sh --check` and fails
      // when this differs from the traits.

      import Foundation
      import Presentable

      extension TraitProbe: \(traits.joined(separator: ", ")) {
      \(accessors.joined(separator: "\n"))
      }

      extension CellLaws {
        /// Each trait's properties, with those of the traits it refines other than every row's.
        static let traitProperties: [String: [String]] = [
      \(table.joined(separator: "\n"))
        ]

        /// The properties the probe answers through `probed(_:_:)`, with no field in `Values`.
        static let probedProperties: Set<String> = [\(probed.map { "\"\($0)\"" }.joined(separator: ", "))]

        /// The look's parts (`\(Self.lookRoot)`'s properties): a trait's property of one of
        /// these names is a look property.
        static let lookProperties: Set<String> = [\(self.lookProperties.map { "\"\($0)\"" }.joined(separator: ", "))]

      \(laws)
      }

      """
  }

  /// Traits every row has, whose properties the law check treats on their own rather than as
  /// part of the traits that refine them.
  static let everyRowTraits: Set<String> = ["RowStatePresentable", "TextStylePresentable", lookRoot]

  /// The properties of `trait` and of the traits it refines, other than every row's, in order.
  func properties(of trait: String) -> [String] {
    var names = catalog.traits[trait]?.members.filter { !$0.isMethod && !$0.isStatic }.map(\.name) ?? []
    for refined in catalog.refinedTraits(of: trait) where !Self.everyRowTraits.contains(refined) {
      names += properties(of: refined).filter { !names.contains($0) }
    }
    return names
  }

  /// A literal of `type` the probe answers for `name` when `Values` has no field for it.
  static func sample(of type: TypeSpelling, named name: String) -> String? {
    let text = type.description
    if text.hasSuffix("?") { return sample(of: TypeSpelling(String(text.dropLast())), named: name) }
    switch text {
    case "String": return "\"Probe \(name)\""
    case "Int": return "3"
    case "Double": return "0.5"
    case "Bool": return "false"
    case "Font": return ".caption"
    case "Color":
      // A color of its own per property, so that two properties' colors never coincide.
      let seed = name.unicodeScalars.reduce(0) { ($0 * 31 + Int($1.value)) % 65_521 }
      return ".rgb(\(seed % 251), \(seed / 251 % 251), \(seed % 241))"
    default: return nil
    }
  }

  /// How a callback's argument is written in the call the probe records.
  static func interpolation(of parameter: Member.Parameter) -> String {
    switch parameter.type.description {
    case "String": "\\(\(parameter.name).debugDescription)"
    case "Date": "\\(\(parameter.name).formatted(.iso8601))"
    default: "\\(\(parameter.name))"
    }
  }
}
