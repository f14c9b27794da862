import Foundation

@testable import PresentableLint

/// The repository this test file is in.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The package's own trait protocols, read as the plugin reads them.
let traitsDirectory = repositoryRoot.appendingPathComponent("Sources/Presentable/Traits")

/// The catalog of the package's traits.
func packageCatalog() throws -> TraitCatalog {
  try packageCatalogRead.get()
}

/// The package's traits, read and parsed once for every test that asks: the catalog is a value
/// and the sources do not change while the tests run.
private let packageCatalogRead = Result { try TraitCatalog(directory: traitsDirectory) }

/// The findings for `source`, a file of a module that imports Presentable, against the package's traits.
func lint(_ source: String, catalog: TraitCatalog? = nil) throws -> [NearMiss] {
  let module = SourceModule(name: "App", files: [("Fixture.swift", source)])
  return NearMissLinter(catalog: try catalog ?? packageCatalog(), modules: [module]).findings()
}

/// A temporary folder, removed by `body`'s end.
func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("presentable-lint-\(UUID())")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try body(directory)
}
