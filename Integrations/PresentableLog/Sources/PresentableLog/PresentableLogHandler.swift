import Foundation
import Logging
import Presentable

/// A swift-log `LogHandler` whose lines flow above a running ``LiveRegion`` (or go to standard
/// error when none runs), the level in the app's look: errors in the destructive color, warnings
/// in the warning color, notices and infos in the accent color, debug and trace as hints.
///
/// ```swift
/// let destination = LogDestination()
/// LoggingSystem.bootstrap { PresentableLogHandler(label: $0, destination: destination) }
/// let logger = Logger(label: "app")
/// let region = LiveRegion { context in [Line("\(context.spinner) Syncing")] }
/// destination.region = region
/// try await region.run { _ in logger.info("fetched 3 files") }   // above the spinner
/// destination.region = nil
/// ```
public struct PresentableLogHandler: LogHandler {
  /// The least level logged.
  public var logLevel: Logger.Level = .info
  /// Metadata every line of this handler carries.
  public var metadata: Logger.Metadata = [:]
  /// The logger's label, after the level on each line.
  public let label: String
  /// Where lines go.
  public let destination: LogDestination

  /// A handler for the logger labelled `label`, writing to `destination`.
  public init(label: String, destination: LogDestination) {
    self.label = label
    self.destination = destination
  }

  /// One metadata value.
  public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  /// Logs a line.
  public func log(event: LogEvent) {
    let merged = metadata.merging(event.metadata ?? [:]) { $1 }
    destination.write(
      Self.line(level: event.level, label: label, message: "\(event.message)", metadata: merged))
  }

  /// The line for an event: the level, the label, the message, then the metadata as
  /// `key=value`, sorted by key. The text is sanitized as every row's is.
  public static func line(level: Logger.Level, label: String, message: String, metadata: Logger.Metadata) -> Line {
    var line = Line(level.word, style: Style(foreground: level.color))
    line.append(" " + label + ": ", style: Style(foreground: .secondary))
    line.append(message)
    if !metadata.isEmpty {
      let pairs = metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      line.append(" " + pairs.joined(separator: " "), style: Style(foreground: .look(.hint)))
    }
    return line
  }
}

/// Where ``PresentableLogHandler``'s lines go: above ``region`` while one is set, else to an
/// output (standard error by default), rendered for that output's profile.
public final class LogDestination: @unchecked Sendable {
  private let lock = NSLock()
  private var current: LiveRegion?
  private let output: Int32
  private let renderer: ANSIRenderer

  /// A destination writing to `output` while no region is set.
  public init(output: Int32 = STDERR_FILENO, profile: TerminalProfile? = nil) {
    self.output = output
    renderer = ANSIRenderer(profile: profile ?? .detect(isTerminal: isatty(output) == 1))
  }

  /// The region lines are printed above; `nil` for the output.
  public var region: LiveRegion? {
    get { lock.withLock { current } }
    set { lock.withLock { current = newValue } }
  }

  func write(_ line: Line) {
    lock.lock()
    defer { lock.unlock() }
    if let current {
      current.print(line)
    } else {
      let bytes = Array((renderer.render(line) + "\n").utf8)
      bytes.withUnsafeBytes { _ = Foundation.write(output, $0.baseAddress, $0.count) }
    }
  }
}

extension Logger.Level {
  /// The level's word, as wide as the widest ("critical").
  var word: String {
    switch self {
    case .trace: "trace   "
    case .debug: "debug   "
    case .info: "info    "
    case .notice: "notice  "
    case .warning: "warning "
    case .error: "error   "
    case .critical: "critical"
    }
  }

  /// The level's color, from the app's look.
  var color: Color {
    switch self {
    case .trace, .debug: .look(.hint)
    case .info, .notice: .look(.accent)
    case .warning: .look(.warning)
    case .error, .critical: .look(.destructive)
    }
  }
}
