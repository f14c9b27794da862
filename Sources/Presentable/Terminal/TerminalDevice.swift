#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX calls the runner needs, in one place.
enum TerminalDevice {
  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// The terminal's size in columns and rows, if `fd` is a terminal that knows it.
  static func size(of fd: Int32) -> (width: Int, height: Int)? {
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Writes all of `bytes`, retrying after interruptions and short writes.
  @discardableResult
  static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(fd, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
        continue
      } else {
        return false
      }
    }
    return true
  }

  /// Reads what is available (blocking until something is): the bytes, `[]` at end of input,
  /// `nil` when interrupted.
  static func readAvailable(_ fd: Int32, max: Int = 4096) -> [UInt8]? {
    // Read into the array's own memory, not zeroed first: zeroing 4 KB and copying the bytes
    // out cost more instructions than a key that scrolls a list takes to draw.
    var count = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: max) { buffer, initialized in
      count = read(fd, buffer.baseAddress, max)
      initialized = Swift.max(0, count)
    }
    if count < 0 { return errno == EINTR || errno == EAGAIN ? nil : [] }
    return bytes
  }

  /// Reads everything a non-blocking descriptor holds now (a signal pipe's bytes), without
  /// waiting: `[]` when it holds nothing.
  static func drain(_ fd: Int32) -> [UInt8] {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 64) }
      if count <= 0 { return result }
      result.append(contentsOf: buffer[0..<count])
    }
  }

  /// Reads until end of input.
  static func readAll(_ fd: Int32) -> [UInt8] {
    var result: [UInt8] = []
    while true {
      guard let chunk = readAvailable(fd, max: 65_536) else { continue }
      if chunk.isEmpty { return result }
      result.append(contentsOf: chunk)
    }
  }

  /// Which of `fds` are readable, waiting at most `timeout` milliseconds (-1: no limit); `nil`
  /// when interrupted.
  static func readable(_ fds: [Int32], timeout: Int32) -> [Bool]? {
    var polled = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let result = poll(&polled, nfds_t(polled.count), timeout)
    if result < 0 { return errno == EINTR ? nil : Array(repeating: false, count: fds.count) }
    return polled.map { $0.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 }
  }

  /// Raw mode: bytes as typed, no echo, no line editing, no signals from keys (Ctrl-C arrives as
  /// a key). Output processing stays on.
  static func rawMode(from original: termios) -> termios {
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    return raw
  }
}
