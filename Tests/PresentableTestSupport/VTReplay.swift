import Foundation

/// Replays terminal output in pyte (a VT emulator in Python) and reads back the screen.
///
/// pyte is installed by `.ci/run`; where it is missing the tests that need it are skipped, unless
/// `PRESENTABLE_REQUIRE_PYTE` is set (CI sets it), in which case they fail.
package enum VTReplay {
  package struct Cell: Decodable, Equatable, CustomStringConvertible {
    package var character: String
    package var foreground: String
    package var background: String
    package var bold, italic, underline, inverse, strikethrough: Bool

    package init(
      _ character: String, _ foreground: String = "default", _ background: String = "default",
      bold: Bool = false,
      italic: Bool = false, underline: Bool = false, inverse: Bool = false, strikethrough: Bool = false
    ) {
      (self.character, self.foreground, self.background) = (character, foreground, background)
      (self.bold, self.italic, self.underline, self.inverse, self.strikethrough) = (
        bold, italic, underline, inverse, strikethrough
      )
    }

    package init(from decoder: Decoder) throws {
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

    package var description: String {
      var flags = ""
      if bold { flags += "B" }
      if italic { flags += "I" }
      if underline { flags += "U" }
      if inverse { flags += "R" }
      if strikethrough { flags += "S" }
      return "\(character.debugDescription) \(foreground)/\(background) \(flags)"
    }
  }

  package struct Screen: Decodable {
    package var rows: [String]
    package var cells: [[Cell]]
    package var cursor: [Int]
    package var cursorHidden: Bool

    package enum CodingKeys: String, CodingKey {
      case rows, cells, cursor
      case cursorHidden = "cursor_hidden"
    }
  }

  package static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  package static let isRequired = ProcessInfo.processInfo.environment["PRESENTABLE_REQUIRE_PYTE"] != nil

  package static let isAvailable: Bool = (try? run(["-c", "import pyte"], input: []).status) == 0

  /// Whether tests that replay output should run: pyte is there, or CI demands it.
  package static var shouldRun: Bool { isAvailable || isRequired }

  package static func replay(_ bytes: [UInt8], columns: Int, rows: Int) throws -> Screen {
    let script = repositoryRoot.appendingPathComponent("Scripts/vt-replay.py").path
    let result = try run([script, String(columns), String(rows)], input: bytes)
    guard result.status == 0 else {
      throw NSError(
        domain: "VTReplay", code: Int(result.status), userInfo: [NSLocalizedDescriptionKey: result.error])
    }
    return try JSONDecoder().decode(Screen.self, from: result.output)
  }

  /// Feeds the chunks one after the other; the screen after each.
  package static func replaySteps(_ chunks: [[UInt8]], columns: Int, rows: Int) throws -> [Screen] {
    try replay(chunks.map(Step.output), columns: columns, rows: rows)
  }

  /// What happens to the emulator: the program writes, or the window changes size.
  package enum Step {
    case output([UInt8])
    case resize(columns: Int, rows: Int)
    /// A resize as xterm does it: a shorter screen loses the lines under the cursor first.
    case resizeLikeXterm(columns: Int, rows: Int)

    package var json: Any {
      switch self {
      case .output(let bytes): bytes.map(Int.init)
      case .resize(let columns, let rows): ["resize": [columns, rows]]
      case .resizeLikeXterm(let columns, let rows):
        ["resize": [columns, rows], "like": "xterm"] as [String: Any]
      }
    }
  }

  /// Takes the steps one after the other, starting at `columns` × `rows`; the screen after each.
  package static func replay(_ steps: [Step], columns: Int, rows: Int) throws -> [Screen] {
    let script = repositoryRoot.appendingPathComponent("Scripts/vt-replay.py").path
    let input = try JSONSerialization.data(withJSONObject: steps.map(\.json))
    let result = try run([script, String(columns), String(rows), "--steps"], input: Array(input))
    guard result.status == 0 else {
      throw NSError(
        domain: "VTReplay", code: Int(result.status), userInfo: [NSLocalizedDescriptionKey: result.error])
    }
    return try JSONDecoder().decode([Screen].self, from: result.output)
  }

  /// Runs Python (``Python``) with `arguments`, `input` on its standard input; its status and
  /// output.
  package static func run(_ arguments: [String], input: [UInt8]) throws -> (
    status: Int32, output: Data, error: String
  ) {
    let process = Python.process(arguments)
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
