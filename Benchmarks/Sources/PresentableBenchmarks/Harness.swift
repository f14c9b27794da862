import Foundation
import MallocCounter

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Times a body many times and reports the median of several runs, so one noisy run (these
/// machines are shared) does not decide the figure.
struct Harness {
  var runs = 15
  /// Only metrics whose name or id contains this run (the first argument that is not an option),
  /// for profiling.
  var filter = CommandLine.arguments.dropFirst().first { !$0.hasPrefix("--") && Int($0) == nil }
  /// `--tsv`: one `id<TAB>median<TAB>unit` line per metric, for scripts, instead of the table.
  var printsTSV = CommandLine.arguments.contains("--tsv")
  /// `--calls N`: each metric the filter keeps runs its body exactly N times, untimed, for
  /// counting instructions under `valgrind --tool=callgrind` (run N and 2N; the difference is
  /// the cost of N calls, without the setup).
  var fixedCalls: Int? = CommandLine.arguments.firstIndex(of: "--calls").flatMap {
    CommandLine.arguments.indices.contains($0 + 1) ? Int(CommandLine.arguments[$0 + 1]) : nil
  }
  /// Results as rows of the report, in the order they were measured.
  private(set) var results:
    [(id: String, name: String, median: Double, best: Double, unit: String, target: String)] = []

  /// Whether a metric runs, given the filter.
  func includes(_ name: String, id: String) -> Bool {
    guard let filter else { return true }
    return name.contains(filter) || id.contains(filter)
  }

  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// Measures `body`, which does `work` units of work per call; reports nanoseconds per unit.
  @discardableResult
  mutating func measure(
    _ name: String, id: String, unit: String, work: Int, target: String = "", calls: Int = 1,
    scale: Double = 1,
    _ body: () -> Void
  ) -> Double {
    if !includes(name, id: id) { return 0 }
    if let fixedCalls {
      for _ in 0..<fixedCalls { body() }
      return 0
    }
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
    results.append((id, name, median, samples[0], unit, target))
    return median
  }

  /// Records a figure that is not a time (bytes, ratios).
  mutating func record(_ name: String, id: String, value: Double, unit: String, target: String = "") {
    if !includes(name, id: id) { return }
    results.append((id, name, value, value, unit, target))
  }

  /// Heap allocations per call of `body`, after a warm-up; `nil` where they cannot be counted.
  func allocations(calls: Int, _ body: () -> Void) -> Double? {
    if fixedCalls != nil { return nil }
    for _ in 0..<max(1, calls / 10) { body() }
    let start = presentable_allocation_count()
    guard start >= 0 else { return nil }
    for _ in 0..<calls { body() }
    return Double(presentable_allocation_count() - start) / Double(calls)
  }

  func report() -> String {
    if printsTSV {
      return results.map { "\($0.id)\t\(tsvNumber($0.median))\t\($0.unit)" }.joined(separator: "\n")
    }
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

  private func tsvNumber(_ value: Double) -> String {
    guard value.isFinite else { return "nan" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return String(format: "%.4g", value)
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
