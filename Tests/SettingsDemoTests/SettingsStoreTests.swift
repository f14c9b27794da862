import Foundation
import Testing

@testable import SettingsDemo

/// The time corrupt files are named for in these tests: 2 January 2026, 03:04:05 UTC.
let fixedTime = Date(timeIntervalSince1970: 1_767_323_045)

/// A fresh settings file location with a clock, in a temporary directory removed by the caller.
func temporaryStore(now: @escaping () -> Date) -> (store: SettingsStore, directory: URL) {
  let (store, directory) = temporaryStore()
  return (SettingsStore(url: store.url, now: now), directory)
}

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
    // Nor anything but the lock file, which stays: removing it would let two saves lock two files.
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(Set(files) == ["settings.json", ".settings.json.lock"])
  }

  @Test func aCorruptFileIsKeptAsideAndSaid() throws {
    let (store, directory) = temporaryStore(now: { fixedTime })
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
    #expect(backup.lastPathComponent == "settings.json.corrupt-20260102T030405Z")
    #expect(
      store.message(for: result)
        == "Settings were not valid (not valid JSON); kept as settings.json.corrupt-20260102T030405Z, "
        + "starting from defaults."
    )
    #expect(result.settings == Settings())
    #expect(!FileManager.default.fileExists(atPath: store.url.path))
    // A second bad file does not overwrite the first backup.
    try Data("[]".utf8).write(to: store.url)
    guard case .corrupt(_, let second?) = store.load() else {
      Issue.record("expected a second backup")
      return
    }
    #expect(second.lastPathComponent == "settings.json.corrupt-20260102T030405Z-2")
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
    #expect(reason == "expected a string for \"theme\", found 5")
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
    #expect(reason.hasSuffix("is a directory, not a regular file"))
    #expect(FileManager.default.fileExists(atPath: store.url.path))
  }

  /// `mkfifo settings.json`: opening it to read would wait for a writer forever. It is looked at,
  /// not opened, said, and never replaced.
  @Test func aNamedPipeIsSaidAtOnceAndNeverReplaced() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    #expect(mkfifo(store.url.path, 0o600) == 0)
    let result = store.load()
    #expect(result == .unreadable(reason: "\(store.url.path) is a named pipe (FIFO), not a regular file"))
    #expect(store.message(for: result)?.contains("Starting from defaults") == true)
    var settings = Settings()
    settings.minionMode = false
    #expect(throws: SettingsStore.SaveError.self) { try store.save(settings) }
    #expect(Self.kind(of: store.url.path) == S_IFIFO)
  }

  /// A settings file linked to `/dev/zero` (reads never end) or holding more than 16 MiB: said,
  /// not read, and left as it is; the link stays a link.
  @Test func aDeviceOrAHugeFileIsNotRead() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: store.url.path, withDestinationPath: "/dev/zero")
    #expect(store.load() == .unreadable(reason: "\(store.url.path) is a device, not a regular file"))
    #expect(throws: SettingsStore.SaveError.self) { try store.save(Settings()) }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: store.url.path) == "/dev/zero")

    try FileManager.default.removeItem(at: store.url)
    #expect(FileManager.default.createFile(atPath: store.url.path, contents: nil))
    #expect(truncate(store.url.path, off_t(AtomicFile.sizeLimit + 1)) == 0)
    #expect(
      store.load()
        == .unreadable(reason: "\(store.url.path) is larger than 16 MiB, more than a settings file holds"))
    #expect(throws: SettingsStore.SaveError.self) { try store.save(Settings()) }
    #expect(
      try FileManager.default.attributesOfItem(atPath: store.url.path)[.size] as? Int == AtomicFile.sizeLimit
        + 1)
    // One byte less is read (and, all zero bytes, is not valid settings).
    #expect(truncate(store.url.path, off_t(AtomicFile.sizeLimit)) == 0)
    #expect(AtomicFile.read(store.url.path) == .data(Data(count: AtomicFile.sizeLimit)))
  }

  /// Two instances on one file, each changing its own setting in turn: both changes are kept,
  /// and the one that saves second is told what it kept.
  @Test func aSaveKeepsWhatAnotherInstanceSavedSince() throws {
    let (first, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    let second = SettingsStore(url: first.url)
    #expect(first.load() == .missing && second.load() == .missing)
    var a = Settings()
    a.minionMode = false
    #expect(try first.save(a) == SettingsStore.Saved(settings: a, keptFromElsewhere: []))
    var b = Settings()
    b.notifications = false
    let saved = try second.save(b)
    var both = Settings()
    both.minionMode = false
    both.notifications = false
    #expect(saved == SettingsStore.Saved(settings: both, keptFromElsewhere: ["minionMode"]))
    #expect(SettingsStore(url: first.url).load() == .loaded(both))
    // The first instance, changing the theme next, keeps the second's change too.
    a.theme = "dark"
    both.theme = "dark"
    #expect(try first.save(a) == SettingsStore.Saved(settings: both, keptFromElsewhere: ["notifications"]))
    // Both change one setting: the later save wins it. (The app shows what a save kept: `a`
    // takes it too.)
    b = both
    b.theme = "light"
    a = both
    a.theme = "monochrome"
    both.theme = "monochrome"
    _ = try second.save(b)
    #expect(try first.save(a) == SettingsStore.Saved(settings: both, keptFromElsewhere: []))
  }

  /// An editor's change (a key this version does not know, a setting) survives a save by a
  /// running instance; an editor's broken file is kept aside, not lost.
  @Test func aSaveKeepsAnEditorsChanges() throws {
    let (store, directory) = temporaryStore(now: { fixedTime })
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(store.load() == .missing)
    var mine = Settings()
    try store.save(mine)
    try Data("{\"name\": \"Ann\", \"syncedAt\": 17}".utf8).write(to: store.url)
    mine.volume = 0.25
    let saved = try store.save(mine)
    #expect(saved.keptFromElsewhere == ["name"])
    let text = try String(contentsOf: store.url, encoding: .utf8)
    #expect(
      text.contains("\"name\" : \"Ann\"") && text.contains("\"syncedAt\" : 17") && text.contains("0.25"))
    try Data("{broken".utf8).write(to: store.url)
    mine.volume = 0.5
    _ = try store.save(mine)
    let backup = directory.appendingPathComponent("settings.json.corrupt-20260102T030405Z")
    #expect(try String(contentsOf: backup, encoding: .utf8) == "{broken")
    #expect(SettingsStore(url: store.url).load().settings.volume == 0.5)
  }

  /// The kind of file at `path` (`S_IFIFO`, `S_IFREG`, …), links not followed.
  static func kind(of path: String) -> mode_t? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT
  }

  @Test func defaultLocationFollowsXDG() {
    #expect(
      SettingsStore.defaultURL(environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/ann"]).path
        == "/cfg/presentable/settings-demo.json")
    #expect(
      SettingsStore.defaultURL(environment: ["HOME": "/home/ann"]).path
        == "/home/ann/.config/presentable/settings-demo.json")
    // The XDG spec: a relative path is invalid and ignored, not read from the current folder.
    #expect(
      SettingsStore.defaultURL(environment: ["XDG_CONFIG_HOME": "cfg", "HOME": "/home/ann"]).path
        == "/home/ann/.config/presentable/settings-demo.json")
  }

  @Test func aLockHeldElsewhereIsWaitedForThenSaid() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    _ = store.load()
    // flock locks belong to the open file: a second open in this process contends as another
    // process would.
    guard case .held(let lock) = FileLock.acquire(beside: store.url.path) else {
      Issue.record("no lock")
      return
    }
    if case .held = FileLock.acquire(beside: store.url.path, timeout: .milliseconds(50)) {
      Issue.record("a held lock was taken twice")
    }
    let start = ContinuousClock.now
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { lock.release() }
    var settings = Settings()
    settings.name = "Ann"
    try store.save(settings)
    #expect(start.duration(to: .now) >= .milliseconds(150), "the save did not wait for the lock")
    #expect(try SettingsDocument(Data(contentsOf: store.url)).settings.name == "Ann")
    #expect(FileManager.default.fileExists(atPath: FileLock.lockPath(beside: store.url.path)))
  }

  @Test func topLevelNullOrArraySaysWhatWasExpected() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let cases = [
      ("null", "expected a JSON object of settings at the top level, found null"),
      ("[1, 2]", "expected a JSON object of settings at the top level, found an array"),
      ("\"on\"", "expected a JSON object of settings at the top level, found a string"),
      ("{\"remindersPerDay\": 2.5}", "expected a whole number for \"remindersPerDay\", found 2.5"),
      ("{\"minionMode\": \"yes\"}", "expected true or false for \"minionMode\", found a string"),
      ("{\"volume\": [1]}", "expected a number for \"volume\", found an array"),
      ("{\"notifyAbout\": \"messages\"}", "expected a list for \"notifyAbout\", found a string"),
      ("{\"wifiNetwork\": false}", "expected a string for \"wifiNetwork\", found false"),
    ]
    for (text, expected) in cases {
      try Data(text.utf8).write(to: store.url)
      let result = store.load()
      guard case .corrupt(let reason, let backup?) = result else {
        Issue.record("\(text) should not load, got \(result)")
        continue
      }
      #expect(reason == expected)
      #expect(try String(contentsOf: backup, encoding: .utf8) == text)
    }
  }

  /// Every key the demo writes has a kind the reader checks, so no setting is read unchecked.
  @Test func everySettingHasAnExpectedKind() {
    #expect(SettingsDocument.knownKeys == Set(SettingsDocument.kinds.keys))
    #expect(SettingsDocument.knownKeys.count == 20)
  }

  /// A file the version before Do Not Disturb and signatures wrote: it loads, the new settings
  /// take their defaults, and a save keeps what it had and adds them.
  @Test func aFileFromBeforeTheNewSettingsLoads() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let old = """
      {
        "accentColor" : "green",
        "badges" : true,
        "email" : "ann@example.com",
        "minionMode" : false,
        "name" : "Ann",
        "notifications" : true,
        "remindersPerDay" : 5,
        "sounds" : false,
        "theme" : "dark",
        "volume" : 0.3
      }

      """
    try Data(old.utf8).write(to: store.url)
    var settings = store.load().settings
    #expect(settings.name == "Ann" && settings.theme == "dark" && settings.remindersPerDay == 5)
    #expect(settings.doNotDisturb == false)
    #expect(settings.quietUntil == "07:00")
    #expect(settings.signature == "")
    settings.signature = "Ann\n設定"
    try store.save(settings)
    let saved = try savedSettings(store)
    #expect(saved == settings)
    #expect(try String(contentsOf: store.url, encoding: .utf8).contains("\"signature\" : \"Ann\\n設定\""))
  }

  /// A time the file got wrong is kept as written: the picker shows the default, and the file
  /// keeps the text until the user picks a time.
  @Test func aTimeOfDayThatIsNotOneIsKept() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("{\"quietUntil\": \"25:99\", \"doNotDisturb\": true}".utf8).write(to: store.url)
    var settings = store.load().settings
    #expect(settings.quietUntil == "25:99")
    settings.name = "Ann"
    try store.save(settings)
    #expect(try savedSettings(store).quietUntil == "25:99")
    guard
      case .corrupt(let reason, _) = { () -> SettingsStore.LoadResult in
        try? Data("{\"quietUntil\": 2230}".utf8).write(to: store.url)
        return store.load()
      }()
    else {
      Issue.record("a number for the time should not load")
      return
    }
    #expect(reason == "expected a string for \"quietUntil\", found 2230")
    #expect(TimeOfDay("25:99") == nil && TimeOfDay("7:00") == nil && TimeOfDay("07:00 ") == nil)
    #expect(TimeOfDay("23:59")?.text == "23:59")
    #expect(TimeOfDay(date: TimeOfDay(hour: 6, minute: 5).date).text == "06:05")
  }

  /// No network is saved as `null` and read back as no network: a missing key would mean the
  /// default network, and the demo would join "Home" again after a restart.
  @Test func notConnectedStaysNotConnected() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    var settings = Settings()
    settings.wifiNetwork = nil
    settings.knownNetworks = [KnownNetwork(name: "Café Libre", isSecured: false)]
    settings.notifyAbout = ["updates"]
    settings.timeZone = "Asia/Tokyo"
    try store.save(settings)
    let text = try String(contentsOf: store.url, encoding: .utf8)
    #expect(text.contains("\"wifiNetwork\" : null"))
    #expect(store.load() == .loaded(settings))
    // A file from before the Wi-Fi settings existed gets their defaults.
    try Data("{\"name\": \"Ann\"}".utf8).write(to: store.url)
    #expect(store.load().settings.wifiNetwork == "Home")
    #expect(store.load().settings.name == "Ann")
  }

  @Test func unknownKeysSurviveASave() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // What a newer version might have written: keys this one does not know, of every kind,
    // spelled in ways a re-encoding would change (2.50, 1e300, an escaped key).
    try Data(
      """
      {"name": "Ann", "syncedAt": 1e300, "layout": {"columns": [1, 2.50]}, "f\\u00e9e": "x", "off": null}
      """.utf8
    ).write(to: store.url)
    var settings = store.load().settings
    #expect(settings.name == "Ann")
    settings.minionMode = false
    try store.save(settings)
    let saved = try String(contentsOf: store.url, encoding: .utf8)
    #expect(saved.contains("  \"syncedAt\" : 1e300,\n"))
    #expect(saved.contains("  \"layout\" : {\"columns\": [1, 2.50]},\n"))
    #expect(saved.contains("  \"f\\u00e9e\" : \"x\",\n"))
    #expect(saved.hasSuffix("  \"off\" : null\n}\n"))
    #expect(store.load() == .loaded(settings))
    // Saved again, nothing is lost or doubled.
    try store.save(settings)
    #expect(try String(contentsOf: store.url, encoding: .utf8) == saved)
  }

  @Test func aSymlinkedFileIsWrittenThroughToItsTarget() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    let dotfiles = directory.appendingPathComponent("dotfiles")
    try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
    let target = dotfiles.appendingPathComponent("settings.json")
    try Data("{\"name\": \"Ann\"}".utf8).write(to: target)
    // A relative link, as dotfile managers make them.
    try FileManager.default.createSymbolicLink(
      atPath: store.url.path, withDestinationPath: "dotfiles/settings.json")
    var settings = store.load().settings
    settings.name = "Bob"
    try store.save(settings)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: store.url.path) == "dotfiles/settings.json")
    #expect(try savedSettings(store).name == "Bob")
    #expect(try JSONDecoder().decode(Settings.self, from: Data(contentsOf: target)).name == "Bob")
    // The lock is beside the target too: two links to one file share it.
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: dotfiles.path))
        == ["settings.json", ".settings.json.lock"])

    // A link whose target does not exist yet (a fresh checkout) gets its target made.
    try FileManager.default.removeItem(at: target)
    try store.save(settings)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: store.url.path) == "dotfiles/settings.json")
    #expect(try JSONDecoder().decode(Settings.self, from: Data(contentsOf: target)).name == "Bob")
  }

  @Test func aCorruptFileBehindASymlinkIsKeptBesideItsTarget() throws {
    let (store, directory) = temporaryStore(now: { fixedTime })
    defer { try? FileManager.default.removeItem(at: directory) }
    let dotfiles = directory.appendingPathComponent("dotfiles")
    try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
    try Data("{oops".utf8).write(to: dotfiles.appendingPathComponent("settings.json"))
    try FileManager.default.createSymbolicLink(
      atPath: store.url.path, withDestinationPath: dotfiles.appendingPathComponent("settings.json").path)
    guard case .corrupt(_, let backup?) = store.load() else {
      Issue.record("expected a backup")
      return
    }
    #expect(backup.deletingLastPathComponent().lastPathComponent == "dotfiles")
    #expect(try String(contentsOf: backup, encoding: .utf8) == "{oops")
    try store.save(Settings())
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: store.url.path).hasSuffix(
        "dotfiles/settings.json"))
  }

  @Test func aThousandOldBackupsDoNotCostTheCorruptFile() throws {
    let (store, directory) = temporaryStore(now: { fixedTime })
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for n in 1...1000 {
      try writeUnsynced("old \(n)", to: directory.appendingPathComponent("settings.json.corrupt-\(n)"))
    }
    try Data("{\"name\": \"half".utf8).write(to: store.url)
    guard case .corrupt(_, let backup?) = store.load() else {
      Issue.record("the corrupt file must be kept aside")
      return
    }
    #expect(try String(contentsOf: backup, encoding: .utf8) == "{\"name\": \"half")
    #expect(
      try String(contentsOf: directory.appendingPathComponent("settings.json.corrupt-1000"), encoding: .utf8)
        == "old 1000")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 1001)
  }

  @Test func aCorruptFileThatCannotBeMovedAsideIsNeverOverwritten() throws {
    let (store, directory) = temporaryStore(now: { fixedTime })
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // Every name a backup could take this second is taken.
    let stamp = "settings.json.corrupt-20260102T030405Z"
    for n in 1...100 {
      try writeUnsynced("taken", to: directory.appendingPathComponent(n == 1 ? stamp : "\(stamp)-\(n)"))
    }
    try Data("{broken".utf8).write(to: store.url)
    let result = store.load()
    #expect(result == .corrupt(reason: "not valid JSON", backup: nil))
    #expect(
      store.message(for: result)?.hasPrefix(
        "Settings in \(store.url.path) are not valid (not valid JSON) and could not be moved aside") == true)
    #expect(throws: SettingsStore.SaveError.self) { try store.save(Settings()) }
    do {
      try store.save(Settings())
    } catch {
      #expect(
        error.description
          == "\(store.url.path) is not valid settings and could not be moved aside, so it is left as it is; "
          + "changes are kept in memory only")
    }
    #expect(try String(contentsOf: store.url, encoding: .utf8) == "{broken")
  }

  @Test func staleTemporariesOfAKilledSaveAreRemovedAtStart() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try store.save(Settings())
    // A process that has ended, as a save killed with SIGKILL leaves its temporary.
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/true")
    try ended.run()
    ended.waitUntilExit()
    let stale = ".settings.json.\(ended.processIdentifier).12345.tmp"
    // A process that is running (this one's parent) may be about to rename its temporary.
    let live = ".settings.json.\(getppid()).67890.tmp"
    // Not a temporary of ours, however it looks.
    let other = ".settings.json.backup.tmp"
    for name in [stale, live, other] {
      try Data("{\"minion".utf8).write(to: directory.appendingPathComponent(name))
    }
    #expect(store.load() == .loaded(Settings()))
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: directory.path)).subtracting([
        ".settings.json.lock"
      ]) == ["settings.json", live, other])
  }

  /// As a user the permissions apply to (root reads anything): the demo reports the file,
  /// starts from the defaults, keeps a change in memory and says where it could not be saved,
  /// and the file is left exactly as it was.
  @Test(.enabled(if: Unprivileged.isPossible, Unprivileged.reasonIfNot))
  func anUnreadableFileIsNeverOverwritten() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let original = "{\"name\": \"Ann\", \"minionMode\": true}\n"
    try Data(original.utf8).write(to: store.url)
    try Unprivileged.handOver(store.url.path, mode: 0o000)
    // Space turns Minion Mode off: a change, so a save.
    let run = try Unprivileged.runDemo(
      ["--store", store.url.path, "--script", "space", "--width", "200"], in: directory)
    #expect(run.status == 0)
    #expect(
      run.errors
        == "SettingsDemo: Could not read settings: \(store.url.path): Permission denied. Starting from defaults; "
        + "changes are kept in memory only, the file is left as it is.\n")
    #expect(run.output.contains("[○ OFF]"), "the change is kept on screen")
    #expect(
      run.output.contains(
        "Not saved: \(store.url.path) could not be read, so it is left as it is; changes are kept in memory only"
      ))
    var status = stat()
    #expect(stat(store.url.path, &status) == 0 && status.st_mode & 0o777 == 0)
    chmod(store.url.path, 0o600)
    #expect(try String(contentsOf: store.url, encoding: .utf8) == original)
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: directory.path)).subtracting(["SettingsDemo"])
        == ["settings.json"])
  }

  /// A path is data: the demo's messages on standard error show its escapes, never send them.
  @Test func messagesOnStandardErrorAreSanitized() throws {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let (_, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // ESC ] 0 ; … BEL retitles a terminal; ESC [ 2 J clears it.
    let hostile = directory.appendingPathComponent("\u{1B}]0;owned\u{07}\u{1B}[2J.json")
    try Data("{broken".utf8).write(to: hostile)
    for arguments in [
      ["--store", hostile.path, "--plain"], ["--width", "\u{1B}]0;owned\u{07}"], ["--\u{9B}31m"],
    ] {
      let run = try runProcess(demo, arguments)
      let bytes = Array(run.errors.utf8)
      #expect(!bytes.isEmpty)
      #expect(
        !run.errors.unicodeScalars.contains {
          ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        },
        "control characters on standard error: \(run.errors.debugDescription)")
    }
    try Data("{broken".utf8).write(to: hostile)
    let run = try runProcess(demo, ["--store", hostile.path, "--plain"])
    #expect(run.errors.contains("␛]0;owned␇␛[2J.json.corrupt-"))
  }

  /// Kills the demo with SIGKILL again and again while it saves; the file must always be whole.
  ///
  /// Each kill waits for the event that the demo is saving (the file replaced since the round
  /// began), not for a time: a loaded machine, or the thread sanitizer, only makes it slower.
  @Test func killedDuringSavesTheFileIsAlwaysValid() throws {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Every Space flips Minion Mode and saves.
    let script = Array(repeating: "space", count: 4000).joined(separator: " ")
    var generator = SystemRandomNumberGenerator()
    var killedMidway = 0
    for round in 0..<25 {
      let before = Self.identity(of: store.url.path)
      let process = Process()
      process.executableURL = demo
      process.arguments = ["--store", store.url.path, "--script", script]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      // A save renames a new file over the old one: a new inode. A minute is a failsafe only.
      let giveUp = ContinuousClock.now + .seconds(60)
      while process.isRunning, Self.identity(of: store.url.path) == before, ContinuousClock.now < giveUp {
        usleep(500)
      }
      // Somewhere among the next saves.
      usleep(UInt32.random(in: 0...20_000, using: &generator))
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
    // Whatever temporaries the kills left, the next start removes them.
    _ = store.load()
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        == ["settings.json", ".settings.json.lock"])
  }

  /// The file's inode and device, or `nil` when there is none.
  static func identity(of path: String) -> [UInt64]? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return [UInt64(status.st_ino), UInt64(status.st_dev)]
  }
}

