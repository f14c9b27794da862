/// Asking the terminal for its background color (OSC 11) before the first frame, the way
/// ``CursorReport`` asks for the cursor: at most ``timeout`` once, keys typed meanwhile handed
/// on, a late answer taken out of the keys.
///
/// The question is followed by a request for the primary device attributes (`CSI c`), which
/// nearly every terminal answers, and in order: an attributes answer with no color before it
/// means the terminal does not answer OSC 11, and the run starts at once instead of waiting.
struct BackgroundQuery {
  static let request: [UInt8] = Array("\u{1B}]11;?\u{07}\u{1B}[c".utf8)
  /// The longest the run waits for the answers before its first frame.
  static let timeout: Duration = .milliseconds(200)

  /// Whether a question went out whose answers may still come: they are taken out of the keys.
  private(set) var awaitsLateAnswers = false

  /// Whether the terminal is asked at all: a terminal (the caller knows), with color, not
  /// under a multiplexer that keeps the question from the terminal.
  static func asks(environment: [String: String], profile: TerminalProfile) -> Bool {
    guard profile.emitsEscapes, profile.colorDepth != .none else { return false }
    func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
    return !isSet("TMUX") && !isSet("STY")
  }

  /// The background the environment and the terminal report, asking the terminal when
  /// `asking` (the question recorded in `cast` too); with the other bytes that came meanwhile.
  /// The terminal's answer wins over `COLORFGBG`.
  mutating func find(
    environment: [String: String], asking: Bool, input: Int32, output: Int32, cast: CastRecorder? = nil
  ) -> (background: TerminalBackground?, other: [UInt8]) {
    let fromEnvironment = environment["COLORFGBG"].flatMap(TerminalBackground.init(colorFGBG:))
    guard asking else { return (fromEnvironment, []) }
    let (answer, other, complete) = Self.ask(input: input, output: output, cast: cast)
    awaitsLateAnswers = !complete
    return (answer ?? fromEnvironment, other)
  }

  /// Input without a late answer to the question.
  func keys(in input: [UInt8]) -> [UInt8] {
    guard awaitsLateAnswers, Self.mayHoldAnswer(input) else { return input }
    return Self.extract(from: input).rest
  }

  /// Whether `bytes` has an `ESC ]` or `ESC [ ?` an answer starts with: most input (keys, a
  /// long paste) has none and is passed on as it came, not copied byte by byte.
  static func mayHoldAnswer(_ bytes: [UInt8]) -> Bool {
    var from = 0
    while from < bytes.count, let escape = bytes[from...].firstIndex(of: 0x1B) {
      let next = escape + 1
      guard next < bytes.count else { return false }
      if bytes[next] == 0x5D || (bytes[next] == 0x5B && next + 1 < bytes.count && bytes[next + 1] == 0x3F) {
        return true
      }
      from = next
    }
    return false
  }

  /// Asks and waits, at most ``timeout``: the color if answered, the other bytes, and whether
  /// the attributes answer came (nothing more will).
  static func ask(input: Int32, output: Int32, cast: CastRecorder? = nil) -> (
    TerminalBackground?, [UInt8], Bool
  ) {
    guard TerminalDevice.writeAll(output, request) else { return (nil, [], true) }
    // A recording holds every byte the terminal got, the questions too.
    cast?.output(request)
    let deadline = ContinuousClock.now + timeout
    var received: [UInt8] = []
    var color: TerminalBackground?
    while true {
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else { return (color, extract(from: received).rest, false) }
      let (seconds, attoseconds) = left.components
      let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
      guard let ready = TerminalDevice.readable([input], timeout: milliseconds), ready[0] else { continue }
      guard let chunk = TerminalDevice.readAvailable(input), !chunk.isEmpty else {
        return (color, extract(from: received).rest, true)
      }
      received += chunk
      let found = extract(from: received)
      color = color ?? found.color
      if found.attributes { return (color, found.rest, true) }
    }
  }

