import Presentable

/// A row that opens a page of information (licenses, acknowledgements).
struct InfoRowViewModel: TextPresentable, AccessoryPresentable {
  var page: InfoPage
  unowned let actions: any SettingsActions

  var text: String { page.title }

  func onSelect() { actions.open(page) }
}

extension InfoRowViewModel: Hashable {
  static func == (a: Self, b: Self) -> Bool { a.page == b.page }
  func hash(into hasher: inout Hasher) { hasher.combine(page) }
}

/// The project's web address, shown as a link: a terminal that knows OSC 8 hyperlinks opens it
/// on a click; elsewhere it is the address as text.
struct WebsiteViewModel: TextPresentable, DetailTextPresentable, Hashable {
  /// Where the project lives.
  static let address = "https://github.com/presentable/presentable"

  var text: String { "Website" }
  /// The address without its scheme: what fits beside the text.
  var detailText: String { "github.com/presentable/presentable" }
}

/// Draws a ``WebsiteViewModel``: its text, then its address in the look's accent, underlined,
/// linking to the address.
struct WebsiteCell: RowCell {
  var viewModel: WebsiteViewModel

  func behavior(state: Void) -> CellBehavior { rowBehavior(isInteractive: false) }

  func content(_ row: inout RowContent, state: Void) {
    row.text(viewModel)
    row.trailing(
      viewModel.detailText,
      style: Style(foreground: .look(.accent), font: .body.underline(), link: WebsiteViewModel.address),
      name: "detail")
    row.say("\(viewModel.detailText), link")
  }
}
