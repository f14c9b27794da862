import Foundation
import Logging
import Presentable
import Testing

@testable import PresentableLog

@Suite("PresentableLog")
struct PresentableLogHandlerTests {
  /// What `body` logs through a handler writing to a pipe, and the text that came out.
  static func logged(_ body: @escaping @Sendable (Logger) async throws -> Void, region: Bool) async throws -> String {
    var ends: [Int32] = [0, 0]
    _ = pipe(&ends)
    let destination = LogDestination(output: ends[1], profile: .dumb)
    let logger = {
      var logger = Logger(label: "app") { PresentableLogHandler(label: $0, destination: destination) }
      logger.logLevel = .debug
      return logger
    }()
    if region {
      let live = LiveRegion(output: ends[1], profile: .dumb) { _ in [Line("⠋ syncing")] }
      destination.region = live
      try await live.run { _ in try await body(logger) }
      destination.region = nil
    } else {
      try await body(logger)
    }
    close(ends[1])
    let data = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile()
    return String(decoding: data, as: UTF8.self)
  }

  @Test func linesGoAboveARunningRegionThenItsRecord() async throws {
    let text = try await Self.logged({ logger in
      logger.info("fetched 3 files", metadata: ["mirror": "東京"])
      logger.error("disk \u{1B}[2J full")
      logger.trace("not shown")
    }, region: true)
    #expect(text == "info     app: fetched 3 files mirror=東京\nerror    app: disk ␛[2J full\n⠋ syncing\n")
  }

  @Test func withoutARegionLinesGoToTheOutput() async throws {
    let text = try await Self.logged({ $0.warning("low battery") }, region: false)
    #expect(text == "warning  app: low battery\n")
  }

  @Test func levelsTakeTheAppsLook() {
    let error = PresentableLogHandler.line(level: .error, label: "a", message: "m", metadata: [:])
    #expect(error.spans[0].style.foreground == .look(.destructive))
    let warning = PresentableLogHandler.line(level: .warning, label: "a", message: "m", metadata: [:])
    #expect(warning.spans[0].style.foreground == .look(.warning))
    let debug = PresentableLogHandler.line(level: .debug, label: "a", message: "m", metadata: [:])
    #expect(debug.spans[0].style.foreground == .look(.hint))
  }
}
