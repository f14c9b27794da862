#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs this executable again with `arguments` (a child that holds what is measured, so its peak
/// memory is its own) and reads the figure it prints last.
func childPeak(_ arguments: String...) -> Double? {
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
  let arguments = [executable] + arguments
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
