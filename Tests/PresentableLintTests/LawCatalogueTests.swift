import Foundation
import Testing

@testable import Presentable
@testable import PresentableLint
@testable import PresentableTesting

/// The trait protocols are the one catalogue of traits: the law check, the probe and the
/// provenance defaults name traits and properties as strings, and each name must be what the
/// protocols in `Sources/Presentable/Traits` declare, read as the lint reads them.
@Suite("The law check's trait names are the traits' own")
struct LawCatalogueTests {
  /// Every requirement of every trait, by name.
  static func allRequirements(_ catalog: TraitCatalog) -> Set<String> {
    Set(catalog.requirements(reachableFrom: Array(catalog.traits.keys)).map(\.member.name))
  }

  @Test func everyGroupIsATraitWithTheseProperties() throws {
    let catalog = try packageCatalog()
    for group in CellLaws.groups {
      #expect(catalog.isTrait(group.trait), "\(group.trait) is not a trait")
      let names = Set(catalog.requirements(reachableFrom: [group.trait]).map(\.member.name))
      for property in group.properties {
        #expect(names.contains(property), "\(group.trait) has no requirement \(property)")
      }
    }
  }

  @Test func everyLookVariantAndOwnerNamesARequirement() throws {
    let catalog = try packageCatalog()
    let all = Self.allRequirements(catalog)
    for (content, looks) in CellLaws.contentLooks {
      #expect(all.contains(content), "\(content)")
      for look in looks {
        #expect(catalog.isTrait(look.trait), "\(look.trait)")
        for property in look.properties { #expect(all.contains(property), "\(property)") }
      }
    }
    for (property, trait) in CellLaws.lookOwners {
      #expect(all.contains(property), "\(property)")
      #expect(catalog.isTrait(trait), "\(trait)")
    }
    for variant in CellLaws.variants { #expect(all.contains(variant.property), "\(variant.property)") }
  }

  @Test func theProbeRecordsReadsUnderTheRequirementsNames() throws {
    let all = Self.allRequirements(try packageCatalog())
    let source = try String(
      contentsOf: repositoryRoot.appendingPathComponent(
        "Sources/PresentableTesting/CellLaws/TraitProbe+Traits.swift"),
      encoding: .utf8)
    let recorded = source.split(separator: "read(\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    #expect(recorded.count >= 40)
    for name in recorded { #expect(all.contains(name), "TraitProbe records \(name)") }
  }

  @Test func provenanceDefaultsNameRequirements() throws {
    let all = Self.allRequirements(try packageCatalog())
    let styles = [
      TraitDefaults.body, TraitDefaults.header, TraitDefaults.footer, TraitDefaults.label,
      TraitDefaults.detail, TraitDefaults.placeholder, TraitDefaults.subtitle,
    ]
    for style in styles {
      #expect(all.contains(style.colorProperty), "\(style.colorProperty)")
      #expect(all.contains(style.fontProperty), "\(style.fontProperty)")
    }
  }
}
