/// The app's look, resolved: the color and font of every part the library draws.
///
/// An app writes its look once, as a type that conforms to ``AppLook`` and sets in
/// one extension only what differs from the package; it installs it once, where it starts. Every
/// row, header, dialog, list page, hint line and focus marker the library draws then reads it,
/// and no view model has to adopt anything:
///
/// ```swift
/// struct BrandLook: AppLook {}
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
    /// The color of each ``ColorPart`` declared when the look was made, with nothing left that
    /// refers to another part.
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
  static var noColors: [Color?] { Array(repeating: nil, count: Int(partCount)) }
  static var noFonts: [Font?] { Array(repeating: nil, count: FontPart.allCases.count) }

  /// A look from the values an app's look type gave, by part (`nil` where it left the part alone:
  /// its value still defers to itself; parts past the end are left alone); such a part takes its
  /// default, which may refer to another part (a button to the accent), resolved against the
  /// app's values.
  init(colors given: [Color?], fonts givenFonts: [Font?]) {
    let defaults = Look.parts.withLock { $0.map(\.defaultColor) }
    var given = given
    given += [Color?](repeating: nil, count: max(0, defaults.count - given.count))
    let none = [Color?](repeating: nil, count: given.count)
    var colors = [Color](repeating: .default, count: defaults.count)
    var setters = [ColorPart?](repeating: nil, count: defaults.count)
    for index in defaults.indices {
      // A cycle the app wrote (`accentColor { buttonColor }` with the button left to the accent)
      // falls back to the package's own chain, which has none.
      let resolved =
        Self.follow(index, through: given, defaults: defaults)
        ?? Self.follow(index, through: none, defaults: defaults) ?? (.default, nil)
      colors[index] = resolved.color
      setters[index] = resolved.setBy
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
  /// A part declared after one of them was made compares as each resolves it.
  public static func == (a: Look, b: Look) -> Bool {
    guard a.table !== b.table else { return true }
    guard a.table.fonts == b.table.fonts else { return false }
    if a.table.colors.count == b.table.colors.count { return a.table.colors == b.table.colors }
    let count = max(a.table.colors.count, b.table.colors.count)
    return (0..<count).allSatisfy { a.color(at: $0) == b.color(at: $0) }
  }

  /// Whether the two are the same installed look (one table), tested without reading it.
  @usableFromInline
  func isIdentical(to other: Look) -> Bool { table === other.table }

  /// The color of the part at `index`: the app's value or the default, with each part it names
  /// replaced by that part's (`buttonColor` names the accent by default), until a color that
  /// names none; and the first part on the way that the app set. `nil` on a cycle.
  private static func follow(_ index: Int, through given: [Color?], defaults: [Color]) -> (
    color: Color, setBy: ColorPart?
  )? {
    var setBy: ColorPart? = given[index] == nil ? nil : ColorPart(at: index)
    var value = given[index] ?? defaults[index]
    for _ in 0...defaults.count {
      guard value.kind == .look, Int(value.payload) < defaults.count else { return (value, setBy) }
      let next = Int(value.payload)
      if setBy == nil && given[next] != nil { setBy = ColorPart(at: next) }
      value = given[next] ?? defaults[next]
    }
    return nil
  }

  /// The color of the part at `index` in this look; a part declared after the look was made has
  /// its default, resolved in this look (through the parts declared since, the slow way).
  private func color(at index: Int) -> Color {
    let colors = table.colors
    return index < colors.count ? colors[index] : lateColor(at: index).color
  }

  /// The color and setter of a part declared after this look was made: its default, and the
  /// default's part's in this look, and so on; the terminal's color on a cycle. Takes the lock
  /// of the declared parts: a part the app's look sets is declared before the look is made.
  private func lateColor(at index: Int) -> (color: Color, setBy: ColorPart?) {
    let (colors, setters) = (table.colors, table.colorSetters)
    return Look.parts.withLock { parts in
      guard index < parts.count else { return (Color(kind: .look, payload: UInt32(index)), nil) }
      var value = parts[index].defaultColor
      for _ in 0...parts.count {
        guard value.kind == .look, Int(value.payload) < parts.count else { return (value, nil) }
        let next = Int(value.payload)
        if next < colors.count { return (colors[next], setters[next]) }
        value = parts[next].defaultColor
      }
      return (.default, nil)
    }
  }

  /// The color of `part` in this look.
  subscript(part: ColorPart) -> Color { color(at: Int(part.index)) }
  /// The font of `part` in this look.
  subscript(part: FontPart) -> Font { table.fonts[Int(part.rawValue)] }
  /// Whether the app's look set `part`'s color, itself or through a part it follows.
  func sets(_ part: ColorPart) -> Bool { setter(of: part) != nil }
  /// The part the app's look set that `part`'s color came from: `part` itself, or the accent a
  /// button follows; `nil` where it is the package's.
  func setter(of part: ColorPart) -> ColorPart? {
    let index = Int(part.index)
    return index < table.colorSetters.count ? table.colorSetters[index] : lateColor(at: index).setBy
  }
  /// Whether the app's look set `part` itself.
  func sets(_ part: FontPart) -> Bool { table.fontsSet[Int(part.rawValue)] }

  /// `color` with a deferred part replaced by this look's value.
  func resolve(_ color: Color) -> Color {
    guard color.rawValue >> 24 == Color.Kind.look.rawValue else { return color }
    // The payload indexes the table as the part's raw value does, without making the part
    // (a call a color); a part declared after the look was made takes its default.
    let index = Int(color.payload)
    let colors = table.colors
    return index < colors.count ? colors[index] : lateColor(at: index).color
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
