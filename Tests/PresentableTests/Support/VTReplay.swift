import Foundation

/// Replays terminal output in pyte (a VT emulator in Python) and reads back the screen.
///
/// pyte is installed by `.ci/run`; where it is missing the tests that need it are skipped, unless
/// `PRESENTABLE_REQUIRE_PYTE` is set (CI sets it), in which case they fail.
enum VTReplay {
  struct Cell: Decodable, Equatable, CustomStringConvertible {
    var character: String
    var foreground: String
    var background: String
    var bold, italic, underline, inverse, strikethrough: Bool

    init(
      _ character: String, _ foreground: String = "default", _ background: String = "default",
      bold: Bool = false,
      italic: Bool = false, underline: Bool = false, inverse: Bool = false, strikethrough: Bool = false
    ) {
      (self.character, self.foreground, self.background) = (character, foreground, background)
      (self.bold, self.italic, self.underline, self.inverse, self.strikethrough) = (
        bold, italic, underline, inverse, strikethrough
      )
    }

    init(from decoder: Decoder) throws {
      var c = try decoder.unkeyedContainer()
      character = try c.decode(String.self)
      foreground = try c.decode(String.self)
      background = try c.decode(String.self)
      bold = try c.decode(Bool.self)
      italic = try c.decode(Bool.self)
      underline = try c.decode(Bool.self)
      inverse = try c.decode(Bool.self)
      strikethrough = try c.decode(Bool.self)
    }

    var description: String {
      var flags = ""
      if bold { flags += "B" }
      if italic { flags += "I" }
      if underline { flags += "U" }
      if inverse { flags += "R" }
      if strikethrough { flags += "S" }
      return "\(character.debugDescription) \(foreground)/\(background) \(flags)"
    }
  }

  struct Screen: Decodable {
    var rows: [String]
    var cells: [[Cell]]
    var cursor: [Int]
    var cursorHidden: Bool

    enum CodingKeys: String, CodingKey {
      case rows, cells, cursor
      case cursorHidden = "cursor_hidden"
    }
  }

  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let isRequired = ProcessInfo.processInfo.environment["PRESENTABLE_REQUIRE_PYTE"] != nil

  static let isAvailable: Bool = (try? run(["-c", "import pyte"], input: []).status) == 0

  /// Whether tests that replay output should run: pyte is there, or CI demands it.
  static var shouldRun: Bool { isAvailable || isRequired }

  static func replay(_ bytes: [UInt8], columns: Int, rows: Int) throws -> Screen {
    let script = repositoryRoot.appendingPathComponent("Scripts/vt-replay.py").path
    let result = try run([script, String(columns), String(rows)], input: bytes)
    guard result.status == 0 else {
      throw NSError(
        domain: "VTReplay", code: Int(result.status), userInfo: [NSLocalizedDescriptionKey: result.error])
    }
    return try JSONDecoder().decode(Screen.self, from: result.output)
  }

  /// Feeds the chunks one after the other; the screen after each.
  static func replaySteps(_ chunks: [[UInt8]], columns: Int, rows: Int) throws -> [Screen] {
    let script = repositoryRoot.appendingPathComponent("Scripts/vt-replay.py").path
    let input = try JSONSerialization.data(withJSONObject: chunks.map { $0.map(Int.init) })
    let result = try run([script, String(columns), String(rows), "--steps"], input: Array(input))
    guard result.status == 0 else {
      throw NSError(
        domain: "VTReplay", code: Int(result.status), userInfo: [NSLocalizedDescriptionKey: result.error])
    }
    return try JSONDecoder().decode([Screen].self, from: result.output)
  }

  /// Runs `python3` with `arguments`, `input` on its standard input; its status and output.
  static func run(_ arguments: [String], input: [UInt8]) throws -> (
    status: Int32, output: Data, error: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let writer = Thread {
      stdin.fileHandleForWriting.write(Data(input))
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let error = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, output, String(decoding: error, as: UTF8.self))
  }
}
