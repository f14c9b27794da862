import Foundation

/// A settings file's JSON as the demo reads and writes it: the settings, and every entry this
/// version does not know, kept exactly as written so that a newer version's settings survive a
/// save by an older one.
///
/// ```swift
/// let document = try SettingsDocument(data)          // {"name": "Ann", "syncedAt": 17}
/// document.settings.name                              // "Ann"
/// SettingsDocument.encode(changed, keeping: document.unknown)   // still has "syncedAt" : 17
/// ```
struct SettingsDocument {
  /// An entry this version does not know, with its key and value spelled as in the file.
  struct Entry: Equatable {
    /// The key, unescaped.
    var key: String
    /// The key as the file writes it, quotes and escapes included.
    var rawKey: String
    /// The value's JSON text, as the file writes it.
    var rawValue: String
  }

  /// What is wrong with a file, saying what was expected where.
  struct Problem: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  /// The settings the file holds; defaults where it has no entry.
  var settings: Settings
  /// The entries that are not settings of this version, in the file's order.
  var unknown: [Entry]

  /// Reads a settings file's bytes.
  ///
  /// - Throws: A ``Problem``: `not valid JSON`, `expected a JSON object of settings at the top
  ///   level, found an array`, `expected a string for "theme", found 5`.
  init(_ data: Data) throws(Problem) {
    guard (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil else {
      throw Problem(description: "not valid JSON")
    }
    let bytes = Array(data)
    let scanner = JSONScanner(bytes)
    guard let start = scanner.topLevelValueStart() else { throw Problem(description: "not valid JSON") }
    guard bytes[start] == UInt8(ascii: "{"), let members = scanner.members(ofObjectAt: start) else {
      let found = scanner.value(at: start).map { Self.describe(rawValue: $0) } ?? "something else"
      throw Problem(description: "expected a JSON object of settings at the top level, found \(found)")
    }
    // Each setting's value is checked here first, to say which one is wrong and how: the
    // decoder's own errors do not always name the key.
    for (rawKey, rawValue) in members {
      guard let key = try? JSONDecoder().decode(String.self, from: Data(rawKey.utf8)),
        let kind = Self.kinds[key], rawValue != "null", !kind.admits(rawValue)
      else { continue }
      throw Problem(
        description: "expected \(kind) for \"\(key)\", found \(Self.describe(rawValue: rawValue))")
    }
    do {
      settings = try JSONDecoder().decode(Settings.self, from: data)
    } catch {
      throw Problem(description: "not settings (\(error))")
    }
    var unknown: [Entry] = []
    for (rawKey, rawValue) in members {
      guard let key = try? JSONDecoder().decode(String.self, from: Data(rawKey.utf8)),
        !Self.knownKeys.contains(key)
      else { continue }
      // A key written twice counts once, with its last value, as JSON readers take it.
      unknown.removeAll { $0.key == key }
      unknown.append(Entry(key: key, rawKey: rawKey, rawValue: rawValue))
    }
    self.unknown = unknown
  }

  /// The file's bytes: the settings, sorted and indented, then the `unknown` entries as they
  /// were written; a final line feed.
  static func encode(_ settings: Settings, keeping unknown: [Entry]) -> Data? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let encoded = try? encoder.encode(settings) else { return nil }
    var text = String(decoding: encoded, as: UTF8.self)
    let kept = unknown.filter { !knownKeys.contains($0.key) }
    if !kept.isEmpty, let close = text.lastIndex(of: "}") {
      var head = String(text[..<close])
      while head.last?.isWhitespace == true { head.removeLast() }
      text = head + kept.map { ",\n  \($0.rawKey) : \($0.rawValue)" }.joined() + "\n}"
    }
    return Data((text + "\n").utf8)
  }

  /// The keys this version writes.
  static let knownKeys: Set<String> = {
    let data = (try? JSONEncoder().encode(Settings())) ?? Data()
    let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    return Set(object?.keys.map { $0 } ?? [])
  }()

  /// What each setting's value must be.
  enum Kind: CustomStringConvertible {
    case bool, string, wholeNumber, number, list

