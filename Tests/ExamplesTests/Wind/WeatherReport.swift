/// The model: what a weather service reports about a place. Any part of a report can be missing.
struct WeatherReport: Sendable {
  struct Wind: Sendable {
    /// Metres per second.
    var speed: Double
  }

  struct Coordinate: Sendable {
    var latitude: Double
    var longitude: Double
  }

  var wind: Wind?
  var locationName: String?
  var coordinate: Coordinate?
}
