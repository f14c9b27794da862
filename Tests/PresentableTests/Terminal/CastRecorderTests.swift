import Foundation
import PresentableTestSupport
import Testing

@testable import Presentable
@testable import PresentableTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Asciicast recordings")
struct CastRecorderTests {
  static let keys: [Key] = [
    .down, .space, .down, .down, .enter, .character("設"), .character("A"), .enter, .end,
  ]

  /// Runs the keys as a script with a recording, as `SettingsDemo --script … --cast FILE` does;
  /// returns the file's text and the frame a terminal shows after the same keys.
  func record(width: Int = 44, height: Int = 14) throws -> (cast: String, frame: Frame) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("cast-\(UUID()).cast").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = open("/dev/null", O_WRONLY)
    defer { close(output) }
    let fixture = SettingsFixture(items: 3)
    let options = TerminalOptions(
      width: width, height: height, script: Self.keys, input: output, output: output,
      cast: try CastRecorder(path: path))
    #expect(Terminal.run(fixture.screen, options: options) == 0)
    let twin = SettingsFixture(items: 3)  // the table holds its data source weakly
    let shown = HeadlessTerminal(twin.screen, width: width, height: height)
    shown.press(Self.keys)
    return (try String(contentsOfFile: path, encoding: .utf8), withExtendedLifetime(twin) { shown.frame })
  }

  /// The screen pyte shows after replaying a cast file, read by `Scripts/cast-replay.py`.
  struct Replay: Decodable {
    var width: Int
    var height: Int
    var times: [Double]
    var rows: [String]
  }

  func replay(_ cast: String) throws -> Replay {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID()).cast")
    defer { try? FileManager.default.removeItem(at: path) }
    try cast.write(to: path, atomically: true, encoding: .utf8)
    let script = VTReplay.repositoryRoot.appendingPathComponent("Scripts/cast-replay.py").path
    let process = Python.process([script, path.path])
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "\(message)")
    return try JSONDecoder().decode(Replay.self, from: data)
  }

  @Test(.enabled(if: VTReplay.shouldRun, "needs pyte (pip install pyte)"))
  func aRecordedScriptReplaysToTheFrame() throws {
    let (cast, frame) = try record()
    let replay = try replay(cast)
    #expect((replay.width, replay.height) == (44, 14))
    for row in 0..<frame.height { #expect(replay.rows[row] == frame.text(row: row), "row \(row)") }
    // The first frame at 0, then each key that changed the screen at its half second.
    #expect(replay.times.first == 0)
    #expect(replay.times.allSatisfy { ($0 * 2).rounded() == $0 * 2 && $0 <= Double(Self.keys.count) / 2 })
    #expect(replay.times.count > Self.keys.count / 2)
  }

  @Test func aScriptRecordsTheSameFileEveryTime() throws {
    let first = try record().cast
    let second = try record().cast
    #expect(first == second)
    let lines = first.split(separator: "\n")
    #expect(lines.first == #"{"version":2,"width":44,"height":14}"#)
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("[") && $0.contains(#","o",""#) })
    #expect(!first.contains("\u{1B}"))  // escapes are written as \u001b in the JSON
  }

  @Test func timesAreSecondsWithSixDecimals() {
    #expect(CastRecorder.seconds(.zero) == "0.000000")
    #expect(CastRecorder.seconds(.milliseconds(500) * 3) == "1.500000")
    #expect(CastRecorder.seconds(.microseconds(12)) == "0.000012")
    #expect(CastRecorder.seconds(.seconds(61) + .nanoseconds(999)) == "61.000000")
  }

  @Test func aCharacterSplitAcrossWritesIsRecordedWhole() {
    let party = Array("a🎉".utf8)  // 1 + 4 bytes
    #expect(CastRecorder.completeUTF8Prefix(party) == 5)
    #expect(CastRecorder.completeUTF8Prefix(Array(party[0..<3])) == 1)
    #expect(CastRecorder.completeUTF8Prefix(Array(party[0..<1])) == 1)
    #expect(CastRecorder.completeUTF8Prefix(Array("設".utf8.dropLast())) == 0)
  }

  @Test func dataIsEscapedForJSON() {
    var line: [UInt8] = []
    CastRecorder.appendJSONEscaped(Array("\u{1B}[1m\"a\\b\"\n\r\t\u{7F}設".utf8), to: &line)
    #expect(String(decoding: line, as: UTF8.self) == #"\u001b[1m\"a\\b\"\n\r\t\u007f設"#)
  }

  @Test func splitWritesBecomeOneValidEvent() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("split-\(UUID()).cast").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let cast = try CastRecorder(path: path, scriptStep: .seconds(1))
    cast.begin(width: 10, height: 2, scripted: true)
    let bytes = Array("é!".utf8)
    cast.output([bytes[0]], step: 0)
    cast.output(Array(bytes[1...]), step: 1)
    cast.end()
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == "{\"version\":2,\"width\":10,\"height\":2}\n[1.000000,\"o\",\"é!\"]\n")
  }

  /// A terminal whose driver puts a carriage return before each line feed gets `\r\r\n` for the
  /// inline display's `\r\n`: the recording holds what it gets, a write split anywhere.
  @Test func aDriversCarriageReturnsAreRecorded() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("onlcr-\(UUID()).cast").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let cast = try CastRecorder(path: path, scriptStep: .seconds(1))
    cast.begin(width: 10, height: 2, scripted: true, addsReturns: true)
    cast.output(Array("a\r\nb\n".utf8), step: 0)
    cast.output(Array("\n設".utf8), step: 1)
    cast.end()
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      text == "{\"version\":2,\"width\":10,\"height\":2}\n[0.000000,\"o\",\"a\\r\\r\\nb\\r\\n\"]\n"
        + "[1.000000,\"o\",\"\\r\\n設\"]\n")
    #expect(CastRecorder.withReturns(Array("no line feed".utf8)) == Array("no line feed".utf8))
  }

  @Test func aFileThatCannotBeWrittenIsAClearErrorWithTheNameEscaped() {
    #expect {
      try CastRecorder(path: "/nonexistent-\u{1B}]0;x\u{07}/a.cast")
    } throws: { error in
      let text = "\(error)"
      return text.contains("cannot write the recording") && !text.contains("\u{1B}")
        && !text.contains("\u{07}") && text.contains("\"/nonexistent-^[]0;x^G/a.cast\"")
    }
  }

  /// Control characters in a message are shown in caret notation, never in Swift's `\u{1B}`.
  @Test func quotedTextShowsControlsInCaretNotation() {
    #expect(MessageText.quoted("a\u{1B}[2J\u{07}\u{7F}\u{9B}\"\\b") == #""a^[[2J^G^?\x9B\"\\b""#)
    #expect(MessageText.quoted("設定.cast") == "\"設定.cast\"")
  }

  /// Opening never waits: a named pipe nothing reads, a device and a directory are refused at
  /// once; a file that exists is kept unless `overwrite` says otherwise.
  @Test func whatCannotHoldARecordingIsRefusedAtOnce() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("casts-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("unread.cast").path
    #expect(mkfifo(fifo, 0o600) == 0)
    for (path, reason) in [
      (fifo, "it is a named pipe (FIFO) that no program is reading"), ("/dev/null", "it is a device"),
      (folder.path, "it is a directory"),
    ] {
      #expect(throws: CastRecorder.OpenError.self) { try CastRecorder(path: path) }
      do {
        _ = try CastRecorder(path: path)
      } catch {
        #expect(error.reason == reason && !error.fileExists)
      }
    }
    let existing = folder.appendingPathComponent("existing.cast").path
    try Data("keep me\n".utf8).write(to: URL(fileURLWithPath: existing))
    do {
      _ = try CastRecorder(path: existing, overwrite: false)
      Issue.record("an existing file was opened without overwrite")
    } catch {
      #expect(error.fileExists && error.reason == "the file exists")
    }
    #expect(try String(contentsOfFile: existing, encoding: .utf8) == "keep me\n")
    let cast = try CastRecorder(path: existing, overwrite: true)
    cast.end()
    #expect(try String(contentsOfFile: existing, encoding: .utf8) == "")
    // A new file needs no overwrite.
    let fresh = try CastRecorder(path: folder.appendingPathComponent("new.cast").path, overwrite: false)
    fresh.end()
  }
}
