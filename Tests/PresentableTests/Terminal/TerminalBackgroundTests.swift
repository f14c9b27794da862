import Testing

@testable import Presentable

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Light or dark: the OSC 11 answer, `COLORFGBG`, the lightness threshold, and the question
/// asked without eating keys.
@Suite("Terminal background")
struct TerminalBackgroundTests {
  @Test func anOSC11AnswerParsesInEveryDigitCountAndTerminator() throws {
    let cases: [(String, Bool)] = [
      ("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}", false), ("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", true),
      ("\u{1B}]11;rgb:1c1c/1c1c/1e1e\u{07}", true), ("\u{1B}]11;rgb:fd/f6/e3\u{07}", false),
      ("\u{1B}]11;rgb:0/2/3\u{07}", true), ("\u{1B}]11;rgba:fff/fff/fff/fff\u{07}", false),
      ("\u{1B}]11;#002b36\u{07}", true),
    ]
    for (answer, isDark) in cases {
      let found = BackgroundQuery.extract(from: Array(answer.utf8))
      let color = try #require(found.color, "\(answer.debugDescription)")
      #expect(color.isDark == isDark, "\(answer.debugDescription)")
      #expect(color.source == .terminal)
      #expect(found.rest.isEmpty)
    }
    #expect(BackgroundQuery.parse(Array("rgb:zz/00/00".utf8)) == nil)
    #expect(BackgroundQuery.parse(Array("rgb:00/00".utf8)) == nil)
    #expect(BackgroundQuery.parse(Array("cmyk:0/0/0/0".utf8)) == nil)
  }

  @Test func keysAroundTheAnswersAreKeptAndTheAnswersTakenOut() {
    let bytes = Array("j\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\k\u{1B}[?62;22cq\u{1B}[A".utf8)
    let found = BackgroundQuery.extract(from: bytes)
    #expect(found.color?.isDark == false)
    #expect(found.attributes)
    #expect(found.rest == Array("jkq\u{1B}[A".utf8))
    // An answer cut short is dropped rather than read as keys.
    #expect(BackgroundQuery.extract(from: Array("x\u{1B}]11;rgb:ff".utf8)).rest == Array("x".utf8))
  }

  /// CIE L* 50 is the line: grey #767676 (L* 49.6) is dark, #777777 (L* 50.0) light.
  @Test func theThresholdIsLightnessFifty() {
    #expect(TerminalBackground(red: 0x76 / 255, green: 0x76 / 255, blue: 0x76 / 255).isDark)
    #expect(!TerminalBackground(red: 0x77 / 255, green: 0x77 / 255, blue: 0x77 / 255).isDark)
    #expect(abs(TerminalBackground.lightness(red: 1, green: 1, blue: 1) - 100) < 0.01)
    #expect(TerminalBackground.lightness(red: 0, green: 0, blue: 0) == 0)
    // Saturated blue is dark, saturated yellow light: green weighs most.
    #expect(TerminalBackground(red: 0, green: 0, blue: 1).isDark)
    #expect(!TerminalBackground(red: 1, green: 1, blue: 0).isDark)
  }

  @Test func colorfgbgNamesThePaletteIndexOfTheBackgroundLast() {
    #expect(TerminalBackground(colorFGBG: "15;0")?.isDark == true)
    #expect(TerminalBackground(colorFGBG: "0;15")?.isDark == false)
    #expect(TerminalBackground(colorFGBG: "0;default;7")?.isDark == false)
    #expect(TerminalBackground(colorFGBG: "7;8")?.isDark == true)
    #expect(TerminalBackground(colorFGBG: "15;default") == nil)
    #expect(TerminalBackground(colorFGBG: "") == nil)
    #expect(TerminalBackground(colorFGBG: "0;16") == nil)
    #expect("\(TerminalBackground(colorFGBG: "0;15")!)" == "light background (COLORFGBG=0;15)")
  }

  @Test func theQuestionIsAskedOnlyInColorAndOutsideMultiplexers() {
    let color = TerminalProfile(colorDepth: .trueColor)
    #expect(BackgroundQuery.asks(environment: [:], profile: color))
    #expect(!BackgroundQuery.asks(environment: ["TMUX": "/tmp/tmux-0/default,1,0"], profile: color))
    #expect(!BackgroundQuery.asks(environment: ["STY": "1.pts-0"], profile: color))
    #expect(!BackgroundQuery.asks(environment: [:], profile: TerminalProfile(colorDepth: .none)))
    #expect(!BackgroundQuery.asks(environment: [:], profile: .dumb))
  }

