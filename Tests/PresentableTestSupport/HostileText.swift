import PresentableTesting

/// The tests' hostile text, in one place: the fixed texts the law check draws every cell with,
/// and random strings that lean towards the hard cases (controls, escapes, combining marks,
/// joiners, variation selectors, regional indicators, skin tones, CJK, Hangul jamo, bidi
/// controls).
package enum HostileText {
  /// Texts no view model should be able to break a row with. The law check ships them to apps,
  /// so `PresentableTesting` holds the list and this names it.
  package static var fixed: [String] { CellLaws.hostileTexts }

  /// What random strings are made of, half the time; the other half is any scalar at all.
  package static let pieces: [String] = [
    "a", "Z", " ", "~", "\u{1B}", "\u{1B}[2J", "\u{1B}]0;pwned\u{07}", "\r", "\n", "\t", "\u{0}", "\u{7F}",
    "\u{85}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{200E}", "\u{2028}", "\u{0301}", "\u{0903}", "\u{094D}",
    "\u{0915}", "\u{200D}", "\u{200B}", "\u{FEFF}", "\u{FE0F}", "\u{FE0E}", "\u{20E3}", "\u{1F1FA}",
    "\u{1F1F8}",
    "\u{1F3FD}", "\u{1F468}", "\u{1F469}", "\u{2764}", "\u{1F525}", "設", "定", "한", "\u{1100}", "\u{1161}",
    "\u{11A8}", "Ａ", "ｶ", "±", "…", "é", "e", "1", "#", "\u{E0067}", "\u{E007F}", "\u{1F3F4}", "\u{AD}",
    "\u{FFFD}", "\u{10FFFD}", "\u{E000}", "\u{0600}", "\u{2060}",
  ]

  /// A random string of up to `maxPieces` pieces.
  package static func string(using generator: inout SeededGenerator, maxPieces: Int = 24) -> String {
    let count = Int.random(in: 0...maxPieces, using: &generator)
    var text = ""
    for _ in 0..<count {
      if Bool.random(using: &generator) {
        text += pieces.randomElement(using: &generator)!
      } else {
        // Any scalar at all, surrogates excluded.
        var value = UInt32.random(in: 0...0x10_FFFF, using: &generator)
        if (0xD800...0xDFFF).contains(value) { value = 0x41 }
        text.unicodeScalars.append(Unicode.Scalar(value)!)
      }
    }
    return text
  }
}
