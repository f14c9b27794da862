import Foundation
import Presentable

/// How the law check treats the traits, made from the tables generated in
/// `TraitProbe+Traits.swift` (``traitProperties``, ``lookProperties``, ``lookTraits``,
/// ``contentLooks``, ``callbacks``, ``triggers``, ``variants``): from the trait protocols and their `- Law check:`
/// notes, by `Scripts/generate-trait-probe.sh`. Nothing here names a trait but the row state's
/// (which every cell must show) and the look's.
extension CellLaws {
  /// A trait as the law check treats it: its properties, the keys that call its callbacks, and
  /// which properties say a cell uses it.
  struct Group: Sendable {
    var trait: String
    var isAlwaysRequired = false
    var callbacks: [(keys: [Key], expected: String)]
    /// The properties whose reading says a cell uses the trait, when some of its properties are
    /// other traits' too (a text area's `label` is a text field's as well); all of them if `nil`.
    /// A shared property read by a cell that uses neither trait counts for the one with more.
    var triggers: Set<String>?
    /// What the trait's protocol declares, itself and through the traits it refines, but the
    /// look of its own content, checked with the content (``contentLooks``): a slider's value is
    /// in the detail look without being a detail row.
    var properties: Set<String>

    init(trait: String, isAlwaysRequired: Bool = false) {
      self.trait = trait
      self.isAlwaysRequired = isAlwaysRequired
      callbacks = CellLaws.callbacks[trait] ?? []
      triggers = CellLaws.triggers[trait]
      let own = traitProperties[trait] ?? []
      let looks = contentLooks.filter { own.contains($0.content) }.flatMap(\.looks)
        .filter { $0.trait == trait }.flatMap(\.properties)
      properties = Set(own).subtracting(looks)
    }
  }

  struct Variant: Sendable {
    var property: String
    var base: @Sendable (inout TraitProbe.Values) -> Void = { _ in }
    var change: @Sendable (inout TraitProbe.Values) -> Void
    var keys: [Key] = []
  }

  /// A look: a color and a font that show a piece of content together.
  struct Look: Sendable {
    var trait: String
    var properties: [String]
  }

  /// The trait of the row's state, which every cell must show.
  static let rowState = "RowStatePresentable"
  /// Every trait the law check checks as a row's, the row state first, then by name (the order
  /// shared properties are credited in); not the look traits, checked with their content. A cell
  /// that reads any property of a trait must show all of them; every cell must show the row state.
  static let groups: [Group] =
    [Group(trait: rowState, isAlwaysRequired: true)]
    + traitProperties.keys.sorted().filter { $0 != rowState && !lookTraits.contains($0) }.map {
      Group(trait: $0)
    }

  /// The trait each look property is named for in a violation: the first look that shows it,
  /// else the first row trait that has it.
  static let lookOwners: [String: String] = {
    var owners: [String: String] = [:]
    for look in contentLooks.flatMap(\.looks) {
      for property in look.properties where owners[property] == nil { owners[property] = look.trait }
    }
    for trait in traitProperties.keys.sorted() where !lookTraits.contains(trait) {
      for property in traitProperties[trait]!
      where lookProperties.contains(property) && owners[property] == nil {
        owners[property] = trait
      }
    }
    return owners
  }()

  /// `value` changed by its type, as the law check changes a property (see ``changedSample(_:)``),
  /// or `value` itself for a type it cannot change.
  static func changed<Value: Sendable>(_ value: Value) -> Value {
    changedSample(value) as? Value ?? value
  }
}
