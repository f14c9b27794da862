/// A row with a value the user slides within a range, such as a volume.
///
/// ```swift
/// struct VolumeViewModel: TextPresentable, SliderPresentable {
///   var text: String { "Volume" }
///   var sliderValue: Double { settings.volume }
///   func onSliderValueChange(_ value: Double) { settings.volume = value }
/// }
/// ```
///
/// Renders with ``SliderCell``: `  Volume    ━━━━●───── 40%`. Left and Right move by
/// ``sliderStep``.
public protocol SliderPresentable: RowStatePresentable {
  /// The value, within ``sliderRange``.
  var sliderValue: Double { get }
  /// The range. Defaults to `0...1`.
  var sliderRange: ClosedRange<Double> { get }
  /// How far one key press moves. Defaults to a tenth of the range.
  ///
  /// - Law check: not shown: it is how far a key moves the value.
  var sliderStep: Double { get }
  /// The filled part's color. Defaults to ``Color/accent``.
  var sliderColor: Color { get }
  /// The value as text beside the slider. Defaults to a percentage of the range.
  var sliderValueText: String { get }
  /// Called with the new value, already clamped to the range.
  ///
  /// - Law check: keys `[.right]` call `onSliderValueChange(0.625)` on the probe.
  func onSliderValueChange(_ value: Double)
}

extension SliderPresentable {
  /// The installed look's slider color.
  public var sliderColor: Color { .look(.slider) }
  /// From 0 to 1.
  public var sliderRange: ClosedRange<Double> { 0...1 }
  /// A tenth of the range.
  public var sliderStep: Double { (sliderRange.upperBound - sliderRange.lowerBound) / 10 }
  /// A whole percentage of the range, such as `40%`.
  public var sliderValueText: String {
    let span = sliderRange.upperBound - sliderRange.lowerBound
    let fraction = span > 0 ? (sliderValue - sliderRange.lowerBound) / span : 0
    return "\(Int((min(1, max(0, fraction)) * 100).rounded()))%"
  }
  /// Does nothing: a view model that cares implements it.
  public func onSliderValueChange(_ value: Double) {}
}
