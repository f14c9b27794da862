import Foundation
import Testing

@testable import PresentableLint

/// The requirements come from the traits' own source, so a trait added or changed is linted as
/// written, with no list to keep in step.
@Suite("Requirements are read from the trait protocols")
struct TraitCatalogTests {
  @Test func everyProtocolInTheTraitsFolderIsATrait() throws {
    let catalog = try packageCatalog()
    // Counted independently of the parser: lines that declare a protocol.
    var declared: Set<String> = []
    for name in try FileManager.default.contentsOfDirectory(atPath: traitsDirectory.path)
    where name.hasSuffix(".swift") {
      let source = try String(contentsOf: traitsDirectory.appendingPathComponent(name), encoding: .utf8)
      for line in source.split(separator: "\n") where line.hasPrefix("public protocol ") {
        let rest = line.dropFirst("public protocol ".count)
        declared.insert(String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
      }
    }
    #expect(declared.count >= 10)
    #expect(Set(catalog.traits.keys) == declared)
  }

  @Test func theSwitchTraitsRequirementsAndDefaults() throws {
    let catalog = try packageCatalog()
    let signatures = catalog.requirements(reachableFrom: ["SwitchPresentable"]).map(\.member.signature)
    #expect(signatures.contains("var switchOn: Bool"))
    #expect(signatures.contains("var switchColor: Color"))
    #expect(signatures.contains("func onSwitchToggleOn(_ on: Bool)"))
    #expect(signatures.contains("var isEnabled: Bool"))
    // The switch's color has its default beside the switch's data; the app's look keeps its own.
    #expect(catalog.defaults["SwitchControlPresentable"] == ["switchColor", "onSwitchToggleOn"])
    #expect(catalog.defaults["AppLook"]?.contains("switchColor") == true)
    #expect(!catalog.refinedTraits(of: "RowStatePresentable").contains("AppLook"))
    #expect(catalog.defaults["SwitchPresentable"] == nil)
  }

  @Test func aRequirementARefinementRepeatsIsCreditedToTheNearestTrait() throws {
    let catalog = try packageCatalog()
    let requirements = catalog.requirements(reachableFrom: ["SwitchWithTextCellDelegate"])
    let switchColor = requirements.filter { $0.member.name == "switchColor" }
    #expect(switchColor.map(\.trait) == ["SwitchWithTextCellDelegate"])
    #expect(requirements.map(\.trait).contains("RowStatePresentable"))
  }

  @Test func aNewTraitIsLintedWithoutChangingTheLinter() throws {
    try withTemporaryDirectory { directory in
      for name in try FileManager.default.contentsOfDirectory(atPath: traitsDirectory.path) {
        try FileManager.default.copyItem(
          at: traitsDirectory.appendingPathComponent(name), to: directory.appendingPathComponent(name))
      }
      let newTrait = """
        /// A row with a count in a bubble.
        ///
        /// ```swift
        /// var badgeCount: Int { 3 }
        /// ```
        public protocol BadgePresentable: RowStatePresentable {
          /// How many. Defaults to none.
          var badgeCount: Int { get }
          /// Called when the badge is cleared.
          func onBadgeClear(_ count: Int)
        }

        extension BadgePresentable {
          /// None.
          public var badgeCount: Int { 0 }
          /// Does nothing.
          public func onBadgeClear(_ count: Int) {}
        }
        """
      try newTrait.write(
        to: directory.appendingPathComponent("BadgePresentable.swift"), atomically: true, encoding: .utf8)
      let catalog = try TraitCatalog(directory: directory)
      let findings = try lint(
        """
        struct InboxViewModel: TextPresentable, BadgePresentable {
          var text: String { "Inbox" }
          var badgeCont: Int { 3 }
          func onBadgeClear(count: Int) {}
        }
        """, catalog: catalog)
      #expect(findings.map(\.requirement) == ["var badgeCount: Int", "func onBadgeClear(_ count: Int)"])
      #expect(findings.first?.message.contains("the default from BadgePresentable is used") == true)
    }
  }

  @Test func declarationsAreReadHoweverTheyAreLaidOut() {
    let catalog = TraitCatalog(files: [
      (
        "Layout.swift",
        """
        /// Doc comment with code: `var notARequirement: Int { get }`.
        @preconcurrency
        public protocol LayoutPresentable: Presentable.RowStatePresentable, Sendable
        where Self: AnyObject {
          // var alsoNot: Int { get }
          associatedtype Token: Hashable
          /// The margin.
          @available(*, deprecated, message: "use padding")
          var margin: Int { get }
          var padding: (top: Int, bottom: Int) {
            get
            set
          }
          func onLayout(
            _ width: Int,
            in height: Int = 24
          ) async throws -> [String: Int]
          mutating func reset()
          static var shared: Self { get }
          func token() -> Token
        }
        extension LayoutPresentable where Self: Equatable {
          public var margin: Int { 1 }
        }
        """
      )
    ])
    let layout = catalog.requirements(reachableFrom: ["LayoutPresentable"]).map(\.member.signature)
    #expect(
      layout == [
        "var margin: Int", "var padding: (top: Int, bottom: Int)",
        "func onLayout(_ width: Int, in height: Int) async throws -> [String: Int]", "mutating func reset()",
        "func token() -> Token",
      ])
    #expect(catalog.refinedTraits(of: "LayoutPresentable") == [])
    #expect(
      catalog.traits["LayoutPresentable"]?.inherited == ["RowStatePresentable", "Sendable", "AnyObject"])
    #expect(catalog.defaults["LayoutPresentable"] == ["margin"])
  }

  @Test func aMissingTraitsFolderIsAClearError() {
    #expect(throws: LintError.self) {
      try TraitCatalog(directory: URL(fileURLWithPath: "/nonexistent/Traits"))
    }
    #expect(throws: LintError.noTraits(repositoryRoot.appendingPathComponent("Docs").path)) {
      try TraitCatalog(directory: repositoryRoot.appendingPathComponent("Docs"))
    }
  }
}
