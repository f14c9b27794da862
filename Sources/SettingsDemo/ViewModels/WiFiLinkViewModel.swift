import Presentable

/// The Wi-Fi row of the settings: the network joined, and a chevron to the Wi-Fi page.
struct WiFiLinkViewModel: TextPresentable, DetailTextPresentable, AccessoryPresentable {
  var settings: Settings

  var text: String { "Wi-Fi" }
  var detailText: String {
    guard settings.wifi else { return "Off" }
    return settings.wifiNetwork ?? "Not Connected"
  }
}
