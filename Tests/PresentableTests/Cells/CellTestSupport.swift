@testable import Presentable

/// The rows' plain text, trailing spaces kept, between bars so widths show.
func texts(_ lines: [Line]) -> [String] { lines.map { "|" + $0.plainText + "|" } }

/// The style of the span that shows `text` in `line`, if any.
func style(of text: String, in line: Line) -> Style? {
  line.spans.first { $0.text.contains(text) }?.style
}

/// A recorder for callbacks, shared by value-type view models.
final class Calls {
  var log: [String] = []
}
