import Foundation

/// One answered question, as an answers file and a next-time line keep it.
struct KeptAnswer {
  var title: String
  var key: String
  var flag: String?
  var environment: String?
  var answer: SavedAnswer
  var isSecret: Bool
}

extension Conversation {
  /// Runs `body`'s questions as one conversation. Asked in a terminal or line by line, this is
  /// the same as asking them one by one. Unattended (``PromptOptions/Interaction/never``, `CI`
  /// with no terminal, or input that ended before a required answer) no question waits: each
  /// one is reached, a required one with nothing given takes its default and is noted, and once
  /// `body` returns every one noted is listed on standard error, with its flag and variable,
  /// and ``PromptCancellation/unanswered`` (exit status 64) is thrown, so what the app does
  /// after `run` (writing its settings) is not done.
  ///
  /// ```swift
  /// let name = try await ask.run { ask throws(PromptCancellation) in
  ///   try await ask.text("Name", rules: [.required()], flag: "name", environment: "SETUP_NAME")
  /// }
  /// ```
  ///
  /// Questions that depend on earlier answers are reached as the defaults lead: a question
  /// skipped because a default said no is not listed.
  public nonisolated(nonsending) func run<Result>(
    _ body: nonisolated(nonsending) (Conversation) async throws(PromptCancellation) -> Result
  ) async throws(PromptCancellation) -> Result {
    let outer = isCollecting
    isCollecting = true
    defer { isCollecting = outer }
    let result = try await body(self)
    if !outer, !unanswered.isEmpty {
      writeError(UnansweredQuestion.report(unanswered))
      throw .unanswered
    }
    return result
  }

  /// Whether no question of this conversation may wait: unattended options, or in a run, input
  /// that ended.
  var isUnattended: Bool {
    options.isUnattended || (isCollecting && isLineByLine && reader.hasEnded)
  }

  /// Answers `question` from what was given, or unattended from its default; `false` when it
  /// is to be asked. A given answer that breaks the question's rules, or a required question
  /// with no answer in an unattended run, is noted (``miss(_:reason:)``).
  func answerWithoutAsking(_ question: QuestionScreen) throws(PromptCancellation) -> Bool {
    if let given = options.answers.answer(
      flag: question.flag, environment: question.environment, key: question.answerKey)
    {
      if let problem = question.take(given: given.value) {
        let shown = question.isSecretAnswer ? "" : " “\(given.value)”"
        try miss(question, reason: "\(problem) (given by \(given.source.description)\(shown))")
      } else {
        finish(question)
      }
      return true
    }
    guard isUnattended else { return false }
    if let reason = question.missingReason {
      try miss(question, reason: reason)
    } else {
      question.takeDefault()
      finish(question)
    }
    return true
  }

  /// Notes that `question` is not answered for `reason`: in a run it takes its default and the
  /// run goes on; otherwise it is said on standard error and ``PromptCancellation/unanswered``
  /// thrown.
  func miss(_ question: QuestionScreen, reason: String) throws(PromptCancellation) {
    let missing = UnansweredQuestion(
      title: question.title, flag: question.flag, environment: question.environment, reason: reason)
    unanswered.append(missing)
    question.takeDefault()
    guard isCollecting else {
      writeError(UnansweredQuestion.report([missing]))
      throw .unanswered
    }
  }

  /// Writes the record line of a question answered without asking, and keeps its answer.
  func finish(_ question: QuestionScreen) {
    question.answer()
    if isLineByLine {
      write(question.record.plainText + "\n")
    } else {
      writeRecord(question.record, terminal: options.terminal)
    }
    keep(question)
  }

  /// Keeps `question`'s answer for an answers file and a next-time line.
  func keep(_ question: QuestionScreen) {
    kept.removeAll { $0.key == question.answerKey }
    kept.append(
      KeptAnswer(
        title: question.title, key: question.answerKey, flag: question.flag,
        environment: question.environment, answer: question.savedAnswer, isSecret: question.isSecretAnswer))
  }

  /// The answers so far as an answers file: a JSON object, one key a question (its flag's name,
  /// else its variable, else its title) in the order asked; secrets are never written. Read
  /// back with ``GivenAnswers/answersFile(at:)`` it gives the same answers.
  ///
  /// ```swift
  /// try ask.answersFile().write(to: URL(fileURLWithPath: "answers.json"))
  /// ```
  public func answersFile() -> Data {
    let encoder = JSONEncoder()
    func json(_ value: some Encodable) -> String {
      (try? encoder.encode(value)).flatMap { String(data: $0, encoding: .utf8) } ?? "null"
    }
    let entries = kept.filter { !$0.isSecret }.map { kept -> String in
      let value =
        switch kept.answer {
        case .text(let text): json(text)
        case .flag(let on): on ? "true" : "false"
        case .number(let number): String(number)
        case .list(let texts): json(texts)
        }
      return "  \(json(kept.key)): \(value)"
    }
    let text = entries.isEmpty ? "{}\n" : "{\n" + entries.joined(separator: ",\n") + "\n}\n"
    return Data(text.utf8)
  }

  /// The command line that gives the answers so far, for "next time": `command`'s words, then
  /// `--flag value` for each question answered that has a flag (`--flag=value` for a value that
  /// starts with `-`), with `VARIABLE=value` before it for one that has only a variable; every
  /// word shell-quoted. A secret is left out, or given as `--flag "$VARIABLE"` when it has both.
  /// A question with neither is left out (it will be asked).
  ///
  /// ```swift
  /// ask.print("next time: " + ask.nextTimeCommand(["SettingsDemo", "--setup"]))
  /// ```
  public func nextTimeCommand(_ command: [String]) -> String {
    var prefix: [String] = []
    var words = command.map(Self.shellQuoted)
    for kept in kept {
      if kept.isSecret {
        if let flag = kept.flag, let variable = kept.environment, Self.isVariableName(variable) {
          words += ["--" + flag, "\"$\(variable)\""]
        }
        continue
      }
      let value = kept.answer.commandText
      if let flag = kept.flag {
        words +=
          value.hasPrefix("-")
          ? [Self.shellQuoted("--\(flag)=\(value)")] : ["--" + flag, Self.shellQuoted(value)]
      } else if let variable = kept.environment, Self.isVariableName(variable) {
        prefix.append("\(variable)=\(Self.shellQuoted(value))")
      }
    }
    return (prefix + words).joined(separator: " ")
  }

  /// `word` as a POSIX shell reads it back unchanged: as it is when it holds only safe
  /// characters, else in single quotes (a quote inside written `'\''`).
  static func shellQuoted(_ word: String) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@%+=:,./_-")
    if !word.isEmpty, word.allSatisfy(safe.contains) { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Whether `name` can be set before a command in a POSIX shell.
  static func isVariableName(_ name: String) -> Bool {
    guard let first = name.first, first == "_" || (first.isASCII && first.isLetter) else { return false }
    return name.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
  }
}
