/// What a table shows: its sections, their rows, and a cell for each row.
///
/// A table asks only for the rows it shows (and a few around them), so a data source can stand in
/// front of a million rows.
///
/// ```swift
/// extension SettingsController: TableViewDataSource {
///   func numberOfSections(in tableView: TableView) -> Int { sections.count }
///   func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
///   func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
///     let cell = tableView.dequeueReusableCell(SwitchWithTextCell<WiFiViewModel>.self, withIdentifier: "wifi", for: indexPath)
///     cell.configure(with: WiFiViewModel(settings: settings))
///     return cell
///   }
///   func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
/// }
/// ```
public protocol TableViewDataSource: AnyObject {
  /// The number of sections. Defaults to 1.
  func numberOfSections(in tableView: TableView) -> Int
  /// The number of rows in a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// A configured cell for a row, usually from ``TableView/dequeueReusableCell(withIdentifier:for:)``.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell
  /// A section's header title. Defaults to none.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  /// A section's footer text, which wraps. Defaults to none.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
  /// A cell for a section's header, for headers with a look of their own (a ``HeaderCell`` of the
  /// app's header view model, say). Defaults to none: the title, if any, in a ``HeaderCell``.
  func tableView(_ tableView: TableView, headerCellForSection section: Int) -> (any Cell)?
  /// A row's identity, stable while the row exists, so focus and cached renders follow the row
  /// when rows move. Defaults to none: the index path is the identity.
  func tableView(_ tableView: TableView, identityForRowAt indexPath: TableIndexPath) -> AnyHashable?
  /// A value that changes whenever the row's view model does, such as the view model itself when
  /// it is `Hashable`. A row whose value is the same as at the last frame is not configured or
  /// rendered again. Defaults to none: visible rows are configured and rendered every frame.
  func tableView(_ tableView: TableView, contentForRowAt indexPath: TableIndexPath) -> AnyHashable?
  /// Called before the table reads anything for a frame or a transcript: a data source whose rows
  /// are computed from a model brings them up to date here (and calls
  /// ``TableView/reloadData()`` if the sections or row counts changed). Defaults to nothing.
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
  /// The index path is the identity.
  public func tableView(_ tableView: TableView, identityForRowAt indexPath: TableIndexPath) -> AnyHashable? {
    nil
  }
  /// Rendered every frame.
  public func tableView(_ tableView: TableView, contentForRowAt indexPath: TableIndexPath) -> AnyHashable? {
    nil
  }
  /// Nothing.
  public func tableViewWillRender(_ tableView: TableView) {}
}
