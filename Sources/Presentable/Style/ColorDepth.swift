/// How many colors a terminal can show.
public enum ColorDepth: Int, Sendable, Hashable, Comparable, CaseIterable {
  /// No color: text attributes only (what `NO_COLOR` asks for).
  case none
  /// The 16 named colors, drawn in the user's palette.
  case ansi16
  /// The 256-color palette.
  case ansi256
  /// 24-bit RGB.
  case trueColor

  /// Fewer colors sort first.
  public static func < (a: ColorDepth, b: ColorDepth) -> Bool { a.rawValue < b.rawValue }
}
