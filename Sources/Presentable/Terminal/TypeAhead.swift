/// Keys typed ahead of a conversation's next question: read by the question before it, after its
/// answer (one write can hold several answers, as a paste or a fast typist sends them), and
/// handed to the next run that ends when it is done, with the decoder if the read ended in the
/// middle of a key.
///
/// Each question of a conversation is a run of its own (``Terminal/run(_:options:)`` with a
/// condition that ends it); without this, the keys that came with the answering key in one read
/// were lost with the run.
enum TypeAhead {
  /// The keys kept, and the decoder of the run that kept them while it held part of a key (half
  /// an escape sequence, a lone Escape, a paste whose end has not come).
  private static let kept = Locked<(keys: [Key], decoder: KeyDecoder?)>(([], nil))

  /// Keeps `more` after the keys kept before, and `decoder` if it holds part of a key: the rest
  /// of its bytes come to the next run.
  static func keep(_ more: [Key], decoder: KeyDecoder? = nil) {
    let waiting = decoder.flatMap { $0.isWaitingForMoreInput ? $0 : nil }
    guard !more.isEmpty || waiting != nil else { return }
    kept.withLock {
      $0.keys += more
      if let waiting { $0.decoder = waiting }
    }
  }

  /// The keys kept, oldest first, once.
  static func take() -> [Key] {
    kept.withLock { kept in
      defer { kept.keys = [] }
      return kept.keys
    }
  }

  /// The decoder kept with part of a key in it, once.
  static func takeDecoder() -> KeyDecoder? {
    kept.withLock { kept in
      defer { kept.decoder = nil }
      return kept.decoder
    }
  }
}

extension ScreenSession {
  /// Keeps what this run read after it was done, for the next run: its keys, and the decoder if
  /// it holds part of a key.
  func keepTypedAhead() {
    TypeAhead.keep(unappliedKeys, decoder: decoder)
  }

  /// Takes what the run before kept, at `now`: its decoder (waiting from now, as if its bytes had
  /// just come), then its keys.
  mutating func takeTypedAhead(at now: ContinuousClock.Instant) {
    if var carried = TypeAhead.takeDecoder() {
      carried.reports = []
      decoder = carried
      lastInput = now
      notePaste(at: now)
    }
    handle(TypeAhead.take())
  }
}
