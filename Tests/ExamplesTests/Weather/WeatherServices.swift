import Foundation

/// A place a geocoder found.
struct Place: Hashable, Sendable {
  var name: String
  var latitude: Double
  var longitude: Double
  /// Where the place keeps its clocks, for showing its date.
  var timeZone: TimeZone
}

/// Turns what the user typed into a place.
protocol Geocoder: Sendable {
  /// The place `address` names, or `nil` if there is none.
  func place(for address: String) async throws -> Place?
}

/// The weather now at a place.
struct CurrentWeather: Hashable, Sendable {
  var date: Date
  /// Degrees Fahrenheit.
  var temperature: Double
  var description: String
  var forecast: String
}

/// Fetches the weather.
protocol WeatherService: Sendable {
  func currentWeather(at place: Place) async throws -> CurrentWeather
}
