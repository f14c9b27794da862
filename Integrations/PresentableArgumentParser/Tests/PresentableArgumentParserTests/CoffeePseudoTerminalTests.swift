import Foundation
import Testing

/// The coffee command in a real pseudo-terminal (Scripts/coffee-pty.py, Python's `pty` module
/// and nothing else): inline questions answered by keys with `ACCESSIBLE=false`, and
/// `ACCESSIBLE=1` line by line.
@Suite("The coffee command in a pseudo-terminal")
struct CoffeePseudoTerminalTests {
  @Test(arguments: ["inline", "accessible"])
  func askedInATerminal(_ name: String) throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scripts/coffee-pty.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, try CoffeeTests.coffee().path, name]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0 && text == "ok \(name)\n", "\(text)")
  }
}
