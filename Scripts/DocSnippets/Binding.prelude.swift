// What Docs/Binding.md's fragments take for granted: a screen, an observed model, a model of cards.
import Observation
import Presentable

@MainActor let viewModel = WeatherViewModel()

@MainActor let screen = TableScreen(title: "Board")
@Observable final class Profile { var name = "" }
@MainActor let model = Profile()

struct UpdateMirror: Sendable { func check() async throws {} }
let mirrors = [UpdateMirror(), UpdateMirror()]

struct Card: Hashable, Identifiable {
  var id: Int
  var title: String
}
struct Game { var cards = [Card(id: 1, title: "Ace")] }
@MainActor let game = Game()
struct CardViewModel: Hashable, TextPresentable, AccessoryPresentable {
  let card: Card
  init(_ card: Card) { self.card = card }
  var text: String { card.title }
}
