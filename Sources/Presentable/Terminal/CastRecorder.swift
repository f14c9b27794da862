#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Records a screen's session as an asciicast v2 file, the format `asciinema play` plays and
/// `agg` turns into a GIF.
///
/// ```swift
/// var options = TerminalOptions()
/// options.cast = try CastRecorder(path: "session.cast")
/// exit(Terminal.run(screen, options: options))
/// ```
///
/// The file is a header line (`{"version":2,"width":80,"height":24}`), then one event a line:
/// `[time, "o", data]` with exactly the bytes the terminal gets, and `[time, "r", "COLSxROWS"]`
/// when it is resized. Where the terminal's output processing puts a carriage return before each
/// line feed (`ONLCR`, as inline runs keep it), the recording holds it too, as `asciinema rec`,
/// which reads the terminal's side, does.
///
/// - Shown in a terminal, a session records every write from entering the screen to leaving it,
///   stamped with the real time since it began.
/// - Run with a ``TerminalOptions/script`` (or keys piped in), it records what a terminal would be
///   sent: the screen set up, the first frame at 0, then each key's update at `scriptStep` times
///   the key's number, so the same script always records the same file. It ends on the last frame
///   (leaving the alternate screen would blank it).
///
/// Events are written as they happen: a program ended by a signal keeps its recording up to then
/// (without the leave sequence when the signal came while the screen was busy, or with a crash).
public final class CastRecorder: Sendable {
  /// The time between keys in a recording of a script.
  let scriptStep: Duration

  private struct State: Sendable {
    var fd: Int32
    var started: ContinuousClock.Instant?
    /// The start of a UTF-8 sequence whose end is in the next write.
    var pending: [UInt8] = []
    /// The time of the latest event, as written.
    var lastTime = "0.000000"
    var failure: String?
    /// Whether each line feed reaches the terminal after a carriage return its driver adds.
    var addsReturns = false
  }

  private let path: String
  private let state: Locked<State>

  /// Creates the file at `path` (or empties it, with `overwrite`), to record the next session in.
  ///
  /// A named pipe (FIFO) that a program reads (`asciinema play -` through `mkfifo`, say) is
  /// written to as a stream; one that nothing reads, a device, a directory or a socket is refused
  /// at once: opening never waits.
  ///
  /// - Parameters:
  ///   - path: Where to write the recording.
  ///   - scriptStep: The time between keys when the session follows a script.
  ///   - overwrite: Whether an existing file is emptied and recorded over; without it, a file
  ///     that exists is refused (``OpenError/fileExists``), as `asciinema rec` does.
  /// - Throws: ``OpenError`` when the file cannot be written.
  public init(path: String, scriptStep: Duration = .milliseconds(500), overwrite: Bool = true)
    throws(OpenError)
  {
    self.path = path
    self.scriptStep = scriptStep
    state = Locked(State(fd: try Self.openRecording(path, overwrite: overwrite)))
  }

  /// Opens the recording without ever blocking: `O_NONBLOCK` makes opening a FIFO with no reader
  /// fail (`ENXIO`) instead of waiting for one; writes to a FIFO that has one block again, as a
  /// stream's do.
  private static func openRecording(_ path: String, overwrite: Bool) throws(OpenError) -> Int32 {
    var status = stat()
    let exists = stat(path, &status) == 0
    let kind = exists ? status.st_mode & S_IFMT : S_IFREG
    if let refused = refusal(kind) { throw OpenError(path: path, reason: refused) }
    if exists && kind == S_IFREG && !overwrite {
      throw OpenError(path: path, reason: "the file exists", fileExists: true)
    }
    var flags = O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK
    if kind == S_IFREG { flags |= overwrite ? O_CREAT | O_TRUNC : O_CREAT | O_EXCL }
    let fd = open(path, flags, 0o644)
    guard fd >= 0 else {
      switch errno {
      case ENXIO: throw OpenError(path: path, reason: "it is a named pipe (FIFO) that no program is reading")
      case EEXIST: throw OpenError(path: path, reason: "the file exists", fileExists: true)
      default: throw OpenError(path: path, reason: String(cString: strerror(errno)))
      }
    }
    // What was opened, in case the path changed since it was looked at.
    guard fstat(fd, &status) == 0, refusal(status.st_mode & S_IFMT) == nil else {
      close(fd)
      throw OpenError(path: path, reason: refusal(status.st_mode & S_IFMT) ?? "it cannot be examined")
    }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    return fd
  }

