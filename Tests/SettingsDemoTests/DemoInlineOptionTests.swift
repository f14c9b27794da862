import Testing

@testable import SettingsDemo

@Suite("The --inline and --accessible options")
struct DemoInlineOptionTests {
  @Test func eachIsOnOnlyWhenAsked() throws {
    #expect(try DemoOptions.parse(["--inline"]).inline)
    #expect(try DemoOptions.parse(["--accessible"]).accessible)
    let none = try DemoOptions.parse([])
    #expect(!none.inline && !none.accessible)
    #expect(DemoOptions.usage.contains("--inline") && DemoOptions.usage.contains("ACCESSIBLE=1"))
  }

  @Test func accessibleModeDoesNotGoWithOutputsOfTheScreen() {
    for other in [["--plain"], ["--svg"], ["--script", "down"], ["--cast", "x.cast"]] {
      #expect(throws: DemoOptions.UsageError.self) { try DemoOptions.parse(["--accessible"] + other) }
    }
  }
}
