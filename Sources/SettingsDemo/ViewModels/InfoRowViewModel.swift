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
