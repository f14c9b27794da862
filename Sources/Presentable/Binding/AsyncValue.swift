import Observation

/// A value an `async` function delivers later, that rows can show while it is on its way: an
/// observable result of one task.
///
/// ```swift
/// let latest = AsyncValue { try await updates.latestVersion() }   // the task starts now
///
/// struct LatestVersionViewModel: TextPresentable, DetailTextPresentable, LoadingPresentable {
///   let latest: AsyncValue<String>
///   var text: String { "Latest Version" }
///   var isLoading: Bool { latest.isLoading }
///   var detailText: String { latest.value ?? "unknown" }
/// }
/// ```
///
/// A row that reads it while it is drawn (through ``phase``, ``value``, ``isLoading`` or
/// ``progress``; the error of a failed value is in ``Phase/failed(_:)``) is drawn again when it changes: a table notes what each row reads,
/// as for any `@Observable` model the screen reads. Meanwhile a ``LoadingCell`` or a
/// ``ProgressCell`` shows a spinner.
///
/// **Threads.** The work runs in a task of its own. The result is stored before observers hear
/// of it, so the frame a change asks for shows it. Reads may come from any thread.
///
/// **Lifetime.** The task is cancelled when the value goes away or on ``cancel()``; a cancelled
/// value fails with `CancellationError` when the work stops.
public final class AsyncValue<Value: Sendable>: Observable, Sendable {
  /// Where the value is.
  public enum Phase: Sendable {
    /// On its way.
    case loading
    /// Arrived.
    case loaded(Value)
    /// The work threw this error.
    case failed(any Error)
  }

  private struct State: Sendable {
    var phase = Phase.loading
    var progress: Double?
    var task: Task<Void, Never>?
  }

  private let state = Locked(State())
  private let registrar = ObservationRegistrar()

  /// Starts `load` at once; the value is loading until it returns.
  public convenience init(_ load: @escaping @Sendable () async throws -> Value) {
    self.init(reportingProgress: { _ in try await load() })
  }

  /// Starts `load` at once, giving it a function to report the share of the work done, from 0
  /// to 1, as it goes.
  ///
  /// ```swift
  /// let check = AsyncValue(reportingProgress: { report in
  ///   for (index, mirror) in mirrors.enumerated() {
  ///     try await mirror.check()
  ///     report(Double(index + 1) / Double(mirrors.count))
  ///   }
  ///   return "1.1"
  /// })
  /// ```
  public init(
    reportingProgress load:
      @escaping @Sendable (_ report: @escaping @Sendable (Double) -> Void) async throws -> Value
  ) {
    let task = Task { [weak self] in
      let report: @Sendable (Double) -> Void = { [weak self] fraction in self?.report(fraction) }
      var phase: Phase
      do {
        phase = .loaded(try await load(report))
      } catch {
        phase = .failed(error)
      }
      if Task.isCancelled { phase = .failed(CancellationError()) }
      self?.settle(phase)
    }
    state.withLock { $0.task = task }
  }

  /// A value that has arrived already.
  public init(value: Value) {
    state.withLock { $0.phase = .loaded(value) }
  }

  deinit {
    state.withLock { $0.task }?.cancel()
  }

  /// Where the value is: loading, loaded or failed.
  public var phase: Phase {
    registrar.access(self, keyPath: \.phase)
    return state.withLock { $0.phase }
  }

  /// The value, once it has arrived.
  public var value: Value? {
    if case .loaded(let value) = phase { return value }
    return nil
  }

  /// Whether the value is still on its way.
  public var isLoading: Bool {
    if case .loading = phase { return true }
    return false
  }

  /// The share of the work done, as last reported, from 0 to 1; `nil` before the first report.
  public var progress: Double? {
    registrar.access(self, keyPath: \.progress)
    return state.withLock { $0.progress }
  }

  /// Cancels the work; unless the value has arrived, it fails with `CancellationError` when the
  /// work stops.
  public func cancel() {
    state.withLock { $0.task }?.cancel()
  }

  /// Waits until the value has arrived or failed, and returns where it is.
  @discardableResult
  public func wait() async -> Phase {
    await state.withLock { $0.task }?.value
    return phase
  }

  private func report(_ fraction: Double) {
    let fraction = fraction.isFinite ? min(1, max(0, fraction)) : 0
    let changed = state.withLock { state -> Bool in
      guard case .loading = state.phase, state.progress != fraction else { return false }
      state.progress = fraction
      return true
    }
    // Stored first, then announced: a redraw the announcement asks for reads the new value.
    if changed { registrar.withMutation(of: self, keyPath: \.progress) {} }
  }

  private func settle(_ phase: Phase) {
    state.withLock { state in
      state.phase = phase
      state.task = nil
    }
    registrar.withMutation(of: self, keyPath: \.phase) {}
  }
}
