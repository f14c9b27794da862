import Foundation
import PresentableTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Terminal restore in a pseudo-terminal")
struct TerminalRestoreTests {
  /// A program built beside the tests.
  static func builtProgram(_ name: String) -> URL? {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  /// Whether the tests run under the thread sanitizer (`swift test --sanitize=thread`), whose
  /// runtime the programs built beside them share.
  static let underThreadSanitizer: Bool = {
    #if canImport(Darwin)
      let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #else
      let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
    #endif
    return dlsym(everywhere, "__tsan_init") != nil
  }()

  /// The cases `Scripts/check-terminal-restore.py` must pass, by the name it prints.
  static func expectedCases(sanitized: Bool) -> [String] {
    var names = [
      "observed change redraws", "quit key", "Escape", "Ctrl-C key", "Ctrl-D key",
      "bracketed paste then quit",
      "SIGHUP by closing the terminal", "SettingsDemo keeps a change when its terminal closes",
      "a signal the program handles itself stays its own", "Swift runtime trap",
      "SettingsDemo --cast records exactly what the terminal got",
      "SettingsDemo --inline --cast records exactly what the terminal got", "a spinner turns by itself",
      "mouse on, quit key", "mouse on, SIGTERM", "mouse on, stack overflow on the main thread",
    ]
    names += [
      "SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGALRM", "SIGVTALRM", "SIGPROF",
      "SIGXCPU", "SIGXFSZ", "SIGPIPE", "SIGSYS",
    ]
    #if os(Linux)
      names += ["SIGPWR", "SIGSTKFLT", "SIGIO", "SIGRTMIN", "SIGRTMAX"]
    #endif
    names += ["stack overflow on the main thread", "stack overflow on another thread"]
    names += [
      "inline, quit key", "inline, Ctrl-C key", "inline, SIGINT", "inline, SIGTERM",
      "inline, SIGHUP by closing the terminal", "inline, mouse on, SIGTERM",
      "inline, stack overflow on the main thread",
    ]
    if !sanitized {
      names.append("inline, SIGTERM while the screen is busy")
      names += [
        "SIGTERM while the screen is busy", "SIGINT while the screen is blocked",
        "SIGHUP while the screen is blocked",
        "SIGUSR1 while the screen is blocked", "closing the terminal while the screen is blocked",
        "mouse on, SIGTERM while the screen is blocked",
        // The Swift runtime's backtracer as it comes (the sanitizer handles crashes itself).
        "Swift runtime trap, default backtracer", "SIGSEGV by kill, default backtracer",
        "SIGABRT by kill, default backtracer without symbols",
        "SIGBUS by kill, default backtracer without symbols",
        "SIGILL by kill, default backtracer without symbols",
        "SIGFPE by kill, default backtracer without symbols",
        "SIGTRAP by kill, default backtracer without symbols",
        "SettingsDemo, SIGSEGV by kill, default backtracer",
      ]
    }
    return names
  }

  @Test func everyWayOutRestoresTheTerminal() async throws {
    let probe = try #require(Self.builtProgram("TerminalProbe"), "the TerminalProbe program was not built")
    let demo = try #require(Self.builtProgram("SettingsDemo"), "the SettingsDemo program was not built")
    let script = VTReplay.repositoryRoot.appendingPathComponent("Scripts/check-terminal-restore.py").path
    var arguments = [script, probe.path, "--trap-case", "--demo", demo.path]
    let sanitized = Self.underThreadSanitizer
    if sanitized {
      // The thread sanitizer runs a signal handler only when the program next calls into the C
      // library, which a screen computing forever never does: the busy-screen cases are left to
      // the unsanitized run.
      arguments.append("--thread-sanitizer")
      print("Under the thread sanitizer: the busy-screen restore cases are skipped (timing-bound there).")
    }
    let (status, text) = try await offThePool { [arguments] in try Python.runCombined(arguments) }
    #expect(status == 0, "\(text)")
    for name in Self.expectedCases(sanitized: sanitized) {
      #expect(text.contains("ok   \(name) ("), "\(name) did not pass:\n\(text)")
    }
  }
}
