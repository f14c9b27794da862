/// Pairs of a key and a value, printed once: keys in the secondary color in a column as wide as
/// the widest (at most a third of the width), values after them wrapped at words.
///
/// ```swift
/// Terminal.print(KeyValueList([("Version", "1.2.0"), ("Channel", "stable")]))
/// // Version  1.2.0
/// // Channel  stable
/// ```
public struct KeyValueList: LivePiece, Sendable, Hashable {
  /// A key and its value.
  public struct Pair: Sendable, Hashable {
    /// The key.
    public var key: String
    /// Its value.
    public var value: String

    /// A pair.
    public init(_ key: String, _ value: String) { (self.key, self.value) = (key, value) }
  }

  /// The pairs, in order.
  public var pairs: [Pair]

  /// A list of these pairs.
  public init(_ pairs: [(String, String)]) { self.pairs = pairs.map { Pair($0.0, $0.1) } }

  /// A list of these pairs.
  public init(pairs: [Pair]) { self.pairs = pairs }

  /// The keys' column, then each value wrapped in the rest of `width`.
  public func lines(width: Int, ambiguous: AmbiguousWidth) -> [Line] {
    let widest = pairs.map { DisplayWidth.of(Sanitizer.sanitize($0.key), ambiguous: ambiguous) }.max() ?? 0
    let keyWidth = max(1, min(widest, width / 3))
    let valueWidth = max(1, width - keyWidth - 2)
    var lines: [Line] = []
    for pair in pairs {
      let key = Line(pair.key, style: Style(foreground: .secondary)).fitted(
        to: keyWidth, ambiguous: ambiguous)
      let values = Line(pair.value).wrapped(to: valueWidth, ambiguous: ambiguous)
      for (index, value) in (values.isEmpty ? [Line()] : values).enumerated() {
        let lead = index == 0 ? key : Line.blank(keyWidth)
        lines.append(
          (lead + Line.blank(2) + value).trimmedTrailingSpaces().truncated(to: width, ambiguous: ambiguous))
      }
    }
    return lines
  }
}
