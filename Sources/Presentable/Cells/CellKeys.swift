/// The keys a row answers in one state, declared once: the ``KeyMap/Context`` they are read in,
/// and each ``KeyMap/Action`` the row answers there, with the hint that names it and what it does.
///
/// A cell returns them from ``Cell/keys(state:)``, and both its key handling
/// (``Cell/handle(_:state:keyMap:)``) and the screen's hint line come from them, as the installed
/// ``KeyMap`` binds keys: a hint never names a key the row ignores, a rebound key works and shows
/// as rebound, and an unbound one neither works nor shows.
///
/// <!-- snippet: in (extension ExampleRow) -->
/// ```swift
/// func keys(state: Void) -> CellKeys<Void> {
///   CellKeys(in: .row).on(.activate, hint: KeyHint("Enter", "charge")) { _ in
///     viewModel.onCharge()
///     return .changed
///   }
/// }
/// ```
///
/// Answers with the same hint share it: `.on(.decrease, hint: KeyHint("←→", "adjust"))` and
/// `.on(.increase, hint: KeyHint("←→", "adjust"))` show as one `←→ adjust`. An answer with no
/// hint is a key the hint line leaves out on purpose (an editor's cursor keys, undo). A row that
/// takes typed text (a field being edited, or a focused field, where typing starts the edit) gets
/// the keys `context` does not bind in `typing`; the keys it binds go to the answers, so a bound
/// key the row answers is never typed, and a character bound to an action it does not answer
/// (`-` on a text row) is typed.
public struct CellKeys<State> {
  /// Where the keys are read: ``KeyMap/Context/row`` for a focused row, an editor's own context.
  let context: KeyMap.Context
  /// The actions answered and their hints, in the order the hints show. Apart from ``perform``
  /// and of a type that is not generic: the hint line reads them every frame, and code generic
  /// over the state would pay for the state's metadata each time.
  private(set) var answers: [KeyAnswer] = []
  /// Does the answer at an index of ``answers``. One closure, each answer wrapping the ones
  /// before, rather than an array of closures: an array of a function type generic over the
  /// state costs a metadata look-up to make and to free, twice a key on a form's row.
  private var perform: (Int, inout State) -> KeyResult = { _, _ in .ignored }
  /// Takes a key `context` does not bind, for a row that takes typed text.
  let typing: ((Key, inout State) -> KeyResult)?

  /// Keys read in `context`, answered by ``on(_:hint:perform:)``; a row that takes typed text
  /// gets the keys `context` does not bind in `typing`.
  public init(in context: KeyMap.Context, typing: ((Key, inout State) -> KeyResult)? = nil) {
    self.context = context
    self.typing = typing
  }

  /// These keys, and `action` answered by `perform`: `.changed` when a view model's callback ran,
  /// `.handled` when the key was used otherwise, `.ignored` to leave it to the screen. The hint
  /// line names its keys with `hint`'s words: its own keys where the map still binds them
  /// (`Space toggle` stays so while Space toggles), else the first the map binds (`Enter toggle`
  /// once Space is unbound); no hint for a key the hint line leaves out. A second answer to the
  /// same action replaces the first.
  ///
  /// Consuming, so a chain of answers grows one array rather than copying it at each step.
  public consuming func on(
    _ action: KeyMap.Action, hint: KeyHint? = nil, perform: @escaping (inout State) -> KeyResult
  ) -> CellKeys {
    answer(action, hint: hint, perform: perform)
    return self
  }

  /// Answers `action` with `perform` and names it with `hint`, in place of an answer it had.
  mutating func answer(_ action: KeyMap.Action, hint: KeyHint?, perform: @escaping (inout State) -> KeyResult)
  {
    let index = answers.firstIndex { $0.action == action } ?? answers.count
    if index == answers.count {
      // Room for a row's usual few answers at once, not grown one by one.
      if answers.isEmpty { answers.reserveCapacity(4) }
      answers.append(KeyAnswer(action: action, hint: hint))
    } else {
      answers[index] = KeyAnswer(action: action, hint: hint)
    }
    let earlier = self.perform
    self.perform = { $0 == index ? perform(&$1) : earlier($0, &$1) }
  }

