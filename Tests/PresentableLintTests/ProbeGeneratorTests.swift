import Foundation
import Testing

@testable import PresentableLint

/// The probe is generated from the trait protocols: a trait written in the traits folder is
/// adopted, each property answered from `TraitProbe.Values` or from a sample of its type.
@Suite("The probe is generated from the traits")
struct ProbeGeneratorTests {
  static let probe = """
    public struct TraitProbe {
      public struct Values: Sendable {
        public var isEnabled = true
        public var isHidden = false
        public var text = "Probe text"
      }
    }
    """

  static func generator(_ traits: String) -> ProbeGenerator {
    let state = """
      public protocol AppLook { var textColor: Color { get } }
      public protocol RowStatePresentable {
        var isEnabled: Bool { get }
        var isHidden: Bool { get }
      }
      public protocol TextPresentable: RowStatePresentable { var text: String { get } }
      """
    let catalog = TraitCatalog(files: [("State.swift", state), ("New.swift", traits)])
    return ProbeGenerator(catalog: catalog, probeSource: probe)
  }

  @Test func aNewTraitIsAdoptedWithSamplesAndItsCallbacks() throws {
    let source = try Self.generator(
      """
      public protocol RatingPresentable: RowStatePresentable {
        var rating: Int { get }
        var ratingColor: Color { get }
        var caption: String? { get }
        func onRatingChange(_ rating: Int)
      }
      """
    ).source()
    #expect(source.hasPrefix("// Generated from the trait protocols"))
    // The app's look is no trait: the probe is a view model and does not adopt it.
    #expect(source.contains("extension TraitProbe: RatingPresentable, RowStatePresentable, TextPresentable"))
    #expect(source.contains("public var rating: Int { probed(\"rating\", 3) }"))
    #expect(source.contains("public var caption: String? { probed(\"caption\", \"Probe caption\") }"))
    #expect(source.contains("public var ratingColor: Color { probed(\"ratingColor\", .rgb("))
    #expect(
      source.contains("public func onRatingChange(_ rating: Int) { call(\"onRatingChange(\\(rating))\") }"))
    #expect(source.contains("public var text: String { read(\"text\", values.text) }"))
    #expect(source.contains("\"RatingPresentable\": [\"rating\", \"ratingColor\", \"caption\"],"))
    #expect(
      source.contains("static let probedProperties: Set<String> = [\"rating\", \"ratingColor\", \"caption\"]")
    )
    // The look's parts are listed for the law check, and none is a property of the probe.
    #expect(source.contains("static let lookProperties: Set<String> = [\"textColor\"]"))
    #expect(!source.contains("var textColor"))
  }

  @Test func aTypeWithoutASampleAsksForAField() {
    #expect(throws: LintError.self) {
      try Self.generator(
        "public protocol MapPresentable: RowStatePresentable { var region: MapRegion { get } }"
      )
      .source()
    }
  }

  @Test func hooksThatAreNotCallbacksKeepATraitOut() throws {
    let source = try Self.generator(
      "public protocol DecoPresentable: RowStatePresentable { func decorate(_ row: inout RowContent) }"
    ).source()
    #expect(!source.contains("DecoPresentable"))
  }

  @Test func lawNotesBecomeTheLawChecksTables() throws {
    let source = try Self.generator(
      """
      /// A rating.
      ///
      /// - Law check: shows `text` in `ratingColor` and `textColor`.
      public protocol RatingPresentable: TextPresentable {
        var ratingColor: Color { get }
        /// Whether it is enabled.
        ///
        /// - Law check: shown when `text` is `""`.
        var isEnabled: Bool { get }
        /// Called with the new rating.
        ///
        /// - Law check: keys `[.right]` call
        ///   `onRatingChange(4)` on the probe.
        func onRatingChange(_ rating: Int)
      }
      """
    ).source()
    #expect(
      source.contains(
        "(\"text\", [Look(trait: \"RatingPresentable\", properties: [\"ratingColor\", \"textColor\"])]),"))
    #expect(source.contains("\"RatingPresentable\": [([.right], \"onRatingChange(4)\")],"))
    #expect(
      source.contains(
        "Variant(property: \"isEnabled\", base: { $0.text = \"\" }, change: { $0.isEnabled = changed($0.isEnabled) }),"
      ))
    #expect(source.contains("Variant(property: \"text\", change: { $0.text = changed($0.text) }),"))
  }

  @Test func aLawNoteOfNoKnownFormIsAnError() {
    #expect(throws: LintError.self) {
      try Self.generator(
        """
        public protocol RatingPresentable: RowStatePresentable {
          /// - Law check: sometimes shown.
          var rating: Int { get }
        }
        """
      ).source()
    }
  }
}
