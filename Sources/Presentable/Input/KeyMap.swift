/// Which key does what, in each place keys go, and the words the hint line says for it: the one
/// table that the key handlers and the hint line both read, so a hint names only a key that works.
///
/// ```swift
/// var keys = KeyMap.standard
/// keys.unbind(.character("q"), in: .table)          // q no longer leaves (Escape still does)
/// keys.bind(.control("n"), to: .down, in: .table)   // emacs: Ctrl-N, Ctrl-P move
/// keys.bind(.control("p"), to: .up, in: .table)
/// stack.keyMap = keys                               // or screen.keyMap = keys
/// ```
///
/// A context is where a key goes first (``Context``); an action is what a key does there
/// (``Action``). Keys a context does not bind go on as before: typed text in a search, the keys a
/// focused cell handles itself (Space on a switch, the keys of a field being edited), which the
/// cell names in its own hints.
public struct KeyMap: Sendable, Equatable {
  /// Where keys go.
  public enum Context: String, CaseIterable, Sendable {
    /// A table on a screen: moving focus, and leaving the screen.
    case table
    /// An option list page with its search: typed text searches; these keys move and choose.
    case listPage
    /// A dialog over a page: it takes every key.
    case dialog
    /// A stack of pages: the keys that work whatever the page or dialog.
    case pageStack
  }

  /// What a key does.
  public enum Action: String, CaseIterable, Sendable {
    /// Focus to the previous, the next row or choice.
    case up, down
    /// Focus about a screenful up or down.
    case pageUp, pageDown
    /// Focus to the first, the last row or choice.
    case first, last
    /// Chooses the focused choice (a dialog's action, a list page's option).
    case choose
    /// Closes a dialog with its cancel action.
    case cancel
    /// Clears a list page's search, then goes back.
    case back
    /// Erases the last character of a search; clears the search.
    case erase, clearSearch
    /// Leaves the screen: quits the app on its first page, goes back on the others.
    case leave
    /// Quits the app from anywhere.
    case quit
  }

  /// A hint as the hint line shows it: the keys, then the words.
  public struct Hint: Hashable, Sendable, CustomStringConvertible {
    /// The keys, as the user reads them: `↑↓`, `Enter`, `C-p/C-n`.
    public var keys: String
    /// What they do: `move`.
    public var words: String
    /// `↑↓ move`.
    public var description: String { "\(keys) \(words)" }
  }

  /// The bindings of each context.
  public var bindings: [Context: [Key: Action]]
  /// The words of each action's hint; an action without words has no hint of its own.
  public var words: [Action: String]

  /// A map with these bindings and hint words.
  public init(bindings: [Context: [Key: Action]], words: [Action: String]) {
    self.bindings = bindings
    self.words = words
  }

  /// The keys Presentable has always had: arrows and `j`/`k`, Tab, Page Up and Down, Home and
  /// End (and `g`/`G` in a table), Enter, Escape, `q`, Ctrl-C and Ctrl-D.
  public static let standard: KeyMap = {
    let table: [Key: Action] = [
      .up: .up, .character("k"): .up, .backTab: .up,
      .down: .down, .character("j"): .down, .tab: .down,
      .pageUp: .pageUp, .pageDown: .pageDown,
      .home: .first, .character("g"): .first, .end: .last, .character("G"): .last,
      .character("q"): .leave, .escape: .leave, .control("c"): .quit, .control("d"): .quit,
    ]
    // Typed text searches, so letters are not bound here.
    let listPage: [Key: Action] = [
      .up: .up, .down: .down, .tab: .down, .backTab: .up, .pageUp: .pageUp, .pageDown: .pageDown,
      .home: .first, .end: .last, .enter: .choose, .escape: .back, .backspace: .erase,
      .control("u"): .clearSearch,
    ]
    let dialog: [Key: Action] = [
      .up: .up, .left: .up, .backTab: .up, .character("k"): .up, .character("h"): .up,
      .down: .down, .right: .down, .tab: .down, .character("j"): .down, .character("l"): .down,
      .home: .first, .end: .last, .enter: .choose, .space: .choose, .escape: .cancel,
    ]
    return KeyMap(
      bindings: [
        .table: table, .listPage: listPage, .dialog: dialog,
        .pageStack: [.control("c"): .quit, .control("d"): .quit],
      ],
      words: [
        .up: "move", .down: "move", .choose: "choose", .cancel: "cancel", .back: "back", .leave: "quit",
      ])
  }()

