/// The keys of CSI and SS3 sequences, in the forms terminals send them: xterm's (modifiers as a
/// second parameter, `ESC [ 1 ; 5 A` Ctrl-↑, `ESC [ 15 ; 2 ~` Shift-F5, `ESC O P` F1), rxvt's
/// (`ESC [ a` Shift-↑, `ESC O a` Ctrl-↑, `ESC [ 5 ^` Ctrl-Page Up), the Linux console's
/// (`ESC [ [ A` F1), xterm's `modifyOtherKeys` (`ESC [ 27 ; 5 ; 13 ~` Ctrl-Enter) and the Kitty
/// keyboard protocol's (`ESC [ 13 ; 2 u` Shift-Enter, `ESC [ 99 ; 5 u` Ctrl-C).
extension KeyDecoder {
  /// What a terminal said about itself, in answer to a question the runner asked.
  enum Report: Equatable, Sendable {
    /// `CSI ? flags u`: the Kitty keyboard protocol is there, with these flags on.
    case keyboardFlags(Int)
    /// `CSI ? … c`: the primary device attributes, which every terminal answers.
    case deviceAttributes
  }

  /// What a complete sequence means.
  enum Meaning: Equatable {
    case keys([Key])
    case report(Report)
  }

  /// The parameters split at `;` and each at `:`, a missing number 0: `1;5:1` is `[[1], [5, 1]]`.
  static func fields(_ parameters: ArraySlice<UInt8>) -> [[Int]] {
    guard !parameters.isEmpty else { return [] }
    return parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
      field.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map { number in
        number.reduce(0) { (0x30...0x39).contains($1) ? min($0 * 10 + Int($1 - 0x30), 1_000_000) : $0 }
      }
    }
  }

  /// The meaning of `ESC [ parameters final`, for a final byte that is not a mouse report's.
  static func meaning(final: UInt8, parameters: ArraySlice<UInt8>) -> Meaning {
    if parameters.first == UInt8(ascii: "?") {
      switch final {
      case UInt8(ascii: "u"): return .report(.keyboardFlags(fields(parameters.dropFirst()).first?.first ?? 0))
      case UInt8(ascii: "c"): return .report(.deviceAttributes)
      default: return .keys([])
      }
    }
    guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else { return .keys([]) }
    let fields = fields(parameters)
    // xterm and Kitty: the modifiers are the second parameter, its first part.
    let modifiers = KeyModifiers(parameter: fields.count > 1 ? fields[1].first ?? 1 : 1)
    let key: Key?
    switch final {
    case UInt8(ascii: "A"): key = .up
    case UInt8(ascii: "B"): key = .down
    case UInt8(ascii: "C"): key = .right
    case UInt8(ascii: "D"): key = .left
    case UInt8(ascii: "H"): key = .home
    case UInt8(ascii: "F"): key = .end
    case UInt8(ascii: "E"): key = nil  // the keypad's 5
    case UInt8(ascii: "P"): key = .function(1)
    case UInt8(ascii: "Q"): key = .function(2)
    case UInt8(ascii: "R"): key = .function(3)
    case UInt8(ascii: "S"): key = .function(4)
    case UInt8(ascii: "Z"): return .keys([Key.backTab.with(modifiers.subtracting(.shift))])
    // rxvt: Shift with an arrow.
    case UInt8(ascii: "a"): return .keys([Key.up.with(.shift)])
    case UInt8(ascii: "b"): return .keys([Key.down.with(.shift)])
    case UInt8(ascii: "c"): return .keys([Key.right.with(.shift)])
    case UInt8(ascii: "d"): return .keys([Key.left.with(.shift)])
    case UInt8(ascii: "u"):
      guard let first = fields.first, let code = first.first else { return .keys([]) }
      // A release (event 3) is no key press; a repeat (2) is one.
      if fields.count > 1, fields[1].count > 1, fields[1][1] == 3 { return .keys([]) }
      return .keys(kittyKey(code).map { [legacy($0.with(modifiers))] } ?? [])
    case UInt8(ascii: "~"), UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "@"):
      let number = fields.first?.first ?? 0
      if number == 27, fields.count > 2, let code = fields[2].first {
        // xterm's modifyOtherKeys: `27 ; modifiers ; code ~`.
        return .keys(kittyKey(code).map { [legacy($0.with(modifiers))] } ?? [])
      }
      // rxvt's other finals say the modifiers.
      let rxvt: KeyModifiers =
        switch final {
        case UInt8(ascii: "$"): .shift
        case UInt8(ascii: "^"): .control
        case UInt8(ascii: "@"): [.control, .shift]
        default: []
        }
      return .keys(tildeKey(number).map { [$0.with(modifiers.union(rxvt))] } ?? [])
    default: key = nil
    }
    return .keys(key.map { [$0.with(modifiers)] } ?? [])
  }

  /// The key a legacy terminal gives for a combination it sends as one control byte, where the
  /// map binds that key: Ctrl-/ and Ctrl-Shift-- are Ctrl-_ (undo), as byte 0x1F is.
  static func legacy(_ key: Key) -> Key {
    switch key {
    case .control("/"), .modified(.control("-"), .shift): .control("_")
    default: key
    }
  }

  /// The key of `ESC [ number ~`: xterm's and rxvt's numbers (and the F3 of Kitty's `13 ~`).
  static func tildeKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(number - 10)
    case 17...21: .function(number - 11)
    case 23, 24: .function(number - 12)
    default: nil  // a stray paste end marker, keys past F12
    }
  }

  /// The key of `ESC O final` (SS3): arrows, Home, End and F1 to F4, keypad Enter; rxvt sends
  /// Ctrl with an arrow as a lowercase letter.
  static func ss3Key(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "M"): .enter
    case UInt8(ascii: "P"): .function(1)
    case UInt8(ascii: "Q"): .function(2)
    case UInt8(ascii: "R"): .function(3)
    case UInt8(ascii: "S"): .function(4)
    case UInt8(ascii: "a"): Key.up.with(.control)
    case UInt8(ascii: "b"): Key.down.with(.control)
    case UInt8(ascii: "c"): Key.right.with(.control)
    case UInt8(ascii: "d"): Key.left.with(.control)
    default: nil
    }
  }

  /// The key of the Linux console's `ESC [ [ final`: F1 to F5.
  static func consoleKey(_ final: UInt8) -> Key? {
    (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(final)
      ? .function(Int(final - UInt8(ascii: "A")) + 1) : nil
  }

  /// The key a Kitty protocol code names: a Unicode code point (on any keyboard layout, the
  /// character the key types), a C0 key's byte, or a functional key's private-use number.
  static func kittyKey(_ code: Int) -> Key? {
    switch code {
    case 13, 57414: return .enter  // 57414: the keypad's Enter
    case 9: return .tab
    case 127, 8: return .backspace
    case 27: return .escape
    case 32: return .space
    case 57399...57408: return .character(Character(Unicode.Scalar(UInt8(code - 57399) + 0x30)))
    case 57409: return .character(".")
    case 57410: return .character("/")
    case 57411: return .character("*")
    case 57412: return .character("-")
    case 57413: return .character("+")
    case 57415: return .character("=")
    case 57417: return .left
    case 57418: return .right
    case 57419: return .up
    case 57420: return .down
    case 57421: return .pageUp
    case 57422: return .pageDown
    case 57423: return .home
    case 57424: return .end
    case 57425: return .insert
    case 57426: return .delete
    case 57376...57398: return .function(code - 57376 + 13)  // F13 to F35
    case 0x20..<0xE000, 0xF900...0x10FFFF:
      // Text; not a C1 control, a surrogate or the private use area the other functional keys
      // (lock keys, media keys, bare modifiers) are numbered in.
      guard let scalar = Unicode.Scalar(code), !(0x7F...0x9F).contains(code) else { return nil }
      return .character(Character(scalar))
    default: return nil
    }
  }
}
