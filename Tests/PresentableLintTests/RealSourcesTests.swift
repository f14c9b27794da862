import Testing

@testable import PresentableLint

/// The package's own view models are written correctly: the linter must agree, and must have
/// looked at them (a linter that finds no adopting type is silent for the wrong reason).
@Suite("The demo and the examples lint clean")
struct RealSourcesTests {
  private func lint(_ modules: [(name: String, path: String)]) throws -> NearMissLinter {
    let sources = try modules.map {
      try SourceModule(name: $0.name, paths: [repositoryRoot.appendingPathComponent($0.path).path])
    }
    return NearMissLinter(catalog: try packageCatalog(), modules: sources)
  }

  @Test func settingsDemoHasNoNearMisses() throws {
    let linter = try lint([("SettingsDemo", "Sources/SettingsDemo")])
    #expect(linter.findings().map(\.description) == [])
    #expect(linter.adoptingCount >= 12)  // every view model, and the app's header protocol
  }

  @Test func theExamplesHaveNoNearMisses() throws {
    let linter = try lint([("ExamplesTests", "Tests/ExamplesTests")])
    #expect(linter.findings().map(\.description) == [])
    #expect(linter.adoptingCount >= 5)
  }

  @Test func aNearMissAddedToTheDemoIsFound() throws {
    // The same sources with one slip, so the two tests above would fail if the demo had one.
    var demo = try SourceModule(
      name: "SettingsDemo", paths: [repositoryRoot.appendingPathComponent("Sources/SettingsDemo").path])
    let slip = SourceModule(
      name: "Slip",
      files: [("Slip.swift", "extension VersionViewModel { var detailTextColour: Color { .accent } }")])
    demo.declarations += slip.declarations
    let findings = NearMissLinter(catalog: try packageCatalog(), modules: [demo]).findings()
    #expect(findings.map(\.description).count == 1)
    #expect(findings.first?.requirement == "var detailTextColor: Color")
  }
}
