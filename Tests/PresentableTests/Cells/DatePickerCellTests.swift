import Foundation
import Testing

@testable import Presentable

@Suite("Date picker cell")
struct DatePickerCellTests {
  struct Until: TextPresentable, DatePickerPresentable {
    var text = "Until"
    var date = Date(timeIntervalSince1970: 1_750_000_000)  // Sunday 15 June 2025, 15:06:40 UTC
    var datePickerMode = DatePickerMode.dateAndTime
    var minimumDate: Date?
    var maximumDate: Date?
    var locale = Locale(identifier: "en_US")
    var timeZone = TimeZone(identifier: "UTC")!
    var calls = Calls()
    func onDateChange(_ date: Date) { calls.log.append(Self.iso(date)) }

    static func iso(_ date: Date) -> String { date.formatted(.iso8601) }
  }

  /// A picker and its state, as a screen keeps them.
  final class Picker {
    let cell: DatePickerCell<Until>
    var state = DatePickerState()
    init(_ viewModel: Until) { cell = DatePickerCell(viewModel: viewModel) }
    @discardableResult func press(_ keys: Key...) -> KeyResult {
      var result = KeyResult.ignored
      for key in keys { result = cell.handle(key, state: &state) }
      return result
    }
    func line(width: Int = 40) -> Line {
      cell.render(width: width, state: state, context: CellContext(isFocused: true))[0]
    }
    var draft: String? { state.draft.map(Until.iso) }
    var transcript: String { cell.transcript(state: state) }
  }

  func shown(_ viewModel: Until, width: Int = 44) -> String {
    DatePickerCell(viewModel: viewModel).render(width: width)[0].plainText
  }

