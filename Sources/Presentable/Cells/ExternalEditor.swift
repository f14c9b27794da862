import Foundation

/// Opening a draft in the user's editor (`$EDITOR`): a text area or a multi-line question asks
/// with ``open(_:)``; a terminal run installs how (``install(_:)``: leave the screen, run the
/// editor on a temporary file, take the screen back), since only it owns the terminal.
///
/// Without a terminal run (a pipe, a test's headless terminal) there is no editor to open and
/// the draft stays as it is, with a message saying why.
enum ExternalEditor {
  /// What opening the editor gave.
  enum Outcome: Sendable, Equatable {
    /// The editor exited with status 0; the file's text, its last line break dropped when the
    /// draft had none.
    case edited(String)
    /// The draft stays as it was; the message says why, for the status line.
    case failed(String)
  }

  /// How a terminal run opens the editor on a text.
  typealias Opener = @Sendable (String) -> Outcome

  private struct State: Sendable {
    var opener: Opener?
    /// Whether the editor took the terminal since the run loop last asked.
    var tookTerminal = false
    /// How many threads hold a note not yet taken: while none does, taking one (every key a
    /// screen handles) does not look in the thread's dictionary, a Foundation lookup by string.
    var notesLeft = 0
  }
  private static let state = Locked(State())

  /// The message when no terminal run is there to open an editor.
  static let unavailable = "No editor: $EDITOR opens only while the screen runs in a terminal"

  /// Where a failed open leaves its message: the thread's own, since the key that opened the
  /// editor and the screen that shows the message run on one thread, and another screen (a test
  /// running beside it) must never show it.
  private static let noteKey = "Presentable.ExternalEditor.note"

  /// Opens `text` in the editor and returns what it gave; a failure's message is also left for
  /// the status line (``takeNote()``), on this thread.
  static func open(_ text: String) -> Outcome {
    let opener = state.withLock { $0.opener }
    let outcome = opener?(text) ?? .failed(unavailable)
    if case .failed(let message) = outcome {
      let dictionary = Thread.current.threadDictionary
      if dictionary[noteKey] == nil { state.withLock { $0.notesLeft += 1 } }
      dictionary[noteKey] = message
    }
    return outcome
  }

  /// Makes `opener` the way editors open (`nil`: none); returns the one it replaces, to put back.
  @discardableResult
  static func install(_ opener: Opener?) -> Opener? {
    state.withLock { state in
      let previous = state.opener
      state.opener = opener
      return previous
    }
  }

  /// The message a failed open on this thread left, once.
  static func takeNote() -> String? {
    // A note is left and taken on one thread, in that order: if this thread left one, the count
    // says so.
    guard state.withLock({ $0.notesLeft > 0 }) else { return nil }
    let dictionary = Thread.current.threadDictionary
    guard let note = dictionary[noteKey] as? String else { return nil }
    dictionary.removeObject(forKey: noteKey)
    state.withLock { $0.notesLeft -= 1 }
    return note
  }

  /// Says the editor used the terminal (its screen must be drawn whole again).
  static func noteTerminalTaken() { state.withLock { $0.tookTerminal = true } }

  /// Whether the editor used the terminal since the last call.
  static func takeTerminalTaken() -> Bool {
    state.withLock { state in
      defer { state.tookTerminal = false }
      return state.tookTerminal
    }
  }
}
