import Foundation

extension Conversation {
  /// Asks for a date, a time or both, typed as `yyyy-MM-dd HH:mm` (`HH:mm` for a time) in every
  /// locale: ↑↓ move it by a day (a minute for a time), typing replaces it.
  ///
  /// ```swift
  /// let when = try await ask.date("Deliver at", default: Date())
  /// ```
  public nonisolated(nonsending) func date(
    _ title: String, default date: Date = Date(), mode: DatePickerMode = .dateAndTime,
    timeZone: TimeZone = .current, flag: String? = nil, environment: String? = nil
  ) async throws(PromptCancellation) -> Date {
    let question = DateQuestion(title: title, default: date, mode: mode, timeZone: timeZone)
    try ask(question.given(flag: flag, environment: environment))
    return question.value
  }
}
