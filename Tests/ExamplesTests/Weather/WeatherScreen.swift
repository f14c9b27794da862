import Presentable

/// One line of the weather screen, for a ``TextCell``.
struct WeatherLine: TextPresentable, Hashable {
  let text: String
  var font: Font = .body
}

/// The view: binds to the view model's boxes, and shows their values as rows.
///
/// A box's listener runs on whatever thread changed it, so it does not touch the screen; it asks
/// for a redraw (`redraw` is `@Sendable`: a run loop's "needs display", say). The next frame reads
/// the boxes, and only the rows whose text changed are rendered again.
final class WeatherScreen {
  let viewModel: WeatherViewModel
  let screen = TableScreen(title: "Weather")
  private(set) var rows: RecomputingDataSource!
  private var bindings: [BindingToken] = []

  init(viewModel: WeatherViewModel, redraw: @escaping @Sendable () -> Void) {
    self.viewModel = viewModel
    rows = RecomputingDataSource(table: screen.table) {
      [
        RecomputingDataSource.Section(
          rows: [
            .init(
              WeatherLine(text: viewModel.locationName.value, font: .headline), id: "location",
              cell: TextCell.self),
            .init(WeatherLine(text: viewModel.date.value), id: "date", cell: TextCell.self),
            .init(WeatherLine(text: viewModel.summary.value), id: "summary", cell: TextCell.self),
            .init(WeatherLine(text: viewModel.forecastSummary.value), id: "forecast", cell: TextCell.self),
          ])
      ]
    }
    for box in [viewModel.locationName, viewModel.date, viewModel.summary, viewModel.forecastSummary] {
      bindings.append(box.bind { _ in redraw() })
    }
  }
}
