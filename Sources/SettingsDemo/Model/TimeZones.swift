import Foundation

/// Every time zone the system knows, named as a list shows them: `London`, in `Europe`.
enum TimeZones {
  /// Every identifier in `TimeZone.knownTimeZoneIdentifiers`, in its order.
  static let identifiers = TimeZone.knownTimeZoneIdentifiers

  /// The place: the identifier's last part, `Buenos Aires` for `America/Argentina/Buenos_Aires`.
  static func city(_ identifier: String) -> String {
    let slash = identifier.utf8.lastIndex(of: UInt8(ascii: "/"))
    let start = slash.map { identifier.utf8.index(after: $0) } ?? identifier.startIndex
    return spaced(identifier[start...])
  }

  /// The region: the parts before the place, `America/Argentina`; empty for `GMT`.
  static func region(_ identifier: String) -> String {
    guard let slash = identifier.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    return spaced(identifier[..<slash])
  }

  /// The text with its underscores as spaces. (A list page asks for a row's place and region as
  /// it scrolls into view: Foundation's `replacingOccurrences` took most of such a key, and
  /// looking for the slash among characters rather than bytes a tenth.)
  private static func spaced(_ text: Substring) -> String {
    String(decoding: text.utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
  }
}
