#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a screen in the terminal, or prints it where there is no terminal.
///
/// ```swift
/// let status = Terminal.run(screen)
/// exit(status)
/// ```
///
/// **In a terminal** (input and output both terminals, escape sequences allowed): the terminal
/// goes into raw mode and the alternate screen with the cursor hidden and bracketed paste on (and
/// mouse reports, when ``TerminalOptions/mouse`` asks for them);
/// frames are drawn as minimal updates; keys go to the screen until it quits, the terminal
/// closes, or a signal comes. Resizing draws again at the new size.
/// Ctrl-Z suspends to the shell and `fg` resumes. A screen that reads `@Observable` models is
/// drawn again when one of them changes (an ``AsyncValue`` or a ``Box`` is one too). A screen that changes at a time of its own
/// (``ScreenPreferences/nextUpdate``: a status message expiring, a spinner's next turn) is woken then and drawn again. On every way out (quit, the terminal closing, every signal whose
/// default action ends the process, a crash, a Swift runtime trap, a stack overflow) the terminal
/// is put back exactly as it was: mode, screen, cursor, mouse reports off; after a signal the
/// program then dies of it.
/// A screen busy in its own code when a signal comes gets a second to come back to the run loop,
/// then the signal handling restores the terminal and ends the program without it.
///
/// **Elsewhere** (a pipe, a file, CI, `TERM=dumb`, or a ``TerminalOptions/script``): no raw mode,
/// and escape sequences only if the profile allows them (see ``TerminalProfile/detect(environment:isTerminal:)``).
/// Keys come from the script, or from the input when it is not a terminal (bytes as a terminal
/// would send them: `printf ' j\r' | app`); the last frame is printed (every frame with
/// ``TerminalOptions/printsEveryFrame``), and the status is 0. It never waits for a person.
public enum Terminal {
  /// Shows or prints `screen`; returns the exit status.
  ///
  /// - Parameters:
  ///   - screen: What to show.
  ///   - options: Theme, profile, size and keys; see ``TerminalOptions``.
  public static func run(_ screen: any Screen, options: TerminalOptions = TerminalOptions()) -> Int32 {
    run(screen, options: options, until: nil)
  }

  /// Runs `screen` as above; in a terminal, also ends (with status 0) when `isDone` says so after
  /// a key: a prompt's form submitted. Ended otherwise, an inline run given `isDone` leaves no
  /// summary.
  static func run(
    _ screen: any Screen, options: TerminalOptions, until isDone: (() -> Bool)?
  ) -> Int32 {
    let interactive =
      options.script == nil && TerminalDevice.isTerminal(options.input)
      && TerminalDevice.isTerminal(options.output)
    let profile =
      options.profile ?? TerminalProfile.detect(isTerminal: TerminalDevice.isTerminal(options.output))
    if interactive && profile.emitsEscapes {
      return runInteractive(screen, options: options, profile: profile, until: isDone)
    }
    return printScreen(screen, options: options, profile: profile)
  }

  // MARK: Printing

  static func printScreen(_ screen: any Screen, options: TerminalOptions, profile: TerminalProfile) -> Int32 {
    var keys = options.script ?? []
    if options.script == nil && !TerminalDevice.isTerminal(options.input) {
      keys = KeyScript.keys(typed: TerminalDevice.readAll(options.input))
    }
    let size = TerminalDevice.size(of: options.output) ?? (options.width, options.height)
    var session = ScreenSession(
      screen: screen,
      renderer: ANSIRenderer(
        profile: profile, theme: options.theme(environment: ProcessEnvironment.current())),
      width: size.width, height: size.height)
    // Time as a recording shows it: a step between keys, so every run prints the same.
    let step = options.cast?.scriptStep ?? .milliseconds(500)
    var now = ContinuousClock.now
    session.advance(to: now)
    var recording = options.cast.map {
      ScriptedCast($0, screen: screen, profile: options.profile, theme: options.theme, size: size)
    }
    var output: [UInt8] = []
    func print(_ frame: Frame) {
      var renderer = session.renderer
      if let theme = screen.preferredTheme { renderer.theme = theme }
      renderer.render(frame, into: &output)
      output.append(0x0A)
    }
    // Lay the screen out before each key, as a terminal shows it before the user presses one:
    // focus and scrolling start from what is on screen.
    var frame = session.frame()
    if options.printsEveryFrame { print(frame) }
    var keyNumber = 1
    for key in keys {
      guard !session.hasQuit else { break }
      session.handle([key])
      now += step
      session.advance(to: now)
      recording?.record(step: keyNumber)
      keyNumber += 1
      frame = session.frame()
      if options.printsEveryFrame {
        output.append(0x0A)
        print(frame)
      }
    }
    if !options.printsEveryFrame { print(frame) }
    options.cast?.end()
    TerminalDevice.writeAll(options.output, output)
    return 0
  }

