#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Start to the last byte of the first frame, in a pseudo-terminal: what a user waits for when
/// they type the demo's name. The child gets an 80×24 pty as its controlling terminal on stdin,
/// stdout and stderr; the first frame is every byte that arrives before the output has been
/// quiet for ``quiet`` milliseconds, and the figure is the time from spawn to its last byte.
/// The harness answers the device attributes request as a terminal would (the demo asks before
/// its first frame). Then `q` ends the child, as a user would.
///
/// The floors run through the same harness: `/bin/true` (spawn to exit), `/bin/cat` of the
/// demo's own first frame, and `StartFloor`, a Swift program that writes a line (build it with
/// `swift build -c release --package-path Benchmarks --product StartFloor`),
/// `StartFloorFoundation`, the same with Foundation linked, and `StartFloorStatic`, that one
/// linked statically as the release demo is on Linux.
enum PseudoTerminalStart {
  /// Output quiet this long ends the first frame.
  static let quiet: Int32 = 250

  /// What one run saw: the time from spawn to the last byte of the first frame (or to the
  /// child's exit, for a child that writes nothing), and the bytes.
  struct Run {
    var milliseconds: Double
    var bytes: [UInt8]
  }

  /// Runs `arguments` (the executable first) in a fresh pty, or `nil` if it cannot start.
  static func run(_ arguments: [String], environment: [String: String]) -> Run? {
    guard let (master, slavePath) = openPseudoTerminal() else { return nil }
    defer { close(master) }
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // A new session, so the pty opened below becomes the child's controlling terminal.
    posix_spawnattr_setflags(&attributes, spawnSetsSession)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addclose(&actions, master)
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)

    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var envp: [UnsafeMutablePointer<CChar>?] =
      environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in envp { free(pointer) } }

    var pid: pid_t = 0
    let start = Harness.now()
    guard posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, &envp) == 0 else { return nil }
    var bytes: [UInt8] = []
    var last = start
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var exited = false
    while true {
      var polled = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
      let ready = poll(&polled, 1, bytes.isEmpty ? 2_000 : quiet)
      if ready < 0 && errno == EINTR { continue }
      if ready <= 0 { break }
      let got = read(master, &buffer, buffer.count)
      let now = Harness.now()
      if got <= 0 {
        // The child closed the terminal: it has exited (the floors).
        exited = true
        last = now
        break
      }
      let scannedUpTo = max(0, bytes.count - attributesRequest.count + 1)
      bytes += buffer[0..<got]
      last = now
      answerAttributesRequests(in: bytes, from: scannedUpTo, master: master)
    }
    if !exited {
      _ = write(master, "q", 1)
      // Drain what it writes while it restores the terminal, until it closes it.
      var rounds = 0
      while rounds < 40 {
        var polled = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
        if poll(&polled, 1, 50) > 0, read(master, &buffer, buffer.count) <= 0 { break }
        rounds += 1
      }
      if rounds == 40 { kill(pid, SIGKILL) }
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return Run(milliseconds: Double(last - start) / 1_000_000, bytes: bytes)
  }

  /// The primary device attributes request (`CSI c`) the demo sends after each question it asks
  /// the terminal before its first frame.
  static let attributesRequest: [UInt8] = [0x1B, 0x5B, 0x63]
  /// A VT220's answer with color, as nearly every terminal gives.
  static let attributesAnswer: [UInt8] = Array("\u{1B}[?62;22c".utf8)

  /// Answers every attributes request that starts at or after `start` in `bytes`, as a terminal
  /// does: without it the demo waits out its question's timeout, which no user sees. The other
  /// questions (the Kitty keyboard protocol, the background color) go unanswered, as in a
  /// terminal that knows neither.
  static func answerAttributesRequests(in bytes: [UInt8], from start: Int, master: Int32) {
    var index = start
    while index + attributesRequest.count <= bytes.count {
      if bytes[index..<index + attributesRequest.count].elementsEqual(attributesRequest) {
        _ = attributesAnswer.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
        index += attributesRequest.count
      } else {
        index += 1
      }
    }
  }

  #if os(Linux)
    /// `POSIX_SPAWN_SETSID` in glibc, which Swift's Glibc module does not import.
    static let spawnSetsSession: Int16 = 0x80

    /// A new pty's master and the path of its other end, through `/dev/ptmx` (`posix_openpt`
    /// and `ptsname` are not imported from glibc without `_XOPEN_SOURCE`).
    static func openPseudoTerminal() -> (Int32, String)? {
      let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      guard master >= 0 else { return nil }
      var unlock: Int32 = 0
      var number: UInt32 = 0
      // TIOCSPTLCK and TIOCGPTN, function-like macros in the headers.
      guard ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0
      else {
        close(master)
        return nil
      }
      return (master, "/dev/pts/\(number)")
    }
  #else
    static let spawnSetsSession = Int16(POSIX_SPAWN_SETSID)

    static func openPseudoTerminal() -> (Int32, String)? {
      let master = posix_openpt(O_RDWR | O_NOCTTY)
      guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
        return nil
      }
      return (master, String(cString: name))
    }
  #endif

  /// The median and the fastest of `count` runs.
  static func median(of count: Int, _ arguments: [String], environment: [String: String]) -> (
    median: Double, fastest: Double, bytes: [UInt8]
  )? {
    var samples: [Double] = []
    var bytes: [UInt8] = []
    for _ in 0..<count {
      guard let run = run(arguments, environment: environment) else { continue }
      samples.append(run.milliseconds)
      bytes = run.bytes
    }
    guard !samples.isEmpty else { return nil }
    samples.sort()
    return (samples[samples.count / 2], samples[0], bytes)
  }
}

