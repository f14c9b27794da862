/// Renders frames and lines as text with ANSI escape sequences for a terminal.
///
/// The output follows the ``TerminalProfile``: colors downgraded to its depth, no color for
/// `NO_COLOR`, and no escape sequence at all for a dumb terminal or a pipe. Semantic colors and
/// text styles are resolved with the ``Theme``.
///
/// ```swift
/// let renderer = ANSIRenderer(profile: .detect(), theme: .default)
/// print(renderer.render(frame))
/// ```
///
/// This renders whole frames, for output that scrolls (a log, a pipe, `--plain`). An interactive
/// screen sends only what changed between frames instead.
public struct ANSIRenderer: Sendable {
  /// What the output can show.
  public var profile: TerminalProfile
  /// How semantic styles look.
  public var theme: Theme

  /// A renderer for an output and a theme.
  public init(profile: TerminalProfile, theme: Theme = .default) {
    self.profile = profile
    self.theme = theme
  }

  /// The frame's rows, separated by newlines, each ending in the terminal's default style.
  ///
  /// Trailing blank columns in the default style are left out.
  public func render(_ frame: Frame) -> String {
    var bytes: [UInt8] = []
    render(frame, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the frame's rows, separated by newlines, to `bytes`.
  public func render(_ frame: Frame, into bytes: inout [UInt8]) {
    bytes.reserveCapacity(bytes.count + frame.cells.count * 2)
    var presenter = StylePresenter(theme: theme, depth: profile.colorDepth)
    for row in 0..<frame.height {
      if row > 0 { bytes.append(0x0A) }
      let start = row * frame.width
      var end = start + frame.width
      // Drop trailing spaces that look like the terminal's own background.
      while end > start, frame.cells[end - 1].glyph == 0x20, presenter.resolve(frame.cells[end - 1]) == .plain {
        end -= 1
      }
      var current = ResolvedStyle.plain
      for index in start..<end {
        let cell = frame.cells[index]
        if profile.emitsEscapes {
          let style = presenter.resolve(cell)
          SGREncoder.transition(from: current, to: style, into: &bytes)
          current = style
        }
        frame.appendUTF8(of: cell, to: &bytes)
      }
      if profile.emitsEscapes && current != .plain { bytes.append(contentsOf: SGREncoder.resetSequence) }
    }
  }

  /// One line, ending in the terminal's default style.
  public func render(_ line: Line) -> String {
    var bytes: [UInt8] = []
    render(line, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends one line to `bytes`, ending in the terminal's default style.
  public func render(_ line: Line, into bytes: inout [UInt8]) {
    guard profile.emitsEscapes else {
      for span in line.spans { bytes.append(contentsOf: span.text.utf8) }
      return
    }
    var presenter = StylePresenter(theme: theme, depth: profile.colorDepth)
    var current = ResolvedStyle.plain
    for span in line.spans {
      let style = presenter.resolve(span.style)
      SGREncoder.transition(from: current, to: style, into: &bytes)
      current = style
      bytes.append(contentsOf: span.text.utf8)
    }
    if current != .plain { bytes.append(contentsOf: SGREncoder.resetSequence) }
  }
}
