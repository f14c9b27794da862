/// The app's look, resolved: the color and font of every part the library draws.
///
/// An app writes its look once, as a type that conforms to ``RowStylePresentable`` and sets in
/// one extension only what differs from the package; it installs it once, where it starts. Every
/// row, header, dialog, list page, hint line and focus marker the library draws then reads it,
/// and no view model has to adopt anything:
///
/// ```swift
/// struct BrandLook: RowStylePresentable {}
/// extension BrandLook {
///   var accentColor: Color { .rgb(0x14, 0xB8, 0xA6) }   // headers, buttons, controls, focus
///   var destructiveColor: Color { .brightRed }          // rows, dialog buttons, messages
/// }
///
/// let stack = PageStack(root: settingsPage, look: Look(BrandLook()))
/// ```
///
/// A view model meets the look through its traits: each trait's look property (a switch's
/// ``SwitchControlPresentable/switchColor``) defaults to the installed look's part of the same
/// name. Precedence, highest first: a view model's own value (a property it implements), the
/// app's look, the package's default look; the ``Theme`` then resolves what is still semantic
/// (``Color/accent``, ``Font/headline``) for the theme and the terminal's color depth.
///
/// A look is resolved once, when it is installed; drawing reads it from the ``Frame``
/// (``Frame/look``) and the ``CellContext`` (``CellContext/look``) with one table look-up a part.
public struct Look: Equatable, Sendable {
  /// The resolved tables, behind one reference: a frame and a context copy a look on every row,
  /// and one reference costs one retain where four arrays cost four.
  private final class Table: Sendable {
    /// The color of each ``ColorPart``, with nothing left that refers to another part.
    let colors: [Color]
    /// The font of each ``FontPart``.
    let fonts: [Font]
    /// For each part, the part the app's look set that its color came from (itself, or the
    /// accent a button follows); `nil` where the color is the package's. For provenance.
    let colorSetters: [ColorPart?]
    let fontsSet: [Bool]

    init(colors: [Color], fonts: [Font], colorSetters: [ColorPart?], fontsSet: [Bool]) {
      self.colors = colors
      self.fonts = fonts
      self.colorSetters = colorSetters
      self.fontsSet = fontsSet
    }
  }

  private let table: Table

  /// The package's look: what every part looks like when the app installs none.
  public static let standard = Look(colors: Look.noColors, fonts: Look.noFonts)

  /// No part set: what the package's look is made from. (Parts are looked up by index, not
  /// hashed: a dictionary keyed by a part cost start-up a scan of every loaded library's
  /// conformance records, to find the part's `Hashable`.)
  static var noColors: [Color?] { Array(repeating: nil, count: ColorPart.allCases.count) }
  static var noFonts: [Font?] { Array(repeating: nil, count: FontPart.allCases.count) }

  /// A look from the values an app's look type gave, by part (`nil` where it left the part alone:
  /// its value still defers to itself); such a part takes the package default, which may refer
  /// to another part (a button to the accent), resolved against the app's values.
  init(colors given: [Color?], fonts givenFonts: [Font?]) {
    var colors = [Color](repeating: .default, count: ColorPart.allCases.count)
    var setters = [ColorPart?](repeating: nil, count: ColorPart.allCases.count)
    for part in ColorPart.allCases {
      // A cycle the app wrote (`accentColor { buttonColor }` with the button left to the accent)
      // falls back to the package's own chain, which has none.
      let resolved =
        Self.follow(part, through: given) ?? Self.follow(part, through: Self.noColors) ?? (.default, nil)
      colors[Int(part.rawValue)] = resolved.color
      setters[Int(part.rawValue)] = resolved.setBy
    }
    var fonts = [Font](repeating: .body, count: FontPart.allCases.count)
    for part in FontPart.allCases {
      var value = givenFonts[Int(part.rawValue)] ?? part.packageDefault
      if let other = value.lookPart {
        value = value.applied(to: givenFonts[Int(other.rawValue)] ?? other.packageDefault)
      }
      fonts[Int(part.rawValue)] = value.lookPart == nil ? value : .body
    }
    table = Table(
      colors: colors, fonts: fonts, colorSetters: setters,
      fontsSet: givenFonts.map { $0 != nil })
  }

  /// Looks are equal when every part looks the same (what the app set is provenance only); the
  /// same table, as a frame's look nearly always is its screen's, compares without a look inside.
  public static func == (a: Look, b: Look) -> Bool {
    a.table === b.table || (a.table.colors == b.table.colors && a.table.fonts == b.table.fonts)
  }

  /// Whether the two are the same installed look (one table), tested without reading it.
  @usableFromInline
  func isIdentical(to other: Look) -> Bool { table === other.table }

  /// The color of `part`: the app's value or the package's, with each part it names replaced by
  /// that part's (`buttonColor` names the accent by default), until a color that names none; and
  /// the first part on the way that the app set. `nil` on a cycle.
  private static func follow(_ part: ColorPart, through given: [Color?]) -> (
    color: Color, setBy: ColorPart?
  )? {
    var setBy: ColorPart? = given[Int(part.rawValue)] == nil ? nil : part
    var value = given[Int(part.rawValue)] ?? part.packageDefault
    for _ in 0...ColorPart.allCases.count {
      guard let next = value.lookPart else { return (value, setBy) }
      if setBy == nil && given[Int(next.rawValue)] != nil { setBy = next }
      value = given[Int(next.rawValue)] ?? next.packageDefault
    }
    return nil
  }

  /// The color of `part` in this look.
  subscript(part: ColorPart) -> Color { table.colors[Int(part.rawValue)] }
  /// The font of `part` in this look.
  subscript(part: FontPart) -> Font { table.fonts[Int(part.rawValue)] }
  /// Whether the app's look set `part`'s color, itself or through a part it follows.
  func sets(_ part: ColorPart) -> Bool { table.colorSetters[Int(part.rawValue)] != nil }
  /// The part the app's look set that `part`'s color came from: `part` itself, or the accent a
  /// button follows; `nil` where it is the package's.
  func setter(of part: ColorPart) -> ColorPart? { table.colorSetters[Int(part.rawValue)] }
  /// Whether the app's look set `part` itself.
  func sets(_ part: FontPart) -> Bool { table.fontsSet[Int(part.rawValue)] }

  /// `color` with a deferred part replaced by this look's value.
  func resolve(_ color: Color) -> Color {
    guard color.rawValue >> 24 == Color.Kind.look.rawValue else { return color }
    // The payload indexes the table as the part's raw value does, without making the part
    // (a call a color); a payload no part has stays as it is, as `lookPart` leaves it.
    let index = Int(color.payload)
    let colors = table.colors
    return index < colors.count ? colors[index] : color
  }

  /// `font` with a deferred part replaced by this look's font, its explicit choices kept.
  func resolve(_ font: Font) -> Font {
    guard let part = font.lookPart else { return font }
    return font.applied(to: self[part])
  }

  /// `style` with every deferred part replaced by this look's value. Styles that defer nothing
  /// (most of a frame's) pass one mask test.
  func resolve(_ style: Style) -> Style {
    guard Look.defers(style) else { return style }
    var resolved = style
    resolved.foreground = resolve(style.foreground)
    resolved.background = resolve(style.background)
    resolved.font = resolve(style.font)
    return resolved
  }

  /// Whether `style` names a part of a look: the look kind's bit in either color, or a font part.
  static func defers(_ style: Style) -> Bool {
    (style.foreground.rawValue | style.background.rawValue) & 0x0800_0000 != 0 || style.font.lookPart != nil
  }
}
