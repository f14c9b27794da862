import Foundation
import Testing

@testable import SettingsDemo

@Suite("Settings store")
struct SettingsStoreTests {
  @Test func savesAndLoads() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(store.load() == .missing)
    var settings = Settings()
    settings.name = "設定 Ann"
    settings.volume = 0.3
    try store.save(settings)
    #expect(store.load() == .loaded(settings))
    // No temporary file is left behind.
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files == ["settings.json"])
  }

  @Test func aCorruptFileIsKeptAsideAndSaid() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("{\"minionMode\": tru".utf8).write(to: store.url)
    let result = store.load()
    guard case .corrupt(let reason, let backup?) = result else {
      Issue.record("expected a corrupt result, got \(result)")
      return
    }
    #expect(reason == "not valid JSON")
    #expect(try String(contentsOf: backup, encoding: .utf8) == "{\"minionMode\": tru")
    #expect(
      result.message
        == "Settings were unreadable (not valid JSON); kept as settings.json.corrupt-1, starting from defaults."
    )
    #expect(result.settings == Settings())
    #expect(!FileManager.default.fileExists(atPath: store.url.path))
    // A second bad file does not overwrite the first backup.
    try Data("[]".utf8).write(to: store.url)
    guard case .corrupt(_, let second?) = store.load() else {
      Issue.record("expected a second backup")
      return
    }
    #expect(second.lastPathComponent == "settings.json.corrupt-2")
  }

  @Test func wrongTypesAreCorruptAndMissingKeysTakeDefaults() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("{\"theme\": 5}".utf8).write(to: store.url)
    guard case .corrupt(let reason, _) = store.load() else {
      Issue.record("a number for the theme should not load")
      return
    }
    #expect(reason == "wrong type for theme")
    try Data("{\"name\": \"Ann\"}".utf8).write(to: store.url)
    var expected = Settings()
    expected.name = "Ann"
    #expect(store.load() == .loaded(expected))
  }

  @Test func anUnreadableFileIsLeftAlone() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: store.url, withIntermediateDirectories: true)
    guard case .unreadable(let reason) = store.load() else {
      Issue.record("a directory is not a settings file")
      return
    }
    #expect(reason.hasSuffix("is a directory"))
    #expect(FileManager.default.fileExists(atPath: store.url.path))
  }

  @Test func defaultLocationFollowsXDG() {
    #expect(
      SettingsStore.defaultURL(environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/ann"]).path
        == "/cfg/presentable/settings-demo.json")
    #expect(
      SettingsStore.defaultURL(environment: ["HOME": "/home/ann"]).path
        == "/home/ann/.config/presentable/settings-demo.json")
  }

  /// Kills the demo with SIGKILL again and again while it saves; the file must always be whole.
  @Test func killedDuringSavesTheFileIsAlwaysValid() throws {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Every Space flips Minion Mode and saves.
    let script = Array(repeating: "space", count: 4000).joined(separator: " ")
    var generator = SystemRandomNumberGenerator()
    var killedMidway = 0
    for round in 0..<25 {
      let process = Process()
      process.executableURL = demo
      process.arguments = ["--store", store.url.path, "--script", script]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(UInt32.random(in: 20_000...150_000, using: &generator))
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        killedMidway += 1
      }
      process.waitUntilExit()
      if FileManager.default.fileExists(atPath: store.url.path) {
        let result = store.load()
        guard case .loaded = result else {
          Issue.record("round \(round): the file is not valid settings after SIGKILL: \(result)")
          return
        }
      }
    }
    // The test means something only if kills really landed while saving.
    #expect(killedMidway >= 20, "only \(killedMidway) of 25 runs were killed midway")
    #expect(FileManager.default.fileExists(atPath: store.url.path))
  }
}

@Suite("Command line")
struct DemoOptionsTests {
  @Test func options() throws {
    let options = try DemoOptions.parse([
      "--store", "/tmp/s.json", "--theme", "Dark", "--width", "100", "--height", "30", "--plain", "--script",
      "down space",
      "--every-frame", "--svg",
    ])
    #expect(options.storePath == "/tmp/s.json")
    #expect(options.theme == "dark")
    #expect(options.width == 100 && options.height == 30)
    #expect(options.plain && options.everyFrame && options.svg)
    #expect(options.script == [.down, .space])
    #expect(try DemoOptions.parse(["--help"]).help)
  }

  @Test(arguments: [
    (["--bogus"], "Unknown option \"--bogus\"."), (["--store"], "--store needs a value."),
    (["--width", "0"], "--width must be a number from 1 to 1000, not \"0\"."),
    (["--height", "tall"], "--height must be a number from 1 to 1000, not \"tall\"."),
    (["--theme", "solarized"], "Unknown theme \"solarized\": use default, dark, light, monochrome."),
  ])
  func mistakesAreSaidPlainly(arguments: [String], message: String) {
    #expect(throws: DemoOptions.UsageError(description: message)) { try DemoOptions.parse(arguments) }
  }
}
