import Observation
import Testing

@testable import Presentable

@Suite("Progress and loading cells")
struct ProgressCellsTests {
  struct Work: TextPresentable, ProgressPresentable, DetailTextPresentable, LoadingPresentable {
    var text = "Downloading"
    var progress: Double?
    var isLoading = false
    var detailText: String { "1.1" }
  }

  @Test func aBarFillsItsShareInItsColorWithAPercentage() {
    let line = ProgressCell(viewModel: Work(progress: 0.4)).render(width: 40)[0]
    #expect(line.plainText == "  Downloading   ━━━━━━━━──────────── 40%")
    #expect(style(of: "━", in: line)?.foreground == .accent)
    #expect(style(of: "─", in: line)?.foreground == .separator)
    #expect(ProgressCell(viewModel: Work(progress: 0.4)).transcript() == "Downloading, progress, 40%")
    // Out of range and not-a-number are kept in the bar.
    #expect(ProgressCell(viewModel: Work(progress: 7)).render(width: 40)[0].plainText.hasSuffix("━━━━ 100%"))
    #expect(ProgressCell(viewModel: Work(progress: .nan)).render(width: 40)[0].plainText.hasSuffix("─────"))
    // A bar takes no focus and does not animate.
    #expect(!ProgressCell(viewModel: Work(progress: 0.4)).canFocus)
    #expect(ProgressCell(viewModel: Work(progress: 0.4)).animationInterval(state: ()) == nil)
  }

  @Test func anUnknownShareSpinsWithTheClock() {
    let cell = ProgressCell(viewModel: Work(progress: nil))
    #expect(cell.animationInterval(state: ()) == Spinner.interval)
    func frame(at time: Duration) -> String {
      cell.render(width: 20, context: CellContext(time: time))[0].plainText
    }
    #expect(frame(at: .zero) == "  Downloading      ⠋")
    #expect(frame(at: Spinner.interval) == "  Downloading      ⠙")
    #expect(frame(at: Spinner.interval * 3 + .milliseconds(1)) == "  Downloading      ⠸")
    #expect(frame(at: Spinner.interval * Spinner.frames.count) == frame(at: .zero))
    #expect(cell.transcript() == "Downloading, in progress")
    // Hidden, it does not turn.
    struct Hidden: TextPresentable, ProgressPresentable {
      var text: String { "Hidden" }
      var progress: Double? { nil }
      var isHidden: Bool { true }
    }
    #expect(ProgressCell(viewModel: Hidden()).animationInterval(state: ()) == nil)
  }

  @Test func aLoadingRowSpinsUntilItsValueArrives() {
    let loading = LoadingCell(viewModel: Work(text: "Latest Version", isLoading: true))
    #expect(loading.render(width: 24)[0].plainText == "  Latest Version       ⠋")
    #expect(loading.animationInterval(state: ()) == Spinner.interval)
    #expect(loading.transcript() == "Latest Version, loading")
    let loaded = LoadingCell(viewModel: Work(text: "Latest Version", isLoading: false))
    #expect(loaded.render(width: 24)[0].plainText == "  Latest Version     1.1")
    #expect(loaded.animationInterval(state: ()) == nil)
    #expect(loaded.transcript() == "Latest Version, 1.1")
  }

  @Test func anAsyncValueArrivesReportsProgressAndFails() async {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    let value = AsyncValue<String>(reportingProgress: { report in
      report(0.25)
      for await _ in stream { break }
      report(2)  // kept in range
      return "1.1"
    })
    #expect(value.isLoading)
    continuation.yield()
    let phase = await value.wait()
    guard case .loaded("1.1") = phase else {
      Issue.record("expected the value, got \(phase)")
      return
    }
    #expect(value.value == "1.1")
    #expect(value.progress == 1)
    struct Offline: Error {}
    let failing = AsyncValue<String> { throw Offline() }
    guard case .failed(let error) = await failing.wait() else {
      Issue.record("it did not fail")
      return
    }
    #expect(error is Offline)
    #expect(!failing.isLoading)
    #expect(AsyncValue(value: 3).value == 3)
  }

  @Test func anAsyncValueIsStoredBeforeObserversHear() async {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    let value = AsyncValue<String> {
      for await _ in stream { break }
      return "arrived"
    }
    let seen = Locked<String?>(nil)
    let heard = Locked(false)
    withObservationTracking {
      _ = value.value
    } onChange: {
      // A redraw asked for now must find the value.
      heard.withLock { $0 = true }
      seen.withLock { $0 = value.value }
    }
    continuation.yield()
    await value.wait()
    #expect(heard.withLock { $0 })
    #expect(seen.withLock { $0 } == "arrived")
  }

  @Test func cancellingFailsTheValue() async {
    let value = AsyncValue<Int> {
      try await Task.sleep(for: .seconds(3600))
      return 1
    }
    value.cancel()
    guard case .failed(let error) = await value.wait() else {
      Issue.record("it did not fail")
      return
    }
    #expect(error is CancellationError)
  }
}
