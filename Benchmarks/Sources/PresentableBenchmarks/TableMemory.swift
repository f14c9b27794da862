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
    guard harness.includes(name, id: id), harness.fixedCalls == nil, let mebibytes = childPeak(rows: rows)
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

/// Runs this executable again as a table-holding child and reads the figure it prints.
private func childPeak(rows: Int) -> Double? {
  #if os(Linux)
    let executable = "/proc/self/exe"
  #else
    let executable = CommandLine.arguments[0]
  #endif
  var pipeEnds: [Int32] = [0, 0]
  guard pipe(&pipeEnds) == 0 else { return nil }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
  posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
  let arguments = [executable, tableMemoryArgument, String(rows)]
  var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
  close(pipeEnds[1])
  var output: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 256)
  while true {
    let got = read(pipeEnds[0], &buffer, buffer.count)
    if got <= 0 { break }
    output += buffer[0..<got]
  }
  close(pipeEnds[0])
  guard spawned == 0 else { return nil }
  var status: Int32 = 0
  waitpid(pid, &status, 0)
  let text = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isNewline).last
  return text.flatMap { Double($0) }
}
