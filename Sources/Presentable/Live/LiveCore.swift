#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A live region's state and drawing, apart from its lock: ``LiveRegion`` holds one and calls it
/// with its lock held.
struct LiveCore {
  /// How often the region's timer looks at the signals, the size and the content.
  static let tick = Duration.milliseconds(50)

  let content: LiveContent
  let sink: LiveSink
  let profile: TerminalProfile
  let leaves: LiveRegion.Leaving
  /// Draws in place with escape sequences; else lines pass through and the last state is printed.
  let drawsLive: Bool
  var renderer: ANSIRenderer
  var display = InlineDisplay(options: InlineOptions(minimumHeight: 1, leaves: .finalFrame))
  var width: Int
  var height: Int
  /// The terminal's descriptor, when the region runs in one (its size is read from it).
  let terminalOutput: Int32?
  var terminal: LiveTerminal?
  var start: ContinuousClock.Instant?
  var isFinished = false
  /// The signal that ended the run, which the process dies of once the terminal is restored.
  var endingSignal: Int32?

  init(
    content: LiveContent, sink: LiveSink, profile: TerminalProfile, theme: Theme,
    leaves: LiveRegion.Leaving, drawsLive: Bool, size: (width: Int, height: Int), terminal: Int32?
  ) {
    self.content = content
    self.sink = sink
    self.profile = profile
    self.leaves = leaves
    self.drawsLive = drawsLive
    self.renderer = ANSIRenderer(profile: profile, theme: theme)
    self.width = max(1, size.width)
    self.height = max(1, size.height)
    self.terminalOutput = terminal
  }

  private func context(now: ContinuousClock.Instant) -> LiveRegion.Context {
    LiveRegion.Context(width: width, time: start.map { $0.duration(to: now) } ?? .zero, isTerminal: drawsLive)
  }

  private func frame(now: ContinuousClock.Instant) -> Frame {
    content.frame(context(now: now), now: now, maximumHeight: height, ambiguous: profile.ambiguous)
  }

  mutating func begin(now: ContinuousClock.Instant) {
    guard start == nil else { return }
    start = now
    if drawsLive, let output = terminalOutput {
      terminal = LiveTerminal.enter(output: output)
    }
    redraw(now: now)
  }

  /// Reads the terminal's size again; after a change the region is erased from its first line
  /// and drawn whole at the new size by the next redraw.
  private mutating func followSize(into bytes: inout [UInt8]) {
    guard let output = terminalOutput, let size = TerminalDevice.size(of: output) else { return }
    guard size.width != width || size.height != height else { return }
    width = max(1, size.width)
    height = max(1, size.height)
    display.erase(into: &bytes)
  }

  /// Draws what changed since the last frame.
  mutating func redraw(now: ContinuousClock.Instant) {
    guard drawsLive, start != nil, !isFinished else { return }
    var bytes: [UInt8] = []
    followSize(into: &bytes)
    display.show(frame(now: now), renderer: renderer, into: &bytes)
    sink.write(Self.synchronized(bytes))
  }

  /// Prints `lines` above the region.
  mutating func print(_ lines: [Line], now: ContinuousClock.Instant) {
    guard drawsLive, start != nil, !isFinished else {
      var bytes: [UInt8] = []
      for line in lines {
        renderer.render(line, into: &bytes)
        bytes.append(0x0A)
      }
      sink.write(bytes)
      return
    }
    var bytes: [UInt8] = []
    followSize(into: &bytes)
    var rows: [[UInt8]] = []
    for line in lines {
      for row in line.cut(to: width, ambiguous: profile.ambiguous) {
        var rendered: [UInt8] = []
        renderer.render(row, into: &rendered)
        rows.append(rendered)
      }
    }
    display.printAbove(rows, into: &bytes)
    display.show(frame(now: now), renderer: renderer, into: &bytes)
    sink.write(Self.synchronized(bytes))
  }

  /// The timer's turn: signals first (a resize, a suspend; `true` for one that ends the run),
  /// then a redraw.
  mutating func tick(now: ContinuousClock.Instant) -> Bool {
    guard !isFinished else { return false }
    var ends = false
    for number in terminal?.drainSignals() ?? [] {
      switch number {
      case SIGWINCH, 0: break  // the redraw reads the size
      case SIGTSTP:
        terminal?.suspend()
        display.forget()
      case SIGCONT: display.forget()
      default:
        if endingSignal == nil { endingSignal = number }
        ends = true
      }
    }
    redraw(now: now)
    return ends
  }

  /// Ends the region as it leaves; returns the signal the process should die of, if one ended it.
  mutating func finish(now: ContinuousClock.Instant) -> Int32? {
    guard !isFinished else { return endingSignal }
    if drawsLive {
      redraw(now: now)
      var bytes: [UInt8] = []
      switch leaves {
      case .lastFrame: display.finish(summary: [], into: &bytes)
      case .nothing: display.clear(into: &bytes)
      }
      sink.write(bytes)
    } else if leaves == .lastFrame {
      let last = frame(now: now)
      var bytes: [UInt8] = []
      renderer.render(last, into: &bytes)
      // A frame's blank rows (a region with nothing to show) print as nothing.
      let text = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
      var out: [UInt8] = []
      for row in text where !row.isEmpty { out += row + [0x0A] }
      sink.write(out)
    }
    isFinished = true
    // Signals that came as the work ended still end the program.
    for number in terminal?.drainSignals() ?? [] where TerminalRestorer.ends(on: number) {
      if endingSignal == nil { endingSignal = number }
    }
    terminal?.leave()
    terminal = nil
    return endingSignal
  }

  /// `bytes` as one synchronized update (mode 2026), unless they are a few bytes a terminal
  /// draws at once anyway (a spinner's turn).
  static func synchronized(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.count > 24 else { return bytes }
    return beginSynchronized + bytes + endSynchronized
  }

  static let beginSynchronized: [UInt8] = Array("\u{1B}[?2026h".utf8)
  static let endSynchronized: [UInt8] = Array("\u{1B}[?2026l".utf8)
}
