#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Times a body many times and reports the median of several runs, so one noisy run (these
/// machines are shared) does not decide the figure.
struct Harness {
  var runs = 15
  /// Only metrics whose name contains this run (the first command-line argument), for profiling.
  var filter = CommandLine.arguments.dropFirst().first
  /// Results as rows of the report, in the order they were measured.
  private(set) var results: [(name: String, median: Double, best: Double, unit: String, target: String)] = []

  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// Measures `body`, which does `work` units of work per call; reports nanoseconds per unit.
  @discardableResult
  mutating func measure(
    _ name: String, unit: String, work: Int, target: String = "", calls: Int = 1, scale: Double = 1,
    _ body: () -> Void
  ) -> Double {
    if let filter, !name.contains(filter) { return 0 }
    for _ in 0..<max(1, calls / 10) { body() }  // warm up
    var samples: [Double] = []
    for _ in 0..<runs {
      let start = Harness.now()
      for _ in 0..<calls { body() }
      let elapsed = Double(Harness.now() - start)
      samples.append(elapsed / Double(calls * work) / scale)
    }
    samples.sort()
    let median = samples[samples.count / 2]
    results.append((name, median, samples[0], unit, target))
    return median
  }

  /// Records a figure that is not a time (bytes, ratios).
  mutating func record(_ name: String, value: Double, unit: String, target: String = "") {
    results.append((name, value, value, unit, target))
  }

  func report() -> String {
    let nameWidth = max(10, results.map(\.name.count).max() ?? 0)
    var lines = [
      pad("metric", nameWidth) + "  " + pad("median", 12) + "  " + pad("best", 12) + "  target",
      String(repeating: "-", count: nameWidth + 44),
    ]
    for r in results {
      lines.append(
        pad(r.name, nameWidth) + "  " + pad(format(r.median) + " " + r.unit, 12) + "  "
          + pad(format(r.best) + " " + r.unit, 12) + "  " + r.target)
    }
    return lines.joined(separator: "\n")
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  private func format(_ value: Double) -> String {
    guard value.isFinite else { return "n/a" }
    if value >= 100 { return String(Int(value.rounded())) }
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
  }
}

/// Keeps results alive so the optimizer cannot drop the work that made them.
nonisolated(unsafe) var sink = 0
