/// A table's data source made of value-type view models, recomputed from the model for every frame:
/// only the rows on screen are compared, and only those whose view model changed are drawn again.
///
/// A zoetrope, in other words: like its still pictures, each frame's view models are a fresh,
/// complete set of values, made from the model by one function. There is no view model to keep
/// in step with the model: the data source asks for the current set before each frame, compares
/// the rows on screen with the last frame's, and the table draws again the rows that differ.
///
/// <!-- snippet: skip (an outline: the card view model and the game are the app's) -->
/// ```swift
/// struct CardViewModel: TextPresentable, AccessoryPresentable, Hashable { … }
///
/// let screen = TableScreen(title: "Memory")
/// let board = RecomputingDataSource(table: screen.table) {
///   [RecomputingDataSource.Section(count: game.cards.count) { index in
///     RecomputingDataSource.Row(CardViewModel(game.cards[index]), id: game.cards[index].id, cell: AccessoryCell.self)
///   }]
/// }
/// ```
///
/// A section made with `count:` makes its rows only when the table asks for them (the ones on
/// screen), so a frame costs what the screen shows whatever the table's length; one made with
/// `rows:` is simpler to write and costs its length, which suits tables of up to some thousands
/// of rows.
///
/// The table keeps a weak reference to its data source: keep the data source alive (a controller
/// property, say). The sections function runs on the thread that draws, before every frame and
/// transcript (see ``TableViewDataSource/tableViewWillRender(_:)``); when it reads `@Observable`
/// models, the terminal drawing the screen hears their changes.
///
/// A row on screen is drawn again when its view model differs from the last frame's (by `==`),
/// as is its identity or cell type. A change in the number of sections or rows, or in a header or
/// footer, reloads the table.
public final class RecomputingDataSource {
  /// One row: a view model and the type of the cell that shows it.
  public struct Row {
    /// The row's identity, stable while the row exists, or `nil` for its position.
    let id: AnyHashable?
    /// The view model.
    let viewModel: AnyHashable
    let cellType: any Cell.Type

    /// A row shown by a cell of type `cell`, such as `DetailCell<VersionViewModel>.self`.
    public init<ViewModel: Hashable, CellType: Cell>(
      _ viewModel: ViewModel, id: AnyHashable? = nil, cell: CellType.Type
    ) where CellType.ViewModel == ViewModel {
      self.id = id
      self.viewModel = AnyHashable(viewModel)
      cellType = cell
    }

    /// The cell showing the view model.
    func makeCell() -> any Cell {
      func make<C: Cell>(_ type: C.Type) -> any Cell {
        // The initializer paired the type with this view model's type.
        C(viewModel: viewModel.base as! C.ViewModel)
      }
      return make(cellType)
    }

    /// Whether the table would show `other` as it shows this row: same identity, view model and
    /// cell type.
    func isSame(as other: Row) -> Bool {
      id == other.id && viewModel == other.viewModel
        && ObjectIdentifier(cellType) == ObjectIdentifier(other.cellType)
    }
  }

  /// A section: an optional header, rows, and an optional footer (which wraps).
  public struct Section {
    /// The header's title, if any.
    let header: String?
    /// The number of rows.
    let count: Int
    /// The footer's text, if any.
    let footer: String?
    private let row: (Int) -> Row

    /// A section of `rows`.
    public init(header: String? = nil, rows: [Row], footer: String? = nil) {
      self.init(header: header, count: rows.count, footer: footer) { rows[$0] }
    }

    /// A section of `count` rows, each made by `row` when the table asks for it.
    public init(header: String? = nil, count: Int, footer: String? = nil, row: @escaping (Int) -> Row) {
      self.header = header
      self.count = max(0, count)
      self.footer = footer
      self.row = row
    }

    /// The row at `index`.
    subscript(index: Int) -> Row { row(index) }

    /// Every row, made now.
    var rows: [Row] { (0..<count).map(row) }

    /// Whether the table would lay the two sections out alike: same header, footer, number of rows.
    func hasSameShape(as other: Section) -> Bool {
      header == other.header && footer == other.footer && count == other.count
    }
  }

  /// The table this data source fills.
  let table: TableView
  /// The sections of the last frame.
  private(set) var sections: [Section]
  /// The rows made for the table since the latest frame began: during it, those on screen whose
  /// view model changed, or that came into view. For tests and tuning.
  fileprivate(set) var configuredRows: [TableIndexPath] = []

  private let makeSections: () -> [Section]
  /// The rows the table was last given, by position: what the screen shows.
  fileprivate var given: [TableIndexPath: Row] = [:]
  /// What answers the table (the table keeps it weakly, this data source strongly).
  private lazy var answers = RecomputingAnswers(source: self)

  /// Fills `table` with the sections `makeSections` returns, as its data source.
  public init(table: TableView, sections makeSections: @escaping () -> [Section]) {
    self.table = table
    self.makeSections = makeSections
    sections = makeSections()
    table.dataSource = answers
  }

  /// Makes the sections again now: the table reloads if their shape changed, and draws again
  /// the rows on screen whose view model changed. Frames and transcripts do this by themselves.
  func refresh() {
    let next = makeSections()
    let reshaped = next.count != sections.count || zip(next, sections).contains { !$0.hasSameShape(as: $1) }
    sections = next
    if reshaped {
      given.removeAll()
      table.reloadData()
      return
    }
    var changed: [TableIndexPath] = []
    for (indexPath, row) in given where !next[indexPath.section][indexPath.row].isSame(as: row) {
      changed.append(indexPath)
    }
    for indexPath in changed { given[indexPath] = nil }
    if !changed.isEmpty { table.reloadRows(at: changed) }
  }
}

/// A recomputing data source's answers to its table, so its own API is not a data source's; the
/// table keeps it weakly, the data source strongly.
private final class RecomputingAnswers: TableViewDataSource {
  unowned let source: RecomputingDataSource
  init(source: RecomputingDataSource) { self.source = source }

  /// The section at `index` of the last frame, if there is one.
  private func lastSection(_ index: Int) -> RecomputingDataSource.Section? {
    source.sections.indices.contains(index) ? source.sections[index] : nil
  }

  /// Makes the sections again, before a frame.
  func tableViewWillRender(_ tableView: TableView) {
    source.configuredRows = []
    // Rows the table no longer keeps need no comparing: it asks again when they come back.
    if source.given.count > 2 * max(1, tableView.shownItems.count) + 64 {
      source.given = source.given.filter { tableView.keepsDrawing(of: $0.key) }
    }
    source.refresh()
  }

  /// The number of sections.
  func numberOfSections(in tableView: TableView) -> Int { source.sections.count }

  /// The number of rows in a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    lastSection(section)?.count ?? 0
  }

  /// The row's cell, showing its view model.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    guard let section = lastSection(indexPath.section), indexPath.row < section.count else {
      preconditionFailure("No row at \(indexPath) in a table of \(source.sections.map(\.count)) rows.")
    }
    let row = section[indexPath.row]
    source.configuredRows.append(indexPath)
    source.given[indexPath] = row
    return row.makeCell()
  }

  /// The section's header.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    lastSection(section)?.header
  }

  /// The section's footer.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    lastSection(section)?.footer
  }
}
