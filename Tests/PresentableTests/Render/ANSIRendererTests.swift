import PresentableTestSupport
import Testing

@testable import Presentable

@Suite("ANSI renderer")
struct ANSIRendererTests {
  static let esc = "\u{1B}"

  func render(_ line: Line, _ profile: TerminalProfile, theme: Theme = .default) -> String {
    ANSIRenderer(profile: profile, theme: theme).render(line)
  }

  @Test func trueColorWritesRGB() {
    let line = Line("x", style: Style(foreground: .rgb(255, 135, 0), background: .rgb(1, 2, 3)))
    #expect(render(line, .trueColor) == "\(Self.esc)[38;2;255;135;0;48;2;1;2;3mx\(Self.esc)[0m")
  }

  @Test func ansi256WritesPaletteIndices() {
    let line = Line("x", style: Style(foreground: .rgb(255, 135, 0)))
    #expect(render(line, .ansi256) == "\(Self.esc)[38;5;208mx\(Self.esc)[0m")
    #expect(
      render(Line("y", style: Style(foreground: .indexed(99))), .ansi256)
        == "\(Self.esc)[38;5;99my\(Self.esc)[0m")
  }

  @Test func ansi16WritesNamedColors() {
    #expect(render(Line("x", style: Style(foreground: .yellow)), .ansi16) == "\(Self.esc)[33mx\(Self.esc)[0m")
    #expect(
      render(Line("x", style: Style(foreground: .brightBlue)), .ansi16) == "\(Self.esc)[94mx\(Self.esc)[0m")
    #expect(render(Line("x", style: Style(background: .purple)), .ansi16) == "\(Self.esc)[45mx\(Self.esc)[0m")
    #expect(
      render(Line("x", style: Style(foreground: .rgb(250, 0, 0))), .ansi16)
        == "\(Self.esc)[91mx\(Self.esc)[0m")
  }

  @Test func noColorKeepsAttributesAndDropsColor() {
    let line = Line("x", style: Style(foreground: .yellow).bold().underline())
    #expect(render(line, .noColor) == "\(Self.esc)[1;4mx\(Self.esc)[0m")
    #expect(render(Line("x", style: Style(foreground: .yellow)), .noColor) == "x")
  }

  @Test func dumbTerminalGetsNoEscapesAtAll() {
    var frame = Frame(width: 10, height: 2)
    frame.draw(Line("Bold", style: Style(foreground: .red).bold()), row: 0)
    frame.draw(Line("Inverse", style: Style().inverse()), row: 1)
    let output = ANSIRenderer(profile: .dumb).render(frame)
    #expect(output == "Bold\nInverse")
    #expect(!output.contains(Self.esc))
  }

  @Test func changesOnlyWhatDiffers() {
    let line = Line([
      TextRun("a", style: Style(foreground: .red).bold()), TextRun("b", style: Style(foreground: .red)),
      TextRun("c", style: Style(foreground: .green)), TextRun("d"),
    ])
    #expect(render(line, .ansi16) == "\(Self.esc)[1;31ma\(Self.esc)[22mb\(Self.esc)[32mc\(Self.esc)[0md")
  }

  @Test func stylesThatDrawAlikeWriteWhatTheLineWrites() {
    // The dark theme draws plain text and primary text alike: the frame's encoder keeps the
    // terminal's style named by the first of them, and must still write what the line's
    // encoder, change by change, writes.
    let primary = Style(foreground: .primary)
    let line = Line([
      TextRun("  "), TextRun("Minion", style: primary), TextRun("  "), TextRun("Mode", style: primary),
      TextRun(" "),
      TextRun("[ ON ●]", style: Style(foreground: .yellow).bold()), TextRun("."),
      TextRun("!", style: primary),
    ])
    var frame = Frame(width: line.width(), height: 1)
    frame.draw(line, row: 0)
    let renderer = ANSIRenderer(profile: .trueColor, theme: .dark)
    let output = renderer.render(frame)
    #expect(output == renderer.render(line))
    // Into the theme's text, to the switch, back to the text, and the reset at the end.
    #expect(output.components(separatedBy: Self.esc).count - 1 == 4)
  }

  @Test func themeResolvesRolesAtRenderTime() {
    let line = Line("Minion", style: Style(foreground: .accent))
    #expect(render(line, .ansi16, theme: .default) == "\(Self.esc)[36mMinion\(Self.esc)[0m")
    #expect(render(line, .trueColor, theme: .monochrome) == "\(Self.esc)[1mMinion\(Self.esc)[0m")
    #expect(render(line, .trueColor, theme: .dark).contains("38;2;10;132;255"))
  }

  @Test func viewModelTextCannotReachTheTerminalAsControls() {
    let hostile = Line("\u{1B}[2J\u{1B}]0;owned\u{07}\u{9B}31m\u{202E}")
    for profile in [TerminalProfile.dumb, .noColor, .ansi16, .ansi256, .trueColor] {
      let bytes = Array(ANSIRenderer(profile: profile).render(hostile).utf8)
      // The only ESC bytes are our own SGR sequences; none is followed by anything but "[".
      for (i, byte) in bytes.enumerated() where byte == 0x1B { #expect(bytes[i + 1] == UInt8(ascii: "[")) }
      #expect(
        !bytes.contains(0x07) && !String(decoding: bytes, as: UTF8.self).unicodeScalars.contains("\u{9B}"))
    }
  }

  @Test func repeatedRendersReuseSequencesAndGiveTheSameBytes() {
    var renderer = ANSIRenderer(profile: .trueColor, theme: .dark)
    let line = Line([
      TextRun("a", style: Style(foreground: .accent)), TextRun("b", style: Style(foreground: .yellow).bold()),
    ])
    var first: [UInt8] = []
    renderer.render(line, into: &first)
    var second: [UInt8] = []
    renderer.render(line, into: &second)
    #expect(first == second)
    #expect(
      String(decoding: first, as: UTF8.self) == ANSIRenderer(profile: .trueColor, theme: .dark).render(line))
    // Changing the theme drops what was remembered.
    renderer.theme = .light
    var third: [UInt8] = []
    renderer.render(line, into: &third)
    #expect(
      String(decoding: third, as: UTF8.self) == ANSIRenderer(profile: .trueColor, theme: .light).render(line))
    #expect(third != first)
  }

  /// A line longer than the renderer's reused memory (4,096 bytes) grows it mid-line without
  /// losing what was written before, and appends after what the caller's bytes already hold.
  @Test func linesLongerThanTheReusedMemoryKeepEveryByte() {
    let renderer = ANSIRenderer(profile: .ansi16)
    let long = String(repeating: "x", count: 5_000)
    let line = Line([
      TextRun("a", style: Style(foreground: .red)), TextRun(long),
      TextRun("設定", style: Style(foreground: .blue)),
      TextRun(long, style: Style(foreground: .red)),
    ])
    var bytes = Array("before".utf8)
    renderer.render(line, into: &bytes)
    let expected =
      "before\(Self.esc)[31ma\(Self.esc)[0m\(long)\(Self.esc)[34m設定\(Self.esc)[31m\(long)\(Self.esc)[0m"
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
    // The same renderer, again: the grown memory is reused and gives the same bytes.
    var again = Array("before".utf8)
    renderer.render(line, into: &again)
    #expect(again == bytes)
  }

  @Test func frameRowsEndInTheDefaultStyle() {
    var frame = Frame(width: 6, height: 2)
    frame.draw(Line("ab", style: Style(foreground: .red)), row: 0)
    frame.draw(Line("cd"), row: 1)
    #expect(ANSIRenderer(profile: .ansi16).render(frame) == "\(Self.esc)[31mab\(Self.esc)[0m\ncd")
  }
}

