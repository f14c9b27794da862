/// The modifier keys held with a key: Shift, Alt (Option), Ctrl and Super (Cmd, Windows).
///
/// A terminal reports them with arrows, Home, End, Page Up and Down, Insert, Delete and the
/// function keys in any terminal, and with every key where it speaks the Kitty keyboard protocol
/// (Shift-Enter, Ctrl-Enter, Alt with any key). ``Key/with(_:)`` puts them on a key:
///
/// ```swift
/// let key = Key.enter.with(.shift)              // .modified(.enter, .shift): Shift-Enter
/// Key.character("x").with(.control)             // .control("x")
/// Key.up.with([.control, .shift]).description   // "ctrl-shift-up"
/// ```
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The modifiers' bits, in the terminals' order (xterm and Kitty send one more than this).
  public let rawValue: Int

  /// Modifiers from their bits: 1 Shift, 2 Alt, 4 Ctrl, 8 Super.
  public init(rawValue: Int) { self.rawValue = rawValue & 0xF }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Alt, or Option (Meta, where a terminal sends it as Escape first).
  public static let alt = KeyModifiers(rawValue: 2)
  /// Ctrl.
  public static let control = KeyModifiers(rawValue: 4)
  /// Super: Cmd on a Mac, the Windows key (Kitty protocol terminals report it).
  public static let `super` = KeyModifiers(rawValue: 8)

  /// `ctrl-alt-shift-super-`, as a key's description starts.
  var prefix: String {
    [(Self.control, "ctrl-"), (.alt, "alt-"), (.shift, "shift-"), (.super, "super-")]
      .filter { contains($0.0) }.map(\.1).joined()
  }

  /// `C-M-S-s-`, as a hint names a modified key (Emacs's letters).
  var label: String {
    [(Self.control, "C-"), (.alt, "M-"), (.shift, "S-"), (.super, "s-")]
      .filter { contains($0.0) }.map(\.1).joined()
  }

  /// The modifiers a terminal's parameter says: one more than the bits (`2` Shift, `5` Ctrl);
  /// Caps Lock and Num Lock (Kitty's 64 and 128) and Hyper and Meta (16, 32) are not kept.
  init(parameter: Int) {
    self.init(rawValue: max(0, parameter - 1))
  }
}

extension Key {
  /// This key held with `modifiers`, in the one spelling each combination has: Ctrl with a
  /// character is ``control(_:)`` (lowercase), Shift with Tab is ``backTab``, Shift with a letter
  /// is the capital letter, and no modifiers is the key itself.
  ///
  /// ```swift
  /// Key.character("c").with(.control)         // .control("c")
  /// Key.tab.with(.shift)                      // .backTab
  /// Key.enter.with(.control)                  // .modified(.enter, .control)
  /// ```
  public func with(_ modifiers: KeyModifiers) -> Key {
    var modifiers = modifiers
    var key = self
    if case .modified(let inner, let held) = key {
      key = inner
      modifiers.formUnion(held)
    }
    if modifiers.contains(.control) {
      switch key {
      case .character(let c):
        key = .control(Character(c.lowercased()))
        modifiers.remove(.control)
      case .space:
        key = .control(" ")
        modifiers.remove(.control)
      default: break
      }
    }
    if modifiers.contains(.shift) {
      switch key {
      case .tab:
        key = .backTab
        modifiers.remove(.shift)
      case .character(let c) where c.isLowercase && c.uppercased().count == 1:
        key = .character(Character(c.uppercased()))
        modifiers.remove(.shift)
      case .character(let c) where c.isUppercase:
        modifiers.remove(.shift)
      default: break
      }
    }
    return modifiers.isEmpty ? key : .modified(key, modifiers)
  }

  /// The key without its modifiers: `.up` for Shift-↑, the key itself for any other.
  public var unmodified: Key {
    if case .modified(let key, _) = self { return key }
    return self
  }

  /// The modifiers held with the key beyond what it is: `[.shift]` for Shift-↑; none for
  /// ``control(_:)`` or ``backTab``, which are keys of their own.
  public var modifiers: KeyModifiers {
    if case .modified(_, let modifiers) = self { return modifiers }
    return []
  }
}