  // MARK: Changing

  /// Makes `key` do `action` in `context`, in place of what it did there.
  public mutating func bind(_ key: Key, to action: Action, in context: Context) {
    bindings[context, default: [:]][key] = action
  }

  /// Makes `key` do nothing of the map's in `context` (a cell or a search may still take it).
  public mutating func unbind(_ key: Key, in context: Context) {
    bindings[context]?[key] = nil
  }

  /// Takes every key off `action` in `context`: its hint goes with it.
  public mutating func unbindAll(_ action: Action, in context: Context) {
    bindings[context] = bindings[context]?.filter { $0.value != action }
  }

  // MARK: Reading

  /// What `key` does in `context`, if the map binds it there.
  public func action(for key: Key, in context: Context) -> Action? {
    bindings[context]?[key]
  }

  /// The keys bound to `action` in `context`, the one a hint names first: ↑↓, then ←→, then
  /// letters, then named keys (Enter, Escape, …), then control keys.
  public func keys(for action: Action, in context: Context) -> [Key] {
    (bindings[context] ?? [:]).filter { $0.value == action }.map(\.key).sorted {
      (Self.rank($0), $0.description) < (Self.rank($1), $1.description)
    }
  }

  /// The hint for `actions` in `context` (`↑↓ move` for up and down), with the first key of each
  /// action that has one; `nil` when none has a key or words. `preferring` picks the key a hint
  /// names where the action has it (a page's `Esc back`).
  public func hint(
    for actions: [Action], in context: Context, words: String? = nil, preferring: String? = nil
  )
    -> Hint?
  {
    guard let words = words ?? actions.lazy.compactMap({ self.words[$0] }).first else { return nil }
    let labels = actions.compactMap { action -> String? in
      let keys = keys(for: action, in: context).map(Self.label)
      return keys.first { $0 == preferring } ?? keys.first
    }
    guard !labels.isEmpty else { return nil }
    let arrows = labels.allSatisfy { ["↑", "↓", "←", "→"].contains($0) }
    return Hint(keys: labels.joined(separator: arrows ? "" : "/"), words: words)
  }

  /// The hints of a context, as its hint line shows them: moving, choosing, cancelling or going back.
  public func hints(in context: Context) -> [Hint] {
    [[.up, .down], [.choose], [.cancel], [.back]].compactMap { hint(for: $0, in: context) }
  }

  /// Every binding of `context`, an action a line in ``Action`` order, for a help text:
  /// `down       ↓ j Tab`.
  ///
  /// ```swift
  /// for line in KeyMap.standard.summary(in: .table) { print("  " + line) }
  /// ```
  public func summary(in context: Context) -> [String] {
    Action.allCases.compactMap { action in
      let keys = keys(for: action, in: context)
      guard !keys.isEmpty else { return nil }
      let name = action.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
      return name + keys.map(Self.label).joined(separator: " ")
    }
  }

  /// A key as a hint names it: `↑`, `Enter`, `Esc`, `q`, `C-n`.
  public static func label(_ key: Key) -> String {
    switch key {
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .enter: "Enter"
    case .space: "Space"
    case .escape: "Esc"
    case .tab: "Tab"
    case .backTab: "S-Tab"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .control(let c): "C-\(c)"
    default: key.description
    }
  }

  private static func rank(_ key: Key) -> Int {
    switch key {
    case .up, .down: 0
    case .left, .right: 1
    case .character: 2
    case .control: 4
    default: 3
    }
  }
}