  // MARK: Showing

  static func runInteractive(
    _ screen: any Screen, options: TerminalOptions, profile: TerminalProfile,
    until isDone: (() -> Bool)? = nil
  ) -> Int32 {
    var original = termios()
    guard tcgetattr(options.input, &original) == 0 else {
      return printScreen(screen, options: options, profile: profile)
    }
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return printScreen(screen, options: options, profile: profile) }
    let (wakeRead, wakeWrite) = (pipeEnds[0], pipeEnds[1])
    for fd in [wakeRead, wakeWrite] {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    defer {
      close(wakeRead)
      close(wakeWrite)
    }

    let raw = TerminalDevice.rawMode(from: original)
    let inline = options.inline != nil
    // A run that ends when it is done is one step of more (a conversation's question): what is
    // typed ahead is kept for the next, in the terminal and in ``TypeAhead``.
    let continues = isDone != nil
    TerminalRestorer.activate(
      input: options.input, output: options.output, saved: original, signalPipe: wakeWrite,
      mouse: options.mouse, inline: inline, keepsInput: continues)
    TerminalRestorer.reenter(raw: raw)
    let size = TerminalDevice.size(of: options.output) ?? (options.width, options.height)
    options.cast?.begin(
      width: size.width, height: size.height, scripted: false,
      addsReturns: CastRecorder.addsReturns(options.output))
    options.cast?.output(TerminalRestorer.enterSequence(mouse: options.mouse, inline: inline))
    defer { TerminalRestorer.deactivate() }
    var keyboard = KeyboardProtocol.ask(output: options.output, cast: options.cast)

    var session = ScreenSession(
      screen: screen, renderer: ANSIRenderer(profile: profile, theme: options.theme), width: size.width,
      height: size.height)
    // The theme for the terminal's background, asked before the first frame when asked for.
    var background = BackgroundQuery()
    background.chooseTheme(for: &session, options: options, profile: profile)
    var questions = CursorQuestions()
    session.until = isDone
    if continues { session.takeTypedAhead(at: .now) }
    if let inlineOptions = options.inline {
      session.inline = InlineDisplay(options: inlineOptions)
      placeInline(&session, questions: &questions, options: options)
    }
    // An @Observable model the screen reads wakes the loop when it changes, from any thread.
    session.tracker = ObservationTracker { [wakeWrite] in
      var byte: UInt8 = 0
      _ = write(wakeWrite, &byte, 1)
    }
    defer { session.tracker?.cancel() }
    // A text area's Ctrl-E opens its draft in $EDITOR through this run's terminal.
    let previousOpener = ExternalEditor.install(editorOpener(raw: raw, options: options))
    defer { ExternalEditor.install(previousOpener) }
    var endingSignal: Int32?
    var bytes: [UInt8] = []
    bytes.reserveCapacity(1 << 16)

    while !session.hasQuit && endingSignal == nil && isDone?() != true {
      // What is due now: a half-read sequence or an open paste whose wait ran out (unless more
      // input is already there: the loop was busy, the input was not quiet), a message that
      // expired.
      let waiting =
        session.decoder.isWaitingForMoreInput
        && TerminalDevice.readable([options.input], timeout: 0)?[0] == true
      session.advance(to: .now, inputWaiting: waiting)
      if session.hasQuit { break }
      keyboard.notice(&session.decoder, output: options.output, cast: options.cast)
      bytes.removeAll(keepingCapacity: true)
      session.render(into: &bytes)
      if !bytes.isEmpty && !TerminalDevice.writeAll(options.output, bytes) { break }
      options.cast?.output(bytes)

      // Wait for input until the next of those deadlines.
      let timeout = session.pollTimeout(now: .now)
      guard let ready = TerminalDevice.readable([options.input, wakeRead], timeout: timeout) else { continue }
      if ready[1] {
        // Resizes that came together are one: the size now is the one to draw at.
        var resized = false
        for number in TerminalDevice.drain(wakeRead) {
          switch Int32(number) {
          case 0: session.setNeedsRedraw()
          case SIGWINCH: resized = true
          case SIGTSTP: suspend(raw: raw, session: &session, questions: &questions, options: options)
          case SIGCONT:
            TerminalRestorer.reenter(raw: raw)
            options.cast?.output(TerminalRestorer.enterSequence(mouse: options.mouse, inline: inline))
            options.cast?.output(TerminalRestorer.keyboardSequence(entering: true))
            session.invalidate()
            if inline { placeInline(&session, questions: &questions, options: options) }
          default: endingSignal = Int32(number)
          }
        }
        if resized, endingSignal == nil, let size = TerminalDevice.size(of: options.output) {
          session.resize(width: size.width, height: size.height)
          options.cast?.resize(width: size.width, height: size.height)
          if inline { placeInline(&session, questions: &questions, options: options, erasing: true) }
        }
      }
      if ready[0] {
        guard let input = TerminalDevice.readAvailable(options.input) else { continue }
        if input.isEmpty {
          // A terminal in raw mode never ends its input: nothing to read means it hung up (its
          // window closed), which ends the program as the SIGHUP that comes with it does.
          if TerminalRestorer.ends(on: SIGHUP) { endingSignal = SIGHUP }
          break
        }
        session.lastInput = .now
        let keys = session.decoder.feed(background.keys(in: questions.keys(in: input)))
        session.notePaste(at: .now)
        if keys.contains(.control("z")) {
          suspend(raw: raw, session: &session, questions: &questions, options: options)
          session.handle(keys.filter { $0 != .control("z") })
        } else {
          session.handle(keys)
        }
        if ExternalEditor.takeTerminalTaken() {
          session.invalidate()
          if inline { placeInline(&session, questions: &questions, options: options) }
        }
      }
    }
    if endingSignal == nil {
      // A signal that came as the screen quit still ends the program.
      endingSignal = TerminalDevice.drain(wakeRead).lazy.map(Int32.init).first(
        where: TerminalRestorer.ends(on:))
    }
    if endingSignal == nil, session.inline != nil {
      bytes.removeAll(keepingCapacity: true)
      // The last key's frame first: a final frame left on screen shows what the user did last.
      session.render(into: &bytes)
      // Interrupted, or left before it was done, it leaves no answers behind: a summary would say
      // the prompt was answered.
      let cancelled = session.quitKey == .control("c") || isDone.map { !$0() } == true
      let summary = cancelled ? [] : screen.summary()
      session.inline!.finish(summary: summary, into: &bytes)
      TerminalDevice.writeAll(options.output, bytes)
      options.cast?.output(bytes)
    }
    // Keys that came after the answer are the next question's.
    if endingSignal == nil, isDone?() == true { session.keepTypedAhead() }
    options.cast?.output(TerminalRestorer.keyboardSequence(entering: false))
    TerminalRestorer.deactivate()
    options.cast?.output(TerminalRestorer.leaveSequence(mouse: options.mouse, inline: inline))
    options.cast?.end()
    if let endingSignal {
      // Die of the signal, as the shell expects, now that the terminal is restored (even if the
      // parent started us with it blocked: it was delivered, so its default action is due).
      TerminalRestorer.die(of: endingSignal)
      return 128 + endingSignal
    }
    // Ctrl-C as a key ends an inline prompt as the shell's interrupt would: with status 130.
    if inline && session.quitKey == .control("c") { return 130 }
    return 0
  }

