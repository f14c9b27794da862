import Testing

@testable import SettingsDemo

@Suite("The --cast option")
struct DemoCastOptionTests {
  @Test func takesAFile() throws {
    #expect(try DemoOptions.parse(["--cast", "demo.cast", "--script", "space"]).castPath == "demo.cast")
    #expect(try DemoOptions.parse([]).castPath == nil)
  }

  /// A file that exists is recorded over only when asked, as `asciinema rec` does.
  @Test func overwriteGoesWithCast() throws {
    #expect(try DemoOptions.parse(["--cast", "demo.cast", "--overwrite"]).overwrite)
    #expect(try DemoOptions.parse(["--cast", "demo.cast"]).overwrite == false)
    #expect(
      throws: DemoOptions.UsageError(
        description: "--overwrite is for --cast FILE: it records over FILE if it exists.")
    ) { try DemoOptions.parse(["--overwrite"]) }
    #expect(DemoOptions.usage.contains("--overwrite"))
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
