/// Turns semantic colors and text styles into what a terminal draws.
///
/// Rows say *what* their text is (``Color/accent``, ``Font/headline``); a theme says how that
/// looks. Swapping the theme restyles every row at once, with no view model involved.
///
/// Four themes ship:
/// - ``default``: the terminal's own palette and background; accent is cyan.
/// - ``dark`` and ``light``: exact colors on their own background (approximated on terminals
///   with fewer colors).
/// - ``monochrome``: no color at all; roles become attributes (accent bold, secondary dim,
///   selection inverse), so nothing depends on color.
///
/// A theme is a value; change a role with its subscript:
///
/// ```swift
/// var theme = Theme.dark
/// theme[.accent] = .rgb(255, 214, 10)   // every accent in the app turns yellow
/// ```
public struct Theme: Hashable, Sendable {
  /// The theme's name, as `--theme` and settings files spell it.
  public let name: String
  /// Concrete colors by role.
  private var roleColors: [Color]
  /// Attributes a role adds wherever it is used.
  private var roleAttributes: [TextAttributes]
  /// Attributes of each text style.
  private var textStyleAttributes: [TextAttributes]
  /// `false` draws every color as the terminal default.
  private let usesColor: Bool
  /// The terminal background the theme was chosen for (``BackgroundThemes/theme(for:)``), if it
  /// was: style provenance names it. Two themes that differ only in it are equal.
  public internal(set) var chosenFor: TerminalBackground?

  // Pairs, not dictionaries: a dictionary keyed by a role cost start-up a scan of every loaded
  // library's conformance records, to find the role's `Hashable`.
  private init(
    name: String, usesColor: Bool = true, colors: KeyValuePairs<Color.Role, Color>,
    roleAttributes: KeyValuePairs<Color.Role, TextAttributes> = [:],
    textStyles: KeyValuePairs<Font.TextStyle, TextAttributes> = Theme.standardTextStyles
  ) {
    self.name = name
    self.usesColor = usesColor
    self.roleColors = Color.Role.allCases.map { Self.value(of: $0, in: colors) ?? .default }
    self.roleAttributes = Color.Role.allCases.map { Self.value(of: $0, in: roleAttributes) ?? [] }
    self.textStyleAttributes = Font.TextStyle.allCases.map { Self.value(of: $0, in: textStyles) ?? [] }
  }

  private static func value<Part: Equatable, Value>(of part: Part, in pairs: KeyValuePairs<Part, Value>)
    -> Value?
  {
    pairs.first { $0.key == part }?.value
  }

  private static let standardTextStyles: KeyValuePairs<Font.TextStyle, TextAttributes> = [
    .title: [.bold, .underline], .headline: [.bold], .subheadline: [.italic],
    .caption: [.dim], .footnote: [.dim, .italic],
  ]

  /// The concrete color a role resolves to.
  ///
  /// Setting a role replaces it; the new value may be any non-semantic color. Reading or setting
  /// a color that is not a role has no effect and reads the color itself.
  public subscript(role: Color) -> Color {
    get { role.role.map { roleColors[Int($0.rawValue)] } ?? role }
    set {
      guard let r = role.role, !newValue.isSemantic else { return }
      roleColors[Int(r.rawValue)] = newValue
    }
  }

  /// The theme as style provenance names it: `dark`, or `light, chosen for a light background
  /// by OSC 11 rgb:ffff/ffff/ffff` when ``BackgroundThemes`` chose it.
  var provenanceName: String {
    guard let chosenFor else { return name }
    let kind = chosenFor.isDark ? "dark" : "light"
    let source =
      chosenFor.source == .colorFGBG ? "COLORFGBG=\(chosenFor.reported)" : "OSC 11 \(chosenFor.reported)"
    return "\(name), chosen for a \(kind) background by \(source)"
  }

  /// Themes are equal when they draw the same: ``chosenFor`` is not compared.
  public static func == (a: Theme, b: Theme) -> Bool {
    a.name == b.name && a.usesColor == b.usesColor && a.roleColors == b.roleColors
      && a.roleAttributes == b.roleAttributes && a.textStyleAttributes == b.textStyleAttributes
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(roleColors)
  }

  /// The theme's screen background (``Color/default`` leaves the terminal's own).
  var background: Color { roleColors[Int(Color.Role.background.rawValue)] }

  /// Resolves a style to concrete colors and attributes.
  func resolve(_ style: Style) -> ResolvedStyle {
    // A frame drawn without a look still names parts of one: they take the package's look.
    let style = Look.standard.resolve(style)
    var themeAttributes = textStyleAttributes[Int(style.font.textStyle.rawValue)]
    // The terminal's own colors mean the theme's canvas: primary text on its background.
    let foreground = resolve(
      style.foreground == .default ? .primary : style.foreground, adding: &themeAttributes)
    let background = resolve(
      style.background == .default ? .background : style.background, adding: &themeAttributes)
    var attributes = style.font.attributes(themeAttributes: themeAttributes)
    if style.isInverse { attributes.formSymmetricDifference(.inverse) }
    return ResolvedStyle(foreground: foreground, background: background, attributes: attributes)
  }

