/// Maps image names to what a terminal can draw: a glyph or an emoji.
///
/// ```swift
/// var images = ImageCatalog.standard
/// images["minionParty.png"] = "🎉"
/// images["minionParty.png"]   // "🎉"
/// images["minionParty"]       // "🎉": an extension is optional
/// images["nope.png"]          // nil: a row shows "?" for it
/// ```
public struct ImageCatalog: Hashable, Sendable {
  private var glyphs: [String: String]

  /// What a name the catalog does not know draws as.
  static let missingGlyph = "?"

  /// A catalog with these names and glyphs.
  public init(_ glyphs: [String: String] = [:]) {
    self.glyphs = [:]
    for (name, glyph) in glyphs { self[name] = glyph }
  }

  /// Common settings icons.
  public static let standard = ImageCatalog([
    "gear": "⚙", "bell": "🔔", "person": "👤", "info": "ⓘ", "moon": "🌙", "sun": "☀", "paintbrush": "🎨",
    "lock": "🔒", "envelope": "✉", "star": "★", "wifi": "📶", "battery": "🔋", "globe": "🌐", "trash": "🗑",
  ])

  /// The glyph for a name, with or without its file extension; `nil` if unknown.
  ///
  /// A name longer than any the catalog knows (with an extension) is not looked up at all, so a
  /// row whose image name is a megabyte long costs what a short one costs.
  public subscript(name: String) -> String? {
    get {
      guard name.utf8.count <= longestName + Self.longestExtension else { return nil }
      // Names are kept by stem, so the stem is looked up first: one lookup for `minionParty.png`.
      let stem = Self.stem(of: name)
      return glyphs[stem] ?? (stem.utf8.count == name.utf8.count ? nil : glyphs[name])
    }
    set {
      let stem = Self.stem(of: name)
      glyphs[stem] = newValue
      if newValue != nil {
        longestName = max(longestName, stem.utf8.count)
      } else {
        longestName = glyphs.keys.map(\.utf8.count).max() ?? 0
      }
    }
  }

  /// The UTF-8 length of the longest name the catalog knows, without its extension.
  private var longestName = 0
  /// The longest file extension a name is looked up with.
  private static let longestExtension = 64

  /// The glyph for a name, or `?` when the catalog does not know it.
  func glyph(named name: String) -> String { self[name] ?? Self.missingGlyph }

  /// Whether the catalog knows a name.
  func contains(_ name: String) -> Bool { self[name] != nil }

  /// The name without a trailing file extension: `minionParty.png` → `minionParty`.
  private static func stem(of name: String) -> String {
    // Found in the bytes: a walk over characters would cost more than the lookup itself.
    let utf8 = name.utf8
    guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), dot != utf8.startIndex else { return name }
    return String(name[..<dot])
  }
}
