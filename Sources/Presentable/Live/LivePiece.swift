#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Something printed once, between the lines a command-line tool prints: an ``Alert``, a
/// ``Panel``, a ``DataTable``, a ``KeyValueList``. It lays itself out for a width, in the app's
/// look; printed, it is styled for the output (plain in a pipe, without color for `NO_COLOR`).
///
/// <!-- snippet: skip (a region running elsewhere) -->
/// ```swift
/// Terminal.print(Alert.success("Saved", takeaways: ["Run `app sync` next"]))
/// region.print(Panel("Order placed", title: "Receipt"))          // above a live region
/// let lines = Alert.warning("Low disk").lines(width: 40)          // for a test
/// ```
public protocol LivePiece {
  /// The piece's lines for `width` columns, none wider.
  func lines(width: Int, ambiguous: AmbiguousWidth) -> [Line]
}

extension LivePiece {
  /// The piece's lines for `width` columns.
  public func lines(width: Int) -> [Line] { lines(width: width, ambiguous: .narrow) }

  /// The piece as text for `width` columns and `profile` (text only by default), a line each.
  public func rendered(width: Int = 80, profile: TerminalProfile = .dumb, theme: Theme = .default) -> String {
    let renderer = ANSIRenderer(profile: profile, theme: theme)
    return lines(width: width, ambiguous: profile.ambiguous).map { renderer.render($0) }.joined(
      separator: "\n")
  }
}

extension LiveRegion {
  /// Prints a piece above the region, laid out for the region's width.
  public func print(_ piece: some LivePiece) {
    print(piece.lines(width: width, ambiguous: profile.ambiguous))
  }
}

extension Terminal {
  /// Prints a piece on `output` (standard output by default), laid out for the terminal's width
  /// (80 columns where there is no terminal) and styled for the output's profile.
  ///
  /// ```swift
  /// Terminal.print(Panel("Thanks for your order!", title: "Burger", width: .fixed(40)))
  /// ```
  public static func print(
    _ piece: some LivePiece, output: Int32 = STDOUT_FILENO, profile: TerminalProfile? = nil
  ) {
    let isTerminal = TerminalDevice.isTerminal(output)
    let profile = profile ?? TerminalProfile.detect(isTerminal: isTerminal)
    let width = TerminalDevice.size(of: output)?.width ?? 80
    let renderer = ANSIRenderer(profile: profile)
    var bytes: [UInt8] = []
    for line in piece.lines(width: width, ambiguous: profile.ambiguous) {
      renderer.render(line, into: &bytes)
      bytes.append(0x0A)
    }
    _ = TerminalDevice.writeAll(output, bytes)
  }
}
