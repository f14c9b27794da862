extension Terminal {
  /// Asks a form and returns its answers: inline under the prompt in a terminal, line by line in
  /// accessible mode or without a terminal (``PromptOptions/Mode/automatic``). The form is the
  /// stack's first page, as for ``run(_:options:)``: the stack is what its rows open pages and
  /// dialogs on, and what holds the app's look.
  ///
  /// ```swift
  /// let setup = Setup()                                   // the model the form's rows bind to
  /// let page = FormPage("Set up gitty") {
  ///   FormSection { FormRow(NameField(setup: setup)) }
  ///   FormSection { FormRow.submit("Save") {} }
  /// }
  /// do {
  ///   let answers = try await Terminal.prompt(PageStack(root: page)) { setup.answers }
  ///   print(answers)
  /// } catch {
  ///   exit(error.exitStatus)                              // 130 after Ctrl-C
  /// }
  /// ```
  ///
  /// A form with a submit button (``FormRow/submit(_:action:)``) ends when it submits, and
  /// `answer` makes the value returned; Escape or `q` on the first page throws
  /// ``PromptCancellation/cancelled``, Ctrl-C ``PromptCancellation/interrupted``. A form without
  /// one ends when the user leaves it (or, line by line, after its last row), with the values as
  /// they are. The terminal is put back on every way out, as ``run(_:options:)`` puts it
  /// back; a signal that ends the program still ends it.
  ///
  /// Rows that name a flag or variable (``FormRow/given(flag:environment:)``) take
  /// ``PromptOptions/answers`` first, checked by their rules; an unattended prompt
  /// (``PromptOptions/interaction``) reads nothing and throws ``PromptCancellation/unanswered``
  /// (exit status 64) after listing every row its form refuses.
  ///
  /// The prompt waits for keys on the caller's thread, as `readLine()` does; it runs in the
  /// caller's isolation, so the form's model needs no `Sendable` conformance.
  public static func prompt<Value>(
    _ stack: PageStack, options: PromptOptions = PromptOptions(),
    isolation: isolated (any Actor)? = #isolation, answer: () -> Value
  ) async throws(PromptCancellation) -> Value {
    let form = (stack.pages.first as? FormPage)?.form
    let needsSubmit = form?.hasSubmitButton ?? false
    // Unattended, nothing is read: every row is given or kept, and those missing are listed.
    let unattended = options.isUnattended
    if options.isAccessible || unattended {
      let output = options.terminal.output
      let prompter = AccessiblePrompter(
        stack: stack, input: unattended ? .lines([]) : .fileDescriptor(options.terminal.input, output: output)
      ) {
        TerminalDevice.writeAll(output, Array($0.utf8))
      }
      prompter.answers = options.answers
      prompter.collects = unattended
      try prompter.run()
      guard !needsSubmit || form?.isSubmitted == true else { throw .cancelled }
      return answer()
    }
    if options.answers != GivenAnswers() {
      let prompter = AccessiblePrompter(stack: stack, input: .lines([])) { _ in }
      prompter.answers = options.answers
      try prompter.applyGiven()
    }
    var terminal = options.terminal
    if terminal.inline == nil { terminal.inline = InlineOptions() }
    let status = run(
      stack, options: terminal, until: needsSubmit ? { form?.isSubmitted == true } : nil)
    if form?.isSubmitted == true || (!needsSubmit && status == 0) { return answer() }
    throw status == 130 ? .interrupted : .cancelled
  }
}
