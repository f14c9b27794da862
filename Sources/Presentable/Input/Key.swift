/// A key the user pressed, decoded from terminal input.
///
/// Cells turn keys into trait callbacks through ``Cell/keys(state:)``; screens use them to move focus.
///
/// <!-- snippet: skip (cases of a screen's switch over the key it handles) -->
/// ```swift
/// switch key {
/// case .enter, .space: viewModel.onSwitchToggleOn(!viewModel.switchOn)
/// case .character("q"), .escape: quit()
/// default: break
/// }
/// ```
public enum Key: Hashable, Sendable {
  /// Arrow keys.
  case up, down, left, right
  /// Home and End.
  case home, end
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// Return or Enter.
  case enter
  /// The space bar.
  case space
  /// Tab, and Shift-Tab.
  case tab, backTab
  /// Backspace (erases before the cursor) and Delete (erases at it).
  case backspace, delete
  /// Escape on its own, not the start of a sequence.
  case escape
  /// A printable grapheme cluster, such as `a`, `設` or `👍🏽`: never a control character
  /// (Docs/Screens.md, "Keys", gives the rule typed and pasted text follow).
  case character(Character)
  /// A control key combination, such as Ctrl-C (`.control("c")`).
  case control(Character)
  /// Text pasted in one piece (bracketed paste): line breaks as `"\n"`, tabs kept, no other
  /// control character.
  case paste(String)
  /// The mouse, for a screen that asked for it (``TerminalOptions/mouse``): a click or the wheel.
  case mouse(MouseEvent)
  /// Insert (Ins).
  case insert
  /// A function key, F1 to F12 (`.function(5)` is F5; terminals that send F13 and over give those
  /// numbers too).
  case function(Int)
  /// A key held with modifiers that make it another key: Shift-↑, Ctrl-Enter, Alt-x, Ctrl-F5.
  /// Made with ``with(_:)``, which keeps one spelling for each combination (Ctrl with a
  /// character is ``control(_:)``, Shift-Tab is ``backTab``, Shift with a letter is the capital),
  /// so a key never holds a modified key and its modifiers are never empty. A modified key that
  /// nothing binds or handles does what its key alone does: Ctrl-↑ moves as ↑ does.
  indirect case modified(Key, KeyModifiers)
}

extension Key: CustomStringConvertible {
  /// The key as a script or a test names it: `up`, `enter`, `a`, `ctrl-c`, `paste(…)`.
  public var description: String {
    switch self {
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageup"
    case .pageDown: "pagedown"
    case .enter: "enter"
    case .space: "space"
    case .tab: "tab"
    case .backTab: "backtab"
    case .backspace: "backspace"
    case .delete: "delete"
    case .escape: "escape"
    case .character(let c): String(c)
    case .control(let c): "ctrl-\(c)"
    case .paste(let text): "paste(\(text.debugDescription))"
    case .mouse(let event): "mouse(\(event))"
    case .insert: "insert"
    case .function(let number): "f\(number)"
    case .modified(let key, let modifiers): "\(modifiers.prefix)\(key)"
    }
  }
}
