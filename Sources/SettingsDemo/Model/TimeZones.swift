import Foundation

/// Every time zone the system knows, named as a list shows them: `London`, in `Europe`.
enum TimeZones {
  /// Every identifier in `TimeZone.knownTimeZoneIdentifiers`, in its order.
  static let identifiers = TimeZone.knownTimeZoneIdentifiers

  /// The place: the identifier's last part, `Buenos Aires` for `America/Argentina/Buenos_Aires`.
  static func city(_ identifier: String) -> String {
    let last = identifier.split(separator: "/").last.map(String.init) ?? identifier
    return last.replacingOccurrences(of: "_", with: " ")
  }

  /// The region: the parts before the place, `America/Argentina`; empty for `GMT`.
  static func region(_ identifier: String) -> String {
    let parts = identifier.split(separator: "/")
    return parts.dropLast().joined(separator: "/").replacingOccurrences(of: "_", with: " ")
  }
}
