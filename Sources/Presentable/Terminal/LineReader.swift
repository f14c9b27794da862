#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where accessible mode reads its answers: lines from a file descriptor (a terminal in its
/// normal, line-edited mode, or a pipe), or, in tests, lines given up front.
struct LineReader {
  private let next: () -> String?

  /// Lines from `fd`, one byte at a time so that nothing past a line is taken from a pipe another
  /// reader may share. A line ends at LF; a CR before it is dropped. `nil` at the end of input.
  static func fileDescriptor(_ fd: Int32) -> LineReader {
    LineReader {
      var bytes: [UInt8] = []
      var byte: UInt8 = 0
      while true {
        let count = read(fd, &byte, 1)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
        if byte == 0x0A { break }
        bytes.append(byte)
      }
      if bytes.last == 0x0D { bytes.removeLast() }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// The lines given, then the end of input.
  static func lines(_ lines: [String]) -> LineReader {
    let box = LinesBox(lines)
    return LineReader { box.next() }
  }

  /// The next line, or `nil` at the end of input.
  func readLine() -> String? { next() }
}

private final class LinesBox {
  var lines: ArraySlice<String>
  init(_ lines: [String]) { self.lines = lines[...] }
  func next() -> String? { lines.popFirst() }
}
