// What the previous version called otherwise, kept so that the compiler names the replacement.
extension TableScreen {
  /// A fixed hint line. Removed: the hint line is always derived from the keys the table and the
  /// focused row answer (``keyMap``), then ``leaveHint``, so it never names a key nothing takes.
  @available(
    *, unavailable,
    message:
      "the hint line is derived from the keys the screen answers: bind keys with `keyMap`, set `leaveHint`"
  )
  public var hints: String? {
    get { nil }
    set { _ = newValue }
  }
}
