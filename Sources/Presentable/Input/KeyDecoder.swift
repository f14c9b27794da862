/// Turns the bytes a terminal sends into ``Key``s.
///
/// Feed it bytes as they arrive; it returns the keys they complete and keeps the rest (half an
/// escape sequence, half a UTF-8 character, a paste still coming) for the next call:
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed(Array("\u{1B}[A".utf8))   // [.up]
/// decoder.feed([0x1B])                    // []: a lone Escape, or the start of a sequence?
/// decoder.flush()                         // [.escape]: nothing followed within the timeout
/// ```
///
/// A lone Escape cannot be told from the start of a sequence until a moment passes with nothing
/// after it; the caller waits ``escapeTimeout`` (while ``isWaitingForMoreInput``) and calls
/// ``flush()``. Decoded:
/// - arrows, Home, End, Page Up, Page Down, Delete (CSI and SS3 forms, with or without modifiers);
/// - Enter (CR or LF), Tab, Shift-Tab, Backspace (DEL or BS), Escape, Space;
/// - Ctrl-letter as ``Key/control(_:)`` (Ctrl-C, Ctrl-D, …);
/// - printable UTF-8, one grapheme cluster per key (`設`, `👍🏽`);
/// - bracketed paste as one ``Key/paste(_:)``.
///
/// Anything else (function keys, mouse reports, unknown or malformed sequences, invalid UTF-8)
/// is consumed and ignored; no input can make the decoder fail.
public struct KeyDecoder: Sendable {
  /// How long to wait after a lone Escape byte before deciding it was the Escape key.
  public static let escapeTimeout: Duration = .milliseconds(50)

  /// Longest escape sequence kept while waiting for its end; longer ones are dropped.
  static let maximumSequence = 64
  /// Largest paste kept; the rest of a larger paste is dropped.
  static let maximumPaste = 1 << 20

  private var pending: [UInt8] = []
  /// Text of a bracketed paste in progress.
  private var paste: [UInt8]?

  /// A decoder with nothing pending.
  public init() {}

  /// Whether bytes are pending that a timeout and ``flush()`` will decide (an Escape, half a
  /// sequence). A paste in progress waits for its end however long it takes.
  public var isWaitingForMoreInput: Bool { paste == nil && !pending.isEmpty }

