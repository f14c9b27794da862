/// A table's data source made of value-type view models, recomputed from the model for every frame:
/// only the rows whose view model changed are configured and rendered again.
///
/// Like the still pictures of a zoetrope, each frame's view models are a fresh, complete set of
/// values, made from the model by one function. There is no view model to keep in step with the
/// model: the data source asks for the current set before each frame, compares it with the last,
/// and the table redraws the rows that differ.
///
/// ```swift
/// struct CardViewModel: TextPresentable, AccessoryPresentable, Hashable { … }
///
/// let screen = TableScreen(title: "Memory")
/// let board = ZoetropeDataSource(table: screen.table) {
///   [ZoetropeDataSource.Section(rows: game.cards.map { card in
///     ZoetropeDataSource.Row(CardViewModel(card), id: card.id, cell: AccessoryCell<CardViewModel>.self)
///   })]
/// }
/// ```
///
/// The table keeps a weak reference to its data source: keep the data source alive (a controller
/// property, say). The sections function runs on the thread that draws, before every frame and
/// transcript (see ``TableViewDataSource/tableViewWillRender(_:)``); when it reads `@Observable`
/// models, an ``ObservationTracker`` drawing the screen hears their changes.
///
/// A row is configured again when its view model differs from the last frame's (by `==`), when it
/// moved, or when it came into view. A change in the number of sections or rows, or in a header or
/// footer, reloads the table: every row on screen is configured again. The function runs for
/// every frame, so it suits tables whose view models are cheap to make (up to some thousands of
/// rows); a table of a million rows implements ``TableViewDataSource`` itself.
public final class ZoetropeDataSource: TableViewDataSource {
  /// One row: a view model and the cell that renders it.
  public struct Row: Hashable {
    /// The row's identity, stable while the row exists, or `nil` for its position.
    public let id: AnyHashable?
    /// The view model.
    public let viewModel: AnyHashable
    let cellType: any ReusableCell.Type
    let configure: (any Cell) -> Void

    /// A row rendered by a cell of type `cell`, such as `DetailCell<VersionViewModel>.self`.
    ///
    /// Give rows an `id` when they can move, so focus and cached renders follow them.
    public init<ViewModel: Hashable, CellType: RowCell<ViewModel>>(
      _ viewModel: ViewModel, id: AnyHashable? = nil, cell: CellType.Type
    ) {
      self.id = id
      self.viewModel = AnyHashable(viewModel)
      cellType = cell
      configure = { cell in
        guard let cell = cell as? CellType else {
          preconditionFailure("A \(Swift.type(of: cell)) came back for a \(CellType.self) row.")
        }
        cell.configure(with: viewModel)
      }
    }

    /// Rows are equal when their identity, view model and cell type are.
    public static func == (a: Row, b: Row) -> Bool {
      a.id == b.id && a.viewModel == b.viewModel
        && ObjectIdentifier(a.cellType) == ObjectIdentifier(b.cellType)
    }

    /// Hashes the identity, view model and cell type.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(id)
      hasher.combine(viewModel)
      hasher.combine(ObjectIdentifier(cellType))
    }
  }

  /// A section: an optional header, rows, and an optional footer (which wraps).
  public struct Section: Hashable {
    /// The header's title, if any.
    public var header: String?
    /// The rows.
    public var rows: [Row]
    /// The footer's text, if any.
    public var footer: String?

    /// A section of `rows`.
    public init(header: String? = nil, rows: [Row], footer: String? = nil) {
      self.header = header
      self.rows = rows
      self.footer = footer
    }

    /// Whether the table would lay the two sections out alike: same header, footer, number of rows.
    func hasSameShape(as other: Section) -> Bool {
      header == other.header && footer == other.footer && rows.count == other.rows.count
    }
  }

  /// The table this data source fills.
  public let table: TableView
  /// The view models of the last frame (or of the last ``refresh()``).
  public private(set) var sections: [Section]
  /// The rows configured since the latest frame began: during it, those whose view model changed,
  /// moved or came into view; after it, any the table asks about while moving focus. For tests
  /// and tuning.
  public private(set) var configuredRows: [TableIndexPath] = []

  private let makeSections: () -> [Section]
  private var reuseIdentifiers: [ObjectIdentifier: String] = [:]

  /// Fills `table` with the sections `makeSections` returns, and becomes its data source.
  public init(table: TableView, sections makeSections: @escaping () -> [Section]) {
    self.table = table
    self.makeSections = makeSections
    sections = makeSections()
    table.dataSource = self
    register(sections)
  }

  /// Makes the sections again now; reloads the table if their shape changed. Frames and
  /// transcripts do this by themselves.
  public func refresh() {
    let next = makeSections()
    register(next)
    let reshaped =
      next.count != sections.count || zip(next, sections).contains { !$0.hasSameShape(as: $1) }
    sections = next
    if reshaped { table.reloadData() }
  }

  private func register(_ sections: [Section]) {
    for section in sections {
      for row in section.rows where reuseIdentifiers[ObjectIdentifier(row.cellType)] == nil {
        let identifier = "ZoetropeDataSource.\(reuseIdentifiers.count).\(row.cellType)"
        reuseIdentifiers[ObjectIdentifier(row.cellType)] = identifier
        let cellType = row.cellType
        table.register({ cellType.init() }, forCellReuseIdentifier: identifier)
      }
    }
  }

  private func row(at indexPath: TableIndexPath) -> Row? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].rows.indices.contains(indexPath.row)
    else { return nil }
    return sections[indexPath.section].rows[indexPath.row]
  }

  // MARK: TableViewDataSource

  /// Makes the sections again, before a frame.
  public func tableViewWillRender(_ tableView: TableView) {
    configuredRows = []
    refresh()
  }

  /// The number of sections.
  public func numberOfSections(in tableView: TableView) -> Int { sections.count }

  /// The number of rows in a section.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rows.count : 0
  }

  /// The row's cell, configured with its view model.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    guard let row = row(at: indexPath), let identifier = reuseIdentifiers[ObjectIdentifier(row.cellType)]
    else {
      preconditionFailure("No row at \(indexPath) in a table of \(sections.map(\.rows.count)) rows.")
    }
    configuredRows.append(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    row.configure(cell)
    return cell
  }

  /// The section's header.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].header : nil
  }

  /// The section's footer.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].footer : nil
  }

  /// The row's `id`, if it has one.
  public func tableView(_ tableView: TableView, identityForRowAt indexPath: TableIndexPath) -> AnyHashable? {
    row(at: indexPath)?.id
  }

  /// The row itself: its view model, identity and cell type.
  public func tableView(_ tableView: TableView, contentForRowAt indexPath: TableIndexPath) -> AnyHashable? {
    row(at: indexPath).map(AnyHashable.init)
  }
}
