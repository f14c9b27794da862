// Package access (no @testable, so release builds of the package compile it): the law asks
// whether a color still names a look part, which no app needs to ask.
import Presentable

/// An app look that gives every color property its own palette color (16, 17, …), so a cell a
/// library part drew in anything else bypassed the look.
package struct EveryPartLook: AppLook {
  package init() {}
}

extension EveryPartLook {
  package var textColor: Color { .indexed(16) }
  package var headerTextColor: Color { .indexed(17) }
  package var footerTextColor: Color { .indexed(18) }
  package var labelColor: Color { .indexed(19) }
  package var placeholderColor: Color { .indexed(20) }
  package var detailTextColor: Color { .indexed(21) }
  package var switchColor: Color { .indexed(22) }
  package var accessoryColor: Color { .indexed(23) }
  package var optionColor: Color { .indexed(24) }
  package var sliderColor: Color { .indexed(25) }
  package var stepperColor: Color { .indexed(26) }
  package var buttonColor: Color { .indexed(27) }
  package var destructiveColor: Color { .indexed(28) }
  package var subtitleColor: Color { .indexed(29) }
  package var dateColor: Color { .indexed(30) }
  package var progressColor: Color { .indexed(31) }
  package var loadingColor: Color { .indexed(32) }
  package var accentColor: Color { .indexed(33) }
  package var selectionColor: Color { .indexed(34) }
  package var warningColor: Color { .indexed(35) }
  package var successColor: Color { .indexed(36) }
  package var hintColor: Color { .indexed(37) }
  package var separatorColor: Color { .indexed(38) }
  package var borderColor: Color { .indexed(39) }
  package var inactiveColor: Color { .indexed(40) }
  package var titleColor: Color { .indexed(41) }
  package var titleFont: Font { .headline.underline() }
  package var font: Font { .body.italic() }
  package var headerFont: Font { .title }
  package var footerFont: Font { .caption }
  package var labelFont: Font { .subheadline }
  package var detailFont: Font { .body.strikethrough() }
  package var subtitleFont: Font { .footnote.bold() }
}

/// The coverage law of the app's look: every cell of `frame` that shows something is drawn in a
/// color the app's look gave, never in a theme role or the terminal's default the library chose
/// itself. Returns one line per offending run of cells (`row 3, columns 2–9 "Save": foreground
/// accent`); empty when the law holds.
///
/// Spaces may keep the terminal's default foreground (nothing shows it), and so may `images`
/// (emoji draw in their own colors); the background may be the terminal's own; every other color
/// must be one the look set (not semantic).
package func cellsOutsideTheLook(_ frame: Frame, images: Set<String> = []) -> [String] {
  var problems: [String] = []
  for row in 0..<frame.height {
    var run: (start: Int, text: String, what: String)?
    func flush(_ column: Int) {
      if let open = run {
        problems.append("row \(row), columns \(open.start)–\(column - 1) \"\(open.text)\": \(open.what)")
      }
      run = nil
    }
    for column in 0..<frame.width {
      guard let glyph = frame.text(row: row, column: column),
        let style = frame.style(row: row, column: column)
      else { continue }
      var what: [String] = []
      if style.foreground.lookPart != nil || style.background.lookPart != nil {
        what.append("a look part left unresolved")
      } else if style.foreground.isSemantic {
        what.append("foreground \(style.foreground)")
      } else if glyph != " " && !images.contains(glyph) && style.foreground == .default {
        what.append("foreground default")
      }
      if style.background.isSemantic {
        what.append("background \(style.background)")
      }
      let description = what.joined(separator: ", ")
      if description.isEmpty {
        flush(column)
      } else if run?.what == description {
        run!.text += glyph
      } else {
        flush(column)
        run = (column, glyph, description)
      }
    }
    flush(frame.width)
  }
  return problems
}
