/// A text or background color.
///
/// A color is one of:
/// - a **semantic role** such as ``primary``, ``secondary`` or ``accent``, which the ``Theme``
///   in use resolves when the row is drawn, so one theme swap restyles every row;
/// - one of the **16 named terminal colors**, with UIKit-friendly names (``purple`` is ANSI
///   magenta, ``gray`` is ANSI bright black); the user's terminal palette decides their exact hue;
/// - an index into the **256-color palette** (``indexed(_:)``);
/// - an **RGB** value (``rgb(_:_:_:)``), drawn exactly on true-color terminals and approximated
///   on the others;
/// - ``default``, the terminal's own foreground or background.
///
/// ```swift
/// struct WarningViewModel: TextPresentable {
///   var text: String { "Low battery" }
///   var textColor: Color { .warning }       // follows the theme
/// }
/// let brand = Color(hex: "#FFD60A")!        // exact where the terminal allows
/// ```
public struct Color: Hashable, Sendable {
  /// The kind in bits 24…26, the payload (role, index or RGB) in bits 0…23.
  let rawValue: UInt32

  enum Kind: UInt32 {
    case terminalDefault = 0
    case role = 1
    case named = 2
    case indexed = 3
    case rgb = 4
    /// A part of the app's ``Look`` (payload: the ``Look/ColorPart``'s place), resolved where it
    /// is drawn.
    /// Bit 27, so one mask tells a style that needs the look from one that does not.
    case look = 8
  }

  /// Semantic roles, resolved by a ``Theme``.
  enum Role: UInt8, CaseIterable, Sendable {
    case primary, secondary, tertiary, placeholder, accent, separator
    case destructive, success, warning, selection, background

    var name: String {
      switch self {
      case .primary: "primary"
      case .secondary: "secondary"
      case .tertiary: "tertiary"
      case .placeholder: "placeholder"
      case .accent: "accent"
      case .separator: "separator"
      case .destructive: "destructive"
      case .success: "success"
      case .warning: "warning"
      case .selection: "selection"
      case .background: "background"
      }
    }
  }

  init(rawValue: UInt32) { self.rawValue = rawValue }

  init(kind: Kind, payload: UInt32) {
    rawValue = kind.rawValue << 24 | (payload & 0xFF_FFFF)
  }

  init(role: Role) { self.init(kind: .role, payload: UInt32(role.rawValue)) }

  var kind: Kind { Kind(rawValue: rawValue >> 24) ?? .terminalDefault }
  var payload: UInt32 { rawValue & 0xFF_FFFF }

  /// The role, if this color is semantic.
  var role: Role? { kind == .role ? Role(rawValue: UInt8(payload)) : nil }

  /// `true` for semantic roles, which only a ``Theme`` can turn into a concrete color.
  package var isSemantic: Bool { kind == .role }

  /// The color the installed ``Look`` gives `part`: what a trait's default look property returns,
  /// so the app's look, installed once, reaches every view model that leaves the property alone.
  ///
  /// An app's own trait defers to the look the same way, and its cell draws chrome in it:
  ///
  /// ```swift
  /// extension Look.ColorPart { static let rating = Look.ColorPart("ratingColor", default: .look(.accent)) }
  /// protocol RatingPresentable: RowStatePresentable { var ratingColor: Color { get } }
  /// extension RatingPresentable { var ratingColor: Color { .look(.rating) } }
  /// ```
  public static func look(_ part: Look.ColorPart) -> Color {
    Color(kind: .look, payload: part.index)
  }

  /// The look's part, if this color defers to the installed look. Package access for the test
  /// support's look coverage law.
  package var lookPart: Look.ColorPart? { kind == .look ? Look.ColorPart(index: payload) : nil }

  // MARK: The terminal's own color

  // Computed, as the named colors below are: a stored static is reached through its addressor
  // (and `swift_once`), a call every style that names it made.
  /// The terminal's default foreground or background color.
  public static var `default`: Color { Color(rawValue: 0) }

  // MARK: Semantic roles