  /// Finds the answers in `bytes`: the OSC 11 color (`ESC ] 11 ; rgb:… BEL` or `… ESC \`),
  /// whether a device attributes answer (`ESC [ ? … c`) came, and the bytes without them.
  static func extract(from bytes: [UInt8]) -> (color: TerminalBackground?, attributes: Bool, rest: [UInt8]) {
    var rest: [UInt8] = []
    var color: TerminalBackground?
    var attributes = false
    var index = 0
    let oscStart = Array("\u{1B}]11;".utf8)
    while index < bytes.count {
      if bytes[index...].starts(with: oscStart) {
        var end = index + oscStart.count
        while end < bytes.count, bytes[end] != 0x07, bytes[end] != 0x1B { end += 1 }
        // An answer cut short is dropped: no key starts `ESC ] 11 ;`, and its text would be keys.
        guard end < bytes.count else { break }
        color = color ?? parse(Array(bytes[(index + oscStart.count)..<end]))
        // BEL, or ST (ESC \); an ESC that starts something else is kept.
        let terminated = bytes[end] == 0x07 || (end + 1 < bytes.count && bytes[end + 1] == 0x5C)
        index = bytes[end] == 0x07 ? end + 1 : terminated ? end + 2 : end
        continue
      }
      if index + 2 < bytes.count, bytes[index] == 0x1B, bytes[index + 1] == 0x5B, bytes[index + 2] == 0x3F {
        var end = index + 3
        while end < bytes.count, (0x30...0x39).contains(bytes[end]) || bytes[end] == 0x3B { end += 1 }
        if end < bytes.count, bytes[end] == 0x63 {
          attributes = true
          index = end + 1
          continue
        }
      }
      rest.append(bytes[index])
      index += 1
    }
    return (color, attributes, rest)
  }

  /// The color of an OSC 11 answer's text: `rgb:R/G/B` (or `rgba:R/G/B/A`) with one to four hex
  /// digits a component, or `#RRGGBB`.
  static func parse(_ text: [UInt8]) -> TerminalBackground? {
    let text = String(decoding: text, as: UTF8.self)
    var components: [Double] = []
    if text.hasPrefix("rgb:") || text.hasPrefix("rgba:") {
      let fields = text.drop { $0 != ":" }.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
      guard fields.count >= 3 else { return nil }
      for field in fields.prefix(3) {
        guard (1...4).contains(field.count), let value = Int(field, radix: 16) else { return nil }
        components.append(Double(value) / Double((1 << (4 * field.count)) - 1))
      }
    } else if text.hasPrefix("#"), text.count == 7, let value = Int(text.dropFirst(), radix: 16) {
      components = [value >> 16, (value >> 8) & 0xFF, value & 0xFF].map { Double($0) / 255 }
    } else {
      return nil
    }
    var background = TerminalBackground(red: components[0], green: components[1], blue: components[2])
    background.reported = text
    return background
  }
}

extension BackgroundQuery {
  /// Sets the session's theme from the terminal's background when the options ask for it
  /// (``TerminalOptions/backgroundThemes``): asks the terminal if it may, before the first frame,
  /// and hands the keys typed meanwhile to the session.
  mutating func chooseTheme(
    for session: inout ScreenSession, options: TerminalOptions, profile: TerminalProfile
  ) {
    guard let themes = options.backgroundThemes else { return }
    let environment = ProcessEnvironment.current()
    let found = find(
      environment: environment, asking: Self.asks(environment: environment, profile: profile),
      input: options.input, output: options.output, cast: options.cast)
    if let background = found.background { session.runTheme = themes.theme(for: background) }
    if !found.other.isEmpty { session.receive(found.other, at: .now) }
  }
}

extension TerminalOptions {
  /// The theme a run that asks the terminal nothing draws in: ``theme``, or with
  /// ``backgroundThemes`` the one `COLORFGBG` asks for.
  func theme(environment: [String: String]) -> Theme {
    guard let themes = backgroundThemes,
      let background = environment["COLORFGBG"].flatMap(TerminalBackground.init(colorFGBG:))
    else { return theme }
    return themes.theme(for: background)
  }
}
