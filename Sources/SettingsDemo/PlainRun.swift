import Presentable

/// The demo run without a terminal, for `--plain` and `--svg`: keys applied as a terminal applies
/// them, each followed by the screen laid out as it would be shown, on a clock that stands still,
/// so what the screen holds at the end is what the keys made (a message a key brought is still
/// there).
///
/// ```swift
/// var run = PlainRun(app, width: 80, height: 24)
/// run.press(try KeyScript.parse("down space"))
/// print(app.transcript().joined(separator: "\n"))
/// ```
struct PlainRun {
  let screen: any Screen
  let width: Int
  let height: Int
  /// The run's time: when it started. Nothing in the run waits.
  private let now = ContinuousClock.now
  /// The screen asked to quit: keys after that are ignored.
  private var hasQuit = false
  /// The screen changed since it was last laid out.
  private var changed = true

  /// A run of `screen` at a size, laid out once before any key.
  init(_ screen: any Screen, width: Int, height: Int) {
    self.screen = screen
    self.width = width
    self.height = height
    show()
  }

  /// Presses keys one after the other, the screen shown after each.
  mutating func press(_ keys: [Key]) {
    for key in keys {
      apply([key])
      show()
    }
  }

  /// Applies what a pipe held, as a terminal sends it (`printf 'j \r' | SettingsDemo --plain`):
  /// all its keys, then the screen shown.
  mutating func type(_ bytes: [UInt8]) {
    apply(KeyScript.keys(typed: bytes))
    show()
  }

  /// The screen as it is now.
  var frame: Frame { screen.frame(width: width, height: height) }

  /// Applies keys until one quits.
  private mutating func apply(_ keys: [Key]) {
    for key in keys where !hasQuit {
      note(screen.handle(.key(key)))
    }
  }

  /// What a terminal does before it shows a frame: lets the time pass, then, if the screen
  /// changed, lays it out (focus and scrolling start from what is on screen).
  private mutating func show() {
    note(screen.handle(.time(now)))
    guard changed else { return }
    changed = false
    _ = frame
  }

  private mutating func note(_ action: ScreenAction) {
    switch action {
    case .quit: hasQuit = true
    case .redraw: changed = true
    case .none: break
    }
  }
}
