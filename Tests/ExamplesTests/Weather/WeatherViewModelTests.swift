import Foundation
import Testing

@testable import Presentable

/// The tutorial's tests, and more, with mock services: no network, no sleeping. Each test awaits
/// the intent, or (for the state during a lookup) a geocoder the test answers by hand.
@Suite("Example: weather view model")
struct WeatherViewModelTests {
  static let geocoder = MockGeocoder(places: [
    "Richmond, VA": .richmond, "McGaheysville, VA": .mcGaheysville,
  ])
  static let service = MockWeatherService(weather: [
    "Richmond, VA": .richmondRain, "McGaheysville, VA": .mcGaheysvilleClear,
  ])

  func makeViewModel(
    geocoder: any Geocoder = Self.geocoder, service: any WeatherService = Self.service
  ) -> WeatherViewModel {
    WeatherViewModel(geocoder: geocoder, weatherService: service)
  }

  /// What listeners heard, from any thread.
  final class Heard: Sendable {
    let values = Box<[String]>([])
    func append(_ value: String) { values.update { $0.append(value) } }
  }

  @Test func theLocationStartsAsLoading() {
    let viewModel = makeViewModel()
    #expect(viewModel.locationName.value == "Loading...")
    #expect(
      viewModel.date.value == "" && viewModel.summary.value == "" && viewModel.forecastSummary.value == "")
  }

  @Test func changeLocationUpdatesTheLocationName() async {
    let viewModel = makeViewModel()
    let heard = Heard()
    let token = viewModel.locationName.bind { heard.append($0) }
    await viewModel.changeLocation(to: "Richmond, VA")
    #expect(heard.values.value == ["Loading...", "Loading...", "Richmond, VA"])
    token.cancel()
  }

  @Test func changeLocationShowsTheWeatherThere() async {
    let viewModel = makeViewModel()
    await viewModel.changeLocation(to: "Richmond, VA")
    #expect(viewModel.date.value == "Thursday, Mar 14")  // 02:00 UTC on the 15th is the 14th in Virginia
    #expect(viewModel.summary.value == "Light rain - 58℉")
    #expect(viewModel.forecastSummary.value == "Summary: Showers until morning")
  }

  @Test func startShowsTheDefaultAddress() async {
    let viewModel = makeViewModel()
    await viewModel.start()
    #expect(viewModel.locationName.value == "McGaheysville, VA")
    #expect(viewModel.summary.value == "Clear sky - 41℉")
  }

  @Test func anUnknownAddressIsNotFoundAndClearsTheWeather() async {
    let viewModel = makeViewModel()
    await viewModel.changeLocation(to: "Richmond, VA")
    await viewModel.changeLocation(to: "Atlantis")
    #expect(viewModel.locationName.value == "Not found")
    #expect(
      viewModel.date.value == "" && viewModel.summary.value == "" && viewModel.forecastSummary.value == "")
  }

  @Test func aGeocoderErrorIsNotFoundToo() async {
    struct Offline: Error {}
    let viewModel = makeViewModel(geocoder: MockGeocoder(places: [:], failure: Offline()))
    await viewModel.changeLocation(to: "Richmond, VA")
    #expect(viewModel.locationName.value == "Not found")
  }

  @Test func aFoundPlaceWithoutWeatherSaysSo() async {
    let viewModel = makeViewModel(service: MockWeatherService(weather: [:]))
    await viewModel.changeLocation(to: "Richmond, VA")
    #expect(viewModel.locationName.value == "Richmond, VA")
    #expect(viewModel.summary.value == "Weather not available")
    #expect(viewModel.date.value == "")
  }

  /// While the geocoder works, the name says "Loading..."; the answer replaces it.
  @Test func loadingShowsWhileTheLookupIsUnderWay() async {
    let geocoder = GatedGeocoder()
    let viewModel = makeViewModel(geocoder: geocoder)

    async let first: Void = viewModel.changeLocation(to: "Richmond, VA")
    #expect(await geocoder.nextRequest() == "Richmond, VA")
    #expect(viewModel.locationName.value == "Loading...")
    await geocoder.answer(.richmond)
    await first
    #expect(viewModel.locationName.value == "Richmond, VA")

    async let second: Void = viewModel.changeLocation(to: "McGaheysville, VA")
    #expect(await geocoder.nextRequest() == "McGaheysville, VA")
    #expect(viewModel.locationName.value == "Loading...")
    #expect(viewModel.summary.value == "Light rain - 58℉")  // until the new weather comes
    await geocoder.answer(.mcGaheysville)
    await second
    #expect(viewModel.locationName.value == "McGaheysville, VA")
    #expect(viewModel.summary.value == "Clear sky - 41℉")
  }
}

@Suite("Example: weather screen")
struct WeatherScreenTests {
  func makeViewModel() -> WeatherViewModel {
    WeatherViewModel(geocoder: WeatherViewModelTests.geocoder, weatherService: WeatherViewModelTests.service)
  }

  @Test func theScreenShowsTheBoxesAndRendersAgainOnlyWhatChanged() async {
    let viewModel = makeViewModel()
    let needsRedraw = Box(false)
    let view = WeatherScreen(viewModel: viewModel) { needsRedraw.value = true }
    #expect(needsRedraw.value)  // binding calls at once
    #expect(rows(of: view.screen.frame(width: 34, height: 7))[0...2] == [" Weather", "  Loading...", ""])

    needsRedraw.value = false
    await viewModel.changeLocation(to: "Richmond, VA")
    #expect(needsRedraw.value)
    #expect(
      rows(of: view.screen.frame(width: 34, height: 7)) == [
        " Weather",
        "  Richmond, VA",
        "  Thursday, Mar 14",
        "  Light rain - 58℉",
        "  Summary: Showers until morning",
        "",
        " q quit",
      ])
    #expect(view.rows.configuredRows.count == 4)

    // Same day elsewhere: the date row is not rendered again.
    await viewModel.changeLocation(to: "McGaheysville, VA")
    #expect(
      rows(of: view.screen.frame(width: 34, height: 7))[1...3] == [
        "  McGaheysville, VA", "  Thursday, Mar 14", "  Clear sky - 41℉",
      ])
    #expect(
      view.rows.configuredRows == [
        TableIndexPath(row: 0, section: 0), TableIndexPath(row: 2, section: 0),
        TableIndexPath(row: 3, section: 0),
      ])
    #expect(
      renderedLine(WeatherLine(text: "Richmond, VA", font: .headline), with: TextCell.self, width: 16)
        == "  Richmond, VA  ")
  }

  /// The screen's bindings go with it: the view model's boxes are left without listeners.
  @Test func aScreenThatGoesAwayUnbinds() {
    let viewModel = makeViewModel()
    weak var weakView: WeatherScreen?
    do {
      let view = WeatherScreen(viewModel: viewModel) {}
      weakView = view
      #expect(viewModel.locationName.listenerCount == 1)
    }
    #expect(weakView == nil)
    #expect(viewModel.locationName.listenerCount == 0)
    #expect(viewModel.forecastSummary.listenerCount == 0)
  }
}