/// The "ANSI output replayed by a VT emulator gives the intended screen", at every depth.
@Suite(
  "ANSI replayed in a VT emulator",
  .enabled(if: VTReplay.shouldRun, "pyte is not installed (pip install pyte)"))
struct ANSIReplayTests {
  /// A frame with ASCII, CJK, Hangul, fullwidth, a simple emoji, combining marks, and every kind
  /// of color and attribute. (pyte measures code point by code point, so ZWJ sequences and flags,
  /// which modern terminals draw as one glyph, are left out here.)
  static func sampleFrame() -> Frame {
    var frame = Frame(width: 24, height: 6)
    frame.draw(Line("Appearance", style: Style(foreground: .accent).font(.headline)), row: 0)
    frame.draw(
      Line([
        TextRun("Minion Mode!!!", style: Style(foreground: .primary)), TextRun(" "),
        TextRun("[■ ON ]", style: Style(foreground: .yellow).bold()),
      ]), row: 1)
    frame.draw(
      Line([
        TextRun("設定", style: Style(foreground: .rgb(255, 135, 0)).underline()),
        TextRun(" 한국 ", style: Style(background: .blue)),
        TextRun("Ｆ", style: Style(foreground: .brightGreen).italic()),
        TextRun("🚀", style: Style(foreground: .indexed(99))),
      ]), row: 2)
    frame.draw(Line("Cafe\u{301} nai\u{308}ve", style: Style(foreground: .secondary).strikethrough()), row: 3)
    frame.draw(Line(" focused row ", style: Style(background: .selection)), row: 4)
    frame.draw(Line("\u{1B}[2J escaped", style: Style(foreground: .destructive).inverse()), row: 5)
    return frame
  }

