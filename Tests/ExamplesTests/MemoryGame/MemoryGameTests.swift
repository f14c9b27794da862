import Testing

@testable import Presentable

@Suite("Example: memory game")
struct MemoryGameTests {
  /// A screen of the game drawn as a run loop would: through a tracker whose callback counts the
  /// redraws it asks for.
  final class Harness {
    let game = EmojiMemoryGame()
    let view: MemoryGameScreen
    let redrawsAsked = Box(0)
    let tracker: ObservationTracker
    var shown: Frame

    init() {
      let view = MemoryGameScreen(viewModel: game)
      let tracker = ObservationTracker { [redrawsAsked] in redrawsAsked.update { $0 += 1 } }
      self.view = view
      self.tracker = tracker
      shown = tracker.track { view.screen.frame(width: 30, height: 10) }
    }

    /// Draws the next frame and returns the bytes a terminal would get for it.
    func redraw() -> String {
      let next = tracker.track { view.screen.frame(width: 30, height: 10) }
      var bytes: [UInt8] = []
      ANSIRenderer(profile: TerminalProfile(colorDepth: .ansi16)).renderUpdate(
        from: shown, to: next, into: &bytes)
      shown = next
      return String(decoding: bytes, as: UTF8.self)
    }

    var text: [String] { rows(of: shown) }
  }

  @Test func theBoardStartsFaceDown() {
    let harness = Harness()
    #expect(
      harness.text == [
        " Memory",
        "› Card 1: ▒▒",
        "  Card 2: ▒▒",
        "  Card 3: ▒▒",
        "  Card 4: ▒▒",
        "  Card 5: ▒▒",
        "  Card 6: ▒▒",
        "  Card 7: ▒▒",
        "  Card 8: ▒▒",
        " ↑↓ move · Space turn · q quit",
      ])
  }

  /// Space on the focused card calls the intent; the view model broadcasts; the next frame
  /// configures and rewrites that card's row and no other.
  @Test func turningACardRerendersOnlyThatCard() {
    let harness = Harness()
    #expect(harness.view.screen.handle(.key(.down)) == .redraw)
    _ = harness.redraw()
    #expect(harness.redrawsAsked.value == 0)

    #expect(harness.view.screen.handle(.key(.space)) == .redraw)
    #expect(harness.game.cards[1].isFaceUp)
    #expect(harness.redrawsAsked.value == 1)  // the broadcast
    let update = harness.redraw()
    #expect(harness.text[2] == "› Card 2: 🐶")
    #expect(harness.view.rows.configuredRows == [TableIndexPath(row: 1, section: 0)])
    #expect(update.contains("\u{1B}[3;"))  // screen row 3 (1-based): the card's row
    for other in [1, 2, 4, 5, 6, 7, 8, 9, 10] { #expect(!update.contains("\u{1B}[\(other);")) }
  }

  @Test func aPairMatchesAndStays() {
    let harness = Harness()
    harness.game.choose(0)
    _ = harness.redraw()
    harness.game.choose(1)
    #expect(harness.redrawsAsked.value == 2)
    _ = harness.redraw()
    #expect(harness.game.cards[0].isMatched && harness.game.cards[1].isMatched)
    #expect(
      harness.text[1...3] == [
        "› Card 1: 🐶                 ✓", "  Card 2: 🐶                 ✓", "  Card 3: ▒▒",
      ])
    #expect(
      harness.view.rows.configuredRows == [
        TableIndexPath(row: 0, section: 0), TableIndexPath(row: 1, section: 0),
      ])
  }

  @Test func aMismatchTurnsBackAtTheNextChoice() {
    let harness = Harness()
    harness.game.choose(0)  // 🐶
    harness.game.choose(2)  // 🐱
    _ = harness.redraw()
    #expect(harness.text[1...3] == ["› Card 1: 🐶", "  Card 2: ▒▒", "  Card 3: 🐱"])
    harness.game.choose(4)  // 🐭: the two others turn face down
    _ = harness.redraw()
    #expect(
      harness.text[1...5] == ["› Card 1: ▒▒", "  Card 2: ▒▒", "  Card 3: ▒▒", "  Card 4: ▒▒", "  Card 5: 🐭"])
    #expect(
      harness.view.rows.configuredRows == [
        TableIndexPath(row: 0, section: 0), TableIndexPath(row: 2, section: 0),
        TableIndexPath(row: 4, section: 0),
      ])
  }

  /// Choosing a card already face up changes nothing, and nothing is rendered again.
  @Test func choosingAFaceUpCardChangesNothing() {
    let harness = Harness()
    harness.game.choose(3)
    _ = harness.redraw()
    let before = harness.game.cards
    harness.game.choose(3)
    #expect(harness.game.cards == before)
    let update = harness.redraw()
    #expect(harness.view.rows.configuredRows.isEmpty)
    #expect(update.isEmpty)
  }
}