  /// English (US) puts a narrow no-break space (U+202F) before AM and PM, as the toolchain's ICU
  /// data says.
  @Test func showsTheDateInTheLocalesOwnWordsAndOrder() {
    #expect(shown(Until()) == "  Until              Jun 15, 2025 at 3:06\u{202F}PM")
    #expect(shown(Until(locale: Locale(identifier: "en_GB"))).hasSuffix(" 15 Jun 2025 at 15:06"))
    #expect(shown(Until(locale: Locale(identifier: "de_DE"))).hasSuffix(" 15. Juni 2025, 15:06"))
    #expect(shown(Until(locale: Locale(identifier: "ja_JP"))).hasSuffix(" 2025年6月15日 15:06"))
    #expect(shown(Until(datePickerMode: .time)).hasSuffix(" 3:06\u{202F}PM"))
    #expect(
      shown(Until(datePickerMode: .date, locale: Locale(identifier: "fr_FR"))).hasSuffix(" 15 juin 2025"))
    // The time zone is the view model's.
    #expect(
      shown(Until(datePickerMode: .time, timeZone: TimeZone(identifier: "Asia/Tokyo")!)).hasSuffix(
        " 12:06\u{202F}AM"))
  }

  @Test func theDateIsInItsColorAndTheTranscriptReadsIt() {
    let line = DatePickerCell(viewModel: Until()).render(width: 44)[0]
    #expect(style(of: "Jun 15", in: line)?.foreground == .accent)
    #expect(
      DatePickerCell(viewModel: Until(datePickerMode: .time)).transcript()
        == "Until, time picker, 3:06\u{202F}PM")
  }

  @Test func enterEditsFieldByFieldAndCommits() {
    let calls = Calls()
    let picker = Picker(Until(calls: calls))
    #expect(!picker.cell.isCapturingInput(state: picker.state))
    #expect(picker.press(.enter) == .handled)
    #expect(picker.cell.isCapturingInput(state: picker.state))
    // The month is the first field: inverse.
    #expect(style(of: "Jun", in: picker.line())?.isInverse == true)
    #expect(picker.transcript.hasSuffix("editing month"))
    picker.press(.up)
    #expect(picker.draft == "2025-07-15T15:06:40Z")
    picker.press(.right, .down, .down)  // the day, two down
    #expect(picker.draft == "2025-07-13T15:06:40Z")
    #expect(style(of: "13", in: picker.line())?.isInverse == true)
    picker.press(.tab, .tab)  // the year, then the hour
    #expect(picker.transcript.hasSuffix("editing hour"))
    #expect(calls.log.isEmpty)
    #expect(picker.press(.enter) == .changed)
    #expect(calls.log == ["2025-07-13T15:06:40Z"])
    #expect(!picker.state.isEditing)
  }

  @Test func digitsTypeAFieldAndMoveOnWhenItIsComplete() {
    let picker = Picker(Until(datePickerMode: .time, locale: Locale(identifier: "en_GB")))
    picker.press(.enter, .character("2"))
    // A typed digit shows in the field until it is complete.
    #expect(picker.line().plainText.hasSuffix(" 2:06"))
    picker.press(.character("2"))
    #expect(picker.draft == "2025-06-15T22:06:40Z")
    #expect(picker.transcript.hasSuffix("editing minute"))
    // No minute is seventy-something: a 7 is 07 at once.
    picker.press(.character("7"))
    #expect(picker.draft == "2025-06-15T22:07:40Z")
    // A month typed 1, then left: 1 is January.
    let dated = Picker(Until(datePickerMode: .date))
    dated.press(.enter, .character("1"), .left)
    #expect(dated.draft == "2025-01-15T15:06:40Z")
    // 3 cannot begin a two-digit month: it is March at once, and the day is next.
    dated.press(.character("3"))
    #expect(dated.draft == "2025-03-15T15:06:40Z")
    #expect(dated.transcript.hasSuffix("editing day"))
    // Backspace takes back a typed digit; letters that are no digits are ignored.
    dated.press(.character("3"), .backspace, .character("x"), .character("9"), .right)
    #expect(dated.draft == "2025-03-09T15:06:40Z")
  }

  @Test func amAndPMByLetterOrArrow() {
    let picker = Picker(Until(datePickerMode: .time))
    picker.press(.enter, .end)
    #expect(picker.transcript.hasSuffix("editing AM or PM"))
    picker.press(.character("a"))
    #expect(picker.draft == "2025-06-15T03:06:40Z")
    picker.press(.up)
    #expect(picker.draft == "2025-06-15T15:06:40Z")
    // Typing an hour of a twelve-hour clock keeps the afternoon.
    picker.press(.home, .character("9"))
    #expect(picker.draft == "2025-06-15T21:06:40Z")
  }

  @Test func stepsWrapWithinTheLargerFieldAndTheDayStaysInItsMonth() {
    let picker = Picker(Until(date: Date(timeIntervalSince1970: 1_767_225_540)))  // 2025-12-31 23:59 UTC
    picker.press(.enter, .up)  // December up: January of the same year
    #expect(picker.draft == "2025-01-31T23:59:00Z")
    picker.press(.character("2"))  // February: the 31st becomes the 28th
    #expect(picker.draft == "2025-02-28T23:59:00Z")
    picker.press(.end, .left, .up)  // the minutes: 59 up is 00 of the same hour
    #expect(picker.draft == "2025-02-28T23:00:00Z")
  }

  @Test func theRangeHoldsWhatIsShownEditedAndCommitted() {
    let calls = Calls()
    let earliest = Date(timeIntervalSince1970: 1_760_000_000)  // 2025-10-09 08:53:20 UTC
    let picker = Picker(Until(minimumDate: earliest, calls: calls))
    #expect(picker.line().plainText.hasSuffix("Oct 9, 2025 at 8:53\u{202F}AM"))
    picker.press(.enter, .down)  // September is before the earliest: the earliest
    #expect(picker.draft == "2025-10-09T08:53:20Z")
    picker.press(.up, .enter)
    #expect(calls.log == ["2025-11-09T08:53:20Z"])
    let latest = Date(timeIntervalSince1970: 1_740_000_000)  // 2025-02-19 21:20 UTC
    #expect(shown(Until(maximumDate: latest)).hasSuffix("Feb 19, 2025 at 9:20\u{202F}PM"))
  }

  @Test func escapeCancelsAndAnUnchangedCommitCallsNothing() {
    let calls = Calls()
    let picker = Picker(Until(calls: calls))
    picker.press(.enter, .up, .escape)
    #expect(!picker.state.isEditing)
    picker.press(.enter)
    #expect(picker.press(.enter) == .handled)
    #expect(calls.log.isEmpty)
    // While editing, keys are the picker's, but Ctrl-C stays the screen's.
    picker.press(.enter)
    #expect(picker.press(.character("q")) == .handled)
    #expect(picker.press(.control("c")) == .ignored)
  }
}
