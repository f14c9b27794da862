/// A row with a slider, configured from a view model that is ``TextPresentable`` and
/// ``SliderPresentable``: `  Volume    ━━━━●───── 40%`. Left and Right move it by a step.
public struct SliderCell<ViewModel: TextPresentable & SliderPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A row showing `viewModel`.
  @inlinable public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// Columns of the track.
  static var trackWidth: Int { SliderTrack.width }

  /// The text, the track and the value.
  public func content(_ row: inout RowContent, state: Void) {
    row.text(viewModel)
    let filled = Int((fraction * Double(SliderTrack.width - 1)).rounded())
    let color = viewModel.sliderColor
    row.bar(SliderTrack.filled[filled], style: Style(foreground: color), name: "slider")
    row.recordOrigin("foreground", value: color, part: .slider)
    row.append("●", style: Style(foreground: color).bold())
    row.append(
      SliderTrack.empty[SliderTrack.width - 1 - filled], style: Style(foreground: .look(.separator)))
    row.say("slider")  // "Volume, slider, 40%"
    row.value(viewModel.sliderValueText)
  }

  /// Left and Right (or `-` and `+`) move the value by a step, within the range (`←→ adjust`).
  public func keys(state: Void) -> CellKeys<Void> {
    CellKeys(in: .row)
      .on(.decrease, hint: .adjust) { _ in move(up: false) }
      .on(.increase, hint: .adjust) { _ in move(up: true) }
  }

  /// Moves the value a step down or up, not past the range; at its end the key does nothing.
  private func move(up: Bool) -> KeyResult {
    let range = viewModel.sliderRange
    let step = abs(viewModel.sliderStep)
    let value =
      up
      ? min(range.upperBound, viewModel.sliderValue + step)
      : max(range.lowerBound, viewModel.sliderValue - step)
    guard value != viewModel.sliderValue else { return .handled }
    viewModel.onSliderValueChange(value)
    return .changed
  }

  /// Where the value sits in the range, from 0 to 1.
  var fraction: Double {
    let range = viewModel.sliderRange
    let span = range.upperBound - range.lowerBound
    guard span > 0, viewModel.sliderValue.isFinite else { return 0 }
    return min(1, max(0, (viewModel.sliderValue - range.lowerBound) / span))
  }
}

/// The slider's track pieces, made once: rows draw them all the time.
enum SliderTrack {
  static let width = 10
  static let filled = (0..<width).map { String(repeating: "━", count: $0) }
  static let empty = (0..<width).map { String(repeating: "─", count: $0) }
}
