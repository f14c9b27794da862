#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the user's editor on a draft: `$EDITOR`, else `$VISUAL`, else `vi`, on a temporary file
/// only the user can read (mode 0600), removed afterwards.
///
/// The command is split into words as a shell splits a simple one: at spaces and tabs, with
/// `'single'` and `"double"` quotes and backslashes keeping a word together, so
/// `EDITOR="code --wait"` runs `code` with `--wait` and the file's path after it. Nothing else of
/// a shell's is done (no variables, globs or pipes). The program is looked up in `PATH`.
enum EditorLauncher {
  /// The editor run when neither `EDITOR` nor `VISUAL` is set.
  static let fallback = "vi"

  /// The command's words: the first of `EDITOR`, `VISUAL` that is set and not blank, else `vi`.
  static func command(environment: [String: String]) -> [String] {
    for name in ["EDITOR", "VISUAL"] {
      if let value = environment[name] {
        let words = words(value)
        if !words.isEmpty { return words }
      }
    }
    return [fallback]
  }

  /// `command` split into words as a shell splits a simple command (see the type's comment).
  static func words(_ command: String) -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in command {
      if escaped {
        word.append(character)
        escaped = false
        continue
      }
      if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          word.append(character)
        }
        continue
      }
      switch character {
      case " ", "\t", "\n":
        if inWord { words.append(word) }
        word = ""
        inWord = false
      case "'", "\"":
        quote = character
        inWord = true
      case "\\":
        escaped = true
        inWord = true
      default:
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }

  /// Writes `text` to a temporary file, runs `command` on it and reads it back. `around` runs
  /// the editor: a terminal run leaves its screen before it and takes it back after.
  static func edit(
    _ text: String, command: [String], temporaryDirectory: String? = nil, around: (() -> Int32?) -> Int32?
  ) -> ExternalEditor.Outcome {
    guard let program = command.first else { return .failed("No editor: set EDITOR") }
    let directory =
      temporaryDirectory ?? ProcessEnvironment.current()["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 }
    var template = Array(((directory ?? "/tmp") + "/presentable-edit-XXXXXX.txt").utf8CString)
    let fd = mkstemps(&template, 4)
    guard fd >= 0 else { return .failed("No editor: cannot make a temporary file (errno \(errno))") }
    let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { unlink(path) }
    _ = fchmod(fd, 0o600)
    let written = TerminalDevice.writeAll(fd, Array(text.utf8))
    close(fd)
    guard written else { return .failed("No editor: cannot write the temporary file") }
    let name = program.split(separator: "/").last.map(String.init) ?? program
    let status = around { run(command + [path]) }
    guard let status else {
      return .failed("No editor: \(name) was not found (set EDITOR or VISUAL); the text is unchanged")
    }
    guard status == 0 else {
      let how = status > 128 ? "was stopped by signal \(status - 128)" : "exited with status \(status)"
      return .failed("The editor \(name) \(how); the text is unchanged")
    }
    guard var edited = contents(of: path) else {
      return .failed("The edited file could not be read; the text is unchanged")
    }
    // Editors end the file with a line break; a draft that had none gets none back.
    if !text.hasSuffix("\n") && edited.hasSuffix("\n") {
      edited.removeLast()
      if edited.hasSuffix("\r") { edited.removeLast() }
    }
    return .edited(edited)
  }

  /// Runs `arguments` (the program looked up in `PATH`) and waits: its exit status, 128 plus the
  /// signal that ended it, or `nil` when it could not be started.
  static func run(_ arguments: [String]) -> Int32? {
    // The C strings the child's argument vector points to, freed once it has started.
    let strings = arguments.map { strdup($0) }
    defer { strings.forEach { free($0) } }
    var argv: [UnsafeMutablePointer<CChar>?] = strings + [nil]
    var pid = pid_t()
    #if canImport(Darwin)
      let environment = _NSGetEnviron()!.pointee
    #else
      let environment = environ
    #endif
    let started = posix_spawnp(&pid, arguments[0], nil, nil, &argv, environment)
    guard started == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return nil }
    }
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
    if status & 0x7F == 0 { return (status >> 8) & 0xFF }
    return 128 + (status & 0x7F)
  }

  /// The file's text, or `nil` when it cannot be read.
  private static func contents(of path: String) -> String? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
