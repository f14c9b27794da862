import Foundation

/// Python, as the tests start it for the reference tools (pyte, wcwidth) and the pseudo-terminal
/// scripts.
///
/// The interpreter `python3` names on the `PATH` is found once and started directly: a version
/// manager's `python3` (pyenv's, on the CI machines) is a shell script that starts a shell and the
/// manager's own commands before Python, on every call.
package enum Python {
  /// The program to start and the arguments that come before a call's own.
  package static let command: (executable: URL, leading: [String]) = {
    let fallback = (URL(fileURLWithPath: "/usr/bin/env"), ["python3"])
    let process = Process()
    process.executableURL = fallback.0
    process.arguments = fallback.1 + ["-c", "import sys; print(sys.executable)"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return fallback }
    let path = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    process.waitUntilExit()
    guard process.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: path) else {
      return fallback
    }
    return (URL(fileURLWithPath: path), [])
  }()

  /// Starts a script with no signal blocked, as a shell starts it. A process inherits the mask of
  /// the thread that starts it, and Swift's concurrency threads block most signals: a script's
  /// children kept SIGHUP and SIGTERM blocked, so a tmux server's shell outlived `kill-server`
  /// and the server with it, one per case left running after every `swift test`.
  static let unblocking = """
    import os, runpy, signal, sys
    signal.pthread_sigmask(signal.SIG_SETMASK, ())
    sys.argv = sys.argv[1:]
    sys.path.insert(0, os.path.dirname(os.path.abspath(sys.argv[0])))
    runpy.run_path(sys.argv[0], run_name="__main__")
    """

  /// The arguments after ``command``'s executable that run `arguments`: a script (the first
  /// argument, not an option) starts with no signal blocked.
  package static func arguments(_ arguments: [String]) -> [String] {
    guard let first = arguments.first, !first.hasPrefix("-") else { return command.leading + arguments }
    return command.leading + ["-c", unblocking] + arguments
  }

  /// A process that runs Python with `arguments`, not started yet.
  package static func process(_ arguments: [String]) -> Process {
    let process = Process()
    process.executableURL = command.executable
    process.arguments = Self.arguments(arguments)
    return process
  }

  /// Runs Python with `arguments`, its standard output and errors on one pipe, in the order they
  /// were written: its status and that text. It blocks: call it inside ``offThePool(_:)``.
  ///
  /// ```swift
  /// let (status, text) = try await offThePool { try Python.runCombined([script, probe.path]) }
  /// ```
  package static func runCombined(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = process(arguments)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }
}