  /// Decodes `bytes` after whatever was pending, returning the keys they complete.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    return decode(final: false)
  }

  /// Decides what is pending now that no more input came: a lone Escape is the Escape key; an
  /// unfinished sequence or character is dropped. An unfinished paste is kept.
  public mutating func flush() -> [Key] {
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
    var text: [UInt8] = []  // printable UTF-8, segmented into clusters when it ends
    func flushText() {
      guard !text.isEmpty else { return }
      for character in String(decoding: text, as: UTF8.self) where character != "\u{FFFD}" {
        keys.append(character == " " ? .space : .character(character))
      }
      text = []
    }
    var index = 0
    while index < pending.count {
      if paste != nil {
        let (next, waiting) = consumePaste(from: index, keys: &keys, flushText: flushText)
        index = next
        if waiting { break }
        continue
      }
      let byte = pending[index]
      if byte >= 0x20 && byte != 0x7F {
        // Printable: ASCII or a UTF-8 sequence, gathered so clusters can be segmented whole.
        let length = Self.utf8Length(byte)
        if length == 0 {  // a stray continuation or invalid lead byte
          index += 1
          continue
        }
        if index + length > pending.count {
          if final { index = pending.count } else { break }
          continue
        }
        if (1..<length).allSatisfy({ pending[index + $0] & 0xC0 == 0x80 }) {
          text.append(contentsOf: pending[index..<index + length])
          index += length
        } else {
          index += 1
        }
        continue
      }
      flushText()
      switch step(at: index, final: final) {
      case .needMore:
        pending.removeFirst(index)
        return keys
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
    default:
      return .keys([], consumed: 1)  // NUL, FS, GS, RS, US
    }
  }

  private mutating func escape(at index: Int, final: Bool) -> Step {
    guard index + 1 < pending.count else { return final ? .keys([.escape], consumed: 1) : .needMore }
    switch pending[index + 1] {
    case UInt8(ascii: "["): return csi(at: index, final: final)
    case UInt8(ascii: "O"):
      guard index + 2 < pending.count else { return final ? .keys([.escape], consumed: 2) : .needMore }
      let key: Key? =
        switch pending[index + 2] {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        default: nil
        }
      return .keys(key.map { [$0] } ?? [], consumed: 3)
    case 0x1B:
      // Escape pressed twice: the first is a key of its own.
      return .keys([.escape], consumed: 1)
    default:
      // Alt with a key arrives as Escape and the key in one read: take the key alone, so Alt-q
      // is not Escape (leave) followed by q.
      return .keys([], consumed: 1)
    }
  }

  /// `ESC [ parameters intermediates final`.
  private mutating func csi(at index: Int, final: Bool) -> Step {
    var end = index + 2
    while end < pending.count {
      let byte = pending[end]
      if (0x40...0x7E).contains(byte) { break }
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
    let numbers = Self.numbers(parameters)
    switch finalByte {
    case UInt8(ascii: "A"): return .keys([.up], consumed: consumed)
    case UInt8(ascii: "B"): return .keys([.down], consumed: consumed)
    case UInt8(ascii: "C"): return .keys([.right], consumed: consumed)
    case UInt8(ascii: "D"): return .keys([.left], consumed: consumed)
    case UInt8(ascii: "H"): return .keys([.home], consumed: consumed)
    case UInt8(ascii: "F"): return .keys([.end], consumed: consumed)
    case UInt8(ascii: "Z"): return .keys([.backTab], consumed: consumed)
    case UInt8(ascii: "~"):
      switch numbers.first {
      case 1, 7: return .keys([.home], consumed: consumed)
      case 4, 8: return .keys([.end], consumed: consumed)
      case 3: return .keys([.delete], consumed: consumed)
      case 5: return .keys([.pageUp], consumed: consumed)
      case 6: return .keys([.pageDown], consumed: consumed)
      case 200:
        paste = []
        return .keys([], consumed: consumed)
      default: return .keys([], consumed: consumed)
      }
    default:
      return .keys([], consumed: consumed)
    }
  }

  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Gathers paste text up to `ESC [ 201 ~`; returns where to read on, and whether the bytes
  /// from there may be the start of the end marker (so they wait for more input).
  private mutating func consumePaste(
    from index: Int, keys: inout [Key], flushText: () -> Void
  ) -> (index: Int, waiting: Bool) {
    var i = index
    while i < pending.count {
      if pending[i] == 0x1B {
        let available = min(Self.pasteEnd.count, pending.count - i)
        if pending[i..<i + available].elementsEqual(Self.pasteEnd[0..<available]) {
          guard available == Self.pasteEnd.count else { return (i, true) }
          flushText()
          keys.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
          paste = nil
          return (i + Self.pasteEnd.count, false)
        }
      }
      if (paste?.count ?? 0) < Self.maximumPaste { paste?.append(pending[i]) }
      i += 1
    }
    return (i, false)
  }

  private static func utf8Length(_ lead: UInt8) -> Int {
    switch lead {
    case 0x00...0x7F: 1
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: 0
    }
  }

  /// The semicolon-separated numbers of a parameter string; missing ones are 0.
  private static func numbers(_ parameters: [UInt8]) -> [Int] {
    var result: [Int] = []
    var current = 0
    var hasDigit = false
    for byte in parameters {
      if (0x30...0x39).contains(byte) {
        current = min(current * 10 + Int(byte - 0x30), 1_000_000)
        hasDigit = true
      } else if byte == UInt8(ascii: ";") {
        result.append(current)
        current = 0
        hasDigit = false
      }
    }
    if hasDigit || !result.isEmpty { result.append(current) }
    return result
  }
}