  /// Why a file of a kind (`S_IFMT` bits) cannot hold a recording, or `nil` when it can.
  private static func refusal(_ kind: mode_t) -> String? {
    switch kind {
    case S_IFREG, S_IFIFO: nil
    case S_IFDIR: "it is a directory"
    case S_IFCHR, S_IFBLK: "it is a device"
    case S_IFSOCK: "it is a socket"
    default: "it is not a file"
    }
  }

  deinit { state.withLock { if $0.fd >= 0 { close($0.fd) } } }

  /// A recording file that could not be opened: its ``description`` names the file and says why.
  public struct OpenError: Error, CustomStringConvertible {
    /// The file.
    let path: String
    /// Why, as the system says it.
    let reason: String
    /// Whether it is a file that exists, refused because `overwrite` was not given.
    public let fileExists: Bool

    init(path: String, reason: String, fileExists: Bool = false) {
      self.path = path
      self.reason = reason
      self.fileExists = fileExists
    }

    /// The file (quoted and escaped: a path may hold any byte) and the reason.
    public var description: String { "cannot write the recording \(MessageText.quoted(path)): \(reason)" }
  }

  /// Why the recording stopped early (a full disk, say), if it did: said with the file's name.
  public var failure: String? { state.withLock { $0.failure } }

  /// Starts the recording: the header, with the terminal's size. `addsReturns`: the terminal's
  /// driver writes a carriage return before each line feed (`OPOST` and `ONLCR`).
  func begin(width: Int, height: Int, scripted: Bool, addsReturns: Bool = false) {
    var header = "{\"version\":2,\"width\":\(width),\"height\":\(height)"
    if !scripted { header += ",\"timestamp\":\(time(nil))" }
    header += "}\n"
    state.withLock { state in
      state.started = ContinuousClock.now
      state.addsReturns = addsReturns
      Self.append(Array(header.utf8), to: &state, path: path)
    }
  }

  /// Records bytes written to the terminal: at the time since the start, or at `step` steps into a
  /// scripted session.
  func output(_ bytes: [UInt8], step: Int? = nil) {
    guard !bytes.isEmpty else { return }
    state.withLock { state in
      let data = state.pending + (state.addsReturns ? Self.withReturns(bytes) : bytes)
      let end = Self.completeUTF8Prefix(data)
      state.pending = Array(data[end...])
      guard end > 0 else { return }
      state.lastTime = Self.seconds(
        step.map { scriptStep * $0 } ?? state.started.map { $0.duration(to: .now) } ?? .zero)
      Self.appendEvent(data[..<end], to: &state, path: path)
    }
  }

  /// `bytes` as a driver with `ONLCR` passes them on: a carriage return before each line feed.
  static func withReturns(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.contains(0x0A) else { return bytes }
    var translated: [UInt8] = []
    translated.reserveCapacity(bytes.count + bytes.count / 8)
    for byte in bytes {
      if byte == 0x0A { translated.append(0x0D) }
      translated.append(byte)
    }
    return translated
  }

  /// Whether the terminal at `fd` writes a carriage return before each line feed it is sent.
  static func addsReturns(_ fd: Int32) -> Bool {
    var mode = termios()
    guard tcgetattr(fd, &mode) == 0 else { return false }
    return mode.c_oflag & tcflag_t(OPOST) != 0 && mode.c_oflag & tcflag_t(ONLCR) != 0
  }

  /// Records a resize of the terminal.
  func resize(width: Int, height: Int) {
    state.withLock { state in
      state.lastTime = Self.seconds(state.started.map { $0.duration(to: .now) } ?? .zero)
      Self.append(Array("[\(state.lastTime),\"r\",\"\(width)x\(height)\"]\n".utf8), to: &state, path: path)
    }
  }

