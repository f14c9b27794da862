extension Conversation {
  /// The screen a text question is drawn on, to drive by keys without a terminal (a test with
  /// PresentableTesting's `HeadlessTerminal`, a benchmark). Asking goes through
  /// ``text(_:placeholder:default:rules:suggestions:flag:environment:)``; this is only the drawing and the keys.
  ///
  /// ```swift
  /// let screen = Conversation.textScreen("Name")
  /// _ = screen.handle(.key(.character("A")))   // the first row now reads "? Name A"
  /// ```
  public static func textScreen(
    _ title: String, placeholder: String = "", rules: [ValidationRule] = []
  ) -> any Screen {
    TextQuestion(
      title: title, placeholder: placeholder, default: "", rules: rules, isSecret: false,
      suggestions: { _ in [] })
  }

  /// The screen a choose question is drawn on, to drive by keys without a terminal; see
  /// ``textScreen(_:placeholder:rules:)``.
  ///
  /// ```swift
  /// let screen = Conversation.chooseScreen("Zone", from: ["London", "Paris"])
  /// _ = screen.handle(.key(.character("p")))   // Paris alone is listed
  /// ```
  public static func chooseScreen(_ title: String, from options: [String]) -> any Screen {
    ChooseQuestion(title: title, titles: options, details: options.map { _ in nil }, default: nil)
  }
}
