import Testing

@testable import PresentableLint

/// Code that implements the traits correctly, or has members that merely sit near a requirement,
/// must produce no finding: a linter that cries wolf gets switched off.
@Suite("Legitimate neighbours stay silent")
struct LegitimateNeighbourTests {
  @Test func namesFarFromEveryRequirement() throws {
    let findings = try lint(
      """
      struct ThemeViewModel: TextPresentable, OptionsPresentable {
        var theme: String
        var accent: String
        let store: [String: Int]
        var text: String { "Theme" }
        var title: String { text }
        var options: [String] { ["dark", "light"] }
        var selectedIndex: Int { 0 }
        var isOn: Bool { true }
        static let colors: [Color] = []
      }
      """)
    #expect(findings == [])
  }

  @Test func overloadsBesideTheImplementation() throws {
    let findings = try lint(
      """
      struct ThemeViewModel: TextPresentable, OptionsPresentable {
        var text: String { "Theme" }
        var options: [String] { ["dark", "light"] }
        var selectedIndex: Int { 0 }
        func onSelectOption(_ index: Int) {}
        func onSelectOption(named name: String) {}
        func onSelectOption(_ index: Int, animated: Bool) {}
      }
      """)
    #expect(findings == [])
  }

  @Test func nearNamesBesideAnImplementedRequirement() throws {
    let findings = try lint(
      """
      struct PaletteViewModel: TextPresentable, SwitchPresentable {
        var text: String { "Palette" }
        var switchOn: Bool
        var switchColor: Color { .blue }
        var switchColors: [Color] { [.blue, .red] }   // one edit from switchColor, which is implemented
        var switchOff: Bool { !switchOn }
      }
      """)
    #expect(findings == [])
  }

  @Test func storedPropertiesOfUnrelatedTypes() throws {
    let findings = try lint(
      """
      final class Store {}
      struct NotificationsViewModel: TextPresentable, SwitchPresentable {
        let store: Store
        var setting: Int
        var switchOn: Bool
        var count = 0, total = 1
        var text: String { "Notifications" }
        lazy var cache: [String] = []
      }
      """)
    #expect(findings == [])
  }

  @Test func computedPropertiesWithTheRightTypeHoweverSpelled() throws {
    let findings = try lint(
      """
      typealias Tint = Color
      struct EmailViewModel: TextFieldPresentable {
        typealias Rules = [ValidationRule]
        var text: Swift.String
        var label: String { "E-mail" }
        var placeholder: String { "name@example.com" }
        var textColor: Tint { .primary }
        var font: Presentable.Font { .body }
        var validationRules: Rules { [.email()] }
        var isSecure: Bool {
          get { false }
        }
        func onTextFieldDidEndEditing(_ newText: String) {}
      }
      struct VolumeViewModel: SliderPresentable {
        var sliderValue: Double = 0.5
        var sliderRange: ClosedRange<Double> { 0...1 }
        var sliderColor = Color(red: 1, green: 0, blue: 0)
        var sliderValueText: Optional<String> { "half" }
        func onSliderValueChange(_ value: Double) {}
      }
      """)
    // `Optional<String>` is `String?`, not `String`: the one finding, and every other spelling understood.
    #expect(findings.map(\.requirement) == ["var sliderValueText: String"])
  }

  @Test func anAliasToAnotherTypeIsADifference() throws {
    let findings = try lint(
      """
      typealias Tint = Color
      struct AboutViewModel: TextPresentable {
        var text: String { "About" }
        var font: Tint { .accent }
      }
      """)
    #expect(findings.map(\.requirement) == ["var font: Font"])
  }

  @Test func theTalksDataSourceAndDelegateWrittenTheTalksWay() throws {
    let findings = try lint(
      """
      struct MinionModeViewModel: SwitchWithTextCellDataSource {
        var title = "Minion Mode!!!"
        var switchOn = true
      }
      extension MinionModeViewModel: SwitchWithTextCellDelegate {
        var switchColor: Color { .yellow }
        func onSwitchToggleOn(_ on: Bool) { print(on ? "here to stay" : "out to play") }
      }
      extension MinionModeViewModel: ImagePresentable {
        var imageName: String { "minionParty.png" }
      }
      """)
    #expect(findings == [])
  }

  @Test func typesThatAdoptNoTraitAreNotLinted() throws {
    let findings = try lint(
      """
      struct Palette: Hashable {
        var switchColour: Color
        var textColour: Color
        func onSwitchToggleOn(on: Bool) {}
      }
      protocol Tinted { var textColour: Color { get } }
      """)
    #expect(findings == [])
  }

  @Test func commentsStringsAndBodiesAreNotMembers() throws {
    let findings = try lint(
      #"""
      struct AboutViewModel: TextPresentable {
        // var textColour: Color { .blue }
        /* var font: String { "" } /* nested */ var isEnable = false */
        var text: String { "var switchColour: Color { \("{") }" + #"var label: String?"# }
        var notes: String {
          """
          var textColour: Color
          """
        }
        func describe() -> String {
          let textColour = "local"
          struct Helper { var textColour = 1 }
          return textColour
        }
      }
      """#)
    #expect(findings == [])
  }

  @Test func genericMembersAreNotJudgedByTheirTypeName() throws {
    let findings = try lint(
      """
      struct Row<Value> {
        var value: Value
      }
      extension Row: TextPresentable where Value == String {
        var text: Value { value }
      }
      """)
    #expect(findings == [])
  }

  @Test func theAppsOwnRequirementsAreNotNearMisses() throws {
    let findings = try lint(
      """
      protocol TintedRow: TextPresentable {
        var textColors: [Color] { get }
      }
      struct AboutViewModel: TintedRow {
        var text: String { "About" }
        var textColors: [Color] { [] }
      }
      """)
    #expect(findings == [])
  }
}