  /// Resolves a style for a terminal of `depth`: how a renderer turns a frame's semantic style
  /// into what it draws. The result is a style of concrete colors (never a role, already
  /// approximated for `depth`; ``Color/default`` is the terminal's own) and a body font with every
  /// attribute the theme draws set (``Font/isBold`` and the others); ``Style/isInverse`` swaps the
  /// two colors.
  ///
  /// ```swift
  /// let drawn = Theme.dark.resolve(Style(foreground: .accent, font: .headline), depth: .trueColor)
  /// drawn.foreground       // #0a84ff
  /// drawn.font.isBold      // true: the dark theme draws headlines bold
  /// drawn.description      // "#0a84ff on #1c1c1e bold"
  /// ```
  public func resolve(_ style: Style, depth: ColorDepth) -> Style {
    resolved(style, depth: depth).style
  }

  /// Resolves a style and approximates its colors for `depth`, in the form the renderers' hot
  /// paths keep (attributes as one bit set).
  func resolved(_ style: Style, depth: ColorDepth) -> ResolvedStyle {
    var resolved = resolve(style)
    if depth != .trueColor {
      resolved.foreground = resolved.foreground.downgraded(to: depth)
      resolved.background = resolved.background.downgraded(to: depth)
    }
    return resolved
  }

  private func resolve(_ color: Color, adding attributes: inout TextAttributes) -> Color {
    var concrete = color
    if let role = color.role {
      concrete = roleColors[Int(role.rawValue)]
      attributes.formUnion(roleAttributes[Int(role.rawValue)])
    }
    return usesColor ? concrete : .default
  }

  /// This theme with every role's color already approximated for `depth`, so drawing does not
  /// approximate the same colors again for every cell.
  func downgraded(to depth: ColorDepth) -> Theme {
    var copy = self
    copy.roleColors = roleColors.map { $0.downgraded(to: depth) }
    return copy
  }

  // MARK: Shipped themes

  /// The terminal's own palette and background; accent is cyan, secondary text dim, and the
  /// focused row drawn inverse.
  public static let `default` = Theme(
    name: "default",
    colors: [
      .accent: .cyan, .separator: .gray, .destructive: .red, .success: .green, .warning: .yellow,
    ],
    roleAttributes: [
      .secondary: [.dim], .tertiary: [.dim], .placeholder: [.dim, .italic], .selection: [.inverse],
    ])

  /// Light text on a near-black background, with iOS dark-mode system colors.
  public static let dark = Theme(
    name: "dark",
    colors: [
      .background: .rgb(0x1C, 0x1C, 0x1E), .primary: .rgb(0xF2, 0xF2, 0xF7),
      .secondary: .rgb(0xAE, 0xAE, 0xB2), .tertiary: .rgb(0x8E, 0x8E, 0x93),
      .placeholder: .rgb(0x63, 0x63, 0x66), .accent: .rgb(0x0A, 0x84, 0xFF),
      .separator: .rgb(0x48, 0x48, 0x4A), .destructive: .rgb(0xFF, 0x45, 0x3A),
      .success: .rgb(0x30, 0xD1, 0x58), .warning: .rgb(0xFF, 0xD6, 0x0A),
      .selection: .rgb(0x1F, 0x3A, 0x5F),
    ],
    roleAttributes: [.placeholder: [.italic]])

  /// Dark text on a white background, with iOS light-mode system colors darkened for contrast.
  public static let light = Theme(
    name: "light",
    colors: [
      .background: .rgb(0xFF, 0xFF, 0xFF), .primary: .rgb(0x1C, 0x1C, 0x1E),
      .secondary: .rgb(0x6C, 0x6C, 0x70), .tertiary: .rgb(0x8E, 0x8E, 0x93),
      .placeholder: .rgb(0xA1, 0xA1, 0xA6), .accent: .rgb(0x00, 0x7A, 0xFF),
      .separator: .rgb(0xC6, 0xC6, 0xC8), .destructive: .rgb(0xD7, 0x00, 0x15),
      .success: .rgb(0x24, 0x8A, 0x3D), .warning: .rgb(0xB2, 0x50, 0x00),
      .selection: .rgb(0xD6, 0xE8, 0xFF),
    ],
    roleAttributes: [.placeholder: [.italic]])

  /// No color at all: roles become attributes, so the screen reads the same without color.
  public static let monochrome = Theme(
    name: "monochrome", usesColor: false, colors: [:],
    roleAttributes: [
      .secondary: [.dim], .tertiary: [.dim], .placeholder: [.dim, .italic], .accent: [.bold],
      .separator: [.dim], .destructive: [.bold, .underline], .warning: [.bold], .selection: [.inverse],
    ])
}