  /// Finds out how many lines are left under the cursor for an inline run (erasing the region
  /// first after a resize) and draws the next frame whole from there. Keys typed meanwhile are
  /// handled. A terminal that did not answer once is not asked again (``CursorQuestions``): the
  /// region keeps the room it had.
  private static func placeInline(
    _ session: inout ScreenSession, questions: inout CursorQuestions, options: TerminalOptions,
    erasing: Bool = false
  ) {
    if erasing {
      var bytes: [UInt8] = []
      session.inline?.erase(into: &bytes)
      TerminalDevice.writeAll(options.output, bytes)
      options.cast?.output(bytes)
    }
    let answered = questions.answers
    let (row, other) = questions.ask(input: options.input, output: options.output, cast: options.cast)
    if answered { session.inline?.roomBelow = row.map { session.height - $0 } }
    session.invalidate()
    if !other.isEmpty { session.receive(other, at: .now) }
  }

  /// Puts the terminal back, stops the process (as Ctrl-Z would), and takes the screen back when
  /// the shell continues it.
  private static func suspend(
    raw: termios, session: inout ScreenSession, questions: inout CursorQuestions, options: TerminalOptions
  ) {
    let cast = options.cast
    let inline = options.inline != nil
    cast?.output(TerminalRestorer.keyboardSequence(entering: false))
    TerminalRestorer.restore()
    cast?.output(TerminalRestorer.leaveSequence(mouse: options.mouse, inline: inline))
    _ = signal(SIGTSTP, SIG_DFL)
    _ = raise(SIGTSTP)
    // Continued.
    TerminalRestorer.routeToRunLoop(SIGTSTP)
    TerminalRestorer.reenter(raw: raw)
    cast?.output(TerminalRestorer.enterSequence(mouse: options.mouse, inline: inline))
    cast?.output(TerminalRestorer.keyboardSequence(entering: true))
    session.invalidate()
    if inline { placeInline(&session, questions: &questions, options: options) }
  }

}
