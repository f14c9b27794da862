import Presentable

// What the previous version called otherwise, kept so that the compiler names the replacement.
extension HeadlessTerminal {
  /// The screen as plain text. Removed: read ``lines`` (the screen's rows), or render ``frame``
  /// with `PlainTextRenderer`.
  @available(
    *, unavailable,
    message: "read `lines` (the screen's rows as plain text) or `PlainTextRenderer().render(frame)`"
  )
  public var text: String { lines.joined(separator: "\n") }
}
