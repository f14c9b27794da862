#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asking the terminal where its cursor is (`CSI 6 n`, answered `CSI row ; column R`): how an
/// inline run learns how many lines are left under the prompt.
enum CursorReport {
  static let request: [UInt8] = Array("\u{1B}[6n".utf8)

  /// The first report in `bytes`, its row counted from 0, and the bytes around it (keys typed
  /// while the run waited for it).
  static func extract(from bytes: [UInt8]) -> (row: Int?, rest: [UInt8]) {
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == 0x1B, bytes[index + 1] == 0x5B else {
        index += 1
        continue
      }
      var end = index + 2
      var numbers = [0]
      while end < bytes.count, (0x30...0x39).contains(bytes[end]) || bytes[end] == 0x3B {
        if bytes[end] == 0x3B {
          numbers.append(0)
        } else {
          numbers[numbers.count - 1] = min(99_999, numbers[numbers.count - 1] * 10 + Int(bytes[end] - 0x30))
        }
        end += 1
      }
      if end < bytes.count, bytes[end] == 0x52, numbers.count == 2, numbers[0] >= 1 {
        return (numbers[0] - 1, Array(bytes[..<index] + bytes[(end + 1)...]))
      }
      index += 1
    }
    return (nil, bytes)
  }

  /// Asks the terminal on `output` for its cursor's row and waits for the answer on `input`, at
  /// most `timeout` milliseconds (a terminal that never answers costs that once). Returns the row
  /// from 0, if answered, and what else came meanwhile.
  static func ask(
    input: Int32, output: Int32, timeout: Int32 = 1000, cast: CastRecorder? = nil
  ) -> (row: Int?, other: [UInt8]) {
    guard TerminalDevice.writeAll(output, request) else { return (nil, []) }
    // A recording holds every byte the terminal got, the questions too.
    cast?.output(request)
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout))
    var received: [UInt8] = []
    while true {
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else { return (nil, withoutPartialReport(received)) }
      let (seconds, attoseconds) = left.components
      let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
      guard let ready = TerminalDevice.readable([input], timeout: milliseconds) else { continue }
      guard ready[0] else { continue }
      guard let chunk = TerminalDevice.readAvailable(input), !chunk.isEmpty else {
        return (nil, withoutPartialReport(received))
      }
      received += chunk
      let found = extract(from: received)
      if let row = found.row { return (row, found.rest) }
    }
  }

  /// `bytes` without a report cut short (`ESC [ 12` or `ESC [ 12 ; 4` and no `R`): what a terminal
  /// that answered only in part leaves. Its digits would join the next key into one unknown
  /// sequence (`ESC [ 12 q`) and the key would be lost; a key sequence with digits (`ESC [ 3 ~`,
  /// `ESC [ 1 ; 5 A`) is kept.
  static func withoutPartialReport(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x1B, index + 2 < bytes.count, bytes[index + 1] == 0x5B,
        (0x30...0x39).contains(bytes[index + 2])
      else {
        result.append(bytes[index])
        index += 1
        continue
      }
      var end = index + 2
      while end < bytes.count, (0x30...0x39).contains(bytes[end]) || bytes[end] == 0x3B { end += 1 }
      // A final byte a key ends with: a key, kept as it is.
      if end < bytes.count, Array("ABCDHFZ~Mm".utf8).contains(bytes[end]) {
        result.append(contentsOf: bytes[index...end])
        index = end + 1
        continue
      }
      index = end
    }
    return result
  }
}

/// The run's questions to the terminal about its cursor (``CursorReport``): at most one waited
/// on at a time, and a terminal that once did not answer in time is not asked again in the run,
/// so it costs the wait once, not at every resize. Its late answer, if it comes, is taken out of
/// the keys.
struct CursorQuestions {
  /// Whether the terminal answered every question so far.
  private(set) var answers = true
  /// How many questions were asked: a test reads it.
  private(set) var asked = 0

  /// The cursor's row from 0, asked of a terminal that answers (`nil` from one that does not, or
  /// did not), and the other bytes that came meanwhile.
  mutating func ask(input: Int32, output: Int32, cast: CastRecorder? = nil) -> (row: Int?, other: [UInt8]) {
    guard answers else { return (nil, []) }
    asked += 1
    let answer = CursorReport.ask(input: input, output: output, cast: cast)
    if answer.row == nil { answers = false }
    return answer
  }

  /// Input without a late answer to a question that timed out.
  func keys(in input: [UInt8]) -> [UInt8] {
    guard !answers else { return input }
    let found = CursorReport.extract(from: input)
    return found.row == nil ? input : found.rest
  }
}