@Suite("Command line")
struct DemoOptionsTests {
  @Test func options() throws {
    let options = try DemoOptions.parse([
      "--store", "/tmp/s.json", "--theme", "Dark", "--width", "100", "--height", "30", "--plain", "--script",
      "down space",
      "--every-frame", "--svg", "--message-seconds", "0.25", "--update-step-seconds", "0.1",
    ])
    #expect(options.storePath == "/tmp/s.json")
    #expect(options.theme == "dark")
    #expect(options.width == 100 && options.height == 30)
    #expect(options.plain && options.everyFrame && options.svg)
    #expect(options.script == [.down, .space])
    #expect(options.messageDuration == .milliseconds(250))
    #expect(options.updateStep == .milliseconds(100))
    #expect(try DemoOptions.parse([]).messageDuration == nil)
    #expect(try DemoOptions.parse([]).updateStep == nil)
    #expect(try DemoOptions.parse(["--help"]).help)
  }

  @Test(arguments: [
    (["--bogus"], "Unknown option \"--bogus\"."), (["--store"], "--store needs a value."),
    (["--width", "0"], "--width must be a number from 1 to 1000, not \"0\"."),
    (["--height", "tall"], "--height must be a number from 1 to 1000, not \"tall\"."),
    (["--theme", "solarized"], "Unknown theme \"solarized\": use default, dark, light, monochrome."),
    (
      ["--message-seconds", "0"],
      "--message-seconds must be a number of seconds above 0 and at most 86400, not \"0\"."
    ),
    (
      ["--message-seconds", "1e9"],
      "--message-seconds must be a number of seconds above 0 and at most 86400, not \"1e9\"."
    ),
    (
      ["--update-step-seconds", "61"],
      "--update-step-seconds must be a number of seconds above 0 and at most 60, not \"61\"."
    ),
  ])
  func mistakesAreSaidPlainly(arguments: [String], message: String) {
    #expect(throws: DemoOptions.UsageError(description: message)) { try DemoOptions.parse(arguments) }
  }
}

