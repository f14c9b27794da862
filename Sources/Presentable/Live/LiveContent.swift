/// What a live region shows: lines from a closure, or a screen drawn inline.
enum LiveContent {
  case lines(@Sendable (LiveRegion.Context) -> [Line])
  case screen(any Screen)

  /// The frame for `context`, at most `maximumHeight` lines tall.
  func frame(
    _ context: LiveRegion.Context, now: ContinuousClock.Instant, maximumHeight: Int, ambiguous: AmbiguousWidth
  )
    -> Frame
  {
    switch self {
    case .lines(let content):
      let lines = content(context)
      let height = max(1, min(maximumHeight, lines.count))
      var frame = Frame(width: context.width, height: height, ambiguous: ambiguous)
      for (row, line) in lines.prefix(height).enumerated() { frame.draw(line, row: row) }
      return frame
    case .screen(let screen):
      _ = screen.update(at: now)
      let wanted = screen.preferredHeight(width: context.width, ambiguous: ambiguous) ?? maximumHeight
      return screen.frame(
        width: context.width, height: max(1, min(maximumHeight, wanted)), ambiguous: ambiguous)
    }
  }
}

/// Where a live region's bytes go.
enum LiveSink {
  case descriptor(Int32)
  case closure(@Sendable ([UInt8]) -> Void)

  func write(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    switch self {
    case .descriptor(let fd): _ = TerminalDevice.writeAll(fd, bytes)
    case .closure(let sink): sink(bytes)
    }
  }
}
