/// What a running screen is, apart from any terminal: the screen, its renderer, the key decoder
/// and the frame last shown. The terminal runner and the headless driver both drive one, so
/// tests exercise exactly what a terminal gets.
///
/// Package access: `HeadlessTerminal` in PresentableTesting drives one, so a test driver runs the
/// terminal's own session without the session being public API.
package struct ScreenSession {
  let screen: any Screen
  var renderer: ANSIRenderer
  var decoder = KeyDecoder()
  var width: Int
  var height: Int
  /// The frame the terminal shows, if it shows one of ours.
  private(set) var shown: Frame?
  /// The frame shown before it: the next frame is drawn into its storage.
  private var spare: Frame?
  /// The style the terminal is in after the last update: the next one starts from it instead
  /// of resetting, as the session has the terminal to itself (leaving it resets it).
  private var terminalStyle = ANSIRenderer.TerminalStyle.terminalDefault
  /// The scroll margins the last scroll left set, kept for the next one (a list scrolled a line
  /// a key moves the same band each time); leaving the terminal resets them.
  private var scrollMargins: ScrollMargins?
  /// Package access: the headless driver reports it.
  package private(set) var hasQuit = false
  /// The key the screen quit on: an inline run ends with status 130 when it is Ctrl-C.
  private(set) var quitKey: Key?
  /// Set for an inline run: frames go to the lines under the cursor, as many as the screen needs,
  /// instead of the whole screen.
  var inline: InlineDisplay?
  /// The screen changed since the frame was drawn.
  private(set) var needsRedraw = true
  /// Draws frames while watching the `@Observable` models they read, when the runner asks for it.
  var tracker: ObservationTracker?
  /// When bytes last came from the terminal: a half-read sequence or an open paste waits from then.
  var lastInput: ContinuousClock.Instant?
  /// When the open paste began, if one is open: it ends ``KeyDecoder/pasteDuration`` later
  /// however its bytes come.
  private(set) var pasteStarted: ContinuousClock.Instant?

  /// The look each frame starts in, before the screen draws (a page stack with a look sets its
  /// own); `nil` leaves the package's. Package access: the headless driver sets a test target's.
  package var baseLook: Look?
  /// The run's own theme: the renderer's again when the screen stops preferring one.
  var runTheme: Theme {
    didSet { if screen.preferredTheme == nil { renderer.theme = runTheme } }
  }

  init(screen: any Screen, renderer: ANSIRenderer, width: Int, height: Int) {
    self.screen = screen
    self.renderer = renderer
    self.runTheme = renderer.theme
    self.width = width
    self.height = height
  }

  /// A session whose frames are drawn watching the `@Observable` models they read, calling
  /// `onChange` when one changes. Package access: the headless driver's one way to make a session.
  package init(
    screen: any Screen, renderer: ANSIRenderer, width: Int, height: Int,
    onChange: @escaping @Sendable () -> Void
  ) {
    self.init(screen: screen, renderer: renderer, width: width, height: height)
    tracker = ObservationTracker(onChange: onChange)
  }

  /// When set, the session is done once it returns `true` (a question answered): keys that come
  /// after that are not applied but kept in ``unappliedKeys``, typed ahead for what comes next.
  package var until: (() -> Bool)?
  /// Keys that came after ``until`` said the session was done, in order.
  package private(set) var unappliedKeys: [Key] = []

  /// Applies keys until one quits or the session is done (``until``); returns the keys applied.
  ///
  /// Keys that came in one read act as the same keys typed apart: before each key after the
  /// first, the screen is laid out at the size it is shown at (``settle()``), as drawing a frame
  /// would, so a row a key revealed, a page it opened or a look it changed is there for the next.
  /// Package access: the headless driver presses keys with it.
  @discardableResult
  package mutating func handle(_ keys: [Key]) -> Int {
    var applied = 0
    for (index, key) in keys.enumerated() {
      guard !hasQuit else { break }
      if let until, until() {
        unappliedKeys += keys[index...]
        break
      }
      if applied > 0 { settle() }
      applied += 1
      switch screen.handle(key) {
      case .quit:
        hasQuit = true
        quitKey = key
      case .redraw: needsRedraw = true
      case .none: break
      }
    }
    return applied
  }

  /// Lays the screen out as the next frame would be drawn, without showing it: a screen brings
  /// its rows, focus and scrolling up to date as it draws (a table screen rebuilds a form's rows
  /// then), and a key must meet the screen as it would be shown. Drawn into the spare frame's
  /// storage, which the next ``render(into:)`` overwrites.
  private mutating func settle() {
    let ambiguous = renderer.profile.ambiguous
    let rows = frameHeight()
    var frame = spare.take() ?? Frame(width: width, height: rows, ambiguous: ambiguous)
    frame.prepareForOverwrite(width: width, height: rows, ambiguous: ambiguous, look: baseLook)
    if let tracker {
      tracker.draw(screen, into: &frame)
    } else {
      screen.draw(into: &frame)
    }
    spare = frame
  }

  /// Decodes bytes from the terminal, come at `now`, and applies the keys.
  /// Package access: the headless driver sends bytes with it.
  package mutating func receive(_ bytes: some Sequence<UInt8>, at now: ContinuousClock.Instant) {
    lastInput = now
    let keys = decoder.feed(bytes)
    notePaste(at: now)
    handle(keys)
  }

  /// Keeps when the open paste began (after the decoder was fed at `now`).
  mutating func notePaste(at now: ContinuousClock.Instant) {
    if !decoder.isPasting {
      pasteStarted = nil
    } else if pasteStarted == nil {
      pasteStarted = now
    }
  }

  /// No more input came in time: a pending lone Escape is the Escape key, an open paste ends.
  /// Package access: the headless driver lets the input timeout pass with it.
  package mutating func inputPaused() {
    pasteStarted = nil
    handle(decoder.flush())
  }

  /// When the decoder stops waiting for more input, if it waits: after its timeout without input,
  /// and a paste at the latest ``KeyDecoder/pasteDuration`` after it began.
  private var inputDeadline: ContinuousClock.Instant? {
    guard let wait = decoder.pendingTimeout, let lastInput else { return nil }
    guard let pasteStarted else { return lastInput + wait }
    return min(lastInput + wait, pasteStarted + KeyDecoder.pasteDuration)
  }

  /// The next time something happens without input: the decoder gives up waiting, or the screen
  /// changes by itself (a status message expires).
  /// Package access: the headless driver's clock stops at each deadline on its way.
  package var nextDeadline: ContinuousClock.Instant? {
    switch (inputDeadline, screen.nextUpdate) {
    case (let input?, let screen?): min(input, screen)
    case (let one?, nil), (nil, let one?): one
    case (nil, nil): nil
    }
  }

  /// How long to wait for input from `now`, in whole milliseconds rounded up (so the wait never
  /// ends before the deadline), as `poll` takes it: -1 to wait for input however long it takes.
  func pollTimeout(now: ContinuousClock.Instant) -> Int32 {
    guard let deadline = nextDeadline else { return -1 }
    let wait = now.duration(to: deadline)
    guard wait > .zero else { return 0 }
    let (seconds, attoseconds) = wait.components
    let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: milliseconds)
  }

  /// Lets time pass up to `now`: a decoder that has waited long enough gives what it holds, and
  /// the screen brings what depends on time up to date.
  ///
  /// `inputWaiting` says bytes are ready to read: then the input was not quiet (the runner was
  /// busy), so a pending Escape or paste waits for them, unless a paste has been open for
  /// ``KeyDecoder/pasteDuration``.
  /// Package access: the headless driver moves its own clock with it.
  package mutating func advance(to now: ContinuousClock.Instant, inputWaiting: Bool = false) {
    if let inputDeadline, now >= inputDeadline,
      !inputWaiting || pasteStarted.map({ now >= $0 + KeyDecoder.pasteDuration }) == true
    {
      inputPaused()
    }
    switch screen.update(at: now) {
    case .quit: hasQuit = true
    case .redraw: needsRedraw = true
    case .none: break
    }
  }

  /// Package access: the headless driver resizes with it.
  package mutating func resize(width: Int, height: Int) {
    guard width != self.width || height != self.height else { return }
    self.width = width
    self.height = height
    needsRedraw = true
  }

  /// Something outside the screen changed (a model, the theme): draw again.
  /// Package access: the headless driver redraws after a model change with it.
  package mutating func setNeedsRedraw() { needsRedraw = true }

  /// Forgets what the terminal shows, so the next frame is drawn whole (after a suspend, say).
  mutating func invalidate() {
    shown = nil
    inline?.forget()
    needsRedraw = true
  }

  /// The lines the next frame takes: the terminal's, or in an inline run what the screen needs
  /// within the run's limit.
  private func frameHeight() -> Int {
    guard let inline else { return height }
    let limit = inline.limit(terminalHeight: height)
    let wanted =
      screen.preferredHeight(width: width, ambiguous: renderer.profile.ambiguous, limit: limit) ?? limit
    return max(1, min(wanted, limit))
  }

  /// The current frame.
  /// Package access: the headless driver shows it to tests.
  package func frame() -> Frame {
    let rows = frameHeight()
    if let baseLook {
      var frame = Frame(width: width, height: rows, ambiguous: renderer.profile.ambiguous)
      frame.look = baseLook
      if let tracker { tracker.draw(screen, into: &frame) } else { screen.draw(into: &frame) }
      return frame
    }
    if let tracker {
      return tracker.frame(of: screen, width: width, height: rows, ambiguous: renderer.profile.ambiguous)
    }
    return screen.frame(width: width, height: rows, ambiguous: renderer.profile.ambiguous)
  }

  /// Appends what the terminal needs to show the current frame; nothing when nothing changed.
  /// Package access: the headless driver records the terminal's bytes with it.
  package mutating func render(into bytes: inout [UInt8]) {
    guard needsRedraw else { return }
    needsRedraw = false
    let theme = screen.preferredTheme ?? runTheme
    if theme != renderer.theme {
      renderer.theme = theme
      shown = nil  // the same cells look different now: draw them all
    }
    // Drawn into the storage of the frame before the one shown, which nothing else holds.
    let ambiguous = renderer.profile.ambiguous
    let rows = frameHeight()
    var frame = spare.take() ?? Frame(width: width, height: rows, ambiguous: ambiguous)
    frame.prepareForOverwrite(width: width, height: rows, ambiguous: ambiguous, look: baseLook)
    if let tracker {
      tracker.draw(screen, into: &frame)
    } else {
      screen.draw(into: &frame)
    }
    if inline != nil {
      inline!.show(frame, renderer: renderer, into: &bytes)
    } else {
      // An inline region is not the whole screen: only here may lines be scrolled (FrameShift),
      // the margins kept set between updates (the leave sequence resets them).
      renderer.renderUpdate(
        from: shown, to: frame, into: &bytes, style: &terminalStyle, margins: &scrollMargins,
        keepsMargins: true, endsInDefaultStyle: false)
    }
    spare = shown.take()
    shown = frame
  }
}
