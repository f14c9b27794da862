/// Turns the bytes a terminal sends into ``Key``s.
///
/// Feed it bytes as they arrive; it returns the keys they complete and keeps the rest (half an
/// escape sequence, half a UTF-8 character, a paste still coming) for the next call:
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed(Array("\u{1B}[A".utf8))   // [.up]
/// decoder.feed([0x1B])                    // []: a lone Escape, or the start of a sequence?
/// decoder.pendingTimeout                  // 50 ms: wait that long for more, then flush
/// decoder.flush()                         // [.escape]: nothing followed in time
/// ```
///
/// What is pending is decided by time: a lone Escape cannot be told from the start of a sequence,
/// nor a paste still coming from one whose end marker was lost, until a moment passes with
/// nothing after it. The caller waits ``pendingTimeout`` (``escapeTimeout`` after an Escape,
/// ``pasteTimeout`` in a paste) and then calls ``flush()``. Decoded:
/// - arrows, Home, End, Page Up, Page Down, Insert, Delete and F1 to F12, with their modifiers
///   as ``Key/modified(_:_:)`` (Shift-↑, Ctrl-F5), in xterm's, rxvt's and the Linux console's
///   forms (`KeyDecoder+Keys.swift` lists them);
/// - Enter (CR or LF), Tab, Shift-Tab, Backspace (DEL or BS), Escape, Space;
/// - Ctrl-letter as ``Key/control(_:)`` (Ctrl-C, Ctrl-D, …); Alt with a key (Escape first) as
///   the key with ``KeyModifiers/alt``;
/// - every key of the Kitty keyboard protocol (`ESC [ 13 ; 2 u` is Shift-Enter), and of xterm's
///   `modifyOtherKeys`, in the same spelling (``Key/with(_:)``): Ctrl-C is `.control("c")` in
///   every form;
/// - typed text, one grapheme cluster per key (`設`, `👍🏽`);
/// - bracketed paste as one ``Key/paste(_:)``.
///
/// **Text follows one rule, typed or pasted.** Bytes are read as UTF-8; each ill-formed piece (an
/// invalid byte, a character cut short) becomes one U+FFFD REPLACEMENT CHARACTER and never takes
/// the byte after it with it, so a key that follows garbage always arrives. A U+FFFD that arrives
/// as such is text like any other. Control characters are never text: C1 controls (U+0080–U+009F,
/// such as `C2 9B`) are dropped wherever they come; outside a paste the C0 bytes are keys (Enter,
/// Tab, Backspace, Ctrl-letter, Escape); inside a paste, line breaks (CR LF, CR, LF) become `"\n"`,
/// tabs stay, and the other C0 controls and DEL are dropped. So `.character` and `.paste` never
/// hold a control character but a paste's `"\n"` and `"\t"`.
///
/// A paste whose end marker never comes ends after ``pasteTimeout`` without input, or at
/// ``pasteLimit`` bytes, keeping its text, so the keys after it work (the runner also ends one
/// open for ``pasteDuration``). Ctrl-C's byte in a paste ends it and is the Ctrl-C key: a paste
/// never holds back the interrupt. A paste larger than 1 MiB arrives as several
/// ``Key/paste(_:)`` keys of at most 1 MiB each, with nothing lost.
///
/// - mouse reports in SGR form (mode 1006, which a screen asks for with ``TerminalOptions/mouse``)
///   as ``Key/mouse(_:)``: the left, middle and right buttons, and the vertical wheel.
///
/// A terminal's answers to the runner's questions (the Kitty protocol's flags, device
/// attributes) go to ``reports``, never to the keys. Anything else (other mouse reports, unknown
/// or malformed sequences) is consumed and ignored; no input can make the decoder fail.
struct KeyDecoder: Sendable {
  /// How long to wait after a lone Escape byte before deciding it was the Escape key.
  static let escapeTimeout: Duration = .milliseconds(50)

  /// How long a bracketed paste may go without input before it is taken as ended (its end
  /// marker lost): a terminal sends a paste at once, so a key typed this long after its last
  /// byte is a key (`q` quits). A paste stalled longer mid-way on a slow connection ends there,
  /// and the rest arrives typed.
  static let pasteTimeout: Duration = .milliseconds(100)

