import Foundation
import Presentable

/// Drives a screen without a terminal, for tests: press keys, send raw bytes, resize, and read the
/// frames and the bytes a terminal would have received.
///
/// ```swift
/// let terminal = HeadlessTerminal(SettingsScreen(), width: 60, height: 20)
/// terminal.press(.down, .space)
/// terminal.type("Bob")
/// #expect(terminal.lines[2].contains("[ ON ●]"))
/// #expect(terminal.hasQuit == false)
/// ```
///
/// It runs the same session as `Terminal.run(_:options:)`: the same key decoder, the same
/// frames, the same minimal updates; ``output`` is exactly what a terminal would have been sent
/// (without the raw-mode and alternate-screen setup).
///
/// Time passes only when a test says so: the terminal's clock stands still until
/// ``wait(_:)`` moves it, so what expires (a status message) expires without the test sleeping.
///
/// ```swift
/// terminal.press(.space)          // " The Minions went out to play!"
/// terminal.wait(.seconds(4))      // the message expires: the hints are back
/// ```
public final class HeadlessTerminal {
  private var session: ScreenSession
  /// The time on the terminal's clock: when the terminal was made, plus every ``wait(_:)``.
  private(set) var now: ContinuousClock.Instant = .now
  /// Everything written so far: the first full frame, then each update.
  public private(set) var output: [UInt8] = []
  /// Whether an `@Observable` model the screen read changed since the last frame: a terminal
  /// would draw again now; ``redraw()`` does.
  public var hasPendingChange: Bool { changes.isSet }
  private let changes = ChangeFlag()

  /// A terminal of a size, showing `screen`. A size or theme not given, and the look frames
  /// start in, are the ``TestAppearance`` in force's (80 × 24 in `Theme.default` without one).
  public init(
    _ screen: any Screen, width: Int? = nil, height: Int? = nil,
    profile: TerminalProfile = TerminalProfile(colorDepth: .trueColor), theme: Theme? = nil
  ) {
    let appearance = TestAppearance.current
    let size = (width: width ?? appearance.width, height: height ?? appearance.height)
    session = ScreenSession(
      screen: screen, renderer: ANSIRenderer(profile: profile, theme: theme ?? appearance.theme ?? .default),
      width: size.width, height: size.height
    ) { [changes] in changes.set(true) }
    if TestAppearance.inForce != nil { session.baseLook = appearance.look }
    self.size = size
    draw()
  }

  /// The frame the terminal shows now.
  public var frame: Frame { session.frame() }

  /// The frame's rows as plain text, trailing spaces trimmed.
  public var lines: [String] {
    let frame = frame
    // A frame with no rows has no lines, not one empty line.
    guard frame.height > 0 else { return [] }
    return PlainTextRenderer().render(frame).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  /// The frame as plain text, trailing spaces trimmed.
  var screenText: String { PlainTextRenderer().render(frame) }

  /// Whether the screen asked to quit. Keys after that are ignored.
  public var hasQuit: Bool { session.hasQuit }

  /// The terminal's size.
  private(set) var size: (width: Int, height: Int)

  /// Presses keys one after the other, drawing after each as a terminal would.
  public func press(_ keys: Key...) { press(keys) }

  /// Presses keys one after the other, drawing after each as a terminal would.
  func press(_ keys: [Key]) {
    for key in keys {
      session.handle([key])
      draw()
    }
  }

  /// Types text: a key for each character (spaces as `Key.space`).
  public func type(_ text: String) {
    press(text.map { $0 == " " ? .space : .character($0) })
  }

  /// Sends bytes as a terminal would (escape sequences, UTF-8, paste brackets).
  public func send(_ bytes: [UInt8]) {
    session.receive(bytes, at: now)
    draw()
  }

  /// Lets time pass without a key, as a terminal left alone would: what expires in that time (a
  /// status message, a pending lone Escape, a paste whose end never came) does, and the frame is
  /// drawn again. Nothing sleeps: only the terminal's clock moves.
  ///
  /// The terminal wakes at every deadline on the way (each turn of a spinner) and draws, so
  /// ``output`` holds what that time costs a terminal:
  ///
  /// ```swift
  /// terminal.wait(.seconds(10))
  /// terminal.output.count      // ten seconds of an idle spinner
  /// ```
  public func wait(_ duration: Duration) {
    let end = now + max(.zero, duration)
    while let deadline = session.nextDeadline, deadline > now, deadline < end {
      now = deadline
      draw()
    }
    now = end
    draw()
  }

  /// When the screen next changes without a key, or the decoder gives up waiting for more input:
  /// a terminal would wake then. `nil` when nothing is due.
  var nextDeadline: ContinuousClock.Instant? { session.nextDeadline }

  /// Lets the input timeout pass: a pending lone Escape becomes the Escape key, a paste whose end
  /// never came ends.
  public func pause() {
    session.inputPaused()
    draw()
  }

  /// Resizes the terminal, as a window resize (SIGWINCH) would.
  public func resize(width: Int, height: Int) {
    session.resize(width: width, height: height)
    size = (width, height)
    draw()
  }

  /// Draws again, as a terminal does when an observed model changed (``hasPendingChange``).
  public func redraw() {
    session.setNeedsRedraw()
    draw()
  }

  /// What the run loop does before each frame: lets what is due by ``now`` happen, then draws.
  private func draw() {
    session.advance(to: now)
    changes.set(false)
    session.render(into: &output)
  }
}

/// Whether an observed model changed: set by Observation on the thread that changed it, read by
/// the test.
private final class ChangeFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isSet: Bool { lock.withLock { value } }

  func set(_ newValue: Bool) { lock.withLock { value = newValue } }
}
