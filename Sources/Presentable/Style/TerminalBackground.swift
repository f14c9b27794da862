#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the terminal draws on a light or a dark background, as the terminal or the environment
/// says: what ``TerminalOptions/backgroundThemes`` picks a theme by.
///
/// Two sources, the first that answers winning:
/// - the terminal itself, asked with OSC 11 (`ESC ] 11 ; ? BEL`, answered
///   `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` and BEL or ST), in a terminal only, never under tmux or GNU
///   screen (`TMUX` or `STY` set: they keep the question from the outer terminal unless
///   passthrough is on), and never when the colors are off;
/// - `COLORFGBG` (`15;0`: white on black), set by rxvt, Konsole and others: its last field is
///   the background's palette index, `0`–`6` and `8` dark, `7` and `9`–`15` light.
///
/// A color is dark when its lightness (CIE L\*, from the sRGB components) is below 50, the
/// middle between black and white as the eye sees it (a relative luminance below about 0.18).
///
/// ```swift
/// TerminalBackground(colorFGBG: "15;0")?.isDark          // true
/// TerminalBackground(red: 1, green: 1, blue: 0.9).isDark // false
/// ```
public struct TerminalBackground: Sendable, Hashable, CustomStringConvertible {
  /// Where the answer came from.
  public enum Source: String, Sendable, Hashable {
    /// The terminal's answer to OSC 11.
    case terminal = "OSC 11"
    /// The `COLORFGBG` environment variable.
    case colorFGBG = "COLORFGBG"
  }

  /// Whether the background is dark.
  public var isDark: Bool
  /// Where the answer came from.
  public var source: Source
  /// What the source said: `rgb:1c1c/1c1c/1e1e`, `15;0`.
  public var reported: String

  /// A background of an sRGB color, each component from 0 to 1, as the terminal reported it.
  public init(red: Double, green: Double, blue: Double) {
    isDark = Self.lightness(red: red, green: green, blue: blue) < 50
    source = .terminal
    func hex(_ value: Double) -> String {
      let scaled = Int((min(1, max(0, value)) * 65535).rounded())
      let digits = String(scaled, radix: 16)
      return String(repeating: "0", count: 4 - digits.count) + digits
    }
    reported = "rgb:\(hex(red))/\(hex(green))/\(hex(blue))"
  }

  /// The background `COLORFGBG` names (`fg;bg` or `fg;default;bg`), or `nil` when the value
  /// names no palette color last.
  public init?(colorFGBG value: String) {
    guard let last = value.split(separator: ";", omittingEmptySubsequences: false).last,
      let index = Int(last), (0...15).contains(index)
    else { return nil }
    isDark = index <= 6 || index == 8
    source = .colorFGBG
    reported = value
  }

  /// `dark background (OSC 11 rgb:1c1c/1c1c/1e1e)`, `light background (COLORFGBG=0;15)`.
  public var description: String {
    let kind = isDark ? "dark" : "light"
    return source == .colorFGBG
      ? "\(kind) background (COLORFGBG=\(reported))" : "\(kind) background (OSC 11 \(reported))"
  }

  /// CIE L\* (0 black to 100 white) of an sRGB color with components from 0 to 1.
  static func lightness(red: Double, green: Double, blue: Double) -> Double {
    func linear(_ c: Double) -> Double {
      let c = min(1, max(0, c))
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    return luminance <= 216.0 / 24389 ? luminance * 24389 / 27 : 116 * pow(luminance, 1.0 / 3) - 16
  }
}

/// A theme for a light background and one for a dark one: set as
/// ``TerminalOptions/backgroundThemes``, `Terminal.run` draws in the one the terminal's
/// background asks for (``TerminalBackground``), and in ``TerminalOptions/theme`` when the
/// background is not known.
///
/// ```swift
/// var options = TerminalOptions()
/// options.backgroundThemes = .standard                      // the light or the dark theme
/// options.backgroundThemes = BackgroundThemes(light: .light, dark: .dark)
/// ```
public struct BackgroundThemes: Sendable, Hashable {
  /// The theme for a light background.
  public var light: Theme
  /// The theme for a dark background.
  public var dark: Theme

  /// A pair of themes.
  public init(light: Theme, dark: Theme) {
    self.light = light
    self.dark = dark
  }

  /// The package's ``Theme/light`` and ``Theme/dark``.
  public static let standard = BackgroundThemes(light: .light, dark: .dark)

  /// The theme for `background`.
  /// The theme for `background`, which remembers it (``Theme/chosenFor``): style provenance
  /// names the choice.
  ///
  /// ```swift
  /// BackgroundThemes.standard.theme(for: TerminalBackground(colorFGBG: "0;15")!).name   // "light"
  /// ```
  public func theme(for background: TerminalBackground) -> Theme {
    var theme = background.isDark ? dark : light
    theme.chosenFor = background
    return theme
  }
}
