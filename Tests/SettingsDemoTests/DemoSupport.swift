import Foundation
import Presentable

@testable import SettingsDemo

/// A fresh settings file location in a temporary directory, removed afterwards by the caller.
func temporaryStore() -> (store: SettingsStore, directory: URL) {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "settings-demo-\(UUID().uuidString)")
  return (SettingsStore(url: directory.appendingPathComponent("settings.json")), directory)
}

/// The saved settings, as the file has them.
func savedSettings(_ store: SettingsStore) throws -> Settings {
  try JSONDecoder().decode(Settings.self, from: Data(contentsOf: store.url))
}

/// The demo binary, built next to the tests.
var demoExecutable: URL? {
  let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  var directory = executable.deletingLastPathComponent()
  for _ in 0..<4 {
    let candidate = directory.appendingPathComponent("SettingsDemo")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    directory = directory.deletingLastPathComponent()
  }
  return nil
}

/// Writes `text` to `url` without syncing it to the disk, as `Data.write(to:)` does on Linux: a
/// test that lays out many files needs them there, not durable, and a sync apiece waits on the
/// disk.
func writeUnsynced(_ text: String, to url: URL) throws {
  guard let file = fopen(url.path, "w") else { throw CocoaError(.fileWriteUnknown) }
  defer { fclose(file) }
  guard fputs(text, file) >= 0 else { throw CocoaError(.fileWriteUnknown) }
}
