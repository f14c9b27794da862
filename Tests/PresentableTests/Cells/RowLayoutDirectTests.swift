import Testing

@testable import Presentable

/// The row layout's direct path (`RowLayout.drawDirect`, for rows that give nothing up) must draw
/// exactly what the general layout draws: the same cells and the same bytes, over rows that take
/// it and rows that must fall back (cuts, bars, fixed slots, lines below, clusters of several
/// scalars), at many widths, focused or disabled, narrow or wide ambiguous characters.
@Suite("Row layout, direct path")
struct RowLayoutDirectTests {
  /// One way of describing a row.
  typealias Describe = @Sendable (inout RowContent) -> Void

  static let accent = Style(foreground: .look(.accent)).bold()
  static let muted = Style(foreground: .secondary, background: .blue)

  /// Rows of every kind the layout meets.
  static let rows: [(name: String, describe: Describe)] = [
    (
      "text and switch",
      { row in
        row.leading("Minion Mode!!!", style: Style(foreground: .look(.text), font: .look(.text)))
        row.trailing("[ ON ●]", style: accent, name: "switch")
      }
    ),
    ("text only", { row in row.leading("Wi-Fi") }),
    (
      "centered text",
      { row in
        row.alignment = .center
        row.leading("Title")
      }
    ),
    (
      "trailing-aligned text",
      { row in
        row.alignment = .trailing
        row.leading("Right")
      }
    ),
    (
      "styles changing mid-part",
      { row in
        row.leading("‹ ", style: muted)
        row.append("dark", style: accent)
        row.append(" ›", style: muted)
        row.trailing("v1", name: "value")
      }
    ),
    (
      "wide characters",
      { row in
        row.leading("設定の名前")
        row.trailing("日本語", style: accent, name: "value")
      }
    ),
    (
      // ASCII, then scalars of one column (drawn without the width table where measuring found
      // them all narrow) and an ambiguous one (two columns where ambiguous is wide).
      "narrow scalars after ASCII",
      { row in
        row.leading("Caf\u{E9} na\u{EF}ve \u{25CF}")
        row.trailing("x \u{F1}", name: "value")
      }
    ),
    (
      "ambiguous width",
      { row in
        row.leading("±½ Ω × ÷ §")
        row.trailing("°C ±", name: "value")
      }
    ),
    (
      "combining marks",
      { row in
        row.leading("Cafe\u{301} na\u{308}ive")
        row.trailing("e\u{301}", name: "value")
      }
    ),
    (
      "emoji",
      { row in
        row.leading("👍🏽 ok 👨‍👩‍👧")
        row.trailing("🇯🇵", name: "flag")
      }
    ),
    (
      "empty parts",
      { row in
        row.leading("")
        row.leading("after empty")
        row.trailing("", name: "none")
        row.trailing("x", name: "value")
      }
    ),
    (
      "several leading parts",
      { row in
        row.leading("one")
        row.leading("two", style: accent)
        row.leading("three", style: muted)
        row.trailing("end", name: "value")
      }
    ),
    (
      "long text, cut",
      { row in
        row.leading(String(repeating: "long words here ", count: 8))
        row.trailing("[○ OFF]", name: "switch")
      }
    ),
    (
      "long wide text, cut",
      { row in
        row.leading(String(repeating: "漢字かな", count: 12))
        row.trailing("40%", name: "value")
      }
    ),
    (
      "trailing wider than the row",
      { row in
        row.leading("a")
        row.trailing(String(repeating: "wide trailing ", count: 8), name: "value")
      }
    ),
    (
      "bar",
      { row in
        row.leading("Volume")
        row.bar("━━━━━━━━━━", name: "slider")
        row.append("●", style: accent)
        row.append("──────────")
        row.trailing("40%", name: "value")
      }
    ),
    (
      "fixed slot",
      { row in
        row.leading("★", name: "image", fixedWidth: 2)
        row.leading("Starred")
      }
    ),
    (
      "line below",
      { row in
        row.leading("Name")
        row.trailing("Ada", name: "value")
        row.below("Required", style: muted, name: "message")
      }
    ),
    (
      "text appended to empty parts",
      { row in
        row.leading("")
        row.append("grown", style: accent)
        row.leading("next")
        row.trailing("", name: "value")
        row.append("12", style: muted)
        row.trailing("%", name: "unit")
      }
    ),
    (
      "marks appended to a part drawn scalar by scalar",
      { row in
        row.leading("plain")
        row.append(" cafe\u{301}", style: accent)
        row.trailing("ok", name: "value")
      }
    ),
    (
      "control characters",
      { row in
        row.leading("tab\there\u{7}bell")
        row.trailing("ok", name: "value")
      }
    ),
  ]

