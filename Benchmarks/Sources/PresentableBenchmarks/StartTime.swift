#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Start to first frame: spawns the release SettingsDemo with its output on a pipe and times
/// how long the first bytes of the screen take to arrive; then, in a pty, how long the whole
/// first frame takes (`start.last-byte`, StartInTerminal.swift). The demo must be built first:
/// `swift build -c release --product SettingsDemo` in the root package.
@MainActor func measureStartTime() {
  let candidates = [
    "../.build/release/SettingsDemo", ".build/release/SettingsDemo", "Benchmarks/.build/release/SettingsDemo",
  ]
  guard let demo = candidates.first(where: { access($0, X_OK) == 0 }) else {
    print(
      "start to first frame: skipped; build the demo first: swift build -c release --product SettingsDemo")
    return
  }
  measureStartInTerminal(demo: demo)
  if !harness.includes("start to first frame", id: "start.first-frame") { return }
  let store = "/tmp/presentable-benchmark-\(getpid())/settings.json"
  var samples: [Double] = []
  for _ in 0..<31 {
    var pipeEnds: [Int32] = [0, 0]
    pipe(&pipeEnds)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    let arguments = [demo, "--store", store]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    var pid: pid_t = 0
    let start = Harness.now()
    let spawned = posix_spawn(&pid, demo, &actions, nil, &argv, environ)
    close(pipeEnds[1])
    var byte: UInt8 = 0
    let got = read(pipeEnds[0], &byte, 1)
    let elapsed = Double(Harness.now() - start) / 1_000_000
    var rest = [UInt8](repeating: 0, count: 65_536)
    while read(pipeEnds[0], &rest, rest.count) > 0 {}
    close(pipeEnds[0])
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    posix_spawn_file_actions_destroy(&actions)
    for pointer in argv { free(pointer) }
    if spawned == 0 && got == 1 { samples.append(elapsed) }
  }
  samples.sort()
  guard !samples.isEmpty else { return }
  harness.record(
    "start to first frame, release SettingsDemo", id: "start.first-frame", value: samples[samples.count / 2],
    unit: "ms",
    target: "≤ 10 ms")
  harness.record(
    "start to first frame, fastest", id: "start.first-frame.fastest", value: samples[0], unit: "ms",
    target: "")
}
