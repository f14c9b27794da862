import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where settings live, and how they get there without ever losing the user's file.
///
/// Saving replaces the file in one step (``AtomicFile``), through a symbolic link to its target,
/// and keeps the entries a newer version wrote. Loading first deletes temporaries a killed
/// save left behind. Only a regular file of at most 16 MiB is read (``AtomicFile/read(_:limit:)``):
/// a named pipe, a device, a directory or a larger file is said, never waited on. A file that is
/// not valid settings is moved aside under a new name (it is the user's data) and the demo starts
/// from the defaults. A file that cannot be read, or a bad one that cannot be moved aside, is never
/// overwritten: changes stay in memory, and every save says where it could not write.
final class SettingsStore {
  /// The settings file.
  let url: URL
  /// The time backups are named for; a test sets it.
  private let now: () -> Date
  /// The entries of the loaded file that this version does not know, written back on save.
  private var unknownEntries: [SettingsDocument.Entry] = []
  /// Why saving would destroy something, if it would: set by a load that could not read the file
  /// or could not move a bad one aside.
  private var refusal: String?

  init(url: URL, now: @escaping () -> Date = Date.init) {
    self.url = url
    self.now = now
  }

  /// The file `--store` names, else `$XDG_CONFIG_HOME/presentable/settings-demo.json`, else
  /// `~/.config/presentable/settings-demo.json`.
  static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    let base: URL
    if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
      base = URL(fileURLWithPath: config, isDirectory: true)
    } else {
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
      base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
        ".config", isDirectory: true)
    }
    return base.appendingPathComponent("presentable", isDirectory: true).appendingPathComponent(
      "settings-demo.json")
  }

  /// What loading found.
  enum LoadResult: Equatable {
    /// The file's settings.
    case loaded(Settings)
    /// No file yet: the defaults.
    case missing
    /// The file was not valid settings: moved to `backup`, or left where it was when `backup` is
    /// `nil` (and then never overwritten).
    case corrupt(reason: String, backup: URL?)
    /// The file could not be read; it was left where it is and is never overwritten.
    case unreadable(reason: String)

    var settings: Settings {
      if case .loaded(let settings) = self { return settings }
      return Settings()
    }
  }

  /// What to tell the user about a load, if anything. Paths are as they are: whoever prints the
  /// message sanitizes it (a path may hold anything but a slash and NUL).
  func message(for result: LoadResult) -> String? {
    switch result {
    case .loaded, .missing: nil
    case .corrupt(let reason, let backup?):
      "Settings were not valid (\(reason)); kept as \(shown(backup.path)), starting from defaults."
    case .corrupt(let reason, nil):
      "Settings in \(url.path) are not valid (\(reason)) and could not be moved aside: starting from "
        + "defaults; changes are kept in memory only, the file is left as it is."
    case .unreadable(let reason):
      "Could not read settings: \(reason). Starting from defaults; changes are kept in memory only, "
        + "the file is left as it is."
    }
  }

  /// A backup's name alone when it sits beside the settings file, else its path.
  private func shown(_ path: String) -> String {
    (path as NSString).deletingLastPathComponent == url.deletingLastPathComponent().path
      ? (path as NSString).lastPathComponent : path
  }

  func load() -> LoadResult {
    unknownEntries = []
    refusal = nil
    AtomicFile.removeStaleTemporaries(of: url.path)
    let result = read()
    switch result {
    case .unreadable:
      refusal = "\(url.path) could not be read, so it is left as it is; changes are kept in memory only"
    case .corrupt(_, nil):
      refusal =
        "\(url.path) is not valid settings and could not be moved aside, so it is left as it is; "
        + "changes are kept in memory only"
    case .loaded, .missing, .corrupt: break
    }
    return result
  }

  private func read() -> LoadResult {
    let path = url.path
    let data: Data
    switch AtomicFile.read(path) {
    case .missing: return .missing
    case .refused(let reason): return .unreadable(reason: reason)
    case .data(let read): data = read
    }
    do {
      let document = try SettingsDocument(data)
      unknownEntries = document.unknown
      return .loaded(document.settings)
    } catch {
      let backup = AtomicFile.moveAside(path, label: "corrupt", at: now())
      return .corrupt(reason: error.description, backup: backup.map { URL(fileURLWithPath: $0) })
    }
  }

  /// An error saving, said plainly, with where.
  struct SaveError: Error, CustomStringConvertible {
    let description: String
  }

  /// Writes the settings in one step, keeping the file's entries this version does not know;
  /// refuses when the load found a file it must not overwrite.
  func save(_ settings: Settings) throws(SaveError) {
    if let refusal { throw SaveError(description: refusal) }
    guard let data = SettingsDocument.encode(settings, keeping: unknownEntries) else {
      throw SaveError(description: "could not encode settings")
    }
    do {
      try AtomicFile.write(data, to: url.path)
    } catch {
      throw SaveError(description: "\(error.description); changes are kept in memory only")
    }
  }
}