  @Test(arguments: [1, 2, 3, 4, 6, 9, 12, 16, 21, 30, 45, 80])
  func directPathDrawsWhatTheGeneralLayoutDraws(width: Int) {
    let renderer = ANSIRenderer(profile: .trueColor, theme: .dark)
    for (name, describe) in Self.rows {
      for ambiguous in [AmbiguousWidth.narrow, .wide] {
        for (isFocused, isDisabled) in [(false, false), (true, false), (false, true)] {
          for column in [0, 3] {
            let layout = RowLayout(isFocused: isFocused, isDisabled: isDisabled)
            let context = CellContext(isFocused: isFocused, ambiguous: ambiguous)
            let rect = FrameRect(row: 1, column: column, width: width, height: 2)
            func drawn(direct: Bool) -> Frame {
              var frame = Frame(width: column + width + 2, height: 3, ambiguous: ambiguous)
              // Wide characters under the row, so that blanking their halves is compared too.
              for row in 0..<3 { frame.put("字x字x字x字x字x字x字x字x字x字x字x字x字x字x字x字x字x字x字x", row: row) }
              RowContent.describe(width: width - RowLayout.gutterWidth, context: context) { row in
                describe(&row)
                layout.draw(&row, into: &frame, at: rect, direct: direct)
              }
              return frame
            }
            let direct = drawn(direct: true)
            let general = drawn(direct: false)
            let label = "\(name), width \(width), \(ambiguous), focused \(isFocused), disabled \(isDisabled)"
            #expect(direct == general, "\(label)")
            #expect(renderer.render(direct) == renderer.render(general), "\(label)")
          }
        }
      }
    }
  }

  /// What the content adds up as parts are added (`RowContent.direct`) is what a walk over its
  /// parts finds, for every row above and every width.
  @Test(arguments: [0, 1, 2, 5, 10, 20, 78])
  func theDirectSummaryMatchesTheParts(width: Int) {
    for (name, describe) in Self.rows {
      RowContent.describe(width: width, context: CellContext()) { row in
        describe(&row)
        var leading = 0
        var trailing = 0
        var (leadingCount, trailingCount, below) = (0, 0, 0)
        var isPossible = true
        for part in row.parts {
          isPossible = isPossible && part.minimumWidth == 0 && part.fixedWidth == nil
          for index in part.segments where !row.segments[index].shown.isScalarAligned { isPossible = false }
          switch part.placement {
          case .leading:
            leading += (leadingCount > 0 ? 1 : 0) + part.columns
            leadingCount += 1
          case .trailing:
            trailing += (trailingCount > 0 ? 1 : 0) + part.columns
            trailingCount += 1
          case .below:
            below += 1
            isPossible = false
          }
        }
        let summary = row.direct
        #expect(summary.isPossible == isPossible, "\(name), width \(width)")
        #expect(summary.linesBelow == below, "\(name), width \(width)")
        #expect(summary.hasLeading == (leadingCount > 0), "\(name), width \(width)")
        #expect(summary.hasTrailing == (trailingCount > 0), "\(name), width \(width)")
        if isPossible {
          #expect(summary.leadingWidth == leading, "\(name), width \(width)")
          #expect(summary.trailingWidth == trailing, "\(name), width \(width)")
        }
      }
    }
  }

  /// The row the benchmark measures takes the direct path: a simple row is not quietly sent to
  /// the general layout by a condition too strict.
  @Test func aTextAndSwitchRowTakesTheDirectPath() {
    var frame = Frame(width: 80, height: 1)
    let layout = RowLayout(isFocused: false, isDisabled: false)
    var took = false
    RowContent.describe(width: 78, context: CellContext()) { row in
      row.leading("Minion Mode!!!")
      row.trailing("[ ON ●]", style: Self.accent, name: "switch")
      took = layout.drawDirect(row, into: &frame, row: 0, start: 2, available: 78)
    }
    #expect(took)
    #expect(frame.text(row: 0) == "  Minion Mode!!!" + String(repeating: " ", count: 57) + "[ ON ●]")
  }
}
