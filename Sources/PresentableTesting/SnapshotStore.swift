import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes snapshot files for the whole process.
///
/// A reference is read from disk once and then served from memory, so a matching assertion
/// costs a lookup, not a file read. Writes go to a temporary file in the same folder and are
/// renamed over the target, so a reader (another test, another process) sees the old file or the
/// new one, never half of one. One lock guards the cache: tests run in parallel.
final class SnapshotStore: @unchecked Sendable {
  /// The store every assertion uses.
  static let shared = SnapshotStore()

  private enum Entry {
    case missing
    case present([UInt8], looked: Bool)
  }

  private let lock = NSLock()
  private var cache: [String: Entry] = [:]

  /// The reference's bytes, or `nil` when there is no file.
  func reference(at path: String) -> [UInt8]? {
    lookUp(path).bytes
  }

  /// The reference's bytes (`nil` when there is no file), and whether this is the first look at
  /// them since they were read or written: a `.new` file beside a reference is looked for once,
  /// not on every assertion.
  func lookUp(_ path: String) -> (bytes: [UInt8]?, isFirstLook: Bool) {
    lock.lock()
    if let cached = cache[path] {
      defer { lock.unlock() }
      guard case .present(let bytes, let looked) = cached else { return (nil, false) }
      if !looked { cache[path] = .present(bytes, looked: true) }
      return (bytes, !looked)
    }
    lock.unlock()
    let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    lock.lock()
    cache[path] = bytes.map { .present($0, looked: true) } ?? .missing
    lock.unlock()
    return (bytes, bytes != nil)
  }

  /// Writes `text` to `path` atomically, making folders as needed.
  func write(_ text: [UInt8], to path: String) throws {
    try Self.writeAtomically(text, to: path)
    lock.lock()
    cache[path] = .present(text, looked: false)
    lock.unlock()
  }

  /// Writes a file that is not a reference (a `.new` file, an artifact) atomically; the cache
  /// does not keep it.
  func write(_ text: [UInt8], toUncached path: String) throws {
    try Self.writeAtomically(text, to: path)
  }

  /// Deletes `path.new`, left by an earlier failure, if there is one.
  func removeStaleNewFile(besides path: String) {
    let stale = path + ".new"
    if FileManager.default.fileExists(atPath: stale) { try? FileManager.default.removeItem(atPath: stale) }
  }

  /// Writes through a temporary file in the target's folder and `rename(2)`, which replaces the
  /// target in one step. The temporary's name is short whatever the target's, so any name
  /// that fits the file system can be written.
  static func writeAtomically(_ text: [UInt8], to path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    try makeFolders(folder)
    let temporary = folder + "/.presentable-\(UUID().uuidString).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(text)) else {
      throw WriteError(path: temporary, reason: String(cString: strerror(errno)))
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporary)
      throw WriteError(path: path, reason: reason)
    }
  }

  /// `mkdir -p`, where another test making the same folder at the same time is no error.
  static func makeFolders(_ path: String) throws {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return }
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty && parent != path { try makeFolders(parent) }
    if mkdir(path, 0o755) != 0 && errno != EEXIST {
      throw WriteError(path: path, reason: String(cString: strerror(errno)))
    }
  }

  /// A snapshot file that could not be written.
  struct WriteError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "could not write \(path): \(reason)" }
  }
}