  /// The longest a paste stays open however its bytes come: then it ends, and what follows is
  /// keys. For the runner, which keeps the time (``pasteStarted``).
  static let pasteDuration: Duration = .seconds(5)

  /// The most bytes one paste takes: then it ends, and what follows is keys.
  static let pasteLimit = 64 << 20

  /// Longest escape sequence kept while waiting for its end; longer ones are dropped.
  static let maximumSequence = 64
  /// Largest piece of a paste held before it is delivered; a larger paste comes in pieces.
  static let maximumPaste = 1 << 20

  private var pending: [UInt8] = []
  /// Bytes of a bracketed paste in progress, not yet delivered.
  private var paste: [UInt8]?
  /// Bytes the open paste took so far, delivered or not.
  private var pasted = 0

  /// What the terminal said about itself since the runner last took these (``Report``).
  var reports: [Report] = []

  /// Whether a bracketed paste is open: its end marker has not come.
  var isPasting: Bool { paste != nil }

  /// A decoder with nothing pending.
  init() {}

  /// How long to wait for more input before calling ``flush()``: ``escapeTimeout`` while half a
  /// sequence or character is pending, ``pasteTimeout`` while a paste is open; `nil` when nothing
  /// is pending (wait for input as long as it takes).
  var pendingTimeout: Duration? {
    if paste != nil { return Self.pasteTimeout }
    return pending.isEmpty ? nil : Self.escapeTimeout
  }

  /// Whether bytes are pending that a timeout and ``flush()`` will decide (an Escape, half a
  /// sequence, a paste); see ``pendingTimeout``.
  var isWaitingForMoreInput: Bool { pendingTimeout != nil }

