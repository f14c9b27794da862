import Presentable

/// Times `keys` in turn on `screen` drawn at `width`×`height`, key to bytes, in µs a key.
@MainActor private func measureKeys(
  _ name: String, id: String, screen: any Screen, width: Int, height: Int, keys: [Key], calls: Int,
  unit: String = "µs", scale: Double = 1000
) -> Double {
  guard harness.includes(name, id: id) else { return 0 }
  let renderer = ANSIRenderer(profile: TerminalProfile(colorDepth: .trueColor), theme: .dark)
  var bytes: [UInt8] = []
  bytes.reserveCapacity(1 << 16)
  var shown = screen.frame(width: width, height: height, ambiguous: .narrow)
  var next = Frame(width: width, height: height)
  var step = 0
  return harness.measure(name, id: id, unit: unit, work: 1, calls: calls, scale: scale) {
    step += 1
    _ = screen.handle(.key(keys[step % keys.count]))
    screen.draw(into: &next)
    bytes.removeAll(keepingCapacity: true)
    renderer.renderUpdate(from: shown, to: next, into: &bytes)
    swap(&shown, &next)
    sink &+= bytes.count
  }
}

/// A conversation question's key against a full-screen form's, and filtering a 10⁴-option
/// choose question as letters are typed and taken back.
@MainActor func measureConversationKeys() {
  let question = measureKeys(
    "a key typed into a conversation's text question, key to bytes", id: "conversation.key",
    screen: Conversation.textScreen("What's your name?", rules: [.required()]), width: 80, height: 2,
    keys: [.character("a"), .backspace], calls: 2000)
  let form = BenchmarkForm(rows: 100)
  for _ in 0..<3 { _ = form.page.handle(.key(.down)) }
  let formKey = measureKeys(
    "a focus move in a full-screen 100-row form (the comparison)", id: "conversation.key.form",
    screen: form.page, width: 80, height: 24, keys: [.down, .up], calls: 2000)
  if question > 0 && formKey > 0 {
    harness.record(
      "conversation key / full-screen form key", id: "conversation.key.ratio", value: question / formKey,
      unit: "×", target: "≤ 1")
  }
  let options = (0..<10_000).map { "Option \($0) of the long list" }
  _ = measureKeys(
    "a filter key in a 10,000-option choose question", id: "choose.filter.10000",
    screen: Conversation.chooseScreen("Pick", from: options), width: 80, height: 9,
    keys: [.character("9"), .character("9"), .backspace, .backspace], calls: 200, unit: "ms",
    scale: 1_000_000)
}
