/// Undo and redo for a draft being edited: a step is a word typed, a run of deletions, or a
/// paste.
///
/// A step keeps what its edits did (``TextDraft/Change``: the characters removed and inserted
/// where), never the text: the history's memory follows the edits, at most ``limit`` steps and
/// ``characterLimit`` characters of them, and keeping a step costs what the key changed.
struct EditHistory: Sendable {
  /// What an edit does, for deciding where a step ends.
  enum Kind: Sendable { case typing, deleting, paste }

  private var undoSteps: [TextDraft.Change] = []
  private var redoSteps: [TextDraft.Change] = []
  /// The characters the steps hold, removed and inserted.
  private var held = 0
  /// The kind of the step going on; `nil` after a move, an undo or a paste, so the next edit
  /// starts a step.
  private var current: Kind?
  /// The most steps kept: older ones go first.
  static let limit = 100
  /// The most characters the steps hold together: older steps go first (the newest stays).
  static let characterLimit = 1 << 20

  /// The steps that can be undone, for tests.
  var undoCount: Int { undoSteps.count }
  /// Whether there is a step to undo, and one to redo: the hint line names undo and redo then.
  var canUndo: Bool { !undoSteps.isEmpty }
  var canRedo: Bool { !redoSteps.isEmpty }
  /// The characters the history holds, for tests that check it follows the edits.
  var heldCharacters: Int { held }

  /// Whether an edit of `kind` starts a step: another kind of edit, a paste, or a word begun (a
  /// letter typed after a space).
  private func startsStep(_ draft: TextDraft, kind: Kind, typing character: Character?) -> Bool {
    let startsWord =
      character.map { !$0.isWhitespace } == true && draft.cursor > 0 && draft[draft.cursor - 1].isWhitespace
    return kind == .paste || kind != current || startsWord || undoSteps.isEmpty
  }

  /// Keeps `change`, made by an edit of `kind`, as a step of its own or as part of the last one.
  private mutating func record(_ change: TextDraft.Change?, startsStep: Bool, kind: Kind) {
    current = kind == .paste ? nil : kind
    guard let change else { return }
    held -= redoSteps.reduce(0) { $0 + $1.removed.count + $1.inserted.count }
    redoSteps.removeAll()
    if !startsStep, let last = undoSteps.last, let merged = Self.merge(last, then: change) {
      held += merged.removed.count + merged.inserted.count - last.removed.count - last.inserted.count
      undoSteps[undoSteps.count - 1] = merged
    } else {
      undoSteps.append(change)
      held += change.removed.count + change.inserted.count
    }
    while undoSteps.count > Self.limit || (held > Self.characterLimit && undoSteps.count > 1) {
      let oldest = undoSteps.removeFirst()
      held -= oldest.removed.count + oldest.inserted.count
    }
  }

  /// One change doing what `first` then `second` did, when `second` touches what `first` left
  /// (typing on, erasing back or forward); `nil` when it is elsewhere.
  static func merge(_ first: TextDraft.Change, then second: TextDraft.Change) -> TextDraft.Change? {
    let start = first.position
    let end = start + first.inserted.count
    let low = second.position
    let high = low + second.removed.count
    guard low <= end, high >= start else { return nil }
    var merged = first
    merged.cursorAfter = second.cursorAfter
    if low == end && high == end {
      // Typing on: the common case, in place.
      merged.inserted.append(contentsOf: second.inserted)
      return merged
    }
    // Any other merge copies the step: a long one starts another, so a key costs no more than
    // this.
    guard first.removed.count + first.inserted.count < 4096 else { return nil }
    // Characters `second` removed that `first` had not put there were in the text before.
    let removedBefore = max(0, start - low)
    let removedAfter = max(0, high - end)
    merged.position = min(start, low)
    merged.removed =
      Array(second.removed.prefix(removedBefore)) + first.removed + second.removed.suffix(removedAfter)
    let keptLow = min(max(0, low - start), first.inserted.count)
    let keptHigh = min(max(0, high - start), first.inserted.count)
    merged.inserted =
      Array(first.inserted[..<keptLow]) + second.inserted + first.inserted[max(keptLow, keptHigh)...]
    return merged
  }

  /// Types `key` into `draft` when it is a character or Space, as part of a step; `false` for
  /// any other key. A line break in a text area is typed as `.character("\n")`.
  mutating func type(_ key: Key, into draft: inout TextDraft) -> Bool {
    let character: Character
    switch key {
    case .character(let c): character = c
    case .space: character = " "
    default: return false
    }
    let starts = startsStep(draft, kind: .typing, typing: character)
    record(draft.insert(CollectionOfOne(character)), startsStep: starts, kind: .typing)
    return true
  }

  /// Pastes `text` into `draft` as a step of its own.
  mutating func paste(_ text: String, into draft: inout TextDraft) {
    record(draft.insert(text), startsStep: true, kind: .paste)
  }

  /// Replaces the whole draft with `text` as one step (the text an external editor gave back);
  /// nothing when it is the same.
  mutating func replaceAll(with text: String, in draft: inout TextDraft) {
    guard draft.text != text else { return }
    record(draft.replaceAll(with: text), startsStep: true, kind: .paste)
  }

  /// Erases the character before the cursor (``KeyMap/Action/erase``) or the one after it, as a
  /// step of the history.
  mutating func erase(_ action: KeyMap.Action, in draft: inout TextDraft) {
    let starts = startsStep(draft, kind: .deleting, typing: nil)
    let change = action == .erase ? draft.eraseBackward() : draft.eraseForward()
    record(change, startsStep: starts, kind: .deleting)
  }

  /// A cursor move ends the step going on.
  mutating func moved() { current = nil }

  /// Puts the draft back as it was before the last step; `false` when there is none.
  mutating func undo(_ draft: inout TextDraft) -> Bool {
    guard let step = undoSteps.popLast() else { return false }
    draft.restore(
      step.position..<step.position + step.inserted.count, with: step.removed, cursor: step.cursorBefore)
    redoSteps.append(step)
    current = nil
    return true
  }

  /// Does again the step the last undo took back; `false` when there is none.
  mutating func redo(_ draft: inout TextDraft) -> Bool {
    guard let step = redoSteps.popLast() else { return false }
    draft.restore(
      step.position..<step.position + step.removed.count, with: step.inserted, cursor: step.cursorAfter)
    undoSteps.append(step)
    current = nil
    return true
  }
}
