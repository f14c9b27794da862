import Presentable

/// The view model: the three lines a wind panel shows, as text, made once from a report.
///
/// Each optional part of the model is unwrapped by one guard, which also says what to show
/// without it. The view never sees an optional.
struct WindViewModel: Hashable {
  let windSpeed: String
  let location: String
  let coordinates: String

  init(report: WeatherReport) {
    windSpeed = Self.windSpeedText(report.wind)
    location = Self.locationText(report.locationName)
    coordinates = Self.coordinatesText(report.coordinate)
  }

  private static func windSpeedText(_ wind: WeatherReport.Wind?) -> String {
    guard let speed = wind?.speed else { return "Wind speed not available" }
    return "Wind Speed: \(speed)"
  }

  private static func locationText(_ name: String?) -> String {
    guard let name, !name.isEmpty else { return "Location not available" }
    return "Location: \(name)"
  }

  private static func coordinatesText(_ coordinate: WeatherReport.Coordinate?) -> String {
    guard let coordinate else { return "Coordinates not available" }
    return "Lat: \(coordinate.latitude), Lon: \(coordinate.longitude)"
  }
}

/// One line of the panel, for a ``TextCell``.
struct WindLine: TextPresentable, Hashable {
  let text: String
}

/// The view: a screen of the view model's lines, made again from the latest report each frame.
final class WindPanel {
  var report: WeatherReport
  let screen = TableScreen(title: "Wind")
  private(set) var rows: RecomputingDataSource!

  init(report: WeatherReport) {
    self.report = report
    rows = RecomputingDataSource(table: screen.table) { [unowned self] in
      let viewModel = WindViewModel(report: self.report)
      return [
        RecomputingDataSource.Section(
          rows: [
            .init(WindLine(text: viewModel.windSpeed), id: "speed", cell: TextCell.self),
            .init(WindLine(text: viewModel.location), id: "location", cell: TextCell.self),
            .init(WindLine(text: viewModel.coordinates), id: "coordinates", cell: TextCell.self),
          ])
      ]
    }
  }
}
