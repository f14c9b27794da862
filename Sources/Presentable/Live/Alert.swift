/// A message printed once, in the app's look: a success, a warning, an error or a note, with a
/// title, a body and takeaways (next steps), wrapped at the width.
///
/// ```swift
/// Terminal.print(Alert.success("Set up", body: "Your settings are saved.",
///                              takeaways: ["Run `app sync` next"]))
/// // ✓ Set up
/// //   Your settings are saved.
/// //   → Run `app sync` next
/// ```
public struct Alert: LivePiece, Sendable, Hashable {
  /// What kind of message it is: its mark and color.
  public enum Kind: Sendable, Hashable {
    /// Something went well: ✓ in the success color.
    case success
    /// Something to look at: ! in the warning color.
    case warning
    /// Something failed: ✗ in the destructive color.
    case error
    /// Something to know: i in the accent color.
    case info
  }

  /// Its kind.
  public var kind: Kind
  /// Its first line, bold.
  public var title: String
  /// What it says under the title; empty for nothing.
  public var body: String
  /// What to do next, a line each.
  public var takeaways: [String]

  /// An alert of `kind`.
  public init(_ kind: Kind, _ title: String, body: String = "", takeaways: [String] = []) {
    (self.kind, self.title, self.body, self.takeaways) = (kind, title, body, takeaways)
  }

  /// A success: ✓ in the success color.
  public static func success(_ title: String, body: String = "", takeaways: [String] = []) -> Alert {
    Alert(.success, title, body: body, takeaways: takeaways)
  }
  /// A warning: ! in the warning color.
  public static func warning(_ title: String, body: String = "", takeaways: [String] = []) -> Alert {
    Alert(.warning, title, body: body, takeaways: takeaways)
  }
  /// An error: ✗ in the destructive color.
  public static func error(_ title: String, body: String = "", takeaways: [String] = []) -> Alert {
    Alert(.error, title, body: body, takeaways: takeaways)
  }
  /// A note: i in the accent color.
  public static func info(_ title: String, body: String = "", takeaways: [String] = []) -> Alert {
    Alert(.info, title, body: body, takeaways: takeaways)
  }

  private var mark: (String, Color) {
    switch kind {
    case .success: ("✓", .look(.success))
    case .warning: ("!", .look(.warning))
    case .error: ("✗", .look(.destructive))
    case .info: ("i", .look(.accent))
    }
  }

  /// The title after its mark, the body under it, the takeaways after arrows; wrapped at `width`.
  public func lines(width: Int, ambiguous: AmbiguousWidth) -> [Line] {
    let (symbol, color) = mark
    let inner = max(1, width - 2)
    var lines: [Line] = []
    let title = Line(title, style: Style(foreground: color, font: .body.bold())).wrapped(
      to: inner, ambiguous: ambiguous)
    for (index, line) in title.enumerated() {
      lines.append(
        index == 0 ? Line(symbol, style: Style(foreground: color)) + Line(" ") + line : Line("  ") + line)
    }
    for paragraph in body.split(separator: "\n", omittingEmptySubsequences: false) {
      let wrapped = Line(String(paragraph)).wrapped(to: inner, ambiguous: ambiguous)
      for line in wrapped.isEmpty ? [Line()] : wrapped { lines.append(Line("  ") + line) }
    }
    for takeaway in takeaways {
      let wrapped = Line(takeaway).wrapped(to: max(1, width - 4), ambiguous: ambiguous)
      for (index, line) in wrapped.enumerated() {
        let lead =
          index == 0
          ? Line("  ") + Line("→", style: Style(foreground: .look(.accent))) + Line(" ") : Line("    ")
        lines.append(lead + line)
      }
    }
    return lines.map { $0.truncated(to: width, ambiguous: ambiguous) }
  }
}
