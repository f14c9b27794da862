import Foundation
import Presentable
import Testing

@testable import Presentable
@testable import SettingsDemo

/// Keys that arrive in one read act as the same keys typed apart: the screen settles (rows
/// revealed or hidden, focus, the look) between every key of a read. Each script runs twice on a
/// fresh settings screen, full screen and inline: once sent in one write, once a key per write
/// with a frame drawn between; the rows, focus, settings and frame must match.
@Suite("Keys sent in one write act as keys typed apart")
struct BatchedKeysTests {
  static func repeated(_ key: String, _ count: Int) -> String {
    Array(repeating: key, count: count).joined(separator: " ")
  }

  /// Scripts over every row kind of the settings page, revealed and hidden rows, pickers and look
  /// changes (theme and accent), in `KeyScript` words.
  static let scripts: [(String, String)] = [
    ("a switch", "space down space"),
    ("a switch that reveals a row, then down onto it", "\(repeated("down", 14)) space down enter"),
    ("a switch that hides a section, then down", "\(repeated("down", 9)) space down down enter"),
    ("a row revealed and hidden again", "\(repeated("down", 14)) space space down space"),
    ("the theme picker stepped three times", "down right right right down right"),
    ("the accent stepped, then keys at once", "down down right right down enter 'Bo' enter"),
    ("a look change, then an opened list", "down right down right enter down down enter"),
    ("a text field typed into", "down down down enter 'Bob' enter down enter 'b@x.io' enter"),
    ("a text area", "\(repeated("down", 5)) enter 'Hi' enter"),
    ("a slider and a stepper", "\(repeated("down", 11)) right right down down right right"),
    ("a list page searched", "\(repeated("down", 7)) enter 'tok' enter down"),
    ("a page opened and left", "\(repeated("down", 6)) enter down down enter"),
    ("multiple selection", "\(repeated("down", 17)) space down space up space"),
  ]

  /// The bytes a terminal sends for `keys`.
  static func bytes(_ key: Key) -> [UInt8] {
    switch key {
    case .up: Array("\u{1B}[A".utf8)
    case .down: Array("\u{1B}[B".utf8)
    case .right: Array("\u{1B}[C".utf8)
    case .left: Array("\u{1B}[D".utf8)
    case .enter: [0x0D]
    case .space: [0x20]
    case .tab: [0x09]
    case .backspace: [0x7F]
    case .character(let character): Array(String(character).utf8)
    default: []
    }
  }

  struct Outcome: Equatable {
    var settings: Settings
    var transcript: [String]
    var text: String
  }

  /// Runs `keys` on a fresh settings screen, in one write or a key per write.
  static func run(_ keys: [Key], together: Bool, inline: Bool) -> Outcome {
    let app = DemoApp(settings: Settings(), store: nil)
    var session = ScreenSession(
      screen: app, renderer: ANSIRenderer(profile: TerminalProfile(colorDepth: .trueColor), theme: .default),
      width: 80, height: 24)
    if inline {
      session.inline = InlineDisplay(options: InlineOptions())
      session.inline?.roomBelow = 12
    }
    var bytes: [UInt8] = []
    let now = ContinuousClock.now
    session.advance(to: now)
    session.render(into: &bytes)
    if together {
      session.receive(keys.flatMap(Self.bytes), at: now)
      session.advance(to: now)
      session.render(into: &bytes)
    } else {
      for key in keys {
        session.receive(Self.bytes(key), at: now)
        session.advance(to: now)
        session.render(into: &bytes)
      }
    }
    return Outcome(
      settings: app.settings.settings, transcript: app.transcript(),
      text: PlainTextRenderer().render(session.frame()))
  }

  @Test(arguments: [false, true])
  func scriptsInOneWriteActAsKeysApart(inline: Bool) throws {
    for (name, script) in Self.scripts {
      let keys = try KeyScript.parse(script)
      let apart = Self.run(keys, together: false, inline: inline)
      let together = Self.run(keys, together: true, inline: inline)
      let same = together == apart
      #expect(
        same,
        """
        \(name) (\(inline ? "inline" : "full screen")): \(script)
        apart: \(apart.settings), \(apart.transcript.count) lines
        \(apart.text)
        together: \(together.settings), \(together.transcript.count) lines
        \(together.text)
        """)
    }
  }
}
