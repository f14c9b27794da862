import Presentable

/// The volume of notification sounds.
struct VolumeViewModel: TextPresentable, SliderPresentable {
  var sliderValue: Double
  var isEnabled: Bool
  unowned let actions: any SettingsActions

  var text: String { "Volume" }

  func onSliderValueChange(_ value: Double) {
    // Steps of a tenth, kept exact so the saved file reads 0.7, not 0.7000000000000001.
    let rounded = (value * 10).rounded() / 10
    actions.update({ $0.volume = rounded }, message: nil)
  }
}

extension VolumeViewModel: Hashable {
  static func == (a: Self, b: Self) -> Bool { (a.sliderValue, a.isEnabled) == (b.sliderValue, b.isEnabled) }
  func hash(into hasher: inout Hasher) { hasher.combine(sliderValue) }
}
