/// How many colors a terminal can show.
///
/// Depths compare by how many colors they show: fewer sort first (`.ansi16 < .trueColor`), in
/// the order of the cases.
public enum ColorDepth: Sendable, Hashable, Comparable, CaseIterable {
  /// No color: text attributes only (what `NO_COLOR` asks for).
  case none
  /// The 16 named colors, drawn in the user's palette.
  case ansi16
  /// The 256-color palette.
  case ansi256
  /// 24-bit RGB.
  case trueColor
}