  static let pyteNames = ["black", "red", "green", "brown", "blue", "magenta", "cyan", "white"]

  /// What pyte calls a concrete color.
  static func pyteName(_ color: Color, isForeground: Bool) -> String {
    switch color.kind {
    case .terminalDefault, .role, .look: return "default"
    case .named:
      let n = Int(color.payload)
      return n < 8 ? pyteNames[n] : "bright" + pyteNames[n - 8]
    case .indexed:
      let (r, g, b) = Color.rgbOfIndex(UInt8(color.payload))
      return String(Color.rgb(r, g, b).description.dropFirst())
    case .rgb: return String(color.description.dropFirst())
    }
  }

  @Test(arguments: [
    ("dumb", TerminalProfile.dumb), ("NO_COLOR", .noColor), ("16", .ansi16), ("256", .ansi256),
    ("truecolor", .trueColor),
  ])
  func replayedScreenIsTheFrame(name: String, profile: TerminalProfile) throws {
    let frame = Self.sampleFrame()
    var bytes: [UInt8] = []
    let renderer = ANSIRenderer(profile: profile, theme: .default)
    renderer.render(frame, into: &bytes)
    let screen = try VTReplay.replay(bytes, columns: frame.width, rows: frame.height)
    var resolver = StyleResolver(theme: .default, depth: profile.colorDepth)
    for row in 0..<frame.height {
      for column in 0..<frame.width {
        let cell = frame.cells[row * frame.width + column]
        let actual = screen.cells[row][column]
        let character = frame.text(of: cell) ?? ""
        #expect(actual.character == character, "row \(row) column \(column) in \(name)")
        guard profile.emitsEscapes else {
          #expect(actual == VTReplay.Cell(character), "row \(row) column \(column) in \(name)")
          continue
        }
        let style = resolver.resolve(cell)
        // pyte keeps the style of the cell a wide character started in.
        let expected = VTReplay.Cell(
          character, Self.pyteName(style.foreground, isForeground: true),
          Self.pyteName(style.background, isForeground: false), bold: style.attributes.contains(.bold),
          italic: style.attributes.contains(.italic), underline: style.attributes.contains(.underline),
          inverse: style.attributes.contains(.inverse),
          strikethrough: style.attributes.contains(.strikethrough))
        // Trailing blank cells in the default style are not written; they are blank in any case.
        if character == " " && style == .plain { continue }
        #expect(actual == expected, "row \(row) column \(column) in \(name)")
      }
    }
  }

  @Test func requiredWhereCISaysSo() {
    if VTReplay.isRequired {
      #expect(VTReplay.isAvailable, "PRESENTABLE_REQUIRE_PYTE is set but pyte is missing")
    }
  }
}
