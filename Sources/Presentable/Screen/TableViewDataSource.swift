/// What a table shows: its sections, their rows, and a cell for each row.
///
/// A table asks only for the rows it shows (and a few around them), so a data source can stand in
/// front of a million rows. A cell is a value made for the row when the table asks:
///
/// <!-- snippet: skip (the app's controller, over its sections) -->
/// ```swift
/// extension SettingsController: TableViewDataSource {
///   func numberOfSections(in tableView: TableView) -> Int { sections.count }
///   func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
///   func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
///     SwitchWithTextCell(viewModel: WiFiViewModel(settings: settings))
///   }
///   func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
/// }
/// ```
///
/// Titles are drawn in the package's header and footer looks. For headers and footers in the
/// app's look, return cells of the app's view models instead:
///
/// <!-- snippet: skip (a member of the app's controller, over its sections) -->
/// ```swift
/// func tableView(_ tableView: TableView, footerCellForSection section: Int) -> (any Cell)? {
///   sections[section].note.map { FooterCell(viewModel: NoteViewModel(text: $0)) }  // NoteViewModel: FooterTextPresentable, AppStyle
/// }
/// ```
///
/// The table keeps what it drew and asks for a row again only when it has a reason to (see
/// ``TableView``); when the model changes behind its back, call ``TableView/reloadRows(at:)`` or
/// ``TableView/reloadData()``.
public protocol TableViewDataSource: AnyObject {
  /// The number of sections. Defaults to 1.
  func numberOfSections(in tableView: TableView) -> Int
  /// The number of rows in a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row, made from the row's view model.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell
  /// A section's header title, drawn in the package's header look. Defaults to none.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  /// A section's footer text, which wraps, drawn in the package's footer look. Defaults to none.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
  /// A cell for a section's header, for headers in the app's look (a ``HeaderCell`` of a view
  /// model that adopts the app's style). Defaults to none: the title, if any, in a ``HeaderCell``.
  func tableView(_ tableView: TableView, headerCellForSection section: Int) -> (any Cell)?
  /// A cell for a section's footer, for footers in the app's look (a ``FooterCell`` of a view
  /// model that adopts the app's style). Defaults to none: the title, if any, in a ``FooterCell``.
  func tableView(_ tableView: TableView, footerCellForSection section: Int) -> (any Cell)?
  /// Called before the table reads anything for a frame or a transcript: a data source whose rows
  /// are computed from a model brings them up to date here (and calls ``TableView/reloadData()``
  /// if the sections or row counts changed). Defaults to nothing.
  func tableViewWillRender(_ tableView: TableView)
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  /// No header.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No footer.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
  /// The title's header, if any.
  public func tableView(_ tableView: TableView, headerCellForSection section: Int) -> (any Cell)? { nil }
  /// The title's footer, if any.
  public func tableView(_ tableView: TableView, footerCellForSection section: Int) -> (any Cell)? { nil }
  /// Ignored by default: a data source that reads a model recomputes its view models here.
  public func tableViewWillRender(_ tableView: TableView) {}
}