  /// Ends the recording and closes the file.
  func end() {
    state.withLock { state in
      // A character cut off for good: the terminal shows a replacement character for it.
      if !state.pending.isEmpty { Self.appendEvent(state.pending[...], to: &state, path: path) }
      state.pending = []
      if state.fd >= 0 { close(state.fd) }
      state.fd = -1
    }
  }

  /// Writes an output event of `bytes` at the last time: a JSON string of their text (invalid
  /// UTF-8, which the renderer never writes, as replacement characters, so the file stays JSON).
  private static func appendEvent(_ bytes: ArraySlice<UInt8>, to state: inout State, path: String) {
    var line = Array("[\(state.lastTime),\"o\",\"".utf8)
    appendJSONEscaped(String(decoding: bytes, as: UTF8.self).utf8, to: &line)
    line += Array("\"]\n".utf8)
    append(line, to: &state, path: path)
  }

  private static func append(_ bytes: [UInt8], to state: inout State, path: String) {
    guard state.fd >= 0 else { return }
    if !TerminalDevice.writeAll(state.fd, bytes) {
      state.failure = "the recording \(MessageText.quoted(path)) stopped: \(String(cString: strerror(errno)))"
      close(state.fd)
      state.fd = -1
    }
  }

  /// Seconds with six decimals, as asciinema writes them, from integers: the same text on every
  /// machine.
  static func seconds(_ duration: Duration) -> String {
    let components = duration.components
    let micros = max(0, components.seconds * 1_000_000 + components.attoseconds / 1_000_000_000_000)
    let fraction = String(micros % 1_000_000)
    return "\(micros / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
  }

  /// How many leading bytes of `bytes` end on a UTF-8 character boundary: a write may end inside
  /// a character, whose rest comes with the next.
  static func completeUTF8Prefix(_ bytes: [UInt8]) -> Int {
    var start = bytes.count
    // The last character starts at most 3 bytes back.
    while start > 0 && bytes.count - start < 4 {
      start -= 1
      let byte = bytes[start]
      guard byte & 0xC0 == 0x80 else {
        let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        return bytes.count - start >= length ? bytes.count : start
      }
    }
    return bytes.count
  }

  /// Appends `bytes` as the inside of a JSON string: control characters escaped, UTF-8 as it is.
  static func appendJSONEscaped(_ bytes: some Sequence<UInt8>, to line: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        line += [UInt8(ascii: "\\"), byte]
      case 0x0A: line += Array("\\n".utf8)
      case 0x0D: line += Array("\\r".utf8)
      case 0x09: line += Array("\\t".utf8)
      case ..<0x20, 0x7F:
        line += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      default: line.append(byte)
      }
    }
  }
}

/// The recording of a scripted session: what a terminal would be sent, drawn after each key by a
/// session of its own on the same screen.
struct ScriptedCast {
  private let cast: CastRecorder
  private var session: ScreenSession

  /// Starts the recording: the header, the screen set up as in a terminal, the first frame. A
  /// profile that cannot place the cursor records in true color instead.
  init(
    _ cast: CastRecorder, screen: any Screen, profile: TerminalProfile?, theme: Theme,
    size: (width: Int, height: Int)
  ) {
    self.cast = cast
    let profile = profile.flatMap { $0.emitsEscapes ? $0 : nil } ?? .trueColor
    session = ScreenSession(
      screen: screen, renderer: ANSIRenderer(profile: profile, theme: theme), width: size.width,
      height: size.height)
    cast.begin(width: size.width, height: size.height, scripted: true)
    var bytes = TerminalRestorer.enterSequence
    session.render(into: &bytes)
    cast.output(bytes, step: 0)
  }

  /// Records the update the screen needs after the key at `step` (1 for the first key).
  mutating func record(step: Int) {
    session.setNeedsRedraw()
    var bytes: [UInt8] = []
    session.render(into: &bytes)
    cast.output(bytes, step: step)
  }
}
