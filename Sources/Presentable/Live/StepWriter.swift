#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes steps where there is no live region: a line per change, logs indented, and the CI
/// services' fold markers.
struct StepWriter: Sendable {
  let output: Int32
  let presentation: LiveSteps.Presentation
  let count: Int
  let profile: TerminalProfile

  init(output: Int32, presentation: LiveSteps.Presentation, count: Int) {
    self.output = output
    self.presentation = presentation
    self.count = count
    self.profile =
      presentation == .accessible
      ? .dumb : TerminalProfile.detect(isTerminal: TerminalDevice.isTerminal(output))
  }

  private func write(_ text: String) {
    _ = TerminalDevice.writeAll(output, Array((text + "\n").utf8))
  }

  /// A log line: indented in a pipe; on CI a line of its own inside the group, never taken for
  /// one of the service's commands.
  func log(_ text: String) {
    switch presentation {
    case .githubActions, .gitLab: write(Self.defused(text))
    default: write("  " + text)
    }
  }

  /// A line printed above the steps.
  func print(_ line: Line) {
    var bytes: [UInt8] = []
    ANSIRenderer(profile: profile).render(line, into: &bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    write(presentation == .githubActions || presentation == .gitLab ? Self.defused(text) : text)
  }

  /// The lines for a step that started or ended.
  func changed(_ step: StepReporter, number: Int) {
    let running = step.stepState == .running
    switch presentation {
    case .accessible:
      if let sentence = StepRow.sentence(step, number: number, of: count) { write(sentence) }
    case .githubActions:
      if running {
        write("::group::" + step.stepTitle)
      } else {
        write("::endgroup::")
        if let line = StepRow.plainLine(step) { write(line) }
      }
    case .gitLab:
      let now = time(nil)
      if running {
        write("\u{1B}[0Ksection_start:\(now):step_\(number)[collapsed=true]\r\u{1B}[0K" + step.stepTitle)
      } else {
        write("\u{1B}[0Ksection_end:\(now):step_\(number)\r\u{1B}[0K")
        if let line = StepRow.plainLine(step) { write(line) }
      }
    case .plain, .live:
      if let line = StepRow.plainLine(step) { write(line) }
    }
  }

  /// `text` with a leading `::` moved off the start of the line, so a log cannot issue a workflow
  /// command (`::endgroup::`, `::add-mask::`).
  static func defused(_ text: String) -> String {
    text.hasPrefix("::") || text.hasPrefix("section_") ? " " + text : text
  }
}
