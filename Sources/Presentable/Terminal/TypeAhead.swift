/// Keys typed ahead of a conversation's next question: read by the question before it, after its
/// answer (one write can hold several answers, as a paste or a fast typist sends them), and
/// handed to the next run that ends when it is done.
///
/// Each question of a conversation is a run of its own (``Terminal/run(_:options:)`` with a
/// condition that ends it); without this, the keys that came with the answering key in one read
/// were lost with the run.
enum TypeAhead {
  private static let keys = Locked<[Key]>([])

  /// Keeps `more` after the keys kept before.
  static func keep(_ more: [Key]) {
    guard !more.isEmpty else { return }
    keys.withLock { $0 += more }
  }

  /// The keys kept, oldest first, once.
  static func take() -> [Key] {
    keys.withLock { kept in
      defer { kept = [] }
      return kept
    }
  }
}