/// `start.last-byte` and its floors.
@MainActor func measureStartInTerminal(demo: String) {
  guard harness.includes("start to the last byte of the first frame", id: "start.last-byte") else { return }
  let directory = "/tmp/presentable-benchmark-pty-\(getpid())"
  mkdir(directory, 0o700)
  let environment = [
    "TERM": "xterm-256color", "HOME": directory, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
  ]
  let store = "\(directory)/settings.json"
  let frame = "\(directory)/first-frame"
  defer {
    unlink(store)
    unlink(frame)
    rmdir(directory)
  }
  guard let demoRun = PseudoTerminalStart.median(of: 21, [demo, "--store", store], environment: environment)
  else { return }
  harness.record(
    "start to the last byte of the first frame, release SettingsDemo in a pty", id: "start.last-byte",
    value: demoRun.median, unit: "ms", target: "≤ 8 ms")
  harness.record(
    "start to the last byte of the first frame, fastest", id: "start.last-byte.fastest",
    value: demoRun.fastest, unit: "ms")
  harness.record(
    "bytes of the demo's first frame", id: "start.last-byte.bytes", value: Double(demoRun.bytes.count),
    unit: "B")
  if let floor = PseudoTerminalStart.median(of: 21, ["/bin/true"], environment: environment) {
    harness.record(
      "floor: /bin/true in the same pty, to its exit", id: "start.floor.true", value: floor.median, unit: "ms"
    )
  }
  if let file = fopen(frame, "w") {
    _ = demoRun.bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
    if let floor = PseudoTerminalStart.median(of: 21, ["/bin/cat", frame], environment: environment) {
      harness.record(
        "floor: /bin/cat of the demo's first frame in the same pty", id: "start.floor.cat",
        value: floor.median, unit: "ms")
    }
  }
  // The Swift floors: one program built three ways beside the benchmark.
  let swiftFloors = [
    (
      "StartFloorFoundation", "start.floor.foundation", "floor: the same Swift program with Foundation linked"
    ),
    (
      "StartFloorStatic", "start.floor.static",
      "floor: the same linked statically, as the release demo is on Linux"
    ),
    ("StartFloor", "start.floor.swift", "floor: a Swift program that writes one line, in the same pty"),
  ]
  for (product, id, label) in swiftFloors {
    let candidates = [".build/release/\(product)", "Benchmarks/.build/release/\(product)"]
    guard let program = candidates.first(where: { access($0, X_OK) == 0 }) else {
      print(
        "\(label): skipped; build it first: swift build -c release --package-path Benchmarks --product \(product)"
      )
      continue
    }
    if let floor = PseudoTerminalStart.median(of: 21, [program], environment: environment) {
      harness.record(label, id: id, value: floor.median, unit: "ms")
    }
  }
}
