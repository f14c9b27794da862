#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An area under the cursor that redraws in place while the program prints ordinary lines above
/// it: a step list, a progress line, a form or any ``Screen`` working inline.
///
/// ```swift
/// let region = LiveRegion { context in
///   [Line("\(context.spinner) Preparing your burger…")]
/// }
/// try await region.run { region in
///   region.print("Grilled the patty")          // above the region, into the scrollback
///   try await Task.sleep(for: .seconds(1))
/// }
/// ```
///
/// **In a terminal** the region draws from the cursor's line down with relative moves only and
/// never writes above its first line; each update is one synchronized write (mode 2026, which
/// terminals without it ignore), and a spinner's turn sends the glyph alone. `print(_:)`
/// erases the region, writes the line there (sanitized, cut into lines of the terminal's width,
/// wide characters whole) and draws the region again under it, so the scrollback holds the
/// printed lines in order and no copy of a frame. A timer redraws it (a spinner turns with no
/// change); ``refresh()`` redraws at once after a change. The keyboard is not read: typing is
/// not echoed and is dropped at the end; Ctrl-C ends the work (its task is cancelled), then the
/// region leaves what it shows, the terminal is put back, and the program dies of the signal as
/// after ``Terminal/run(_:options:)``. A resize erases the region from its first line and draws it
/// again at the new width. A terminal that reflows its lines on a resize rewraps the lines
/// already printed, as it does the shell's; the region itself leaves no stale copy, since the
/// cursor stays on its first line, but a terminal that moves that line when it reflows (some
/// rewrap the cursor's line too) can leave the rows of the frame drawn before the resize above it.
///
/// **Elsewhere** (a pipe, a file, `TERM=dumb`) printed lines pass straight through, one each,
/// and the region writes only its last state when it ends (its final frame as lines), nothing
/// in between.
public final class LiveRegion: Sendable {
  /// What the region leaves when ``run(_:)`` ends.
  public enum Leaving: Sendable, Hashable {
    /// Its last frame, the cursor on the line after: the region's record.
    case lastFrame
    /// Nothing: the region is erased, the cursor where its first line was.
    case nothing
  }

  /// What the content is drawn for.
  public struct Context: Sendable {
    /// The columns the region has.
    public var width: Int
    /// The time since the region started: ``spinner`` turns with it.
    public var time: Duration
    /// Whether the region draws in a terminal (else it prints its last state once).
    public var isTerminal: Bool

    /// A context; the region makes one for each redraw.
    public init(width: Int, time: Duration, isTerminal: Bool) {
      (self.width, self.time, self.isTerminal) = (width, time, isTerminal)
    }

    /// The spinner's glyph at this time (four turns a second).
    public var spinner: String { Spinner.frame(at: time) }
  }

  /// The region's state, read and changed only with the lock held: the content's screen is not
  /// Sendable, and the lock is what makes sharing it between the work and the timer safe.
  private let lock: Locked<Guarded>

  /// The core, declared `Sendable` because only ``lock`` reaches it.
  private struct Guarded: @unchecked Sendable {
    var core: LiveCore
  }

  /// A region showing the lines `content` returns, on standard output (or `output`).
  ///
  /// - Parameters:
  ///   - output: Where to draw: a file descriptor, standard output by default.
  ///   - profile: The output's profile; detected from the environment by default. A profile
  ///     given that takes escape sequences draws live even to a pipe or a file (a recording);
  ///     ``TerminalProfile/dumb`` prints as to a pipe even in a terminal.
  ///   - theme: How semantic colors look.
  ///   - leaves: What stays when the region ends: its last frame by default.
  ///   - content: The region's lines for a context, called on every redraw.
  public convenience init(
    output: Int32 = STDOUT_FILENO, profile: TerminalProfile? = nil, theme: Theme = .default,
    leaves: Leaving = .lastFrame, content: @escaping @Sendable (Context) -> [Line]
  ) {
    self.init(output: output, profile: profile, theme: theme, leaves: leaves, content: .lines(content))
  }

  /// A region showing `screen` inline (its ``Screen/inlineLayout(width:ambiguous:)`` height, at
  /// most the terminal's), redrawn as its models change or time passes.
  ///
  /// <!-- snippet: skip (a form of the app's own) -->
  /// ```swift
  /// let region = LiveRegion(screen: FormPage(title: "Install", form: steps))
  /// ```
  public convenience init(
    output: Int32 = STDOUT_FILENO, profile: TerminalProfile? = nil, theme: Theme = .default,
    leaves: Leaving = .lastFrame, screen: any Screen
  ) {
    self.init(output: output, profile: profile, theme: theme, leaves: leaves, content: .screen(screen))
  }

