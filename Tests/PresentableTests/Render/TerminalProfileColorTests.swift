import Testing

@testable import Presentable

/// The color conventions in order: NO_COLOR, then CLICOLOR_FORCE or FORCE_COLOR, then
/// CLICOLOR=0, then what the terminal is.
@Suite("Terminal profile color conventions")
struct TerminalProfileColorTests {
  static func detect(_ environment: [String: String], terminal: Bool) -> TerminalProfile {
    TerminalProfile.detect(environment: environment, isTerminal: terminal)
  }

  @Test func noColorBeatsEveryForce() {
    for force in ["CLICOLOR_FORCE", "FORCE_COLOR"] {
      #expect(Self.detect(["NO_COLOR": "1", force: "1"], terminal: false).colorDepth == .none)
      #expect(
        Self.detect(["NO_COLOR": "1", force: "3", "TERM": "xterm"], terminal: true).colorDepth == .none)
    }
  }

  @Test func clicolorForceColorsAPipeLikeForceColor() {
    #expect(Self.detect(["CLICOLOR_FORCE": "1"], terminal: false) == .ansi16)
    #expect(Self.detect(["CLICOLOR_FORCE": "0"], terminal: false) == .dumb)
    #expect(Self.detect(["CLICOLOR_FORCE": ""], terminal: false) == .dumb)
  }

  @Test func forceColorLevelsRaiseTheDepth() {
    #expect(Self.detect(["FORCE_COLOR": "2"], terminal: false).colorDepth == .ansi256)
    #expect(Self.detect(["FORCE_COLOR": "3"], terminal: false).colorDepth == .trueColor)
  }

  @Test func forceBeatsClicolorZero() {
    #expect(Self.detect(["CLICOLOR_FORCE": "1", "CLICOLOR": "0"], terminal: false).colorDepth == .ansi16)
    #expect(Self.detect(["FORCE_COLOR": "1", "CLICOLOR": "0"], terminal: true).colorDepth == .ansi16)
  }

  @Test func clicolorZeroDropsColorInATerminal() {
    let profile = Self.detect(["CLICOLOR": "0", "TERM": "xterm-256color"], terminal: true)
    #expect(profile.colorDepth == .none)
    #expect(profile.emitsEscapes)
    #expect(Self.detect(["CLICOLOR": "1", "TERM": "xterm-256color"], terminal: true).colorDepth == .ansi256)
  }

  @Test func otherwiseTheTerminalDecides() {
    #expect(Self.detect(["TERM": "xterm-256color"], terminal: false) == .dumb)
    #expect(Self.detect(["TERM": "dumb"], terminal: true) == .dumb)
    #expect(
      Self.detect(["TERM": "xterm", "COLORTERM": "truecolor"], terminal: true).colorDepth == .trueColor)
  }
}
