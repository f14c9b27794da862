/// The model: a game of pairs. Choose a card to turn it face up; two face-up cards with the same
/// content match and stay; the next choice after a mismatch turns them face down again.
struct MemoryGame<Content: Hashable & Sendable>: Sendable {
  struct Card: Identifiable, Hashable, Sendable {
    let id: Int
    let content: Content
    var isFaceUp = false
    var isMatched = false
  }

  private(set) var cards: [Card]

  /// Two cards of each content, in the order given (a real game would shuffle them).
  init(pairsOf contents: [Content]) {
    cards = contents.enumerated().flatMap { index, content in
      [Card(id: 2 * index, content: content), Card(id: 2 * index + 1, content: content)]
    }
  }

  /// The face-up card that is not matched yet, if it is the only one.
  private var onlyUnmatchedFaceUpIndex: Int? {
    let faceUp = cards.indices.filter { cards[$0].isFaceUp && !cards[$0].isMatched }
    return faceUp.count == 1 ? faceUp[0] : nil
  }

  mutating func choose(_ id: Card.ID) {
    guard let chosen = cards.firstIndex(where: { $0.id == id }), !cards[chosen].isFaceUp,
      !cards[chosen].isMatched
    else { return }
    if let other = onlyUnmatchedFaceUpIndex {
      if cards[other].content == cards[chosen].content {
        cards[other].isMatched = true
        cards[chosen].isMatched = true
      }
    } else {
      for index in cards.indices where !cards[index].isMatched { cards[index].isFaceUp = false }
    }
    cards[chosen].isFaceUp = true
  }
}
