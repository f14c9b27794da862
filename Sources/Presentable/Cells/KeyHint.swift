/// A key and what it does, as a screen's hint line shows it: `Space toggle`.
///
/// A cell names its hints where it declares the keys it answers (``Cell/keys(state:)``), one for
/// each action or for several that share it, so the hint line under a table names the keys of
/// the focused row and no others. The library gives each hint the keys the installed ``KeyMap``
/// binds, so a rebound key shows as rebound and a removed one not at all:
///
/// <!-- snippet: in (extension ExampleRow) -->
/// ```swift
/// func keys(state: Void) -> CellKeys<Void> {
///   CellKeys(in: .row)
///     .on(.activate, hint: KeyHint("Enter", "charge")) { _ in
///       viewModel.onCharge()
///       return .changed
///     }
/// }
/// ```
public struct KeyHint: Hashable, Sendable, CustomStringConvertible {
  // Internal: an app makes a hint and reads it whole (`description`); only the library takes
  // one apart, to name the keys the installed map binds.
  /// The keys, as the user reads them: `Space`, `Enter`, `←→`.
  var keys: String
  /// What they do, in a word or two: `toggle`, `edit`.
  var action: String

  /// A hint: the keys, then what they do.
  public init(_ keys: String, _ action: String) {
    self.keys = keys
    self.action = action
  }

  /// A hint a ``KeyMap`` gives: its keys and words.
  init(_ hint: KeyMap.Hint) {
    self.init(hint.keys, hint.words)
  }

  /// This hint with the keys `keyMap` binds to `actions` in `context`: its own keys where the map
  /// still binds them (`Space toggle` stays so while Space toggles), else the first the map names
  /// (`Enter toggle` once Space is unbound); `nil` when the map binds none.
  ///
  /// ```swift
  /// KeyHint("Enter", "save").bound(to: [.save], in: .textField, of: .standard)   // Enter save
  /// ```
  func bound(to actions: [KeyMap.Action], in context: KeyMap.Context, of keyMap: KeyMap) -> KeyHint? {
    keyMap.hint(for: actions, in: context, words: action, preferring: keys).map(KeyHint.init)
  }

  /// The keys and the action, one space apart: `Space toggle`.
  public var description: String { "\(keys) \(action)" }

  // The library's own cells' hints, named once; a cell of an app writes its own with
  // `init(_:_:)`, as the library's hints are written here.

  /// `Space toggle`: a switch.
  static let toggle = KeyHint("Space", "toggle")
  /// `Enter edit`: a text field, not editing.
  static let edit = KeyHint("Enter", "edit")
  /// `Enter save`: a text field being edited.
  static let save = KeyHint("Enter", "save")
  /// `Esc cancel`: a text field being edited.
  static let cancel = KeyHint("Esc", "cancel")
  /// `←→ change`: a picker.
  static let change = KeyHint("←→", "change")
  /// `←→ adjust`: a slider or a stepper.
  static let adjust = KeyHint("←→", "adjust")
  /// `Enter press`: a button.
  static let press = KeyHint("Enter", "press")
  /// `Enter open`: a row that leads somewhere.
  static let open = KeyHint("Enter", "open")
  /// `Enter select`: a row the user picks.
  static let select = KeyHint("Enter", "select")
  /// `↑↓ move`: focus between rows.
  static let move = KeyHint("↑↓", "move")
  /// `↑↓ scroll`: rows that take no focus and do not fit.
  static let scroll = KeyHint("↑↓", "scroll")
  /// `q quit`.
  static let quit = KeyHint("q", "quit")
  /// `C-_ undo`: an editor with a step to undo.
  static let undo = KeyHint("C-_", "undo")
  /// `C-y redo`: an editor with a step to redo.
  static let redo = KeyHint("C-y", "redo")
}
