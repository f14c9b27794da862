import Testing

@testable import Presentable

/// A run that ends when it is done (a conversation's question) applies no key after that: the
/// keys that came in the same read are kept for the next run, in order.
@Suite("Keys typed ahead", .serialized)
struct TypeAheadTests {
  /// Takes keys until Enter, which answers it.
  final class Question: Screen {
    var typed = ""
    var isAnswered = false
    func draw(into frame: inout Frame) {
      for row in 0..<frame.height { frame.fill(row: row, style: .plain) }
    }
    func handle(_ event: ScreenEvent) -> ScreenAction {
      guard case .key(let key) = event else { return .none }
      switch key {
      case .enter: isAnswered = true
      case .character(let character): typed.append(character)
      case .up: typed.append("↑")
      case .escape: typed.append("⎋")
      default: break
      }
      return .redraw
    }
    func transcript() -> [String] { [typed] }
  }

  static func session(_ screen: Question) -> ScreenSession {
    var session = ScreenSession(
      screen: screen,
      renderer: ANSIRenderer(profile: TerminalProfile(colorDepth: .trueColor), theme: .default),
      width: 20, height: 3)
    session.until = { screen.isAnswered }
    return session
  }

  @Test func keysAfterTheAnswerAreKeptInOrderNotApplied() {
    let first = Question()
    var session = Self.session(first)
    session.receive(Array("Ada\rada@x.io\rhunter22\r".utf8), at: .now)
    #expect(first.typed == "Ada")
    #expect(first.isAnswered)
    let rest = session.unappliedKeys
    #expect(rest.count == "ada@x.io\rhunter22\r".count)

    // The next question takes them as typed: its answer, then the rest kept again.
    let second = Question()
    var next = Self.session(second)
    next.handle(rest)
    #expect(second.typed == "ada@x.io")
    #expect(next.unappliedKeys == Array("hunter22".map(Key.character)) + [.enter])
  }

  @Test func withoutAnEndEveryKeyIsApplied() {
    let screen = Question()
    var session = ScreenSession(
      screen: screen,
      renderer: ANSIRenderer(profile: TerminalProfile(colorDepth: .trueColor), theme: .default),
      width: 20, height: 3)
    session.receive(Array("a\rb".utf8), at: .now)
    #expect(screen.typed == "ab")
    #expect(session.unappliedKeys.isEmpty)
  }

  /// An answer, then half of an arrow key's sequence in the same read: the rest of the sequence
  /// comes to the next question, which gets the arrow, not an Escape and two characters.
  @Test func halfAKeyAfterTheAnswerIsFinishedInTheNextQuestion() {
    _ = TypeAhead.take()
    _ = TypeAhead.takeDecoder()
    let first = Question()
    var session = Self.session(first)
    session.receive(Array("Ada\rb\u{1B}[".utf8), at: .now)
    #expect(first.typed == "Ada" && first.isAnswered)
    session.keepTypedAhead()

    let second = Question()
    var next = Self.session(second)
    next.takeTypedAhead(at: .now)
    #expect(second.typed == "b")
    #expect(next.decoder.isWaitingForMoreInput)
    next.receive(Array("A".utf8), at: .now)
    #expect(second.typed == "b↑")
    #expect(TypeAhead.takeDecoder() == nil)
  }

  /// A lone Escape typed after the answer is the next question's Escape once the input pauses.
  @Test func anEscapeAfterTheAnswerReachesTheNextQuestion() {
    _ = TypeAhead.take()
    _ = TypeAhead.takeDecoder()
    let first = Question()
    var session = Self.session(first)
    session.receive(Array("Ada\r\u{1B}".utf8), at: .now)
    session.keepTypedAhead()

    let second = Question()
    var next = Self.session(second)
    next.takeTypedAhead(at: .now)
    #expect(second.typed.isEmpty)
    next.inputPaused()
    #expect(second.typed == "⎋")
  }

  /// A run done with nothing pending leaves no decoder behind.
  @Test func aDecoderWithNothingPendingIsNotKept() {
    _ = TypeAhead.take()
    _ = TypeAhead.takeDecoder()
    let first = Question()
    var session = Self.session(first)
    session.receive(Array("Ada\rx".utf8), at: .now)
    session.keepTypedAhead()
    #expect(TypeAhead.takeDecoder() == nil)
    #expect(TypeAhead.take() == [.character("x")])
  }

  @Test func theStoreHandsKeysOutOnceOldestFirst() {
    _ = TypeAhead.take()
    TypeAhead.keep([.character("a")])
    TypeAhead.keep([.character("b"), .enter])
    #expect(TypeAhead.take() == [.character("a"), .character("b"), .enter])
    #expect(TypeAhead.take().isEmpty)
  }
}
