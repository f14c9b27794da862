import Foundation

/// A geocoder that knows a few places and never touches the network.
struct MockGeocoder: Geocoder {
  var places: [String: Place]
  var failure: (any Error)?

  func place(for address: String) async throws -> Place? {
    if let failure { throw failure }
    return places[address]
  }
}

/// A weather service with canned weather for a few places, by name; others fail.
struct MockWeatherService: WeatherService {
  struct Unavailable: Error {}

  var weather: [String: CurrentWeather]

  func currentWeather(at place: Place) async throws -> CurrentWeather {
    guard let weather = weather[place.name] else { throw Unavailable() }
    return weather
  }
}

/// A geocoder that answers only when the test says so: the test sees the view model's state while
/// a lookup is under way, without sleeping.
actor GatedGeocoder: Geocoder {
  private var requests: [String] = []
  private var waitingForRequest: CheckedContinuation<String, Never>?
  private var answer: CheckedContinuation<Place?, Never>?

  func place(for address: String) async throws -> Place? {
    if let waiting = waitingForRequest {
      waitingForRequest = nil
      waiting.resume(returning: address)
    } else {
      requests.append(address)
    }
    return await withCheckedContinuation { answer = $0 }
  }

  /// The next address asked for, once the lookup is waiting for its answer.
  func nextRequest() async -> String {
    if !requests.isEmpty { return requests.removeFirst() }
    return await withCheckedContinuation { waitingForRequest = $0 }
  }

  /// Answers the waiting lookup.
  func answer(_ place: Place?) {
    answer?.resume(returning: place)
    answer = nil
  }
}

extension Place {
  static let richmond = Place(
    name: "Richmond, VA", latitude: 37.54, longitude: -77.44,
    timeZone: TimeZone(identifier: "America/New_York")!)
  static let mcGaheysville = Place(
    name: "McGaheysville, VA", latitude: 38.37, longitude: -78.74,
    timeZone: TimeZone(identifier: "America/New_York")!)
}

extension CurrentWeather {
  /// 2024-03-15 02:00 UTC: still Thursday the 14th in Virginia.
  static let richmondRain = CurrentWeather(
    date: Date(timeIntervalSince1970: 1_710_468_000), temperature: 57.6, description: "Light rain",
    forecast: "Showers until morning")
  static let mcGaheysvilleClear = CurrentWeather(
    date: Date(timeIntervalSince1970: 1_710_468_000), temperature: 41.2, description: "Clear sky",
    forecast: "Frost overnight")
}
