import Presentable

/// Renders frames as snapshot text: what a reviewer reads in a pull-request diff.
///
/// Each row is its plain text between bars, so trailing spaces and wide characters show. When
/// the row has styled text, a second line follows, indented by two spaces, naming each styled
/// run's columns (1-based, inclusive) and style as a tag around its text. A one-line header
/// names the format version, the width and what the tags mean. The text has no escape bytes, no
/// timestamps, and ends every line with a line feed.
///
/// ```swift
/// var frame = Frame(width: 24, height: 1)
/// frame.draw(Line("Minion Mode!!!", style: Style(foreground: .accent, font: .body.bold())), row: 0, column: 2)
/// SnapshotTextRenderer().render(frame)
/// ```
///
/// ```
/// presentable-snapshot v1 width=24 theme=semantic
/// |  Minion Mode!!!        |
///   3-16 [accent bold]Minion Mode!!![/]
/// ```
///
/// Tags are semantic by default: the roles, text styles and attributes the row asked for
/// (`accent headline`, `yellow on selection`, `headline -bold`). With a ``theme``, they name what
/// the theme resolves them to instead (`#0a84ff bold`, `cyan`). A style the terminal draws as
/// its own (default colors, body text) has no tag.
///
/// ``renderAcrossProfiles(width:theme:profiles:frame:)`` shows one row as each kind of terminal
/// gets it.
public struct SnapshotTextRenderer: Sendable {
  /// The version named in every header; it changes when the format does.
  ///
  /// ```swift
  /// SnapshotTextRenderer.formatVersion   // 1: "presentable-snapshot v1 …"
  /// ```
  public static let formatVersion = 1

  /// The theme whose resolved styles the tags name, or `nil` for semantic tags.
  public var theme: Theme?

  /// A renderer; by default its tags are semantic.
  ///
  /// ```swift
  /// SnapshotTextRenderer()                 // [accent headline]
  /// SnapshotTextRenderer(theme: .dark)     // [#0a84ff bold]
  /// ```
  public init(theme: Theme? = nil) {
    self.theme = theme
  }

  /// The look the header names (`look=brand`), when a ``TestAppearance`` is in force; `nil`
  /// names none.
  var lookName: String?

  /// The frame as snapshot text: the header, then its rows.
  ///
  /// ```swift
  /// SnapshotTextRenderer().render(frame)                          // for a reference file
  /// SnapshotTextRenderer().render(frame, includesHeader: false)   // for an inline snapshot
  /// ```
  ///
  /// - Parameters:
  ///   - frame: The drawn frame.
  ///   - includesHeader: `false` leaves out the header line, as inline snapshots do.
  public func render(_ frame: Frame, includesHeader: Bool = true) -> String {
    String(decoding: renderUTF8(frame, includesHeader: includesHeader), as: UTF8.self)
  }

  /// The same snapshot text as UTF-8 bytes, for comparing with a file's bytes without making a
  /// `String` first.
  ///
  /// ```swift
  /// let matches = SnapshotTextRenderer().renderUTF8(frame) == [UInt8](try Data(contentsOf: url))
  /// ```
  public func renderUTF8(_ frame: Frame, includesHeader: Bool = true) -> [UInt8] {
    var output: [UInt8] = []
    if includesHeader {
      Self.appendHeader(
        width: frame.width, theme: theme?.name ?? "semantic", ambiguous: frame.ambiguous, look: lookName,
        to: &output)
    }
    var tags = theme.map { SnapshotTags(theme: $0) } ?? SemanticTagCache.checkOut()
    SnapshotTextWriter.appendRows(of: frame, tags: &tags, to: &output)
    if theme == nil { SemanticTagCache.checkIn(tags) }
    return output
  }

  /// Lines as snapshot text, drawn one per row into a frame `width` columns wide.
  ///
  /// ```swift
  /// let lines = cell.render(width: 40, context: CellContext())
  /// SnapshotTextRenderer().render(lines, width: 40)
  /// ```
  public func render(
    _ lines: [Line], width: Int, ambiguous: AmbiguousWidth = .narrow, includesHeader: Bool = true
  ) -> String {
    render(Self.frame(of: lines, width: width, ambiguous: ambiguous), includesHeader: includesHeader)
  }

  /// Lines drawn one per row into a frame.
  static func frame(of lines: [Line], width: Int, ambiguous: AmbiguousWidth) -> Frame {
    var frame = Frame(width: width, height: lines.count, ambiguous: ambiguous)
    for (row, line) in lines.enumerated() { frame.draw(line, row: row) }
    return frame
  }

  // MARK: Across profiles

