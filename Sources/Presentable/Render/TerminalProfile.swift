#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an output can show: whether it takes escape sequences at all, how many colors, and how
/// wide ambiguous characters are.
///
/// ``detect(environment:isTerminal:)`` reads the conventions, the first that applies winning:
/// - `NO_COLOR` set to any non-empty value drops color but keeps bold, italic and the other
///   attributes (no-color.org), whatever else is set;
/// - `CLICOLOR_FORCE` or `FORCE_COLOR` set to a non-empty value other than `0` emits escape
///   sequences even to a pipe or a dumb terminal, with color (`FORCE_COLOR=2` at least the
///   256-color palette, `3` 24-bit color);
/// - `CLICOLOR=0` drops color in a terminal (attributes kept);
/// - otherwise output that is not a terminal, or `TERM=dumb`, gets no escape sequences at all,
///   and in a terminal `COLORTERM=truecolor` or `24bit` gives 24-bit color, a `TERM` ending in
///   `256color` the 256-color palette, anything else the 16 named colors;
/// - a `TERM` of the xterm family (`xterm`, `xterm-256color`, `xterm-kitty`, …), `tmux…` or
///   `screen…` has scroll regions; any other terminal is not assumed to;
/// - every terminal but the Linux console (`TERM=linux`) gets OSC 8 hyperlinks
///   (``supportsHyperlinks``): terminals without them ignore the sequence.
///
/// Or choose explicitly:
///
/// ```swift
/// let profile = TerminalProfile.detect()                 // stdout, environment
/// let forced = TerminalProfile(colorDepth: .ansi256)      // escapes, 256 colors
/// let plain = TerminalProfile.dumb                        // text only
/// ```
public struct TerminalProfile: Sendable, Hashable {
  /// Colors the output can show.
  public var colorDepth: ColorDepth
  /// `false` for output that must not contain escape sequences: text only.
  public var emitsEscapes: Bool
  /// How wide the output draws East Asian Ambiguous characters.
  public var ambiguous: AmbiguousWidth
  /// Whether the terminal moves a band of its lines (scroll margins, DECSTBM, with index and
  /// reverse index): a screen whose rows scrolled by a few lines then sends only the rows that
  /// came into view. Off unless asked for or detected, as a terminal without margins would
  /// scroll the whole screen.
  ///
  /// ```swift
  /// let profile = TerminalProfile(colorDepth: .trueColor, supportsScrollRegions: true)
  /// ```
  public var supportsScrollRegions: Bool
  /// Whether text a ``Style/link`` links is written as an OSC 8 hyperlink. On wherever escape
  /// sequences are, except the Linux console (`TERM=linux`), which would print the sequence;
  /// terminals without hyperlinks ignore it.
  public var supportsHyperlinks: Bool

  /// A profile; the default is a 16-color terminal without scroll regions, with hyperlinks.
  public init(
    colorDepth: ColorDepth = .ansi16, emitsEscapes: Bool = true, ambiguous: AmbiguousWidth = .narrow,
    supportsScrollRegions: Bool = false, supportsHyperlinks: Bool = true
  ) {
    self.colorDepth = emitsEscapes ? colorDepth : .none
    self.emitsEscapes = emitsEscapes
    self.ambiguous = ambiguous
    self.supportsScrollRegions = emitsEscapes && supportsScrollRegions
    self.supportsHyperlinks = emitsEscapes && supportsHyperlinks
  }

  /// Text only: pipes, files, `TERM=dumb`.
  public static let dumb = TerminalProfile(colorDepth: .none, emitsEscapes: false)

  // A depth alone is written `TerminalProfile(colorDepth:)`, the one public way; these name it
  // for the library's own code.

  /// Attributes without color: `NO_COLOR`.
  static let noColor = TerminalProfile(colorDepth: .none)
  /// The 16 named colors.
  static let ansi16 = TerminalProfile(colorDepth: .ansi16)
  /// The 256-color palette.
  static let ansi256 = TerminalProfile(colorDepth: .ansi256)
  /// 24-bit color.
  @usableFromInline static let trueColor = TerminalProfile(colorDepth: .trueColor)

  /// The profile the environment asks for, for an output that is or is not a terminal.
  ///
  /// - Parameters:
  ///   - environment: Variables to read; by default the process environment.
  ///   - isTerminal: Whether the output is a terminal; by default whether standard output is.
  public static func detect(environment: [String: String]? = nil, isTerminal: Bool? = nil) -> TerminalProfile
  {
    let environment = environment ?? ProcessEnvironment.current()
    let isTerminal = isTerminal ?? (isatty(STDOUT_FILENO) == 1)
    let term = environment["TERM"] ?? ""
    func isSet(_ name: String) -> Bool { environment[name].map { !$0.isEmpty && $0 != "0" } ?? false }
    let forced = isSet("CLICOLOR_FORCE") || isSet("FORCE_COLOR")
    if !forced && (!isTerminal || term == "dumb") { return .dumb }

    var depth = ColorDepth.ansi16
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
      depth = .trueColor
    } else if term.hasSuffix("256color") {
      depth = .ansi256
    }
    if forced {
      if environment["FORCE_COLOR"] == "2" && depth == .ansi16 { depth = .ansi256 }
      if environment["FORCE_COLOR"] == "3" { depth = .trueColor }
    } else if environment["CLICOLOR"] == "0" {
      depth = .none
    }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { depth = .none }
    return TerminalProfile(
      colorDepth: depth, supportsScrollRegions: hasScrollRegions(term: term),
      supportsHyperlinks: term != "linux")
  }

  /// Whether a terminal of this `TERM` is known to have scroll margins: the xterm family, tmux
  /// and screen (which emulate a VT100's).
  static func hasScrollRegions(term: String) -> Bool {
    term.hasPrefix("xterm") || term.hasPrefix("tmux") || term.hasPrefix("screen")
  }
}

/// Reads the process environment without Foundation.
enum ProcessEnvironment {
  static func current() -> [String: String] {
    var result: [String: String] = [:]
    #if canImport(Darwin)
      guard let entries = _NSGetEnviron()?.pointee else { return result }
    #else
      guard let entries = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else {
        return result
      }
    #endif
    var i = 0
    while let entry = entries[i] {
      let pair = String(cString: entry)
      if let equals = pair.firstIndex(of: "=") {
        result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
      }
      i += 1
    }
    return result
  }
}
