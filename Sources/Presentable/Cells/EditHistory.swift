/// Undo and redo for a draft being edited: a step is a word typed, a run of deletions, or a
/// paste.
///
/// A step keeps the draft as it was before it. Drafts share their storage until changed, so
/// keeping one costs a copy of the text once per step (a word), not per key.
struct EditHistory: Sendable {
  /// What an edit does, for deciding where a step ends.
  enum Kind: Sendable { case typing, deleting, paste }

  private var undoSteps: [TextDraft] = []
  private var redoSteps: [TextDraft] = []
  /// The kind of the step going on; `nil` after a move, an undo or a paste, so the next edit
  /// starts a step.
  private var current: Kind?
  /// The most steps kept: older ones go first.
  static let limit = 100

  /// Records `draft` before an edit of `kind`, when the edit starts a step: another kind of edit,
  /// a paste, or a word begun (a letter typed after a space).
  mutating func willEdit(_ draft: TextDraft, kind: Kind, typing character: Character? = nil) {
    let startsWord =
      character.map { !$0.isWhitespace } == true && draft.cursor > 0 && draft[draft.cursor - 1].isWhitespace
    if kind == .paste || kind != current || startsWord {
      undoSteps.append(draft)
      if undoSteps.count > Self.limit { undoSteps.removeFirst() }
    }
    current = kind == .paste ? nil : kind
    redoSteps.removeAll()
  }

  /// Types `key` into `draft` when it is a character or Space, as part of a step; `false` for
  /// any other key.
  mutating func type(_ key: Key, into draft: inout TextDraft) -> Bool {
    let character: Character
    switch key {
    case .character(let c): character = c
    case .space: character = " "
    default: return false
    }
    willEdit(draft, kind: .typing, typing: character)
    draft.insert(CollectionOfOne(character))
    return true
  }

  /// Pastes `text` into `draft` as a step of its own.
  mutating func paste(_ text: String, into draft: inout TextDraft) {
    willEdit(draft, kind: .paste)
    draft.insert(text)
  }

  /// Erases the character before the cursor (``KeyMap/Action/erase``) or the one after it, as a
  /// step of the history.
  mutating func erase(_ action: KeyMap.Action, in draft: inout TextDraft) {
    willEdit(draft, kind: .deleting)
    if action == .erase { draft.deleteBackward() } else { draft.deleteForward() }
  }

  /// A cursor move ends the step going on.
  mutating func moved() { current = nil }

  /// Puts the draft back as it was before the last step; `false` when there is none.
  mutating func undo(_ draft: inout TextDraft) -> Bool {
    guard let previous = undoSteps.popLast() else { return false }
    redoSteps.append(draft)
    draft = previous
    current = nil
    return true
  }

  /// Does again the step the last undo took back; `false` when there is none.
  mutating func redo(_ draft: inout TextDraft) -> Bool {
    guard let next = redoSteps.popLast() else { return false }
    undoSteps.append(draft)
    draft = next
    current = nil
    return true
  }
}
