import Presentable

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The argument that makes the benchmark a child that holds one table and reports its peak memory.
let tableMemoryArgument = "--memory-table"

/// Peak memory of a process holding a table of switch rows, drawn and navigated: the benchmark
/// runs itself again with ``tableMemoryArgument``, so the other benchmarks' allocations do not
/// count, and reads the peak the child reports.
@MainActor func measureTableMemory() {
  for rows in [100, 1_000_000] {
    let id = "memory.table.\(rows)"
    let name = "peak memory of a process holding a table of \(rows) rows"
    guard harness.includes(name, id: id), harness.fixedCalls == nil,
      let mebibytes = childPeak(tableMemoryArgument, String(rows))
    else { continue }
    harness.record(
      name, id: id, value: mebibytes, unit: "MiB", target: rows == 100 ? "(reference)" : "≤ 32 MiB")
  }
}

/// Runs as the table-holding child and exits, when the benchmark was started as one.
@MainActor func runTableMemoryChildIfAsked() {
  let arguments = CommandLine.arguments
  guard let flag = arguments.firstIndex(of: tableMemoryArgument), flag + 1 < arguments.count,
    let rows = Int(arguments[flag + 1])
  else { return }
  holdTableAndReportPeak(rows: rows)
  exit(0)
}

/// The child's side: builds a table of `rows` switch rows, draws it, goes to the end and back and
/// pages a few times, then prints its peak resident memory in MiB.
@MainActor func holdTableAndReportPeak(rows: Int) {
  let table = BenchmarkTable(rows: rows)
  var frame = table.screen.frame(width: 80, height: 24, ambiguous: .narrow)
  for key in [Key.end, .home, .pageDown, .pageDown, .pageDown, .pageUp, .end, .pageUp, .home] {
    _ = table.screen.handle(.key(key))
    table.screen.draw(into: &frame)
  }
  print(peakResidentMebibytes())
}

/// The process's peak resident set: `VmHWM` from `/proc/self/status` on Linux, `ru_maxrss`
/// elsewhere.
func peakResidentMebibytes() -> Double {
  if let status = fopen("/proc/self/status", "r") {
    defer { fclose(status) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), status) != nil {
      let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard text.hasPrefix("VmHWM:") else { continue }
      let kibibytes =
        text.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Double($0) } ?? 0
      return kibibytes / 1024
    }
  }
  var usage = rusage()
  #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576  // bytes on Darwin
  #else
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024  // kibibytes on Linux
  #endif
}