  /// Decodes `bytes` after whatever was pending, returning the keys they complete.
  mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    return decode(final: false)
  }

  /// Decides what is pending now that no more input came: a lone Escape is the Escape key, an
  /// unfinished sequence is dropped, an unfinished character is U+FFFD, and an open paste ends
  /// with the text it has.
  mutating func flush() -> [Key] {
    decode(final: true)
  }

  // MARK: Decoding

  private enum Step {
    /// Keys produced, and bytes consumed.
    case keys([Key], consumed: Int)
    /// More bytes are needed to decide.
    case needMore
  }

  private mutating func decode(final: Bool) -> [Key] {
    var keys: [Key] = []
    var text = String.UnicodeScalarView()  // typed text, segmented into clusters when it ends
    func flushText() {
      guard !text.isEmpty else { return }
      for character in String(text) {
        keys.append(character == " " ? .space : .character(character))
      }
      text = String.UnicodeScalarView()
    }
    var index = 0
    decoding: while index < pending.count {
      if paste != nil {
        flushText()
        let (next, waiting) = consumePaste(from: index, final: final, keys: &keys)
        index = next
        if waiting { break }
        continue
      }
      let byte = pending[index]
      if byte >= 0x80 || (byte >= 0x20 && byte != 0x7F) {
        switch Self.utf8(pending, at: index) {
        case .scalar(let scalar, let length):
          if !Self.isC1(scalar) { text.append(scalar) }
          index += length
        case .illFormed(let length):
          text.append("\u{FFFD}")
          index += length
        case .truncated:
          guard final else { break decoding }
          text.append("\u{FFFD}")
          index = pending.count
        }
        continue
      }
      flushText()
      switch step(at: index, final: final) {
      case .needMore:
        break decoding
      case .keys(let decoded, let consumed):
        keys.append(contentsOf: decoded)
        index += consumed
      }
    }
    if index >= pending.count {
      pending.removeAll(keepingCapacity: true)
    } else {
      pending.removeFirst(index)
    }
    flushText()
    if final, paste != nil {
      // Quiet for the paste timeout: its end marker is not coming.
      deliverPaste(upTo: paste!.count, into: &keys)
      paste = nil
    }
    return keys
  }

  /// One control byte or escape sequence at `index`.
  private mutating func step(at index: Int, final: Bool) -> Step {
    let byte = pending[index]
    switch byte {
    case 0x0D, 0x0A: return .keys([.enter], consumed: 1)
    case 0x09: return .keys([.tab], consumed: 1)
    case 0x7F, 0x08: return .keys([.backspace], consumed: 1)
    case 0x1B: return escape(at: index, final: final)
    case 0x01...0x1A:
      return .keys([.control(Character(Unicode.Scalar(byte + 0x60)))], consumed: 1)
    case 0x1F:
      // Ctrl-_ (and Ctrl-/ in most terminals): undo in a field, as in Emacs and readline.
      return .keys([.control("_")], consumed: 1)
    default:
      return .keys([], consumed: 1)  // NUL, FS, GS, RS
    }
  }

  private mutating func escape(at index: Int, final: Bool) -> Step {
    guard index + 1 < pending.count else { return final ? .keys([.escape], consumed: 1) : .needMore }
    switch pending[index + 1] {
    case UInt8(ascii: "["): return csi(at: index, final: final)
    case UInt8(ascii: "O"):
      guard index + 2 < pending.count else { return final ? .keys([.escape], consumed: 2) : .needMore }
      return .keys(Self.ss3Key(pending[index + 2]).map { [$0] } ?? [], consumed: 3)
    case 0x1B:
      // Escape pressed twice: the first is a key of its own.
      return .keys([.escape], consumed: 1)
    default:
      return alt(at: index + 1, final: final)
    }
  }

  /// Alt with a key, which arrives as Escape and the key in one read: the key with
  /// ``KeyModifiers/alt``, so Alt-q is not Escape (leave) followed by q.
  private mutating func alt(at index: Int, final: Bool) -> Step {
    let byte = pending[index]
    // Ctrl-C is never held back or changed: Escape, then the interrupt.
    if byte == 0x03 { return .keys([.escape], consumed: 1) }
    if byte < 0x20 || byte == 0x7F {
      guard case .keys(let keys, let consumed) = step(at: index, final: final) else { return .needMore }
      return .keys(keys.map { $0.with(.alt) }, consumed: consumed + 1)
    }
    switch Self.utf8(pending, at: index) {
    case .scalar(let scalar, let length):
      let key: Key = scalar == " " ? .space : .character(Character(scalar))
      return .keys(Self.isC1(scalar) ? [] : [key.with(.alt)], consumed: length + 1)
    case .illFormed: return .keys([], consumed: 1)
    case .truncated: return final ? .keys([], consumed: 1) : .needMore
    }
  }

  /// `ESC [ parameters intermediates final`.
  private mutating func csi(at index: Int, final: Bool) -> Step {
    // `ESC [ M` and three raw bytes: a mouse report in X10 form (a terminal that ignores 1006).
    // Its bytes may be anything, ESC and letters included, so they are taken before any parsing.
    if index + 2 < pending.count, pending[index + 2] == UInt8(ascii: "M") {
      guard index + 5 < pending.count else {
        return final ? .keys([], consumed: pending.count - index) : .needMore
      }
      let event = Self.x10Mouse(pending[index + 3], pending[index + 4], pending[index + 5])
      return .keys(event.map { [.mouse($0)] } ?? [], consumed: 6)
    }
    if index + 2 < pending.count, pending[index + 2] == UInt8(ascii: "[") {
      // The Linux console's F1 to F5: `ESC [ [ A` to `ESC [ [ E`.
      guard index + 3 < pending.count else { return final ? .keys([], consumed: 3) : .needMore }
      return .keys(Self.consoleKey(pending[index + 3]).map { [$0] } ?? [], consumed: 4)
    }
    var end = index + 2
    while end < pending.count {
      let byte = pending[end]
      if (0x40...0x7E).contains(byte) { break }
      // rxvt's Shift with a `~` key ends in `$`, which is otherwise an intermediate byte.
      if byte == UInt8(ascii: "$"), pending[index + 2..<end].allSatisfy({ (0x30...0x39).contains($0) }) {
        break
      }
      guard (0x20...0x3F).contains(byte), end - index < Self.maximumSequence else {
        // Not a well-formed sequence: drop the introducer and read on.
        return .keys([], consumed: end - index)
      }
      end += 1
    }
    guard end < pending.count else { return final ? .keys([], consumed: pending.count - index) : .needMore }
    let parameters = Array(pending[index + 2..<end])
    let finalByte = pending[end]
    let consumed = end - index + 1
    switch finalByte {
    case UInt8(ascii: "M"), UInt8(ascii: "m"):
      // `<`, then digits and semicolons only: anything else is no SGR report.
      guard parameters.first == UInt8(ascii: "<"),
        parameters.dropFirst().allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ";") })
      else { return .keys([], consumed: consumed) }
      let event = Self.mouse(Self.numbers(parameters), released: finalByte == UInt8(ascii: "m"))
      return .keys(event.map { [.mouse($0)] } ?? [], consumed: consumed)
    case UInt8(ascii: "~") where parameters.elementsEqual("200".utf8):
      paste = []
      pasted = 0
      return .keys([], consumed: consumed)
    default:
      switch Self.meaning(final: finalByte, parameters: parameters[...]) {
      case .keys(let keys): return .keys(keys, consumed: consumed)
      case .report(let report):
        reports.append(report)
        return .keys([], consumed: consumed)
      }
    }
  }

  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Gathers paste bytes up to `ESC [ 201 ~`; returns where to read on, and whether the bytes
  /// from there may be the start of the end marker (so they wait for more input). On `final`
  /// (the paste went quiet) such a start is taken as the marker, cut short.
  private mutating func consumePaste(from index: Int, final: Bool, keys: inout [Key]) -> (
    index: Int, waiting: Bool
  ) {
    var i = index
    while i < pending.count {
      if pending[i] == 0x03 || pasted >= Self.pasteLimit {
        // Ctrl-C, or a paste as large as one can be: it ends here.
        deliverPaste(upTo: paste!.count, into: &keys)
        paste = nil
        if pending[i] != 0x03 { return (i, false) }
        keys.append(.control("c"))
        return (i + 1, false)
      }
      if pending[i] == 0x1B {
        let available = min(Self.pasteEnd.count, pending.count - i)
        if pending[i..<i + available].elementsEqual(Self.pasteEnd[0..<available]) {
          if available < Self.pasteEnd.count && !final { return (i, true) }
          deliverPaste(upTo: paste!.count, into: &keys)
          paste = nil
          return (i + available, false)
        }
      }
      paste!.append(pending[i])
      pasted += 1
      if paste!.count >= Self.maximumPaste { deliverPaste(upTo: Self.pieceEnd(paste!), into: &keys) }
      i += 1
    }
    return (i, false)
  }

  /// Where to cut a large paste: not inside a UTF-8 character, not between CR and LF.
  private static func pieceEnd(_ bytes: [UInt8]) -> Int {
    var start = bytes.count - 1  // the start of the last character
    while start > 0 && start > bytes.count - 4 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
    let lead = bytes[start]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    var end = start + length <= bytes.count ? bytes.count : start
    if end > 1 && bytes[end - 1] == 0x0D { end -= 1 }
    return max(end, 1)
  }

  /// Delivers the first `count` bytes of the paste as one key, keeping the rest.
  private mutating func deliverPaste(upTo count: Int, into keys: inout [Key]) {
    guard let bytes = paste else { return }
    keys.append(.paste(Self.pastedText(bytes[0..<count])))
    paste = Array(bytes[count...])
  }

  private static func isC1(_ scalar: Unicode.Scalar) -> Bool { (0x80...0x9F).contains(scalar.value) }

  /// One UTF-8 step: a scalar and its length; an ill-formed piece (the longest start of a
  /// character that is valid so far, at least one byte) to replace with U+FFFD; or a character
  /// cut short by the end of the bytes.
  enum UTF8Step {
    case scalar(Unicode.Scalar, length: Int)
    case illFormed(length: Int)
    case truncated
  }

  /// Decodes the character at `index`, by the Unicode Standard's table of well-formed UTF-8
  /// (no overlong forms, no surrogates, nothing above U+10FFFF).
  static func utf8(_ bytes: [UInt8], at index: Int) -> UTF8Step {
    let lead = bytes[index]
    if lead < 0x80 { return .scalar(Unicode.Scalar(lead), length: 1) }
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: return .illFormed(length: 1)
    }
    var value = UInt32(lead & (0xFF >> (length + 1)))
    for offset in 1..<length {
      guard index + offset < bytes.count else { return .truncated }
      let byte = bytes[index + offset]
      guard (offset == 1 ? secondRange : 0x80...0xBF).contains(byte) else {
        return .illFormed(length: offset)
      }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return .scalar(Unicode.Scalar(value)!, length: length)
  }
}