/// Runs a program with standard input at its end; its status and what it wrote.
func runProcess(_ executable: URL, _ arguments: [String]) throws -> (
  status: Int32, output: String, errors: String
) {
  // Files, not pipes: nothing has to read while the program runs.
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let outputURL = folder.appendingPathComponent("out")
  let errorsURL = folder.appendingPathComponent("err")
  try Data().write(to: outputURL)
  try Data().write(to: errorsURL)
  let output = try FileHandle(forWritingTo: outputURL)
  let errors = try FileHandle(forWritingTo: errorsURL)
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  process.waitUntilExit()
  try output.close()
  try errors.close()
  return (
    process.terminationStatus, try String(contentsOf: outputURL, encoding: .utf8),
    try String(contentsOf: errorsURL, encoding: .utf8)
  )
}

/// Runs the demo as a user that file permissions apply to: as the tests' own user when that is
/// not root, else as `nobody` through `setpriv` (util-linux), since root reads any file.
enum Unprivileged {
  static let nobody: uid_t = 65534
  static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  static var isRoot: Bool { geteuid() == 0 }
  static var isPossible: Bool { !isRoot || setpriv != nil }
  static let reasonIfNot: Comment =
    "skipped: the tests run as root, which reads any file, and setpriv (util-linux) is not there to drop to nobody"

  /// Makes `path` belong to the user the demo runs as, with `mode`.
  static func handOver(_ path: String, mode: mode_t) throws {
    if isRoot { chown(path, nobody, gid_t(nobody)) }
    chmod(path, mode)
  }

  /// The demo, run in `folder` (which it can write in) as that user.
  static func runDemo(_ arguments: [String], in folder: URL) throws -> (
    status: Int32, output: String, errors: String
  ) {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    guard isRoot, let setpriv else { return try runProcess(demo, arguments) }
    // A copy in the test's folder: the build folder may be out of the other user's reach.
    let copy = folder.appendingPathComponent("SettingsDemo")
    try FileManager.default.copyItem(at: demo, to: copy)
    chmod(copy.path, 0o755)
    chmod(folder.path, 0o777)
    return try runProcess(
      URL(fileURLWithPath: setpriv),
      ["--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", copy.path] + arguments)
  }
}
