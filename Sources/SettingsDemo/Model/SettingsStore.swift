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
/// overwritten: changes stay in memory, and every save says where it could not write. A file that
/// changed since this store read it (another instance, an editor) is merged by key on save, under
/// a lock beside the file (``FileLock``) so that saves from several processes come in turn.
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

  /// The file as this store last read or wrote it: its bytes (`nil`: there was none) and its
  /// settings. A save that finds other bytes merges with what changed since.
  private struct Known {
    var data: Data?
    var settings: Settings
  }
  private var known = Known(data: nil, settings: Settings())

  init(url: URL, now: @escaping () -> Date = Date.init) {
    self.url = url
    self.now = now
  }

  /// The file `--store` names, else `$XDG_CONFIG_HOME/presentable/settings-demo.json`, else
  /// `~/.config/presentable/settings-demo.json`. A relative `XDG_CONFIG_HOME` is ignored, as the
  /// XDG Base Directory specification says (it would name a different file in every folder).
  static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    let base: URL
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
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
    known = Known(data: nil, settings: Settings())
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
      known = Known(data: data, settings: document.settings)
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

  /// What a save wrote.
  struct Saved: Equatable {
    /// The settings in the file now: these settings, with what changed elsewhere merged in.
    var settings: Settings
    /// The keys another program (another instance, an editor) changed since this one last read
    /// or wrote the file, and this one did not: their new values were kept. Sorted.
    var keptFromElsewhere: [String]
  }

  /// Writes the settings in one step, keeping the file's entries this version does not know;
  /// refuses when the load found a file it must not overwrite.
  ///
  /// A file that changed since this store last read or wrote it (another instance saved, an
  /// editor) is not overwritten whole: it is read again and merged by key. The keys these
  /// settings change from what this store last knew are written over it; the others keep the
  /// file's values, and its unknown entries are kept. Saves from several processes come one
  /// after another: each holds a ``FileLock`` beside the file from its read to its rename, so a
  /// save always sees the one before it. A lock another program holds for
  /// ``FileLock/defaultTimeout`` is said, and nothing is written.
  @discardableResult
  func save(_ settings: Settings) throws(SaveError) -> Saved {
    if let refusal { throw SaveError(description: refusal) }
    switch FileLock.acquire(beside: url.path) {
    case .held(let lock):
      defer { lock.release() }
      return try saveHoldingLock(settings)
    case .unsupported: return try saveHoldingLock(settings)
    case .busy(let reason): throw SaveError(description: reason)
    }
  }

  /// ``save(_:)``'s read–merge–write, done while no other process saves.
  private func saveHoldingLock(_ settings: Settings) throws(SaveError) -> Saved {
    var saved = Saved(settings: settings, keptFromElsewhere: [])
    switch AtomicFile.read(url.path) {
    case .data(let data) where data != known.data:
      do {
        let current = try SettingsDocument(data)
        saved = SettingsDocument.merge(settings, since: known.settings, into: current.settings)
        unknownEntries = current.unknown
      } catch {
        // Written elsewhere but not valid: kept aside as a load keeps it, then replaced.
        guard AtomicFile.moveAside(url.path, label: "corrupt", at: now()) != nil else {
          throw SaveError(
            description:
              "\(url.path) was changed elsewhere and is not valid settings (\(error.description)); "
              + "it is left as it is and changes are kept in memory only")
        }
      }
    case .data, .missing: break
    case .refused(let reason):
      throw SaveError(description: "\(reason), so it is left as it is; changes are kept in memory only")
    }
    guard let data = SettingsDocument.encode(saved.settings, keeping: unknownEntries) else {
      throw SaveError(description: "could not encode settings")
    }
    do {
      try AtomicFile.write(data, to: url.path)
    } catch {
      throw SaveError(description: "\(error.description); changes are kept in memory only")
    }
    known = Known(data: data, settings: saved.settings)
    return saved
  }
}
