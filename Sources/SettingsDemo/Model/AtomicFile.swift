import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a small file so that a crash, a kill or a full disk at any moment leaves the old
/// contents or the new ones, never half of either: the helper any app that saves a file can copy.
///
/// A write goes to a temporary file beside the target, is flushed to disk and renamed over the
/// target; then the folder is flushed so the rename lasts. A symbolic link (a dotfiles repository
/// links `~/.config/app/settings.json` to its own copy) is followed, so the link's target is
/// replaced and the link stays a link.
///
/// ```swift
/// AtomicFile.removeStaleTemporaries(of: path)          // once, at start
/// try AtomicFile.write(Data("{}\n".utf8), to: path)
/// ```
enum AtomicFile {
  /// Why a write failed, with the path and the system's reason.
  struct WriteError: Error, CustomStringConvertible {
    /// What could not be done, naming the path.
    let description: String
  }

  /// The file `path` finally names: symbolic links followed, a relative target read from the
  /// link's own folder. The target need not exist yet (a link into a fresh dotfiles checkout).
  static func target(of path: String) -> String {
    var current = path
    // As the kernel does: give up after 40 links, which can only be a loop.
    for _ in 0..<40 {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return current }
      let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let folder = (current as NSString).deletingLastPathComponent
      current = destination.hasPrefix("/") || folder.isEmpty ? destination : folder + "/" + destination
    }
    return current
  }

  /// Writes `data` to the file `path` names (see ``target(of:)``) in one step, keeping the old
  /// file's permissions; a new file is readable by its owner only.
  static func write(_ data: Data, to path: String) throws(WriteError) {
    let target = target(of: path)
    let folder = (target as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw WriteError(description: "cannot create the folder \(folder)")
    }
    var existing = stat()
    let mode = stat(target, &existing) == 0 ? existing.st_mode & 0o7777 : 0o600
    let temporary = folder + "/" + temporaryName(for: target, process: getpid())
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw WriteError(description: "cannot write in \(folder): \(systemReason())") }
    let written = data.withUnsafeBytes { bytes -> Bool in
      var offset = 0
      while offset < bytes.count {
        let n = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return false }
        offset += n
      }
      return true
    }
    let flushed = written && fchmod(fd, mode) == 0 && fsync(fd) == 0
    let reason = systemReason()
    close(fd)
    guard flushed else {
      unlink(temporary)
      throw WriteError(description: "cannot write \(temporary): \(reason)")
    }
    guard rename(temporary, target) == 0 else {
      let reason = systemReason()
      unlink(temporary)
      throw WriteError(description: "cannot replace \(target): \(reason)")
    }
    let folderFD = open(folder, O_RDONLY | O_CLOEXEC)
    if folderFD >= 0 {
      fsync(folderFD)
      close(folderFD)
    }
  }

  /// `.<name>.<process id>.<random>.tmp`: hidden, beside the target, and naming the process that
  /// writes it, so a later start can tell a temporary left by a killed process from one that
  /// another running process is about to rename.
  static func temporaryName(for target: String, process: pid_t) -> String {
    ".\((target as NSString).lastPathComponent).\(process).\(UInt32.random(in: 0...UInt32.max)).tmp"
  }

  /// Deletes the temporaries a process left beside the target of `path` when it was killed
  /// mid-write (`kill -9`, a power cut); returns their paths. A temporary of a process that is
  /// still running is left alone: it may be about to be renamed.
  @discardableResult
  static func removeStaleTemporaries(of path: String) -> [String] {
    let target = target(of: path)
    let folder = (target as NSString).deletingLastPathComponent
    let prefix = ".\((target as NSString).lastPathComponent)."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    var removed: [String] = []
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let parts = name.dropFirst(prefix.count).dropLast(4).split(separator: ".")
      guard parts.count == 2, let process = pid_t(parts[0]), UInt32(parts[1]) != nil else { continue }
      // This process has not started a write yet when it cleans up: its own id on a temporary
      // is an earlier process's, reused.
      let isRunning = process != getpid() && (kill(process, 0) == 0 || errno == EPERM)
      if !isRunning && unlink(folder + "/" + name) == 0 { removed.append(folder + "/" + name) }
    }
    return removed
  }

  /// Moves the file `path` names aside as `<name>.<label>-<UTC time>` (then `-2`, `-3`, … if that
  /// is taken) in its folder and returns the new path; never replaces a file. `nil` when it could
  /// not be moved: then it is still where it was.
  static func moveAside(_ path: String, label: String, at time: Date) -> String? {
    let target = target(of: path)
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let base = "\(target).\(label)-\(formatter.string(from: time))"
    for attempt in 1...100 {
      let backup = attempt == 1 ? base : "\(base)-\(attempt)"
      // A hard link fails when the name is taken, so no other file is ever replaced, even by
      // a race; a file system without hard links gets a checked rename instead.
      if link(target, backup) == 0 {
        if unlink(target) == 0 { return backup }
        unlink(backup)
        return nil
      }
      switch errno {
      case EEXIST: continue
      case EPERM, ENOTSUP, EXDEV, EMLINK:
        if FileManager.default.fileExists(atPath: backup) { continue }
        return rename(target, backup) == 0 ? backup : nil
      default: return nil
      }
    }
    return nil
  }

  /// The most ``read(_:limit:)`` reads: 16 MiB, far more than settings take, so a link to
  /// `/dev/zero` or a huge file is said, not read until memory runs out.
  static let sizeLimit = 16 << 20

  /// What reading a small file found.
  enum ReadResult: Equatable {
    case data(Data)
    /// Nothing at the path.
    case missing
    /// Something that is not read, and why: said with the path.
    case refused(String)
  }

  /// Reads the file `path` names if it is a regular file (links followed) of at most `limit`
  /// bytes. Anything else (a named pipe, a device, a directory, a socket, a larger file) is
  /// refused without reading it, and nothing waits: the file is opened with `O_NONBLOCK`, so a
  /// named pipe that replaced it since it was looked at is not waited on either.
  static func read(_ path: String, limit: Int = sizeLimit) -> ReadResult {
    var status = stat()
    guard stat(path, &status) == 0 else {
      // A folder on the way that is a file: nothing is there either (and a save says why not).
      return errno == ENOENT || errno == ENOTDIR ? .missing : .refused("\(path): \(systemReason())")
    }
    if let refusal = refusal(of: status, path: path, limit: limit) { return .refused(refusal) }
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else { return errno == ENOENT ? .missing : .refused("\(path): \(systemReason())") }
    defer { close(fd) }
    guard fstat(fd, &status) == 0 else { return .refused("\(path): \(systemReason())") }
    if let refusal = refusal(of: status, path: path, limit: limit) { return .refused(refusal) }
    // One byte past the limit says a file that grew since it was looked at is too large.
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while data.count <= limit {
      let n = buffer.withUnsafeMutableBytes {
        systemRead(fd, $0.baseAddress, min($0.count, limit + 1 - data.count))
      }
      if n < 0 && errno == EINTR { continue }
      if n < 0 { return .refused("\(path): \(systemReason())") }
      if n == 0 { return .data(data) }
      data.append(contentsOf: buffer[..<n])
    }
    return .refused(tooLarge(path, limit: limit))
  }

  /// Why a file with `status` is not read, or `nil` when it is.
  private static func refusal(of status: stat, path: String, limit: Int) -> String? {
    let kind: String
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      return Int(status.st_size) > limit ? tooLarge(path, limit: limit) : nil
    case S_IFDIR: kind = "a directory"
    case S_IFIFO: kind = "a named pipe (FIFO)"
    case S_IFCHR, S_IFBLK: kind = "a device"
    case S_IFSOCK: kind = "a socket"
    default: kind = "not a file"
    }
    return "\(path) is \(kind), not a regular file"
  }

  private static func tooLarge(_ path: String, limit: Int) -> String {
    "\(path) is larger than \(limit >> 20) MiB, more than a settings file holds"
  }

  /// The C library's words for `errno`.
  static func systemReason() -> String {
    String(cString: strerror(errno))
  }
}

/// `write(2)`, out of reach of ``AtomicFile/write(_:to:)``'s name.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, bytes, count)
}

/// `read(2)`, out of reach of ``AtomicFile/read(_:limit:)``'s name.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}
