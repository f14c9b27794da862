import Foundation
import Presentable
import PresentableTesting
import Testing

/// Snapshots of the date, text area, progress, loading, subtitle and image rows, committed beside
/// this file in `__PresentableSnapshots__/RowKindsShowcaseTests/`.
@Suite("Showcase of the newer row kinds")
struct RowKindsShowcaseTests {
  struct Row: TextPresentable, DatePickerPresentable, TextAreaPresentable, ProgressPresentable,
    DetailTextPresentable, LoadingPresentable
  {
    var text = "Quiet Until"
    var datePickerMode = DatePickerMode.time
    var progress: Double?
    var isLoading = false
    var label = ""
    var date: Date { Date(timeIntervalSince1970: 1_750_024_800) }  // 22:00 UTC
    var locale: Locale { Locale(identifier: "en_US") }
    var timeZone: TimeZone { TimeZone(identifier: "UTC")! }
    var placeholder: String { "Sent from my terminal" }
    var lineLimit: Int { 3 }
    var detailText: String { "1.0 (42)" }
  }

  @Test func dateAndTime() {
    let cell = DatePickerCell(viewModel: Row())
    assertTextSnapshot(of: cell, as: .cell(width: 40))
    var state = DatePickerCell<Row>.initialState
    _ = cell.handle(.enter, state: &state)
    _ = cell.handle(.up, state: &state)
    assertTextSnapshot(
      of: cell.render(width: 40, state: state, context: CellContext(isFocused: true)), as: .lines(width: 40),
      named: "editing the hour")
    let both = DatePickerCell(viewModel: Row(text: "Reminder", datePickerMode: .dateAndTime))
    assertTextSnapshot(of: both, as: .cell(width: 40), named: "date and time")
  }

  @Test func multiLineText() {
    let text = "Best wishes from the whole team,\nBob 設定 👍🏽\n\nP.S. The Minions say hi."
    let cell = TextAreaCell(viewModel: Row(text: text, label: "Signature"))
    assertTextSnapshot(of: cell, as: .cell(width: 30))
    var state = TextAreaCell<Row>.initialState
    _ = cell.handle(.enter, state: &state)
    _ = cell.render(width: 30, state: state, context: CellContext(isFocused: true))
    _ = cell.handle(.up, state: &state)
    assertTextSnapshot(
      of: cell.render(width: 30, state: state, context: CellContext(isFocused: true)), as: .lines(width: 30),
      named: "editing, scrolled")
    assertTextSnapshot(
      of: TextAreaCell(viewModel: Row(text: "", label: "Signature")), as: .cell(width: 30), named: "empty")
  }

  @Test func progressAndLoading() {
    assertTextSnapshot(
      of: ProgressCell(viewModel: Row(text: "Downloading", progress: 0.4)), as: .cell(width: 44))
    assertTextSnapshot(
      of: ProgressCell(viewModel: Row(text: "Checking for Updates", progress: nil)), as: .cell(width: 44),
      named: "spinner")
    assertTextSnapshot(
      of: LoadingCell(viewModel: Row(text: "Latest Version", isLoading: true)), as: .cell(width: 44),
      named: "loading")
    assertTextSnapshot(
      of: LoadingCell(viewModel: Row(text: "Latest Version", isLoading: false)), as: .cell(width: 44),
      named: "loaded")
  }

  struct WiFi: TextPresentable, SwitchPresentable, ImagePresentable, SubtitlePresentable, TextFieldPresentable
  {
    var text = "Wi-Fi"
    var switchOn = true
    var imageName: String { "wifi" }
    var subtitle: String { "Home network, 5 GHz" }
    var label: String { "Password" }
    var placeholder: String { "" }
    var isSecure: Bool { true }
  }

  @Test func subtitlesImagesAndSecureText() {
    assertTextSnapshot(of: SwitchWithTextCell(viewModel: WiFi()), as: .cell(width: 40))
    assertTextSnapshot(of: AccessoryCell(viewModel: WiFi()), as: .cell(width: 40), named: "accessory")
    assertTextSnapshot(
      of: TextFieldCell(viewModel: WiFi(text: "hunter2")), as: .cell(width: 40), named: "secure")
  }
}

extension RowKindsShowcaseTests.WiFi: AccessoryPresentable {}
