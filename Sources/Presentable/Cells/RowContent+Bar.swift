extension RowContent {
  /// Adds a bar at the trailing edge: decoration the row gives up first when it is tight.
  ///
  /// A bar is a run of one repeated character, then optionally pieces kept whole (a slider's
  /// knob), then another run, each added with ``append(_:style:)``:
  ///
  /// <!-- snippet: skip (three statements of a cell's content(_:), its color its own) -->
  /// ```swift
  /// row.bar("━━━━", style: Style(foreground: color), name: "slider")
  /// row.append("●", style: Style(foreground: color, font: .body.bold()))
  /// row.append("─────", style: Style(foreground: viewModel.separatorColor))
  /// ```
  ///
  /// When the row cannot show the leading text whole, the bar is drawn narrower, its runs keeping
  /// their shares, down to `minimumWidth` columns; when the text would still lose its first word,
  /// the bar is hidden. The parts after it (a value such as `40%`) stay.
  public mutating func bar(
    _ text: String, style: Style = .plain, name: String, minimumWidth: Int = RowContent.minimumBarWidth
  ) {
    add(
      .trailing, text, style: style, name: name, fixedWidth: nil,
      minimumWidth: Int32(clamping: max(1, minimumWidth)))
  }

  /// Adds a part at the trailing edge that is hidden, before the leading text loses its first
  /// word, when the row is tight: a control's decoration, such as a stepper's buttons.
  public mutating func trailingDecoration(_ text: String, style: Style = .plain, name: String) {
    add(.trailing, text, style: style, name: name, fixedWidth: nil, minimumWidth: .max)
  }

  /// The columns a bar keeps before it is hidden, unless it says otherwise.
  @usableFromInline static var minimumBarWidth: Int { 5 }

  /// How far a bar's runs are measured: whole (up to 1,024 columns), so they keep their shares
  /// when the bar is drawn narrower than the row it was measured for.
  static func barCap(_ width: Int) -> Int { max(width + 1, 1_024) }
}
