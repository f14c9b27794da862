import Observation
import Presentable

/// The view model: it owns the game, offers the one intent (choose a card), and broadcasts every
/// change through Observation to whoever reads it, such as a screen the terminal draws.
@Observable
final class EmojiMemoryGame {
  private(set) var game: MemoryGame<String>

  init(pairsOf emoji: [String] = ["🐶", "🐱", "🐭", "🦊"]) {
    game = MemoryGame(pairsOf: emoji)
  }

  var cards: [MemoryGame<String>.Card] { game.cards }

  // MARK: Intents

  func choose(_ id: Int) {
    game.choose(id)
  }
}

/// A card's row: a value made afresh from its card for every frame (a "zoetrope" view model).
/// Selecting the row chooses the card (``CardCell``).
struct CardViewModel: TextPresentable, AccessoryPresentable, Hashable {
  let number: Int
  let card: MemoryGame<String>.Card
  /// Whose intent selecting the row calls. Not part of the row's value.
  let game: EmojiMemoryGame

  var text: String { "Card \(number): " + (card.isFaceUp ? card.content : "▒▒") }
  var textColor: Color { card.isMatched ? .tertiary : .primary }
  var accessory: Accessory { card.isMatched ? .checkmark : .none }
  var accessoryColor: Color { .accent }

  func onSelect() {
    game.choose(card.id)
  }

  static func == (a: CardViewModel, b: CardViewModel) -> Bool {
    a.number == b.number && a.card == b.card && a.game === b.game
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(number)
    hasher.combine(card)
  }
}

/// A card, as an ``AccessoryCell`` shows it; its keys say what choosing does in the game's words,
/// so the hint line reads `Space turn` (Enter turns it too).
struct CardCell: RowCell {
  var viewModel: CardViewModel

  func content(_ row: inout RowContent, state: Void) {
    row.text(viewModel)
    row.accessory(viewModel)
  }

  func keys(state: Void) -> CellKeys<Void> {
    CellKeys(in: .row).on(.activate, hint: KeyHint("Space", "turn")) { _ in
      viewModel.onSelect()
      return .changed
    }
  }
}

/// The view: a table of the cards. It reads the view model for every frame, so the terminal drawing
/// it hears every change.
final class MemoryGameScreen {
  let viewModel: EmojiMemoryGame
  let screen = TableScreen(title: "Memory")
  private(set) var rows: RecomputingDataSource!

  init(viewModel: EmojiMemoryGame) {
    self.viewModel = viewModel
    rows = RecomputingDataSource(table: screen.table) { [unowned self] in
      [
        RecomputingDataSource.Section(
          rows: self.viewModel.cards.enumerated().map { index, card in
            RecomputingDataSource.Row(
              CardViewModel(number: index + 1, card: card, game: self.viewModel), id: card.id,
              cell: CardCell.self)
          })
      ]
    }
  }
}
