import Testing

@testable import Presentable

@Suite("Example: wind view model")
struct WindViewModelTests {
  static let richmond = WeatherReport(
    wind: .init(speed: 5.1), locationName: "Richmond",
    coordinate: .init(latitude: 37.54, longitude: -77.44))

  @Test func aFullReportShowsEveryLine() {
    let viewModel = WindViewModel(report: Self.richmond)
    #expect(viewModel.windSpeed == "Wind Speed: 5.1")
    #expect(viewModel.location == "Location: Richmond")
    #expect(viewModel.coordinates == "Lat: 37.54, Lon: -77.44")
  }

  @Test func eachMissingPartSaysSoAndLeavesTheOthers() {
    var noWind = Self.richmond
    noWind.wind = nil
    #expect(WindViewModel(report: noWind).windSpeed == "Wind speed not available")
    #expect(WindViewModel(report: noWind).location == "Location: Richmond")

    var noName = Self.richmond
    noName.locationName = nil
    #expect(WindViewModel(report: noName).location == "Location not available")
    #expect(WindViewModel(report: noName).coordinates == "Lat: 37.54, Lon: -77.44")
    noName.locationName = ""
    #expect(WindViewModel(report: noName).location == "Location not available")

    var noCoordinate = Self.richmond
    noCoordinate.coordinate = nil
    #expect(WindViewModel(report: noCoordinate).coordinates == "Coordinates not available")
    #expect(WindViewModel(report: noCoordinate).windSpeed == "Wind Speed: 5.1")

    let empty = WindViewModel(report: WeatherReport())
    #expect(
      [empty.windSpeed, empty.location, empty.coordinates] == [
        "Wind speed not available", "Location not available", "Coordinates not available",
      ])
  }

  @Test func theLinesRenderThroughTextCells() {
    let panel = WindPanel(report: Self.richmond)
    let frame = panel.screen.frame(width: 32, height: 6)
    #expect(
      rows(of: frame) == [
        " Wind",
        "  Wind Speed: 5.1",
        "  Location: Richmond",
        "  Lat: 37.54, Lon: -77.44",
        "",
        " q quit",
      ])
    #expect(
      renderedLine(WindLine(text: "Wind Speed: 5.1"), with: TextCell.self, width: 20)
        == "  Wind Speed: 5.1   ")
  }

  /// A new report makes new view models; only the line that differs is rendered again.
  @Test func aNewReportRerendersOnlyTheLineThatChanged() {
    let panel = WindPanel(report: Self.richmond)
    _ = panel.screen.frame(width: 32, height: 6)
    panel.report.wind = .init(speed: 7.7)
    let frame = panel.screen.frame(width: 32, height: 6)
    #expect(rows(of: frame)[1] == "  Wind Speed: 7.7")
    #expect(panel.rows.configuredRows == [TableIndexPath(row: 0, section: 0)])
  }
}
