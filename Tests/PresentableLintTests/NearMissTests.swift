import Testing

@testable import PresentableLint

/// Members that compile beside a trait default and lose to it: each must be reported, on its
/// line, naming the requirement it probably meant.
@Suite("Near misses are reported")
struct NearMissTests {
  /// The line and meant requirement of each finding, to compare in one go.
  private func summary(_ findings: [NearMiss]) -> [String] {
    findings.map { "\($0.line): \($0.requirement)" }
  }

  @Test func aMisspelledColorIsReportedWithTheTalksDefault() throws {
    let findings = try lint(
      """
      struct MinionModeViewModel: SwitchWithTextCellDataSource {
        var title = "Minion Mode!!!"
        var switchOn = true
      }
      extension MinionModeViewModel: SwitchWithTextCellDelegate {
        var switchColour: Color { .yellow }
      }
      """)
    #expect(
      findings.map(\.description) == [
        "Fixture.swift:6: warning: MinionModeViewModel.switchColour is not a requirement: did you mean "
          + "'var switchColor: Color' of SwitchWithTextCellDelegate? As written, the default from "
          + "SwitchControlPresentable is used."
      ])
  }

  @Test func aWrongArgumentLabelIsReported() throws {
    let findings = try lint(
      """
      struct WiFiViewModel: TextPresentable, SwitchPresentable {
        var text: String { "Wi-Fi" }
        var switchOn: Bool
        func onSwitchToggleOn(on: Bool) {}
      }
      """)
    #expect(summary(findings) == ["4: func onSwitchToggleOn(_ on: Bool)"])
    #expect(
      findings.first?.message.contains("its argument labels are (on:), the requirement's are (_:)") == true)
    #expect(findings.first?.message.contains("the default from SwitchControlPresentable is called") == true)
  }

  @Test func anOptionalWhereTheTraitWantsAValueIsReported() throws {
    let findings = try lint(
      """
      struct EmailViewModel: TextFieldPresentable {
        var text: String
        var placeholder: String { "name@example.com" }
        var label: String? { "E-mail" }
      }
      """)
    #expect(summary(findings) == ["4: var label: String"])
    #expect(findings.first?.message.contains("its type is String?, the requirement's is String") == true)
  }

  @Test func aValueWhereTheTraitWantsAnOptionalIsReportedToo() throws {
    // No trait wants an optional yet, so this one is made here, as a new trait would be.
    let catalog = TraitCatalog(files: [
      ("Subtitle.swift", "public protocol SubtitlePresentable { var subtitle: String? { get } }")
    ])
    let findings = try lint("struct Row: SubtitlePresentable { var subtitle: String }", catalog: catalog)
    #expect(summary(findings) == ["1: var subtitle: String?"])
  }

  @Test func wrongReturnTypesAreReported() throws {
    let findings = try lint(
      """
      struct NameViewModel: TextFieldPresentable {
        var text: String
        var placeholder: String { "Your name" }
        func onTextFieldDidEndEditing(_ text: String) -> Bool { true }
      }
      struct VolumeViewModel: SliderPresentable {
        var sliderValue: Double
        var sliderValueText: Substring { "40%" }
      }
      """)
    #expect(
      summary(findings) == [
        "4: func onTextFieldDidEndEditing(_ text: String)", "8: var sliderValueText: String",
      ])
    #expect(findings.first?.message.contains("it returns Bool, the requirement returns Void") == true)
  }

  @Test func aWrongParameterTypeIsReported() throws {
    let findings = try lint(
      """
      struct VolumeViewModel: SliderPresentable {
        var sliderValue: Double
        func onSliderValueChange(_ value: Float) {}
      }
      """)
    #expect(summary(findings) == ["3: func onSliderValueChange(_ value: Double)"])
    #expect(
      findings.first?.message.contains("its parameter types are (Float), the requirement's are (Double)")
        == true)
  }

  @Test func slipsOfTheKeyboardAreReported() throws {
    let findings = try lint(
      """
      struct AboutViewModel: TextPresentable, AccessoryPresentable {
        var text: String { "About" }
        var Font: Font { .headline }              // case
        var isEnable: Bool { false }              // a letter short
        var hidden: Bool { true }                 // UIKit's name
        var accesoryColor: Color { .accent }      // a letter short
        func onSelcet() {}                        // swapped letters
      }
      """)
    #expect(
      summary(findings) == [
        "3: var font: Font", "4: var isEnabled: Bool", "5: var isHidden: Bool",
        "6: var accessoryColor: Color",
        "7: func onSelect()",
      ])
  }

  @Test func aRefinedAppProtocolCarriesTheTraitsRequirements() throws {
    let findings = try lint(
      """
      protocol AppSwitchRow: SwitchPresentable {}
      protocol SettingsRow: AppSwitchRow, TextPresentable {}
      struct SoundsViewModel: SettingsRow {
        var text: String { "Sounds" }
        var switchOn: Bool
        var switchColour: Color { .green }
      }
      """)
    #expect(summary(findings) == ["6: var switchColor: Color"])
  }

  @Test func theAppsOneExtensionIsLintedAndNamedAsTheDefault() throws {
    let findings = try lint(
      """
      protocol AppTextPresentable: TextPresentable {}
      extension AppTextPresentable {
        var textColour: Color { .blue }
        var font: Font { .callout }
      }
      struct AboutViewModel: AppTextPresentable {
        var text: String { "About" }
        func font() -> Font { .body }
      }
      """)
    #expect(summary(findings) == ["3: var textColor: Color", "8: var font: Font"])
    #expect(findings.last?.message.contains("it is a method, the requirement is a property") == true)
    #expect(findings.last?.message.contains("the default from AppTextPresentable is used") == true)
  }

  @Test func anExtensionOfATraitItselfIsLinted() throws {
    let findings = try lint("extension TextStylePresentable { var textColour: Color { .blue } }")
    #expect(summary(findings) == ["1: var textColor: Color"])
  }

  @Test func adoptionThroughAnAliasOrASuperclassCounts() throws {
    let findings = try lint(
      """
      typealias SwitchRow = TextPresentable & SwitchPresentable
      class BaseRow: SwitchRow {
        var text: String { "" }
        var switchOn: Bool { false }
      }
      final class WiFiRow: BaseRow {
        var switchColour: Color { .blue }
      }
      """)
    #expect(summary(findings) == ["7: var switchColor: Color"])
  }

  @Test func typesDeclaredInsideFunctionsAreLinted() throws {
    let findings = try lint(
      """
      func makeRow() -> some ButtonPresentable {
        struct Reset: ButtonPresentable {
          func onButtonPressed() {}
        }
        return Reset()
      }
      """)
    #expect(summary(findings) == ["3: func onButtonPress()"])
  }

  @Test func staticMutatingAndThrowingMembersDoNotImplementInstanceRequirements() throws {
    let findings = try lint(
      """
      struct A: SwitchPresentable {
        var switchOn: Bool
        static var switchColor: Color { .red }
      }
      struct B: ButtonPresentable {
        mutating func onButtonPress() {}
      }
      struct C: AccessoryPresentable {
        func onSelect() throws {}
      }
      """)
    #expect(
      summary(findings) == ["3: var switchColor: Color", "6: func onButtonPress()", "9: func onSelect()"])
    #expect(findings.map { $0.message.contains("it is static") } == [true, false, false])
    #expect(findings.map { $0.message.contains("it is mutating") } == [false, true, false])
    #expect(findings.map { $0.message.contains("it throws") } == [false, false, true])
  }

  @Test func aClosurePropertyDoesNotImplementAMethod() throws {
    let findings = try lint(
      """
      struct Licenses: TextPresentable, AccessoryPresentable {
        var text: String { "Licenses" }
        var onSelect: () -> Void = {}
      }
      """)
    #expect(summary(findings) == ["3: func onSelect()"])
    #expect(findings.first?.message.contains("it is a property, the requirement is a method") == true)
  }

  @Test func aReadOnlyPropertyDoesNotImplementASettableRequirement() throws {
    let catalog = TraitCatalog(files: [
      ("Draft.swift", "public protocol DraftPresentable { var draft: String { get set } }")
    ])
    let findings = try lint(
      """
      struct A: DraftPresentable { var draft: String { "" } }
      struct B: DraftPresentable { let draft: String }
      struct C: DraftPresentable { var draft: String }
      struct D: DraftPresentable { var draft: String { get { "" } set {} } }
      """, catalog: catalog)
    #expect(summary(findings) == ["1: var draft: String", "2: var draft: String"])
  }
}
