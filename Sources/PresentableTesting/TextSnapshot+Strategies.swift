import Presentable

extension TextSnapshot where Value == Frame {
  /// A frame's rows and their styles as semantic tags (see ``SnapshotTextRenderer``).
  ///
  /// ```swift
  /// assertTextSnapshot(of: terminal.frame, as: .frame, named: "after toggle")
  /// ```
  public static var frame: Self { frame(theme: nil) }

  /// A frame's rows, tagged with what `theme` resolves their styles to; `nil` keeps the tags
  /// semantic.
  ///
  /// ```swift
  /// assertTextSnapshot(of: terminal.frame, as: .frame(theme: .dark), named: "dark theme")
  /// ```
  public static func frame(theme: Theme?) -> Self {
    TextSnapshot { frame, includesHeader in
      SnapshotTextRenderer(theme: theme).renderUTF8(frame, includesHeader: includesHeader)
    }
  }
}

extension TextSnapshot where Value: Cell {
  /// A cell's rows, rendered `width` columns wide in `context`, as a table draws them.
  ///
  /// ```swift
  /// assertTextSnapshot(of: cell, as: .cell(width: 40))
  /// assertTextSnapshot(of: cell, as: .cell(width: 40, context: CellContext(isFocused: true)), named: "focused")
  /// ```
  public static func cell(width: Int, context: CellContext = CellContext(), theme: Theme? = nil) -> Self {
    TextSnapshot<[Line]>.lines(width: width, ambiguous: context.ambiguous, theme: theme).pullback { cell in
      cell.render(width: width, context: context)
    }
  }
}

extension TextSnapshot where Value == [Line] {
  /// Lines drawn one per row, `width` columns wide.
  ///
  /// ```swift
  /// assertTextSnapshot(of: [Line("Settings", style: Style(font: .title))], as: .lines(width: 20))
  /// ```
  public static func lines(width: Int, ambiguous: AmbiguousWidth = .narrow, theme: Theme? = nil) -> Self {
    TextSnapshot<Frame>.frame(theme: theme).pullback { lines in
      SnapshotTextRenderer.frame(of: lines, width: width, ambiguous: ambiguous)
    }
  }
}

extension TextSnapshot where Value == Line {
  /// One line drawn in a row `width` columns wide.
  ///
  /// ```swift
  /// assertTextSnapshot(of: Line("Minion Mode!!!", style: Style(foreground: .accent)), as: .line(width: 20))
  /// ```
  public static func line(width: Int, ambiguous: AmbiguousWidth = .narrow, theme: Theme? = nil) -> Self {
    TextSnapshot<[Line]>.lines(width: width, ambiguous: ambiguous, theme: theme).pullback { [$0] }
  }
}

extension TextSnapshot where Value: Screen {
  /// A whole screen drawn at a size.
  ///
  /// ```swift
  /// assertTextSnapshot(of: controller.screen, as: .screen(width: 80, height: 24))
  /// ```
  public static func screen(
    width: Int, height: Int, ambiguous: AmbiguousWidth = .narrow, theme: Theme? = nil
  ) -> Self {
    TextSnapshot<Frame>.frame(theme: theme).pullback { screen in
      screen.frame(width: width, height: height, ambiguous: ambiguous)
    }
  }
}
