#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Steps of work run one after the other and shown as they go: live in a terminal (a spinner,
/// then ✓ and the time each took, the log's last lines under the running step, lines printed
/// above), one plain line per change in a pipe, foldable groups on GitHub Actions and GitLab CI,
/// and sentences in accessible mode.
///
/// <!-- snippet: skip (the app's own fetch) -->
/// ```swift
/// try await LiveSteps([
///   LiveStep("Resolve") { step in step.print("3 packages") },
///   LiveStep("Download") { step in step.progress(0.4); try await fetch() },
///   LiveStep("Install") { step in step.log("linking") },
/// ]).run()
/// ```
///
/// A step that throws ends failed, the steps after it are skipped, and ``run()`` throws its error
/// once the steps are shown as they ended. Ctrl-C in a terminal cancels the running step's task,
/// leaves the steps as they ended, puts the terminal back and ends the program by the signal.
public struct LiveSteps: Sendable {
  /// How the steps are shown.
  public enum Presentation: Sendable, Hashable {
    /// In place, in a terminal.
    case live
    /// One plain line per change, no escape sequence: a pipe, a file.
    case plain
    /// Plain lines, each step's log in a `::group::` … `::endgroup::` block.
    case githubActions
    /// Plain lines, each step's log in a collapsed `section_start` … `section_end` section.
    case gitLab
    /// A sentence per change, "Step 2 of 5, Download, done in 3.2 s".
    case accessible

    /// The presentation the environment asks for: accessible mode first
    /// (``PromptOptions/asksForAccessibleMode(_:)``), then `GITHUB_ACTIONS=true`, then a set
    /// `GITLAB_CI`, then live where `output` is a terminal that takes escape sequences, else plain.
    public static func detect(environment: [String: String]? = nil, output: Int32 = STDOUT_FILENO)
      -> Presentation
    {
      let environment = environment ?? ProcessEnvironment.current()
      if PromptOptions.asksForAccessibleMode(environment) { return .accessible }
      if environment["GITHUB_ACTIONS"] == "true" { return .githubActions }
      if let gitLab = environment["GITLAB_CI"], !gitLab.isEmpty { return .gitLab }
      let isTerminal = TerminalDevice.isTerminal(output)
      let profile = TerminalProfile.detect(environment: environment, isTerminal: isTerminal)
      return isTerminal && profile.emitsEscapes ? .live : .plain
    }
  }

  /// The steps, in order.
  public var steps: [LiveStep]
  /// How they are shown; detected from the environment and the output when `nil`.
  public var presentation: Presentation?
  /// Where they are shown.
  public var output: Int32

  /// Steps to run in order, shown on `output` as `presentation` says (detected by default).
  public init(_ steps: [LiveStep], presentation: Presentation? = nil, output: Int32 = STDOUT_FILENO) {
    self.steps = steps
    self.presentation = presentation
    self.output = output
  }

  /// Runs the steps in order; throws the error of the first that fails, after showing how they
  /// all ended.
  public func run() async throws {
    let presentation = presentation ?? Presentation.detect(output: output)
    if presentation == .live {
      try await runLive()
    } else {
      try await runPlain(presentation)
    }
  }

  private func runLive() async throws {
    let box = Locked<[StepReporter]>([])
    let region = LiveRegion(output: output, leaves: .lastFrame) { context in
      box.withLock { $0 }.flatMap { StepRow.lines($0, time: context.time) }
    }
    let reporters = steps.map { step in
      StepReporter(title: step.title) { [region] event in
        switch event {
        case .changed, .log: break  // the region's timer draws it within a tick
        case .print(_, let line): region.print(line)
        }
      }
    }
    box.withLock { $0 = reporters }
    let steps = steps
    try await region.run { region in
      try await Self.perform(steps, reporters) { _ in region.refresh() }
    }
  }

  private func runPlain(_ presentation: Presentation) async throws {
    let writer = StepWriter(output: output, presentation: presentation, count: steps.count)
    let reporters = steps.enumerated().map { index, step in
      StepReporter(title: step.title) { event in
        switch event {
        case .changed: break
        case .log(_, let text): writer.log(text)
        case .print(_, let line): writer.print(line)
        }
      }
    }
    let indexes = Dictionary(uniqueKeysWithValues: reporters.enumerated().map { (ObjectIdentifier($1), $0) })
    try await Self.perform(steps, reporters) { reporter in
      writer.changed(reporter, number: (indexes[ObjectIdentifier(reporter)] ?? 0) + 1)
    }
  }

  /// Runs each step's work with its reporter, telling `changed` as each starts and ends.
  static func perform(
    _ steps: [LiveStep], _ reporters: [StepReporter], changed: @Sendable (StepReporter) -> Void
  ) async throws {
    var failure: (any Error)?
    for (step, reporter) in zip(steps, reporters) {
      if failure != nil || Task.isCancelled {
        reporter.end(.skipped(""), at: .now)
        continue
      }
      reporter.begin(at: .now)
      changed(reporter)
      do {
        try await step.work(reporter)
        reporter.end(.succeeded, at: .now)
      } catch is CancellationError {
        reporter.end(.failed("cancelled"), at: .now)
        failure = CancellationError()
      } catch {
        reporter.end(.failed(Sanitizer.sanitize(String(describing: error))), at: .now)
        failure = error
      }
      changed(reporter)
    }
    if let failure { throw failure }
  }
}
