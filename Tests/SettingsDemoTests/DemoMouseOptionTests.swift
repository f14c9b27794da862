import Testing

@testable import SettingsDemo

@Suite("The --mouse option")
struct DemoMouseOptionTests {
  @Test func turnsTheMouseOnOnlyWhenAsked() throws {
    #expect(try DemoOptions.parse(["--mouse"]).mouse)
    #expect(try DemoOptions.parse([]).mouse == false)
    #expect(DemoOptions.usage.contains("--mouse"))
  }
}
