// What Docs/Binding.md's fragments take for granted: a run loop, a screen, a model of cards.
import Presentable

@MainActor let viewModel = WeatherViewModel()

struct RedrawLoop: Sendable { func setNeedsRedraw() {} }
let runLoop = RedrawLoop()
@MainActor let screen = TableScreen(title: "Board")
let columns = 80
let rows = 24
@MainActor let renderer = ANSIRenderer(profile: .detect())
@MainActor var shown: Frame?
@MainActor var bytes: [UInt8] = []

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
