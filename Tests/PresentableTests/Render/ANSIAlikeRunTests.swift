import Testing

@testable import Presentable

/// The frame encoder's ASCII runs go on through cells whose foreground is the terminal's own
/// where the run's is primary text, or the other way round (`ANSIRenderer.defaultOrPrimaryBit`):
/// every theme draws the two alike, so a row's plain gutter and padding and its primary title are
/// one run. These check that the two differ in that bit alone, that every theme draws them alike
/// whatever else the style holds, and that the frame's bytes stay the line encoder's (which
/// changes style span by span) for rows mixing them with styles that must not join the run.
@Suite("ANSI runs through foregrounds drawn alike")
struct ANSIAlikeRunTests {
  static let themes: [Theme] = [.default, .dark, .light, .monochrome]
  static let profiles: [TerminalProfile] = [.noColor, .ansi16, .ansi256, .trueColor]

  @Test func theTerminalsForegroundAndPrimaryDifferInOneBit() {
    #expect(Color.default.rawValue ^ Color.primary.rawValue == UInt32(ANSIRenderer.defaultOrPrimaryBit))
    #expect(ANSIRenderer.defaultOrPrimaryBit.nonzeroBitCount == 1)
  }

  @Test func everyThemeDrawsThemAlike() {
    let backgrounds: [Color] = [.default, .background, .blue, .selection, .rgb(1, 2, 3), .indexed(200)]
    let fonts: [Font] = [.body, .body.bold(), .title, .footnote, .headline.italic()]
    for theme in Self.themes {
      for profile in Self.profiles {
        for background in backgrounds {
          for font in fonts {
            for inverse in [false, true] {
              var plain = Style(foreground: .default, background: background, font: font)
              var primary = Style(foreground: .primary, background: background, font: font)
              if inverse {
                plain = plain.inverse()
                primary = primary.inverse()
              }
              #expect(
                theme.resolve(plain, depth: profile.colorDepth)
                  == theme.resolve(primary, depth: profile.colorDepth),
                "\(theme.name) \(profile.colorDepth) \(background) \(font) inverse \(inverse)")
            }
          }
        }
      }
    }
  }

  /// Styles a run may or may not take: the two drawn alike, the same with another background or
  /// attribute, and colors whose words also differ in the run's bit but draw differently (a named
  /// color and a palette entry of the same number, made directly: `Color.indexed(1)` is named).
  static let styles: [Style] = [
    .plain, Style(foreground: .primary), Style(foreground: .primary).bold(), Style(background: .blue),
    Style(foreground: .primary, background: .blue), Style(foreground: .red),
    Style(foreground: Color(kind: .indexed, payload: 1)),
    Style(foreground: .secondary), Style(foreground: .primary).inverse(), Style(background: .background),
  ]
  static let texts = ["  ", "Wi-Fi", " ", "[ ON ●]", "設定", "abcdefghij", "x", "Café", "      "]

  @Test func framesWriteWhatTheLineWrites() {
    // A fixed pseudo-random walk (SplitMix64) over the styles and texts: runs of every length
    // against the four-cell test, ending on and off its boundaries.
    var state: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ z >> 30) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ z >> 27) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ z >> 31) % UInt64(bound))
    }
    for _ in 0..<200 {
      // The last column is never a blank the frame's encoder leaves out.
      let spans =
        (0..<(1 + next(8))).map { _ in
          TextRun(Self.texts[next(Self.texts.count)], style: Self.styles[next(Self.styles.count)])
        } + [TextRun("|", style: Self.styles[next(Self.styles.count)])]
      let line = Line(spans)
      var frame = Frame(width: line.width(), height: 1)
      frame.draw(line, row: 0)
      for theme in Self.themes {
        for profile in Self.profiles {
          let renderer = ANSIRenderer(profile: profile, theme: theme)
          #expect(
            renderer.render(frame) == renderer.render(line), "\(theme.name) \(profile.colorDepth) \(spans)")
        }
      }
    }
  }
}
