import Presentable

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The argument that makes the benchmark a child that streams a table of 10⁵ rows to /dev/null and
/// reports its peak memory.
let liveTableArgument = "--memory-live-table"

/// Live output: a line printed above a live region at two scrollback sizes (and their ratio: a
/// print costs its line and the region, not the lines before it), the bytes of a spinner's turn
/// in a step list, and the peak memory of printing 10⁵ table rows piped.
@MainActor func measureLiveOutput() {
  let nullOutput = open("/dev/null", O_WRONLY)
  defer { close(nullOutput) }
  var perLine: [Int: Double] = [:]
  for before in [1_000, 100_000] {
    let region = LiveRegion(output: nullOutput, profile: TerminalProfile(colorDepth: .ansi16)) { context in
      [Line("\(context.spinner) Downloading  3/8"), Line("  fetched part 3")]
    }
    let text = Line("fetched https://example.com/packages/presentable-1.2.0.tar.gz (東京 mirror) in 12 ms")
    let semaphore = DispatchSemaphoreLike()
    Task.detached {
      _ = try? await region.run { region in
        for index in 0..<before { region.print("line \(index) of the scrollback") }
        semaphore.signal()
        semaphore.waitForRelease()
      }
      semaphore.signal()
    }
    semaphore.wait()
    perLine[before] = harness.measure(
      "a line printed above a live region, \(before) lines printed before", id: "live.print.line.\(before)",
      unit: "ns/line", work: 1, target: "≤ 20 µs/line", calls: 2_000
    ) {
      region.print(text)
    }
    semaphore.release()
    semaphore.wait()
  }
  if let small = perLine[1_000], let large = perLine[100_000], small > 0 {
    harness.record(
      "a printed line's cost after 100000 lines over after 1000", id: "live.print.ratio",
      value: large / small,
      unit: "×", target: "≤ 1.5 ×")
  }
  harness.record(
    "bytes of a spinner's turn in a live step list, 16 colors", id: "live.spinner.bytes",
    value: Double(spinnerTurnBytes()),
    unit: "B", target: "≤ 20 B")
  if harness.includes("peak memory printing 10⁵ table rows piped", id: "live.table.100000.memory"),
    harness.fixedCalls == nil, let mebibytes = childPeak(liveTableArgument)
  {
    harness.record(
      "peak memory printing 10⁵ table rows piped", id: "live.table.100000.memory", value: mebibytes,
      unit: "MiB",
      target: "≤ 32 MiB")
  }
}

/// The bytes a live region of three steps writes when the running step's spinner turns once.
func spinnerTurnBytes() -> Int {
  var ends: [Int32] = [0, 0]
  guard pipe(&ends) == 0 else { return -1 }
  _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
  defer {
    close(ends[0])
    close(ends[1])
  }
  let turn = TurnCounter()
  let region = LiveRegion(output: ends[1], profile: TerminalProfile(colorDepth: .ansi16)) { _ in
    let time = Duration.milliseconds(250 * turn.value)
    return [
      StepRow.line(BenchmarkStep(state: .succeeded), time: time),
      StepRow.line(BenchmarkStep(state: .running), time: time),
      StepRow.line(BenchmarkStep(state: .pending), time: time),
    ]
  }
  let reader = ends[0]
  let done = DispatchSemaphoreLike()
  let result = TurnCounter()
  Task.detached {
    _ = try? await region.run { region in
      region.refresh()
      _ = drainPipe(reader)
      turn.increment()
      region.refresh()
      result.set(drainPipe(reader))
    }
    done.signal()
  }
  done.wait()
  return result.value
}

/// Reads what is waiting in a non-blocking pipe; how many bytes.
@Sendable func drainPipe(_ fd: Int32) -> Int {
  var total = 0
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let got = read(fd, &buffer, buffer.count)
    if got <= 0 { return total }
    total += got
  }
}

struct BenchmarkStep: StepPresentable {
  var state: StepState
  var stepTitle: String { "Download" }
  var stepState: StepState { state }
  var stepElapsed: Duration? { .milliseconds(1200) }
}

/// Runs as the table-streaming child and exits, when the benchmark was started as one.
@MainActor func runLiveTableChildIfAsked() {
  guard CommandLine.arguments.contains(liveTableArgument) else { return }
  let output = open("/dev/null", O_WRONLY)
  let table = DataTable(
    columns: [
      DataTable.Column("#", alignment: .trailing), DataTable.Column("Package"), DataTable.Column("Version"),
      DataTable.Column("Size", alignment: .trailing),
    ])
  let rows = (1...100_000).lazy.map {
    ["\($0)", "package-\($0 % 977)-東京", "1.\($0 % 13).\($0 % 7)", "\($0 * 3) kB"]
  }
  table.stream(rows, to: output, width: 80, profile: .dumb)
  close(output)
  print(peakResidentMebibytes())
  exit(0)
}

/// A counter shared with a region's content.
final class TurnCounter: @unchecked Sendable {
  private var mutex = pthread_mutex_t()
  private var count = 0
  init() { pthread_mutex_init(&mutex, nil) }
  var value: Int {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    return count
  }
  func increment() { set(value + 1) }
  func set(_ new: Int) {
    pthread_mutex_lock(&mutex)
    count = new
    pthread_mutex_unlock(&mutex)
  }
}

/// A semaphore, and a second one the waiting side releases, without Foundation or Dispatch.
final class DispatchSemaphoreLike: @unchecked Sendable {
  private var ready = sem_t()
  private var released = sem_t()
  init() {
    sem_init(&ready, 0, 0)
    sem_init(&released, 0, 0)
  }
  func signal() { sem_post(&ready) }
  func wait() { while sem_wait(&ready) != 0 {} }
  func release() { sem_post(&released) }
  func waitForRelease() { while sem_wait(&released) != 0 {} }
}
