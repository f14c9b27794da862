import Testing

@testable import Presentable

/// An inline run asks the screen's height before every frame and its summary once, at the end:
/// a key in an inline form reads the rows it shows, not every row for a summary. Counted, not
/// timed: the reads of the rows' text.
@Suite("Inline run, cost per key")
@MainActor
struct InlineSummaryCostTests {
  final class Reads: @unchecked Sendable {
    var count = 0
  }

  struct Setting: TextPresentable, SwitchPresentable {
    let index: Int
    let reads: Reads
    var text: String {
      reads.count += 1
      return "Setting \(index)"
    }
    var switchOn: Bool { index.isMultiple(of: 2) }
    func onSwitchToggleOn(_ on: Bool) {}
  }

  /// The rows' text read by a few keys of an inline run over a form of `rows` switches.
  static func readsPerKeys(rows: Int) -> Int {
    let reads = Reads()
    let page = FormPage("Settings") {
      FormSection("Switches") {
        for index in 0..<rows { FormRow(Setting(index: index, reads: reads)) }
      }
    }
    var session = ScreenSession(
      screen: page, renderer: ANSIRenderer(profile: TerminalProfile(colorDepth: .trueColor), theme: .dark),
      width: 80, height: 24)
    session.inline = InlineDisplay(options: InlineOptions(maximumHeight: 10))
    var bytes: [UInt8] = []
    session.render(into: &bytes)
    reads.count = 0
    for key in [Key.down, .down, .up, .down] {
      session.handle([key])
      session.render(into: &bytes)
    }
    return reads.count
  }

  @Test func aKeyReadsTheSameIn1000Or5000Rows() {
    let short = Self.readsPerKeys(rows: 1_000)
    let long = Self.readsPerKeys(rows: 5_000)
    #expect(short == long, "reads: \(short) at 1,000 rows, \(long) at 5,000")
  }

  @Test func theSummaryIsMadeAtTheEnd() {
    let reads = Reads()
    let page = FormPage("Settings") {
      FormSection("Switches") {
        for index in 0..<3 { FormRow(Setting(index: index, reads: reads)) }
      }
    }
    reads.count = 0
    let summary = (page as any Screen).summary()
    #expect(summary == ["Setting 0: on", "Setting 1: off", "Setting 2: on"])
    #expect(reads.count >= 3)
  }
}
