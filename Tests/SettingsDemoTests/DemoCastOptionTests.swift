import Testing

@testable import SettingsDemo

@Suite("The --cast option")
struct DemoCastOptionTests {
  @Test func takesAFile() throws {
    #expect(try DemoOptions.parse(["--cast", "demo.cast", "--script", "space"]).castPath == "demo.cast")
    #expect(try DemoOptions.parse([]).castPath == nil)
  }

  @Test func needsAFileAndTheScreen() {
    #expect(throws: DemoOptions.UsageError(description: "--cast needs a value.")) {
      try DemoOptions.parse(["--cast"])
    }
    for other in ["--plain", "--svg"] {
      #expect(
        throws: DemoOptions.UsageError(
          description: "--cast records the screen: it does not go with --plain or --svg.")
      ) { try DemoOptions.parse(["--cast", "demo.cast", other]) }
    }
  }
}
