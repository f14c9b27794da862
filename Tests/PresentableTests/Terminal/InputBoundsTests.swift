import Testing

@testable import Presentable

/// How long input may hold keys back: an open paste ends when the input goes quiet for
/// `KeyDecoder.pasteTimeout`, or `KeyDecoder.pasteDuration` after it began however its bytes
/// come, and a pending paste waits for input that is already there.
@Suite("Input bounds")
struct InputBoundsTests {
  final class Recorder: Screen {
    var keys: [Key] = []
    func draw(into frame: inout Frame) {
      for row in 0..<frame.height { frame.fill(row: row, style: .plain) }
    }
    func handle(_ event: ScreenEvent) -> ScreenAction {
      guard case .key(let key) = event else { return .none }
      keys.append(key)
      return key == .character("q") ? .quit : .redraw
    }
    func transcript() -> [String] { [] }
  }

  static func session(_ screen: Recorder) -> ScreenSession {
    ScreenSession(
      screen: screen,
      renderer: ANSIRenderer(profile: TerminalProfile(colorDepth: .trueColor), theme: .default),
      width: 20, height: 5)
  }

  @Test func aQuietPasteEndsAndTheKeyAfterItActs() {
    let screen = Recorder()
    var session = Self.session(screen)
    let start = ContinuousClock.now
    session.receive(Array("\u{1B}[200~abc".utf8), at: start)
    #expect(session.nextDeadline == start + KeyDecoder.pasteTimeout)
    session.advance(to: start + .milliseconds(99))
    #expect(screen.keys.isEmpty)
    session.advance(to: start + .milliseconds(100))
    #expect(screen.keys == [.paste("abc")])
    session.receive(Array("q".utf8), at: start + .milliseconds(150))
    #expect(session.hasQuit)
  }

  @Test func aPasteFedWithoutPauseEndsAfterItsDuration() {
    let screen = Recorder()
    var session = Self.session(screen)
    let start = ContinuousClock.now
    session.receive(Array("\u{1B}[200~".utf8), at: start)
    var now = start
    // Bytes every 50 ms, never quiet for the timeout.
    while now < start + KeyDecoder.pasteDuration - .milliseconds(50) {
      now += .milliseconds(50)
      session.receive(Array("x".utf8), at: now)
      session.advance(to: now)
    }
    #expect(screen.keys.isEmpty)
    #expect(session.nextDeadline == start + KeyDecoder.pasteDuration)
    // Ends at its duration even with more input waiting.
    session.advance(to: start + KeyDecoder.pasteDuration, inputWaiting: true)
    #expect(screen.keys.count == 1)
    session.receive(Array("q".utf8), at: start + KeyDecoder.pasteDuration)
    #expect(session.hasQuit)
  }

  /// A runner that was busy past the timeout has the rest of the paste waiting: the paste waits
  /// for it instead of ending between its bytes.
  @Test func aPasteWaitsForInputThatIsAlreadyThere() {
    let screen = Recorder()
    var session = Self.session(screen)
    let start = ContinuousClock.now
    session.receive(Array("\u{1B}[200~ab".utf8), at: start)
    session.advance(to: start + .milliseconds(500), inputWaiting: true)
    #expect(screen.keys.isEmpty)
    session.receive(Array("c\u{1B}[201~".utf8), at: start + .milliseconds(500))
    #expect(screen.keys == [.paste("abc")])
  }
}
