/// A row with a slider, configured from a view model that is ``TextPresentable`` and
/// ``SliderPresentable``: `  Volume    ━━━━●───── 40%`. Left and Right move it by a step.
open class SliderCell<T: TextPresentable & SliderPresentable>: RowCell<T> {
  /// Columns of the track.
  public static var trackWidth: Int { 10 }

  /// The text, the track and the value.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    let fraction = Self.fraction(viewModel)
    let filled = Int((fraction * Double(Self.trackWidth - 1)).rounded())
    let track =
      Line(String(repeating: "━", count: filled), style: Style(foreground: viewModel.sliderColor))
      + Line("●", style: Style(foreground: viewModel.sliderColor).bold())
      + Line(
        String(repeating: "─", count: Self.trackWidth - 1 - filled), style: Style(foreground: .separator))
    let colorOrigin = Self.origin(
      "foreground", value: viewModel.sliderColor, default: TraitDefaults.sliderColor,
      trait: "SliderPresentable",
      property: "sliderColor")
    return RowContent(
      leading: [Self.textPart(viewModel)],
      trailing: [
        RowPart("slider", line: track, origins: [colorOrigin]),
        RowPart("value", text: viewModel.sliderValueText, style: Style(foreground: .secondary)),
      ])
  }

  /// Left and Right move the value by a step, within the range.
  open override func handle(_ key: Key, for viewModel: T) -> KeyResult {
    let range = viewModel.sliderRange
    let step = abs(viewModel.sliderStep)
    let value: Double
    switch key {
    case .left: value = max(range.lowerBound, viewModel.sliderValue - step)
    case .right: value = min(range.upperBound, viewModel.sliderValue + step)
    default: return .ignored
    }
    guard value != viewModel.sliderValue else { return .handled }
    viewModel.onSliderValueChange(value)
    return .changed
  }

  /// "Volume, slider, 40%".
  open override func transcript(for viewModel: T) -> String {
    "\(viewModel.text), slider, \(viewModel.sliderValueText)"
  }

  static func fraction(_ viewModel: T) -> Double {
    let span = viewModel.sliderRange.upperBound - viewModel.sliderRange.lowerBound
    guard span > 0, viewModel.sliderValue.isFinite else { return 0 }
    return min(1, max(0, (viewModel.sliderValue - viewModel.sliderRange.lowerBound) / span))
  }
}
