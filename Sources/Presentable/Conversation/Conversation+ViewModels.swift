extension Conversation {
  /// Asks an app's own text field view model as is: its label (or placeholder) is the question,
  /// its text the default, its rules and its secrecy hold, and the answer goes to
  /// `onTextFieldDidEndEditing`, as a form's row would send it. Returns the answer.
  ///
  /// ```swift
  /// let name = try await ask.question(NameViewModel(profile: Profile()))
  /// ```
  @discardableResult
  public nonisolated(nonsending) func question(
    _ viewModel: some TextFieldPresentable
  ) async throws(PromptCancellation) -> String {
    let title = viewModel.label.isEmpty ? viewModel.placeholder : viewModel.label
    let question = TextQuestion(
      title: title, placeholder: viewModel.placeholder, default: viewModel.text,
      rules: viewModel.validationRules,
      isSecret: viewModel.isSecure, suggestions: { _ in [] })
    try ask(question)
    viewModel.onTextFieldDidEndEditing(question.value)
    return question.value
  }

  /// Asks an app's own switch view model as a yes-or-no question: its text is the question, its
  /// state the default, and the answer goes to `onSwitchToggleOn`. `y` turns it on.
  ///
  /// ```swift
  /// let isOn = try await ask.question(MinionModeViewModel())
  /// ```
  @discardableResult
  public nonisolated(nonsending) func question(
    _ viewModel: some TextPresentable & SwitchPresentable
  ) async throws(PromptCancellation) -> Bool {
    let question = ConfirmQuestion(title: viewModel.text, default: viewModel.switchOn)
    try ask(question)
    if question.value != viewModel.switchOn { viewModel.onSwitchToggleOn(question.value) }
    return question.value
  }

  /// Asks an app's own options view model as a choose question: its options listed, the
  /// selected one highlighted, the answer's index sent to `onSelectOption`. Returns the index.
  ///
  /// ```swift
  /// struct SizeViewModel: TextPresentable, OptionsPresentable {
  ///   var text: String { "Size" }
  ///   var options: [String] { ["Small", "Medium", "Large"] }
  ///   var selectedIndex: Int { 1 }
  ///   func onSelectOption(_ index: Int) {}
  /// }
  /// let index = try await ask.question(SizeViewModel())
  /// ```
  @discardableResult
  public nonisolated(nonsending) func question(
    _ viewModel: some TextPresentable & OptionsPresentable
  ) async throws(PromptCancellation) -> Int {
    let options = viewModel.options
    precondition(!options.isEmpty, "an options view model needs at least one option")
    let selected = options.indices.contains(viewModel.selectedIndex) ? viewModel.selectedIndex : 0
    let question = ChooseQuestion(
      title: viewModel.text, titles: options, details: options.map { _ in nil }, default: selected)
    try ask(question)
    let chosen = question.chosen ?? selected
    if chosen != viewModel.selectedIndex { viewModel.onSelectOption(chosen) }
    return chosen
  }
}
