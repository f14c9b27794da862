import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where settings live, and how they get there safely.
///
/// Saving writes a temporary file beside the settings file, flushes it to disk and renames it
/// over the old one, so a crash or a kill at any moment leaves either the old file or the new
/// one, never half of either. Loading a file that is not valid settings moves it aside (it is
/// the user's data) and starts from the defaults, with a message saying so.
final class SettingsStore {
  /// The settings file.
  let url: URL

  init(url: URL) {
    self.url = url
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
    /// The file was not valid settings; it was moved to `backup`.
    case corrupt(reason: String, backup: URL?)
    /// The file could not be read; it was left where it is.
    case unreadable(reason: String)

    var settings: Settings {
      if case .loaded(let settings) = self { return settings }
      return Settings()
    }

    /// What to tell the user, if anything.
    var message: String? {
      switch self {
      case .loaded, .missing: nil
      case .corrupt(let reason, let backup?):
        "Settings were unreadable (\(reason)); kept as \(backup.lastPathComponent), starting from defaults."
      case .corrupt(let reason, nil):
        "Settings were unreadable (\(reason)) and could not be moved aside; starting from defaults."
      case .unreadable(let reason): "Could not read settings (\(reason)); starting from defaults."
      }
    }
  }

  func load() -> LoadResult {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return .missing }
    if isDirectory.boolValue { return .unreadable(reason: "\(url.path) is a directory") }
    guard FileManager.default.isReadableFile(atPath: url.path), let data = try? Data(contentsOf: url) else {
      return .unreadable(reason: "\(url.path) cannot be read")
    }
    do {
      return .loaded(try JSONDecoder().decode(Settings.self, from: data))
    } catch {
      return .corrupt(reason: Self.describe(error), backup: moveAside())
    }
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted: "not valid JSON"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "wrong type for \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    default: "not settings"
    }
  }

  /// Renames the bad file to `settings-demo.json.corrupt-1`, `-2`, …; `nil` if that fails.
  private func moveAside() -> URL? {
    for n in 1...1000 {
      let backup = url.deletingLastPathComponent().appendingPathComponent(
        "\(url.lastPathComponent).corrupt-\(n)")
      if FileManager.default.fileExists(atPath: backup.path) { continue }
      return rename(url.path, backup.path) == 0 ? backup : nil
    }
    return nil
  }

  /// An error saving, said plainly.
  struct SaveError: Error, CustomStringConvertible {
    let description: String
  }

  /// Writes the settings atomically: temporary file, flush, rename.
  func save(_ settings: Settings) throws(SaveError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard var data = try? encoder.encode(settings) else {
      throw SaveError(description: "could not encode settings")
    }
    data.append(0x0A)
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw SaveError(description: "cannot create \(directory.path)")
    }
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      throw SaveError(description: "cannot write in \(directory.path): \(String(cString: strerror(errno)))")
    }
    let written = data.withUnsafeBytes { bytes -> Bool in
      var offset = 0
      while offset < bytes.count {
        let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return false }
        offset += n
      }
      return true
    }
    let flushed = written && fsync(fd) == 0
    close(fd)
    guard flushed, rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary.path)
      throw SaveError(description: "cannot save \(url.path): \(reason)")
    }
    // The rename is durable once the directory is flushed too.
    let directoryFD = open(directory.path, O_RDONLY | O_CLOEXEC)
    if directoryFD >= 0 {
      fsync(directoryFD)
      close(directoryFD)
    }
  }
}
