import Testing

@testable import PresentableLint

/// A row kind an app adds (a protocol of its own refining a trait) is linted as the library's
/// traits are, with nothing listed anywhere.
@Suite("An app's own traits are linted")
struct AppTraitTests {
  @Test func aMisspelledLookPropertyOfAnAppTraitIsReportedWithItsDefault() throws {
    let findings = try lint(
      """
      protocol RatingPresentable: RowStatePresentable {
        var rating: Int { get }
        var ratingColor: Color { get }
      }
      extension RatingPresentable {
        var ratingColor: Color { .look(.accent) }
      }
      struct AppRating: TextPresentable, RatingPresentable {
        var text: String { "Rate the app" }
        var rating = 4
        var ratingColour: Color { .yellow }
      }
      """)
    #expect(
      findings.map(\.description) == [
        "Fixture.swift:11: warning: AppRating.ratingColour is not a requirement: did you mean "
          + "'var ratingColor: Color' of RatingPresentable? As written, the default from "
          + "RatingPresentable is used."
      ])
  }

  @Test func aWrongTypeForAnAppTraitRequirementIsReported() throws {
    let findings = try lint(
      """
      protocol RatingPresentable: RowStatePresentable { var rating: Int { get } }
      struct AppRating: RatingPresentable { var rating: Double = 4 }
      """)
    #expect(findings.map(\.line) == [2])
    #expect(findings.first?.message.contains("its type is Double, the requirement's is Int") == true)
  }

  @Test func anAppTraitImplementedAsDeclaredIsSilent() throws {
    let findings = try lint(
      """
      protocol RatingPresentable: RowStatePresentable { var rating: Int { get } }
      struct AppRating: TextPresentable, RatingPresentable {
        var text = "Rate"
        var rating = 4
      }
      """)
    #expect(findings.isEmpty)
  }
}