  /// Main text.
  public static let primary = Color(role: .primary)
  /// Secondary text, such as the value in a detail row.
  public static let secondary = Color(role: .secondary)
  /// Tertiary text, such as footers and hints.
  public static let tertiary = Color(role: .tertiary)
  /// A text field's placeholder.
  public static let placeholder = Color(role: .placeholder)
  /// The app's tint: headers, focused controls, links.
  public static let accent = Color(role: .accent)
  /// Rules and borders between rows.
  public static let separator = Color(role: .separator)
  /// Errors, validation messages and destructive actions.
  public static let destructive = Color(role: .destructive)
  /// Confirmation and "on" states.
  public static let success = Color(role: .success)
  /// Warnings.
  public static let warning = Color(role: .warning)
  /// The background of the focused row.
  public static let selection = Color(role: .selection)
  /// The screen's background.
  public static let background = Color(role: .background)

  // MARK: The 16 named terminal colors

  static func named(_ index: UInt8) -> Color { Color(kind: .named, payload: UInt32(index & 0x0F)) }

  /// ANSI black (0).
  public static var black: Color { named(0) }
  /// ANSI red (1).
  public static var red: Color { named(1) }
  /// ANSI green (2).
  public static var green: Color { named(2) }
  /// ANSI yellow (3).
  public static var yellow: Color { named(3) }
  /// ANSI blue (4).
  public static var blue: Color { named(4) }
  /// ANSI magenta (5), named as UIKit names it.
  public static var purple: Color { named(5) }
  /// ANSI cyan (6).
  public static var cyan: Color { named(6) }
  /// ANSI white (7), which terminals draw as light gray.
  public static var lightGray: Color { named(7) }
  /// ANSI bright black (8), which terminals draw as mid gray.
  public static var gray: Color { named(8) }
  /// ANSI bright red (9).
  public static var brightRed: Color { named(9) }
  /// ANSI bright green (10).
  public static var brightGreen: Color { named(10) }
  /// ANSI bright yellow (11).
  public static var brightYellow: Color { named(11) }
  /// ANSI bright blue (12).
  public static var brightBlue: Color { named(12) }
  /// ANSI bright magenta (13).
  public static var brightPurple: Color { named(13) }
  /// ANSI bright cyan (14).
  public static var brightCyan: Color { named(14) }
  /// ANSI bright white (15).
  public static var white: Color { named(15) }

  // MARK: Palette and RGB

  /// A color of the 256-color palette: 0–15 are the named colors, 16–231 a 6×6×6 cube,
  /// 232–255 a gray ramp.
  public static func indexed(_ index: UInt8) -> Color {
    index < 16 ? named(index) : Color(kind: .indexed, payload: UInt32(index))
  }

  /// An exact color, approximated on terminals with fewer colors.
  public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Color {
    Color(kind: .rgb, payload: UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue))
  }

  /// A color from a CSS-style hex string: `"#FFD60A"`, `"ffd60a"` or `"#fd0"`.
  ///
  /// Failable: returns `nil` when the string is not 3 or 6 hex digits after an optional `#`.
  /// For a literal, ``rgb(_:_:_:)`` needs no unwrapping: `Color.rgb(0x14, 0xB8, 0xA6)`.
  public init?(hex: String) {
    var digits = Substring(hex)
    if digits.first == "#" { digits = digits.dropFirst() }
    guard digits.count == 3 || digits.count == 6, digits.allSatisfy(\.isHexDigit),
      var value = UInt32(digits, radix: 16)
    else { return nil }
    if digits.count == 3 {
      let (r, g, b) = (value >> 8 & 0xF, value >> 4 & 0xF, value & 0xF)
      value = (r * 17) << 16 | (g * 17) << 8 | b * 17
    }
    self.init(kind: .rgb, payload: value)
  }

  /// The red, green and blue components of an RGB color.
  var rgbComponents: (red: UInt8, green: UInt8, blue: UInt8) {
    (UInt8(payload >> 16 & 0xFF), UInt8(payload >> 8 & 0xFF), UInt8(payload & 0xFF))
  }
}

extension Color: CustomStringConvertible {
  static let namedColorNames = [
    "black", "red", "green", "yellow", "blue", "purple", "cyan", "lightGray",
    "gray", "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightPurple", "brightCyan", "white",
  ]

  /// The name a reviewer reads in a snapshot: `accent`, `yellow`, `color(208)`, `#ffd60a`, `default`.
  public var description: String {
    switch kind {
    case .terminalDefault: "default"
    case .role: role?.name ?? "role(\(payload))"
    case .look: lookPart?.name ?? "look(\(payload))"
    case .named: Self.namedColorNames[Int(payload & 0x0F)]
    case .indexed: "color(\(payload))"
    case .rgb:
      "#" + String(payload | 0x100_0000, radix: 16).dropFirst()
    }
  }
}