  // MARK: What the library derives

  /// Handles `key` as `keyMap` binds it: the answer of its action, `.ignored` for an action the
  /// row does not answer (`typing` for such a character), `typing` for a key the context does
  /// not bind.
  func respond(to key: Key, state: inout State, keyMap: KeyMap) -> KeyResult {
    guard let action = keyMap.action(for: key, in: context) else {
      guard let typing else { return .ignored }
      let typed = typing(key, &state)
      // A modified key the row does not type (Alt-q) is typed as the key alone, as a terminal
      // that sends no modifiers sends it.
      guard typed == .ignored, case .modified(let unmodified, _) = key else { return typed }
      return typing(unmodified, &state)
    }
    guard let index = answers.firstIndex(where: { $0.action == action }) else {
      // A character bound to an action the row does not answer (`-` on a text row) is typed.
      if case .character = key, let typing { return typing(key, &state) }
      return .ignored
    }
    return perform(index, &state)
  }

  /// The hint line's hints, as `keyMap` binds their keys (``KeyAnswer/hints(of:in:keyMap:)``).
  func hints(keyMap: KeyMap) -> [KeyHint] {
    KeyAnswer.hints(of: answers, in: context, keyMap: keyMap)
  }

  /// The same keys for a cell that keeps this state inside its own (a form's row keeps its
  /// cell's): each answer reads the state with `get` and writes it back with `set`.
  func lifted<Outer>(get: @escaping (Outer) -> State, set: @escaping (inout Outer, State) -> Void)
    -> CellKeys<Outer>
  {
    // No `Optional.map`: generic over the state, it looks up the closure's metadata each time.
    var lifted: ((Key, inout Outer) -> KeyResult)? = nil
    if let typing {
      lifted = { key, outer in
        var inner = get(outer)
        let result = typing(key, &inner)
        set(&outer, inner)
        return result
      }
    }
    var keys = CellKeys<Outer>(in: context, typing: lifted)
    keys.answers = answers
    let perform = self.perform
    keys.perform = { index, outer in
      var inner = get(outer)
      let result = perform(index, &inner)
      set(&outer, inner)
      return result
    }
    return keys
  }
}

/// What a table keeps of a row's keys in one state, from one build of them: the hint line's
/// hints, and which keys reach the row at all, so a key no answer takes (a focus move) builds
/// nothing.
struct KeyFacts {
  /// The row's own hints, as the key map binds their keys.
  let hints: [KeyHint]
  let context: KeyMap.Context
  let answered: [KeyMap.Action]
  let takesTyping: Bool

  init<State>(_ keys: CellKeys<State>, keyMap: KeyMap) {
    hints = keys.hints(keyMap: keyMap)
    context = keys.context
    answered = keys.answers.map(\.action)
    takesTyping = keys.typing != nil
  }

  /// Whether `key` reaches an answer (or the typing) of the keys these facts were taken from.
  func reaches(_ key: Key, keyMap: KeyMap) -> Bool {
    guard let action = keyMap.action(for: key, in: context) else { return takesTyping }
    if case .character = key, takesTyping { return true }
    return answered.contains(action)
  }
}

/// An action a row answers and the hint that names it, `nil` for a key the hint line leaves out.
struct KeyAnswer {
  let action: KeyMap.Action
  let hint: KeyHint?

  /// The hint line's hints of `answers`: each hint once, in the order of its first answer, with
  /// the keys `keyMap` binds in `context` to all its answers' actions; none for a hint whose
  /// actions have no key.
  static func hints(of answers: [KeyAnswer], in context: KeyMap.Context, keyMap: KeyMap) -> [KeyHint] {
    var hints: [KeyHint] = []
    var named: [KeyHint] = []
    for answer in answers {
      guard let hint = answer.hint, !named.contains(hint) else { continue }
      named.append(hint)
      var actions: [KeyMap.Action] = []
      for other in answers where other.hint == hint { actions.append(other.action) }
      if let bound = hint.bound(to: actions, in: context, of: keyMap) { hints.append(bound) }
    }
    return hints
  }
}
