import Testing

@testable import Presentable

@Suite("Terminal profile")
struct TerminalProfileTests {
  @Test func pipesAndFilesGetNoEscapes() {
    #expect(TerminalProfile.detect(environment: ["TERM": "xterm-256color"], isTerminal: false) == .dumb)
  }

  @Test func dumbTerminalGetsNoEscapes() {
    #expect(
      TerminalProfile.detect(environment: ["TERM": "dumb", "COLORTERM": "truecolor"], isTerminal: true)
        == .dumb)
  }

  @Test func depthFromTheEnvironment() {
    #expect(TerminalProfile.detect(environment: ["TERM": "xterm"], isTerminal: true).colorDepth == .ansi16)
    #expect(
      TerminalProfile.detect(environment: ["TERM": "xterm-256color"], isTerminal: true).colorDepth == .ansi256
    )
    #expect(
      TerminalProfile.detect(environment: ["TERM": "xterm", "COLORTERM": "truecolor"], isTerminal: true)
        .colorDepth == .trueColor)
    #expect(
      TerminalProfile.detect(environment: ["TERM": "xterm", "COLORTERM": "24bit"], isTerminal: true)
        .colorDepth == .trueColor)
    #expect(
      TerminalProfile.detect(environment: ["TERM": "xterm-direct"], isTerminal: true).colorDepth == .trueColor
    )
    #expect(TerminalProfile.detect(environment: [:], isTerminal: true).colorDepth == .ansi16)
  }

  @Test func noColorDropsColorButKeepsEscapesForAttributes() {
    let profile = TerminalProfile.detect(
      environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], isTerminal: true)
    // An xterm also has scroll regions (see FrameShiftTests).
    #expect(profile == TerminalProfile(colorDepth: .none, supportsScrollRegions: true))
    #expect(profile.emitsEscapes)
    // An empty NO_COLOR is the same as none (no-color.org).
    #expect(
      TerminalProfile.detect(environment: ["TERM": "xterm", "NO_COLOR": ""], isTerminal: true)
        == TerminalProfile(colorDepth: .ansi16, supportsScrollRegions: true))
  }

  @Test func forceColorOverridesPipesButNotNoColor() {
    #expect(
      TerminalProfile.detect(environment: ["FORCE_COLOR": "1", "TERM": "xterm-256color"], isTerminal: false)
        == TerminalProfile(colorDepth: .ansi256, supportsScrollRegions: true))
    #expect(TerminalProfile.detect(environment: ["FORCE_COLOR": "0"], isTerminal: false) == .dumb)
    #expect(
      TerminalProfile.detect(environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"], isTerminal: false)
        == .noColor)
  }

  @Test func explicitProfiles() {
    #expect(TerminalProfile(colorDepth: .ansi256).emitsEscapes)
    #expect(TerminalProfile(colorDepth: .trueColor, emitsEscapes: false).colorDepth == .none)
  }
}
