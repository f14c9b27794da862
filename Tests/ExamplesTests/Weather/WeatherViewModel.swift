import Foundation
import Presentable

/// The view model of a weather screen: what it shows lives in boxes a view binds to, and one
/// intent, ``changeLocation(to:)``, fills them from a geocoder and a weather service.
///
/// It is `Sendable` (its boxes are, and so are its services), so the intent may run on any
/// thread; listeners hear each change on the thread that made it.
final class WeatherViewModel: Sendable {
  static let defaultAddress = "McGaheysville, VA"
  static let loading = "Loading..."

  let locationName = Box(WeatherViewModel.loading)
  let date = Box("")
  let summary = Box("")
  let forecastSummary = Box("")

  private let geocoder: any Geocoder
  private let weatherService: any WeatherService

  init(geocoder: any Geocoder, weatherService: any WeatherService) {
    self.geocoder = geocoder
    self.weatherService = weatherService
  }

  /// Shows the weather at the default address.
  func start() async {
    await changeLocation(to: Self.defaultAddress)
  }

  /// Shows "Loading...", then the place's name and weather, or "Not found".
  func changeLocation(to address: String) async {
    locationName.value = Self.loading
    guard let place = try? await geocoder.place(for: address) else {
      show(location: "Not found", weather: nil, in: nil)
      return
    }
    let weather = try? await weatherService.currentWeather(at: place)
    show(location: place.name, weather: weather, in: place.timeZone)
  }

  private func show(location: String, weather: CurrentWeather?, in timeZone: TimeZone?) {
    locationName.value = location
    guard let weather, let timeZone else {
      date.value = ""
      summary.value = location == "Not found" ? "" : "Weather not available"
      forecastSummary.value = ""
      return
    }
    date.value = Self.dateText(weather.date, in: timeZone)
    summary.value = "\(weather.description) - \(Self.temperatureText(weather.temperature))℉"
    forecastSummary.value = "Summary: \(weather.forecast)"
  }

  /// "Thursday, Mar 14", on the place's calendar, in English whatever the user's settings.
  static func dateText(_ date: Date, in timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let style = Date.VerbatimFormatStyle(
      format: "\(weekday: .wide), \(month: .abbreviated) \(day: .defaultDigits)",
      locale: Locale(identifier: "en_US_POSIX"), timeZone: timeZone, calendar: calendar)
    return date.formatted(style)
  }

  /// Whole degrees.
  static func temperatureText(_ degrees: Double) -> String {
    degrees.formatted(.number.precision(.fractionLength(0)).locale(Locale(identifier: "en_US_POSIX")))
  }
}
