/// The Kitty keyboard protocol, by progressive enhancement: the runner asks whether the terminal
/// speaks it (`CSI ? u`) together with the primary device attributes (`CSI c`), which every
/// terminal answers, and does not wait: the first frame is drawn at once, keys typed meanwhile
/// come in the legacy forms the decoder reads anyway. An answer `CSI ? flags u` before the
/// attributes turns the protocol on with the one flag used (1, "disambiguate escape codes":
/// Shift-Enter, Ctrl-Enter, Alt and Ctrl combinations and Escape come as keys of their own);
/// the attributes alone say the terminal does not speak it, and nothing more is asked.
///
/// Turned on, the flags are pushed (`CSI > 1 u`) in the alternate screen, where the terminal
/// keeps them apart from the shell's, and popped (`CSI < u`) on every way out the terminal is
/// restored on (``TerminalRestorer``: quitting, Ctrl-C, every ending signal, a crash) and on
/// Ctrl-Z; resumed, they are pushed again.
struct KeyboardProtocol {
  /// Kitty's "is the protocol there" and the primary device attributes, asked together.
  static let query: [UInt8] = Array("\u{1B}[?u\u{1B}[c".utf8)
  /// The flags the runner uses: 1, disambiguate escape codes.
  static let flags = 1
  /// Pushes ``flags`` on the terminal's stack of keyboard modes.
  static let push: [UInt8] = Array("\u{1B}[>\(flags)u".utf8)
  /// Pops what ``push`` pushed.
  static let pop: [UInt8] = Array("\u{1B}[<u".utf8)

  enum State: Equatable {
    /// The query is out; no answer yet.
    case asking
    /// The terminal speaks the protocol, and the flags are pushed.
    case on
    /// The terminal answered without the protocol (or was not asked).
    case off
  }

  private(set) var state: State

  /// Asks the terminal on `output`, writing the question to `cast` too.
  static func ask(output: Int32, cast: CastRecorder?) -> KeyboardProtocol {
    guard TerminalDevice.writeAll(output, query) else { return KeyboardProtocol(state: .off) }
    cast?.output(query)
    return KeyboardProtocol(state: .asking)
  }

  /// Reads the terminal's answers the decoder took out of the input; turns the protocol on when
  /// the terminal says it has it.
  mutating func notice(_ decoder: inout KeyDecoder, output: Int32, cast: CastRecorder?) {
    guard !decoder.reports.isEmpty else { return }
    let reports = decoder.reports
    decoder.reports.removeAll()
    for report in reports where state == .asking {
      switch report {
      case .keyboardFlags:
        TerminalRestorer.keyboardProtocol(on: true)
        guard TerminalDevice.writeAll(output, Self.push) else { continue }
        cast?.output(Self.push)
        state = .on
      case .deviceAttributes:
        state = .off
      }
    }
  }
}
