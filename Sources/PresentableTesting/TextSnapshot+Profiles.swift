import Presentable

extension TextSnapshot where Value: Cell {
  /// How a cell's rows reach every kind of terminal, in one file: with semantic tags, then as a
  /// dumb terminal, `NO_COLOR`, 16 colors, 256 colors and true color get them, and with
  /// ambiguous characters two columns wide.
  ///
  /// Each profile's section is what `ANSIRenderer` sends, read back into text and tags (`cyan
  /// bold`, `color(33)`, `#0a84ff`), never escape bytes. The file is
  /// `__PresentableSnapshots__/<TestFile>/<test>.profiles.txt`.
  ///
  /// ```swift
  /// assertTextSnapshot(of: cell, as: .profiles(width: 40, theme: .dark))
  /// ```
  ///
  /// - Parameters:
  ///   - width: The columns to render at.
  ///   - context: Focus and images; each profile's ambiguous width replaces its `ambiguous`.
  ///   - theme: The theme every profile's renderer uses.
  ///   - profiles: The terminals, in order.
  public static func profiles(
    width: Int, context: CellContext = CellContext(), theme: Theme = .default,
    profiles: [TerminalProfile] = SnapshotTextRenderer.standardProfiles
  ) -> Self {
    TextSnapshot<(AmbiguousWidth) -> Frame>.profiles(width: width, theme: theme, profiles: profiles)
      .pullback { cell in
        { ambiguous in
          var context = context
          context.ambiguous = ambiguous
          return SnapshotTextRenderer.frame(
            of: cell.render(width: width, context: context), width: width, ambiguous: ambiguous)
        }
      }
  }
}

extension TextSnapshot where Value == Line {
  /// How a line reaches every kind of terminal, in one file; see
  /// ``TextSnapshot/profiles(width:context:theme:profiles:)``. The line is fitted to `width` for
  /// each ambiguous width, as a cell fits its text.
  ///
  /// ```swift
  /// assertTextSnapshot(of: Line("Minion Mode!!! ±", style: Style(foreground: .accent)), as: .profiles(width: 30))
  /// ```
  public static func profiles(
    width: Int, theme: Theme = .default, profiles: [TerminalProfile] = SnapshotTextRenderer.standardProfiles
  ) -> Self {
    TextSnapshot<(AmbiguousWidth) -> Frame>.profiles(width: width, theme: theme, profiles: profiles)
      .pullback { row in
        { ambiguous in
          var frame = Frame(width: width, height: 1, ambiguous: ambiguous)
          frame.draw(row.fitted(to: width, ambiguous: ambiguous), row: 0)
          return frame
        }
      }
  }
}

extension TextSnapshot where Value == (AmbiguousWidth) -> Frame {
  /// What a drawing makes with ambiguous characters narrow and wide, as each profile gets it.
  ///
  /// ```swift
  /// let drawing: (AmbiguousWidth) -> Frame = { ambiguous in Frame(width: 10, height: 1, ambiguous: ambiguous) }
  /// assertTextSnapshot(of: drawing, as: .profiles(width: 10, theme: .dark))
  /// ```
  public static func profiles(
    width: Int, theme: Theme = .default, profiles: [TerminalProfile] = SnapshotTextRenderer.standardProfiles
  ) -> Self {
    // The text has a header of its own per section, so an inline snapshot keeps it whole.
    TextSnapshot(fileExtension: "profiles.txt") { draw, _ in
      Array(
        SnapshotTextRenderer.renderAcrossProfiles(width: width, theme: theme, profiles: profiles, frame: draw)
          .utf8)
    }
  }
}