    var description: String {
      switch self {
      case .bool: "true or false"
      case .string: "a string"
      case .wholeNumber: "a whole number"
      case .number: "a number"
      case .list: "a list"
      }
    }

    /// Whether a value's JSON text is of this kind (`null` aside: it means "not set").
    func admits(_ raw: String) -> Bool {
      switch self {
      case .bool: raw == "true" || raw == "false"
      case .string: raw.hasPrefix("\"")
      case .wholeNumber: Int(raw) != nil
      case .number: raw.first.map { $0 == "-" || $0.isASCII && $0.isNumber } ?? false
      case .list: raw.hasPrefix("[")
      }
    }
  }

  static let kinds: [String: Kind] = [
    "minionMode": .bool, "theme": .string, "accentColor": .string, "name": .string, "email": .string,
    "notifications": .bool, "sounds": .bool, "badges": .bool, "remindersPerDay": .wholeNumber,
    "volume": .number, "doNotDisturb": .bool, "quietUntil": .string, "signature": .string, "wifi": .bool,
    "wifiNetwork": .string, "knownNetworks": .list, "askToJoin": .bool,
    "timeZone": .string, "language": .string, "notifyAbout": .list,
  ]

  /// `null`, `5`, `true`, `a string`, `an array`, `an object`: what a value is, briefly.
  private static func describe(rawValue: String) -> String {
    switch rawValue.utf8.first {
    case UInt8(ascii: "\""): "a string"
    case UInt8(ascii: "["): "an array"
    case UInt8(ascii: "{"): "an object"
    default: rawValue.utf8.count <= 24 ? rawValue : "a number"
    }
  }
}

/// Finds where values begin and end in JSON text already known to be valid, without building
/// them: enough to keep an entry's text as it is.
private struct JSONScanner {
  let bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Where the document's value starts, after a byte order mark and white space.
  func topLevelValueStart() -> Int? {
    var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    skipSpace(&i)
    return i < bytes.count ? i : nil
  }

  /// The value starting at `start`, as text.
  func value(at start: Int) -> String? {
    guard let end = end(ofValueAt: start) else { return nil }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The object's members as raw key and raw value texts, in order.
  func members(ofObjectAt start: Int) -> [(key: String, value: String)]? {
    var result: [(key: String, value: String)] = []
    var i = start + 1
    skipSpace(&i)
    if i < bytes.count, bytes[i] == UInt8(ascii: "}") { return result }
    while i < bytes.count {
      guard bytes[i] == UInt8(ascii: "\""), let keyEnd = end(ofValueAt: i) else { return nil }
      let key = String(decoding: bytes[i..<keyEnd], as: UTF8.self)
      i = keyEnd
      skipSpace(&i)
      guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
      i += 1
      skipSpace(&i)
      guard let valueEnd = end(ofValueAt: i) else { return nil }
      result.append((key, String(decoding: bytes[i..<valueEnd], as: UTF8.self)))
      i = valueEnd
      skipSpace(&i)
      guard i < bytes.count else { return nil }
      if bytes[i] == UInt8(ascii: "}") { return result }
      guard bytes[i] == UInt8(ascii: ",") else { return nil }
      i += 1
      skipSpace(&i)
    }
    return nil
  }

  /// Just past the value that starts at `start`.
  private func end(ofValueAt start: Int) -> Int? {
    guard start < bytes.count else { return nil }
    var i = start
    var depth = 0
    repeat {
      guard i < bytes.count else { return nil }
      switch bytes[i] {
      case UInt8(ascii: "\""):
        i += 1
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
        i += 1
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        i += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        i += 1
      default:
        // A number or a literal, or white space and commas inside a container.
        if depth == 0 {
          while i < bytes.count, !Self.ends(bytes[i]) { i += 1 }
        } else {
          i += 1
        }
      }
    } while depth > 0
    return i <= bytes.count ? i : nil
  }

  private static func ends(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D: true
    default: false
    }
  }

  private func skipSpace(_ i: inout Int) {
    while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
  }
}
