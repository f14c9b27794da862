import Foundation
import Testing

/// Docs/ArgumentParser.md's `coffee` command run as a user runs it: answers piped in, given in
/// the environment, or missing with `--no-interactive`.
@Suite("The coffee command")
struct CoffeeTests {
  struct Run {
    var status: Int32
    var output: String
    var errors: String
    var seconds: Double
  }

  /// The `Coffee` program built beside the tests.
  static func coffee() throws -> URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("Coffee")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    throw CocoaError(.fileNoSuchFile)
  }

  /// Runs `coffee arguments` with `input` piped in and `environment` added (`CI` removed unless
  /// given). With `keepingInputOpen` the pipe stays open, as a terminal nobody answers does: a run
  /// that waited on it is ended after 10 s.
  static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:],
    keepingInputOpen: Bool = false
  ) throws -> Run {
    let process = Process()
    process.executableURL = try coffee()
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    for name in ["CI", "ACCESSIBLE", "COFFEE_NAME", "COFFEE_SHOTS"] { variables[name] = nil }
    process.environment = variables.merging(environment) { $1 }
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    let start = Date()
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    if keepingInputOpen {
      DispatchQueue.global().asyncAfter(deadline: .now() + 10) {
        if process.isRunning { process.terminate() }
      }
    } else {
      try stdin.fileHandleForWriting.close()
    }
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try? stdin.fileHandleForWriting.close()
    return Run(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self), seconds: Date().timeIntervalSince(start))
  }

  @Test func pipedAnswersAreAskedLineByLine() throws {
    let run = try Self.run([], input: "Ada\n3\n7\n2\ny\n")
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("Who is it for?"))
    #expect(lines.contains("1. small") && lines.contains("3. large"))
    // The refused shot count is said in the words the command line prints for it.
    let commandLine = try Self.run(["--name", "Ada", "--size", "large", "--shots", "7"])
    #expect(
      commandLine.status == 64 && commandLine.errors.hasPrefix("Error: Between 1 and 4 shots, please.\n"))
    #expect(lines.contains("Between 1 and 4 shots, please."))
    #expect(lines.contains("With milk? [y/N]"))
    #expect(lines.contains("A large coffee with 2 shots and milk for Ada."))
    #expect(lines.last == "next time: coffee --name Ada --size large --shots 2 --milk")
  }

  @Test func accessibleModeTakesDefaultsOnEmptyLines() throws {
    let run = try Self.run(["--name", "Grace Hopper"], input: "\n\n\n", environment: ["ACCESSIBLE": "1"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.output.contains("Who is it for?"))
    #expect(run.output.contains("A medium coffee with 1 shots for Grace Hopper.\n"))
    #expect(
      run.output.hasSuffix("next time: coffee --name 'Grace Hopper' --size medium --shots 1 --no-milk\n"))
  }

  @Test func noInteractiveListsEveryMissingOptionAndWritesNothing() throws {
    // The input stays open and unanswered: the run never reads it.
    let run = try Self.run(["--no-interactive"], input: "Ada\n", keepingInputOpen: true)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(
      run.errors == """
        Not answered (--no-interactive); give each on the command line:
          Who is it for? (--name or COFFEE_NAME): no value given

        """)
    #expect(run.seconds < 10)
  }

  @Test func noInteractiveTakesTheEnvironmentAndTheDefaults() throws {
    let run = try Self.run(["--no-interactive", "--size", "small"], environment: ["COFFEE_NAME": "Bo"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == "A small coffee with 1 shots for Bo.\n")
  }

  @Test func aVariableTheCommandRefusesEndsTheRun() throws {
    let run = try Self.run(["--name", "Ada"], input: "1\n", environment: ["COFFEE_SHOTS": "9"])
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("Error: COFFEE_SHOTS: Between 1 and 4 shots, please.\n"))
  }

  @Test func aPipeThatEndsListsWhatIsStillMissing() throws {
    let run = try Self.run([], input: "")
    #expect(run.status == 64)
    #expect(run.errors.hasSuffix("  Who is it for? (--name or COFFEE_NAME): no value given\n"))
    #expect(!run.output.contains("coffee with"))
  }

  @Test func ciWithAPipeNeverReadsIt() throws {
    let run = try Self.run([], input: "Ada\n", environment: ["CI": "true"], keepingInputOpen: true)
    #expect(run.status == 64)
    #expect(run.errors.hasPrefix("Not answered (CI is set and the input is not a terminal)"))
    #expect(run.output.isEmpty)
  }
}
