import Testing

@testable import Presentable

@Suite("Color, font and style")
struct ColorTests {
  @Test func hexParsing() {
    #expect(Color(hex: "#FFD60A") == .rgb(0xFF, 0xD6, 0x0A))
    #expect(Color(hex: "ffd60a") == .rgb(0xFF, 0xD6, 0x0A))
    #expect(Color(hex: "#fd0") == .rgb(0xFF, 0xDD, 0x00))
    for bad in ["", "#", "#12", "#12345", "#1234567", "#ggg", "red"] { #expect(Color(hex: bad) == nil) }
  }

  @Test func namesReadableInSnapshots() {
    #expect(Color.accent.description == "accent")
    #expect(Color.purple.description == "purple")
    #expect(Color.indexed(5) == .purple)
    #expect(Color.indexed(208).description == "color(208)")
    #expect(Color.indexed(3) == .yellow)
    #expect(Color.rgb(1, 2, 3).description == "#010203")
    #expect(Color.default.description == "default")
  }

  @Test func onlyRolesAreSemantic() {
    #expect(Color.accent.isSemantic)
    #expect(!Color.yellow.isSemantic && !Color.rgb(0, 0, 0).isSemantic && !Color.default.isSemantic)
  }

  @Test func fontModifiersAreExplicitAndReversible() {
    let font = Font.headline.italic().bold(false)
    #expect(font.description == "headline italic -bold")
    #expect(Font.body.bold().bold(false) == Font.body.bold(false))
    #expect(Font(packed: font.packed) == font)
  }

  @Test func stylesChainAndPack() {
    let style = Style().foreground(.accent).background(.selection).font(.caption).underline().inverse()
    #expect(style.description == "accent on selection caption underline inverse")
    let packed = Style(
      foreground: style.foreground.rawValue, background: style.background.rawValue,
      packedAttributes: style.packedAttributes)
    #expect(packed == style)
    #expect(Style.plain.description == "")
  }

  @Test func downgradingColors() {
    #expect(Color.rgb(255, 0, 0).downgraded(to: .ansi16) == .brightRed)
    #expect(Color.rgb(0, 0, 0).downgraded(to: .ansi256) == .indexed(16))
    #expect(Color.rgb(128, 128, 128).downgraded(to: .ansi256) == .indexed(244))
    #expect(Color.rgb(255, 135, 0).downgraded(to: .ansi256) == .indexed(208))
    #expect(Color.indexed(208).downgraded(to: .ansi16) == .yellow)
    #expect(Color.yellow.downgraded(to: .ansi16) == .yellow)
    #expect(Color.yellow.downgraded(to: .none) == .default)
    #expect(Color.rgb(1, 2, 3).downgraded(to: .trueColor) == .rgb(1, 2, 3))
    // Every palette entry maps back to itself at 256 colors.
    for index in 16...255 {
      let (r, g, b) = Color.rgbOfIndex(UInt8(index))
      let back = Color.rgb(r, g, b).downgraded(to: .ansi256)
      #expect(Color.rgbOfIndex(UInt8(back.payload)) == (r, g, b), "index \(index)")
    }
  }
}

@Suite("Theme")
struct ThemeTests {
  @Test func resolvesRolesAndTextStyles() {
    let resolved = Theme.default.resolve(Style(foreground: .accent).font(.headline))
    #expect(resolved.foreground == .cyan)
    #expect(resolved.attributes == [.bold])
    #expect(Theme.default.resolve(Style(foreground: .secondary)).attributes == [.dim])
  }

  @Test func explicitFontChoicesWinOverTheTheme() {
    #expect(Theme.default.resolve(Style().font(.headline.bold(false))).attributes == [])
    #expect(Theme.monochrome.resolve(Style(foreground: .accent).bold(false)).attributes == [])
  }

  @Test func monochromeDropsColorButKeepsMeaning() {
    let theme = Theme.monochrome
    let accent = theme.resolve(Style(foreground: .accent))
    #expect(accent.foreground == .default && accent.attributes == [.bold])
    #expect(theme.resolve(Style(foreground: .yellow)).foreground == .default)
    #expect(theme.resolve(Style(background: .selection)).attributes == [.inverse])
  }

  @Test func darkAndLightPaintTheirCanvas() {
    #expect(Theme.dark.resolve(.plain).background == .rgb(0x1C, 0x1C, 0x1E))
    #expect(Theme.light.resolve(.plain).foreground == .rgb(0x1C, 0x1C, 0x1E))
    #expect(Theme.default.resolve(.plain) == .plain)
  }

  @Test func rolesCanBeReplaced() {
    var theme = Theme.dark
    theme[.accent] = .yellow
    #expect(theme.resolve(Style(foreground: .accent)).foreground == .yellow)
    theme[.accent] = .primary  // a role cannot resolve to a role
    #expect(theme[.accent] == .yellow)
    theme[.red] = .blue  // not a role: ignored
    #expect(theme[.red] == .red)
  }

  /// What a renderer reads (a style of concrete colors, a font with every attribute drawn set)
  /// says the same as what the library's renderers draw from.
  @Test func resolvedStyleSaysWhatIsDrawn() {
    let fonts: [Font] = [
      .body, .headline, .title, .caption, .footnote, .headline.bold(false), .body.italic(),
    ]
    let colors: [Color] = [.default, .accent, .secondary, .placeholder, .selection, .destructive, .yellow]
    for theme in [Theme.default, .dark, .light, .monochrome] {
      for depth in ColorDepth.allCases {
        for font in fonts {
          for color in colors {
            for isInverse in [false, true] {
              let style = Style(foreground: color, background: color, font: font, isInverse: isInverse)
              let drawn = theme.resolved(style, depth: depth)
              let read = theme.resolve(style, depth: depth)
              #expect(read.foreground == drawn.foreground && read.background == drawn.background)
              #expect(read.font.isBold == drawn.attributes.contains(.bold))
              #expect(read.font.isDim == drawn.attributes.contains(.dim))
              #expect(read.font.isItalic == drawn.attributes.contains(.italic))
              #expect(read.font.isUnderlined == drawn.attributes.contains(.underline))
              #expect(read.font.isStruckThrough == drawn.attributes.contains(.strikethrough))
              #expect(read.isInverse == drawn.attributes.contains(.inverse))
            }
          }
        }
      }
    }
    let headline = Theme.dark.resolve(Style(foreground: .accent, font: .headline), depth: .trueColor)
    #expect(headline.description == "#0a84ff on #1c1c1e bold")
    #expect(!Font.headline.isBold && Font.headline.bold().isBold && !Font.headline.bold().bold(false).isBold)
  }

  @Test func shippedThemesAreNamed() {
    let names = [Theme.default, .dark, .light, .monochrome].map(\.name)
    #expect(names == ["default", "dark", "light", "monochrome"])
  }
}
