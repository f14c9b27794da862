import Testing

@testable import Presentable

/// Every form of a modified key and a function key terminals send: xterm's, rxvt's, the Linux
/// console's, xterm's modifyOtherKeys and the Kitty keyboard protocol's.
@Suite("Modified and function keys")
struct ModifiedKeyTests {
  func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(text.utf8)) + decoder.flush()
  }

  @Test(arguments: [
    // xterm: `CSI 1 ; modifiers A..D/H/F`, modifiers one more than Shift 1 | Alt 2 | Ctrl 4.
    ("\u{1B}[1;2A", Key.modified(.up, .shift)), ("\u{1B}[1;5B", .modified(.down, .control)),
    ("\u{1B}[1;3C", .modified(.right, .alt)), ("\u{1B}[1;6D", .modified(.left, [.control, .shift])),
    ("\u{1B}[1;2H", .modified(.home, .shift)), ("\u{1B}[1;5F", .modified(.end, .control)),
    ("\u{1B}[1;9A", .modified(.up, .super)),
    // `CSI number ; modifiers ~`: Insert, Delete, Page Up and Down, F5 to F12.
    ("\u{1B}[2~", .insert), ("\u{1B}[2;2~", .modified(.insert, .shift)),
    ("\u{1B}[3;5~", .modified(.delete, .control)),
    ("\u{1B}[5;5~", .modified(.pageUp, .control)), ("\u{1B}[6;3~", .modified(.pageDown, .alt)),
    ("\u{1B}[15~", .function(5)), ("\u{1B}[17~", .function(6)), ("\u{1B}[18~", .function(7)),
    ("\u{1B}[19~", .function(8)), ("\u{1B}[20~", .function(9)), ("\u{1B}[21~", .function(10)),
    ("\u{1B}[23~", .function(11)), ("\u{1B}[24~", .function(12)),
    ("\u{1B}[15;2~", .modified(.function(5), .shift)),
    ("\u{1B}[24;5~", .modified(.function(12), .control)),
    // F1 to F4: SS3, xterm's `CSI 1 ; modifiers P..S`, the VT220's and rxvt's 11~ to 14~.
    ("\u{1B}OP", .function(1)), ("\u{1B}OQ", .function(2)), ("\u{1B}OR", .function(3)),
    ("\u{1B}OS", .function(4)),
    ("\u{1B}[1;2P", .modified(.function(1), .shift)), ("\u{1B}[1;5Q", .modified(.function(2), .control)),
    ("\u{1B}[1;3R", .modified(.function(3), .alt)), ("\u{1B}[1;2S", .modified(.function(4), .shift)),
    ("\u{1B}[11~", .function(1)), ("\u{1B}[12~", .function(2)), ("\u{1B}[13~", .function(3)),
    ("\u{1B}[14~", .function(4)),
    // rxvt: Shift-arrows `CSI a..d`, Ctrl-arrows `SS3 a..d`, `$` Shift, `^` Ctrl, `@` both.
    ("\u{1B}[a", .modified(.up, .shift)), ("\u{1B}[d", .modified(.left, .shift)),
    ("\u{1B}Oc", .modified(.right, .control)), ("\u{1B}[5^", .modified(.pageUp, .control)),
    ("\u{1B}[3$", .modified(.delete, .shift)), ("\u{1B}[15@", .modified(.function(5), [.control, .shift])),
    // The Linux console's F1 to F5.
    ("\u{1B}[[A", .function(1)), ("\u{1B}[[E", .function(5)),
    // xterm's modifyOtherKeys: `CSI 27 ; modifiers ; code ~`.
    ("\u{1B}[27;5;13~", .modified(.enter, .control)), ("\u{1B}[27;2;13~", .modified(.enter, .shift)),
    // A modifier that is the key's own is no modifier: Shift-Tab stays Shift-Tab.
    ("\u{1B}[1;2Z", .backTab),
  ])
  func legacyForms(bytes: String, key: Key) {
    #expect(decode(bytes) == [key], "\(bytes.debugDescription)")
  }

  @Test(arguments: [
    ("\u{1B}[13;2u", Key.modified(.enter, .shift)), ("\u{1B}[13;5u", .modified(.enter, .control)),
    ("\u{1B}[13u", .enter), ("\u{1B}[27u", .escape), ("\u{1B}[9;2u", .backTab),
    ("\u{1B}[127;5u", .modified(.backspace, .control)),
    // Ctrl with a letter is the control key it always was: Ctrl-C quits in every form.
    ("\u{1B}[99;5u", .control("c")), ("\u{1B}[122;5u", .control("z")), ("\u{1B}[100;5u", .control("d")),
    ("\u{1B}[97;3u", .modified(.character("a"), .alt)), ("\u{1B}[97;4u", .modified(.character("A"), .alt)),
    ("\u{1B}[99;7u", .modified(.control("c"), .alt)), ("\u{1B}[32;5u", .control(" ")),
    // Another layout: the key is the character it types there (Cyrillic ф, Greek λ).
    ("\u{1B}[1092;5u", .control("ф")), ("\u{1B}[955;3u", .modified(.character("λ"), .alt)),
    // Ctrl-/ and Ctrl-Shift-- are Ctrl-_ (undo in an editor), as their legacy byte 0x1F is.
    ("\u{1B}[47;5u", .control("_")), ("\u{1B}[45;6u", .control("_")),
    // Event types: a repeat is a press; a release is no key.
    ("\u{1B}[13;2:2u", .modified(.enter, .shift)),
    // Caps Lock and Num Lock held change nothing.
    ("\u{1B}[13;66u", .modified(.enter, .shift)), ("\u{1B}[99;133u", .control("c")),
    // The keypad and F13 and on, in Kitty's private-use numbers.
    ("\u{1B}[57414u", .enter), ("\u{1B}[57399u", .character("0")), ("\u{1B}[57376u", .function(13)),
    ("\u{1B}[57419;2u", .modified(.up, .shift)),
    // Alternate keys (flag 4) after a colon do not change the key.
    ("\u{1B}[97:65;4u", .modified(.character("A"), .alt)),
  ])
  func kittyForms(bytes: String, key: Key) {
    #expect(decode(bytes) == [key], "\(bytes.debugDescription)")
  }

  @Test func releasesLockKeysAndAnswersAreNoKeys() {
    #expect(decode("\u{1B}[13;2:3u\u{1B}[57358u\u{1B}[57441;2u") == [])
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("a\u{1B}[?1u\u{1B}[?62;22cb".utf8)) == [.character("a"), .character("b")])
    #expect(decoder.reports == [.keyboardFlags(1), .deviceAttributes])
  }

  @Test func aModifiedKeySplitAcrossReadsIsOneKey() {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for byte in Array("\u{1B}[13;2u\u{1B}[1;5A\u{1B}[15;2~".utf8) { keys += decoder.feed([byte]) }
    #expect(keys == [.modified(.enter, .shift), .modified(.up, .control), .modified(.function(5), .shift)])
  }

  @Test func withHasOneSpellingForEachCombination() {
    #expect(Key.character("c").with(.control) == .control("c"))
    #expect(Key.character("C").with(.control) == .control("c"))
    #expect(Key.tab.with(.shift) == .backTab)
    #expect(Key.character("a").with(.shift) == .character("A"))
    #expect(Key.enter.with([]) == .enter)
    #expect(Key.up.with(.shift).with(.control) == .modified(.up, [.shift, .control]))
    #expect(Key.enter.with(.shift).unmodified == .enter)
    #expect(Key.enter.with(.shift).modifiers == .shift)
    #expect(Key.up.with([.control, .alt, .shift]).description == "ctrl-alt-shift-up")
    #expect(KeyMap.label(Key.enter.with(.shift)) == "S-Enter")
    #expect(KeyMap.label(.function(5)) == "F5")
  }

  @Test func keyScriptsNameModifiedAndFunctionKeys() throws {
    #expect(
      try KeyScript.parse("shift-enter ctrl-up alt-x f5 ctrl-f12 insert ctrl-c shift-tab") == [
        .modified(.enter, .shift), .modified(.up, .control), .modified(.character("x"), .alt), .function(5),
        .modified(.function(12), .control), .insert, .control("c"), .backTab,
      ])
  }

  /// A modified key nothing binds does what the key alone does; a bound one does its own.
  @Test func anUnboundModifiedKeyDoesWhatTheKeyDoes() {
    let keys = KeyMap.standard
    #expect(keys.action(for: .modified(.up, .control), in: .table) == .up)
    #expect(keys.action(for: .modified(.character("q"), .alt), in: .table) == .leave)
    #expect(keys.action(for: .modified(.enter, .alt), in: .textArea) == .newLine)
    #expect(keys.action(for: .modified(.enter, .shift), in: .textArea) == .save)
    #expect(keys.action(for: .modified(.enter, .control), in: .textArea) == .save)
    #expect(keys.action(for: .enter, in: .textArea) == .newLine)
  }
}
