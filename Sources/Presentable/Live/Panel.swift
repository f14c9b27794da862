/// Text in a border, printed once: a title in the top edge, padding, a fixed width or one that
/// fits the text, the text wrapped at words. Where ambiguous characters are wide, the border is
/// drawn in ASCII.
///
/// ```swift
/// Terminal.print(Panel("One Charmburger, medium rare, with fries.\nThanks for your order!",
///                      title: "Receipt", width: .fixed(40), padding: 1))
/// // ╭─ Receipt ────────────────────────────╮
/// // │                                      │
/// // │ One Charmburger, medium rare, with   │ …
/// ```
public struct Panel: LivePiece, Sendable, Hashable {
  /// The lines a border is drawn with.
  public enum Border: Sendable, Hashable {
    /// `╭─╮│╰╯`
    case rounded
    /// `┌─┐│└┘`
    case square
    /// `┏━┓┃┗┛`
    case heavy
    /// `╔═╗║╚╝`
    case double
    /// `+-+|++`: for terminals without box drawing.
    case ascii

    /// Top left, top, top right, side, bottom left, bottom right.
    var pieces: [String] {
      switch self {
      case .rounded: ["╭", "─", "╮", "│", "╰", "╯"]
      case .square: ["┌", "─", "┐", "│", "└", "┘"]
      case .heavy: ["┏", "━", "┓", "┃", "┗", "┛"]
      case .double: ["╔", "═", "╗", "║", "╚", "╝"]
      case .ascii: ["+", "-", "+", "|", "+", "+"]
      }
    }
  }

  /// How wide the panel is.
  public enum Width: Sendable, Hashable {
    /// As wide as its widest line (and title) needs, at most the output.
    case fitting
    /// These columns, border included, at most the output.
    case fixed(Int)
  }

  /// The text's lines (its line breaks); each wraps at words.
  public var paragraphs: [Line]
  /// The title in the top edge; empty for none.
  public var title: String
  /// The border's lines.
  public var border: Border
  /// The panel's width.
  public var width: Width
  /// Blank columns inside the border on each side; blank lines above and below
  /// half as many, rounded up.
  public var padding: Int

  /// A panel of `text`; its line breaks are kept.
  public init(
    _ text: String, title: String = "", border: Border = .rounded, width: Width = .fitting, padding: Int = 1
  ) {
    self.init(
      paragraphs: text.split(separator: "\n", omittingEmptySubsequences: false).map { Line(String($0)) },
      title: title, border: border, width: width, padding: padding)
  }

  /// A panel of styled lines, each wrapped at words.
  public init(
    paragraphs: [Line], title: String = "", border: Border = .rounded, width: Width = .fitting,
    padding: Int = 1
  ) {
    (self.paragraphs, self.title, self.border, self.width, self.padding) = (
      paragraphs, title, border, width, max(0, padding)
    )
  }

  /// The border, the title in it, the text wrapped inside, for `width` columns at most.
  public func lines(width available: Int, ambiguous: AmbiguousWidth) -> [Line] {
    // Box drawing is East Asian Ambiguous: where it is two columns wide, the ASCII border.
    let pieces = ambiguous == .wide ? Border.ascii.pieces : border.pieces
    let edge = Style(foreground: .look(.border))
    let paragraphs = self.paragraphs
    let titleLine = Line(title, style: Style(foreground: .look(.title), font: .body.bold()))
    let outer: Int
    switch width {
    case .fixed(let columns): outer = min(available, columns)
    case .fitting:
      let widest = paragraphs.map { $0.width(ambiguous: ambiguous) }.max() ?? 0
      let titled = title.isEmpty ? 0 : titleLine.width(ambiguous: ambiguous) + 4
      outer = min(available, max(widest + 2 * padding + 2, titled))
    }
    let outerWidth = max(2 * padding + 3, outer)
    let inner = outerWidth - 2 - 2 * padding
    var lines: [Line] = []
    // The top edge, with the title after one line of it.
    var top = Line(pieces[0], style: edge)
    var used = 1
    if !title.isEmpty && outerWidth >= 6 {
      let shown = titleLine.truncated(to: outerWidth - 6, ambiguous: ambiguous)
      top.append(pieces[1] + " ", style: edge)
      top.append(shown)
      top.append(" ", style: edge)
      used += 3 + shown.width(ambiguous: ambiguous)
    }
    top.append(String(repeating: pieces[1], count: max(0, outerWidth - used - 1)), style: edge)
    top.append(pieces[2], style: edge)
    lines.append(top)
    let side = Line(pieces[3], style: edge)
    let pad = Line.blank(padding)
    func row(_ content: Line) -> Line {
      side + pad + content.fitted(to: inner, ambiguous: ambiguous) + pad + side
    }
    let vertical = (padding + 1) / 2
    for _ in 0..<vertical { lines.append(row(Line())) }
    for paragraph in paragraphs {
      let wrapped = paragraph.wrapped(to: inner, ambiguous: ambiguous)
      for line in wrapped.isEmpty ? [Line()] : wrapped { lines.append(row(line)) }
    }
    for _ in 0..<vertical { lines.append(row(Line())) }
    lines.append(
      Line(pieces[4] + String(repeating: pieces[1], count: outerWidth - 2) + pieces[5], style: edge))
    return lines
  }
}
