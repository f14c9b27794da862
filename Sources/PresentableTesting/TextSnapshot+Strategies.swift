import Presentable

extension TextSnapshot where Value == Frame {
  /// A frame's rows and their styles as semantic tags (see ``SnapshotTextRenderer``).
  ///
  /// ```swift
  /// assertTextSnapshot(of: terminal.frame, as: .frame, named: "after toggle")
  /// ```
  public static var frame: Self { frame(theme: nil) }

  /// A frame's rows, tagged with what `theme` resolves their styles to; `nil` takes the
  /// ``TestAppearance`` in force's theme, or keeps the tags semantic.
  ///
  /// ```swift
  /// assertTextSnapshot(of: terminal.frame, as: .frame(theme: .dark), named: "dark theme")
  /// ```
  public static func frame(theme: Theme?) -> Self {
    TextSnapshot { frame, includesHeader in
      var renderer = SnapshotTextRenderer(theme: theme ?? TestAppearance.current.theme)
      renderer.lookName = TestAppearance.headerName(of: frame.look)
      return renderer.renderUTF8(frame, includesHeader: includesHeader)
    }
  }
}

extension TextSnapshot where Value: Cell {
  /// A cell's rows, rendered `width` columns wide in `context`, as a table draws them. A width
  /// or a context look not given takes the ``TestAppearance`` in force's.
  ///
  /// ```swift
  /// assertTextSnapshot(of: cell, as: .cell(width: 40))
  /// assertTextSnapshot(of: cell, as: .cell(width: 40, context: CellContext(isFocused: true)), named: "focused")
  /// ```
  public static func cell(width: Int? = nil, context: CellContext = CellContext(), theme: Theme? = nil)
    -> Self
  {
    let appearance = TestAppearance.current
    let width = width ?? appearance.width
    var context = context
    if context.look == .standard { context.look = appearance.look }
    return TextSnapshot<[Line]>.lines(width: width, ambiguous: context.ambiguous, theme: theme).pullback {
      [context] cell in cell.render(width: width, context: context)
    }
  }
}

extension TextSnapshot where Value == [Line] {
  /// Lines drawn one per row, `width` columns wide.
  ///
  /// ```swift
  /// assertTextSnapshot(of: [Line("Settings", style: Style(font: .title))], as: .lines(width: 20))
  /// ```
  public static func lines(width: Int? = nil, ambiguous: AmbiguousWidth = .narrow, theme: Theme? = nil)
    -> Self
  {
    let appearance = TestAppearance.current
    let width = width ?? appearance.width
    return TextSnapshot<Frame>.frame(theme: theme).pullback { lines in
      var frame = Frame(width: width, height: lines.count, ambiguous: ambiguous)
      frame.look = appearance.look
      for (row, line) in lines.enumerated() { frame.draw(line, row: row) }
      return frame
    }
  }
}

extension TextSnapshot where Value == Line {
  /// One line drawn in a row `width` columns wide.
  ///
  /// ```swift
  /// assertTextSnapshot(of: Line("Minion Mode!!!", style: Style(foreground: .accent)), as: .line(width: 20))
  /// ```
  public static func line(width: Int? = nil, ambiguous: AmbiguousWidth = .narrow, theme: Theme? = nil) -> Self
  {
    TextSnapshot<[Line]>.lines(width: width, ambiguous: ambiguous, theme: theme).pullback { [$0] }
  }
}

extension TextSnapshot where Value: Screen {
  /// A whole screen drawn at a size; a size not given, and the look the frame starts in, are
  /// the ``TestAppearance`` in force's.
  ///
  /// ```swift
  /// assertTextSnapshot(of: controller.screen, as: .screen(width: 80, height: 24))
  /// ```
  public static func screen(
    width: Int? = nil, height: Int? = nil, ambiguous: AmbiguousWidth = .narrow, theme: Theme? = nil
  ) -> Self {
    let appearance = TestAppearance.current
    let size = (width: width ?? appearance.width, height: height ?? appearance.height)
    return TextSnapshot<Frame>.frame(theme: theme).pullback { screen in
      var frame = Frame(width: size.width, height: size.height, ambiguous: ambiguous)
      frame.look = appearance.look
      screen.draw(into: &frame)
      return frame
    }
  }
}