  private convenience init(
    output: Int32, profile: TerminalProfile?, theme: Theme, leaves: Leaving, content: LiveContent
  ) {
    let isTerminal = TerminalDevice.isTerminal(output)
    // A profile given that takes escape sequences draws live even where there is no terminal.
    let drawsLive =
      (isTerminal || profile != nil) && (profile ?? .detect(isTerminal: isTerminal)).emitsEscapes
    let profile = profile ?? TerminalProfile.detect(isTerminal: isTerminal)
    let size = TerminalDevice.size(of: output) ?? (80, 24)
    let sink = LiveSink.descriptor(output)
    self.init(
      core: LiveCore(
        content: content, sink: sink, profile: profile, theme: theme, leaves: leaves,
        drawsLive: drawsLive, size: size, terminal: output))
  }

  /// A region that writes to `sink`, as a terminal of `width` × `height` when `drawsLive` (else as
  /// a pipe): what the tests and the benchmark watch. `writesAboveFirstLine` is a mutant for the
  /// test that proves the pty check catches a region writing over the lines printed.
  package convenience init(
    width: Int, height: Int, drawsLive: Bool, profile: TerminalProfile = .ansi16,
    leaves: Leaving = .lastFrame, writesAboveFirstLine: Bool = false,
    sink: @escaping @Sendable ([UInt8]) -> Void, content: @escaping @Sendable (Context) -> [Line]
  ) {
    var core = LiveCore(
      content: .lines(content), sink: .closure(sink), profile: profile, theme: .default, leaves: leaves,
      drawsLive: drawsLive, size: (width, height), terminal: nil)
    core.display.writesAboveFirstLine = writesAboveFirstLine
    self.init(core: core)
  }

  /// A region showing `screen`, writing to `sink` as a terminal of `width` × `height`.
  package convenience init(
    width: Int, height: Int, screen: any Screen, sink: @escaping @Sendable ([UInt8]) -> Void
  ) {
    self.init(
      core: LiveCore(
        content: .screen(screen), sink: .closure(sink), profile: .ansi16, theme: .default, leaves: .lastFrame,
        drawsLive: true, size: (width, height), terminal: nil))
  }

  /// The region a probe program draws in its own terminal with the mutant on.
  package convenience init(
    writesAboveFirstLine: Bool, leaves: Leaving = .lastFrame,
    content: @escaping @Sendable (Context) -> [Line]
  ) {
    self.init(leaves: leaves, content: content)
    lock.withLock { $0.core.display.writesAboveFirstLine = writesAboveFirstLine }
  }

  private init(core: LiveCore) {
    lock = Locked(Guarded(core: core))
  }

  /// Whether the region draws live in a terminal; `false` where printed lines pass straight
  /// through (a pipe, a file, `TERM=dumb`).
  public var isTerminal: Bool { lock.withLock { $0.core.drawsLive } }

  /// The output's profile: what a printed piece is rendered for.
  public var profile: TerminalProfile { lock.withLock { $0.core.profile } }

  /// The columns printed lines are cut to.
  public var width: Int { lock.withLock { $0.core.width } }

  /// Prints `line` above the region (or straight to the output where there is no terminal),
  /// cut into lines of the terminal's width.
  public func print(_ line: Line) { print([line]) }

  /// Prints `text`, plain, above the region.
  public func print(_ text: String) { print([Line(text)]) }

  /// Prints lines above the region in one update.
  public func print(_ lines: [Line]) {
    lock.withLock { $0.core.print(lines, now: .now) }
  }

  /// Draws the region again now, after its content changed (the timer would within a tick).
  public func refresh() {
    lock.withLock { $0.core.redraw(now: .now) }
  }

  /// Shows the region, runs `body` (which prints above it and changes what it shows), then ends
  /// the region as ``Leaving`` says and returns what `body` returned.
  ///
  /// `body` runs in a task of its own, cancelled when the caller's task is or on Ctrl-C; the
  /// region keeps redrawing meanwhile, so `body` may block its own task but should not block a
  /// thread for long.
  public func run<Result: Sendable>(
    _ body: @escaping @Sendable (LiveRegion) async throws -> Result
  ) async throws -> Result {
    lock.withLock { $0.core.begin(now: .now) }
    let work = Task { try await body(self) }
    let ticker = Task { [self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: LiveCore.tick)
        if Task.isCancelled { break }
        if lock.withLock({ $0.core.tick(now: .now) }) { work.cancel() }
      }
    }
    let result = await withTaskCancellationHandler {
      await work.result
    } onCancel: {
      work.cancel()
    }
    ticker.cancel()
    _ = await ticker.result
    let signal = lock.withLock { $0.core.finish(now: .now) }
    if let signal { TerminalRestorer.die(of: signal) }
    return try result.get()
  }
}