  /// The terminals ``renderAcrossProfiles(width:theme:profiles:frame:)`` shows by default: dumb,
  /// `NO_COLOR`, 16 colors, 256 colors, true color, and true color with ambiguous characters two
  /// columns wide.
  ///
  /// ```swift
  /// let colorOnly = SnapshotTextRenderer.standardProfiles.filter { $0.colorDepth != .none }
  /// ```
  public static let standardProfiles: [TerminalProfile] = [
    .dumb, TerminalProfile(colorDepth: .none), TerminalProfile(colorDepth: .ansi16),
    TerminalProfile(colorDepth: .ansi256), TerminalProfile(colorDepth: .trueColor),
    TerminalProfile(colorDepth: .trueColor, ambiguous: .wide),
  ]

  /// One row (or several) as each terminal gets it, in one snapshot.
  ///
  /// The first section shows the frame with semantic tags. Each profile's section shows what
  /// `ANSIRenderer` sends to that terminal, read back: the text it writes (trailing blanks it
  /// leaves out are gone) and, as tags, the colors and attributes its escape sequences set
  /// (`cyan bold`, `color(33)`, `#0a84ff`), never the escape bytes themselves.
  ///
  /// - Parameters:
  ///   - width: The columns, for the header.
  ///   - theme: The theme the renderer resolves styles with.
  ///   - profiles: The terminals, in order.
  ///   - draw: Draws the content with ambiguous characters narrow or wide.
  ///
  /// ```swift
  /// SnapshotTextRenderer.renderAcrossProfiles(width: 40, theme: .dark) { ambiguous in
  ///   var frame = Frame(width: 40, height: 1, ambiguous: ambiguous)
  ///   frame.draw(cell.render(width: 40, context: CellContext(ambiguous: ambiguous))[0], row: 0)
  ///   return frame
  /// }
  /// ```
  public static func renderAcrossProfiles(
    width: Int, theme: Theme = .default, profiles: [TerminalProfile] = standardProfiles,
    frame draw: (AmbiguousWidth) -> Frame
  ) -> String {
    var output: [UInt8] = []
    SnapshotTextWriter.appendLine(
      header(width: width, theme: theme.name, ambiguous: .narrow, kind: "profiles"), to: &output)
    SnapshotTextWriter.appendLine("== semantic", to: &output)
    var semantic = SnapshotTags(theme: nil)
    SnapshotTextWriter.appendRows(of: draw(.narrow), tags: &semantic, to: &output)
    var frames: [AmbiguousWidth: Frame] = [:]
    for profile in profiles {
      let frame = frames[profile.ambiguous] ?? draw(profile.ambiguous)
      frames[profile.ambiguous] = frame
      SnapshotTextWriter.appendLine("== " + name(of: profile), to: &output)
      var decoder = SGRDecoder(ambiguous: profile.ambiguous)
      decoder.decode(ANSIRenderer(profile: profile, theme: theme).render(frame))
      SnapshotTextWriter.appendRows(decoder.rows, tags: decoder.tags, to: &output)
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// A profile as a section title: `dumb`, `NO_COLOR`, `256 colors`, `true color, ambiguous wide`.
  static func name(of profile: TerminalProfile) -> String {
    let base: String
    if !profile.emitsEscapes {
      base = "dumb"
    } else {
      switch profile.colorDepth {
      case .none: base = "NO_COLOR"
      case .ansi16: base = "16 colors"
      case .ansi256: base = "256 colors"
      case .trueColor: base = "true color"
      }
    }
    return profile.ambiguous == .wide ? base + ", ambiguous wide" : base
  }

  /// `presentable-snapshot v1 width=40 theme=semantic`, with `ambiguous=wide` when it is, and
  /// `look=brand` while a ``TestAppearance`` is in force.
  static func header(width: Int, theme: String, ambiguous: AmbiguousWidth, kind: String? = nil) -> String {
    var bytes: [UInt8] = []
    appendHeader(width: width, theme: theme, ambiguous: ambiguous, kind: kind, to: &bytes)
    return String(decoding: bytes.dropLast(), as: UTF8.self)
  }

  /// The header line and its line feed, as bytes: every snapshot assertion writes one.
  static func appendHeader(
    width: Int, theme: String, ambiguous: AmbiguousWidth, kind: String? = nil, look: String? = nil,
    to bytes: inout [UInt8]
  ) {
    bytes.reserveCapacity(64)
    bytes.append(contentsOf: headerStart)
    if let kind {
      bytes.append(contentsOf: kind.utf8)
      bytes.append(0x20)
    }
    bytes.append(contentsOf: [0x77, 0x69, 0x64, 0x74, 0x68, 0x3D])  // "width="
    DecimalDigits.append(width, to: &bytes)
    bytes.append(contentsOf: [0x20, 0x74, 0x68, 0x65, 0x6D, 0x65, 0x3D])  // " theme="
    bytes.append(contentsOf: theme.utf8)
    if ambiguous == .wide { bytes.append(contentsOf: " ambiguous=wide".utf8) }
    if let look { bytes.append(contentsOf: " look=\(look)".utf8) }
    bytes.append(0x0A)
  }

  private static let headerStart = Array("presentable-snapshot v\(formatVersion) ".utf8)
}