  /// The terminal's answer beats `COLORFGBG`; without an answer `COLORFGBG` decides; not asking
  /// reads only the variable.
  @Test func theAnswerBeatsColorfgbgAndKeysTypedMeanwhileAreHandedOn() throws {
    let (input, output) = try Self.pipes()
    defer { for fd in [input.read, input.write, output.read, output.write] { close(fd) } }
    _ = TerminalDevice.writeAll(input.write, Array("a\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?6cb".utf8))
    var query = BackgroundQuery()
    let found = query.find(
      environment: ["COLORFGBG": "15;0"], asking: true, input: input.read, output: output.write)
    #expect(found.background?.isDark == false)
    #expect(found.background?.source == .terminal)
    #expect(found.other == Array("ab".utf8))
    #expect(!query.awaitsLateAnswers)
    #expect(TerminalDevice.readAvailable(output.read) == BackgroundQuery.request)

    var silent = BackgroundQuery()
    let unasked = silent.find(environment: ["COLORFGBG": "15;0"], asking: false, input: -1, output: -1)
    #expect(unasked.background?.source == .colorFGBG)
    #expect(unasked.background?.isDark == true)
  }

  /// A terminal that answers only the attributes is done at once; one that answers nothing
  /// costs the timeout, and its late answer is taken out of the keys.
  @Test func aTerminalThatNeverAnswersCostsTheTimeoutOnce() throws {
    let (input, output) = try Self.pipes()
    defer { for fd in [input.read, input.write, output.read, output.write] { close(fd) } }
    _ = TerminalDevice.writeAll(input.write, Array("\u{1B}[?1;2c".utf8))
    var start = ContinuousClock.now
    var query = BackgroundQuery()
    #expect(
      query.find(environment: [:], asking: true, input: input.read, output: output.write).background == nil)
    #expect(ContinuousClock.now - start < BackgroundQuery.timeout)
    #expect(!query.awaitsLateAnswers)

    start = .now
    var mute = BackgroundQuery()
    let found = mute.find(environment: [:], asking: true, input: input.read, output: output.write)
    let waited = ContinuousClock.now - start
    #expect(found.background == nil && found.other.isEmpty)
    #expect(waited >= BackgroundQuery.timeout && waited < BackgroundQuery.timeout + .seconds(10))
    #expect(mute.awaitsLateAnswers)
    #expect(mute.keys(in: Array("\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?6cq".utf8)) == Array("q".utf8))
    #expect(query.keys(in: Array("q".utf8)) == Array("q".utf8))
    // Input that cannot hold an answer passes as it came.
    #expect(!BackgroundQuery.mayHoldAnswer(Array("\u{1B}[200~paste\u{1B}[201~\u{1B}".utf8)))
    #expect(BackgroundQuery.mayHoldAnswer(Array("x\u{1B}[?6c".utf8)))
    #expect(BackgroundQuery.mayHoldAnswer(Array("\u{1B}]11;".utf8)))
  }

  @Test func theChosenThemeNamesTheBackgroundInProvenance() {
    let light = BackgroundThemes.standard.theme(for: TerminalBackground(colorFGBG: "0;15")!)
    #expect(light == .light)
    #expect(light.chosenFor?.isDark == false)
    #expect(light.provenanceName == "light, chosen for a light background by COLORFGBG=0;15")
    #expect(Theme.dark.provenanceName == "dark")
    var options = TerminalOptions(theme: .monochrome)
    #expect(options.theme(environment: ["COLORFGBG": "15;0"]) == .monochrome)
    options.backgroundThemes = .standard
    #expect(options.theme(environment: ["COLORFGBG": "15;0"]) == .dark)
    #expect(options.theme(environment: [:]) == .monochrome)
  }

  static func pipes() throws -> (input: (read: Int32, write: Int32), output: (read: Int32, write: Int32)) {
    var a: [Int32] = [0, 0]
    var b: [Int32] = [0, 0]
    try #require(pipe(&a) == 0 && pipe(&b) == 0)
    return ((a[0], a[1]), (b[0], b[1]))
  }
}

/// The run's theme (options, or the background's choice) is drawn whenever the screen prefers none,
/// also after it preferred one.
@Suite("The run's theme")
struct RunThemeTests {
  final class Picky: Screen {
    var theme: Theme?
    func draw(into frame: inout Frame) { frame.draw(Line("Hi", style: Style(foreground: .accent)), row: 0) }
    func handle(_ event: ScreenEvent) -> ScreenAction { .redraw }
    func transcript() -> [String] { [] }
    var preferences: ScreenPreferences { ScreenPreferences(theme: theme) }
  }

  @Test func aScreenThatStopsPreferringAThemeGetsTheRunsBack() {
    let screen = Picky()
    var session = ScreenSession(
      screen: screen, renderer: ANSIRenderer(profile: .trueColor, theme: .light), width: 10, height: 1)
    var bytes: [UInt8] = []
    session.render(into: &bytes)
    #expect(session.renderer.theme == .light)
    screen.theme = .dark
    session.setNeedsRedraw()
    session.render(into: &bytes)
    #expect(session.renderer.theme == .dark)
    screen.theme = nil
    session.setNeedsRedraw()
    session.render(into: &bytes)
    #expect(session.renderer.theme == .light)
    session.runTheme = .monochrome
    #expect(session.renderer.theme == .monochrome)
  }
}
