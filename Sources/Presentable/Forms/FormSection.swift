/// A section of a form: a header, rows, a footer, and when it shows.
///
/// ```swift
/// FormSection("Other Networks", footer: "Known networks are joined automatically.") {
///   for network in wifi.nearby {
///     FormRow(NetworkViewModel(network)).id(network.name)
///   }
/// }
/// .hidden(when: !wifi.isOn)
/// ```
///
/// A hidden section is left out with its header and footer, and so is one whose rows are all
/// hidden. A section made with ``init(_:footer:count:row:)`` makes its rows only when the table
/// shows them, so a form can hold a list of any length.
public struct FormSection {
  /// The rows: a list, or a count and a function that makes a row when the table asks for it.
  enum Rows {
    case list([FormRow])
    case lazy(count: Int, row: (Int) -> FormRow)
  }

  /// The header's title, if any.
  var header: String?
  /// The footer's text, which wraps, if any.
  var footer: String?
  /// The section's identity (``id(_:)``), so that focus stays in it when sections before it come
  /// and go; `nil` for its place in the form.
  var id: AnyHashable?
  /// Whether the section is left out, header and footer included: ``hidden(when:)``.
  var isHidden = false
  /// A cell for the header, for headers with a look of their own.
  var headerCell: (any Cell)?
  /// The row focus starts on when the form first shows: a single selection's chosen option.
  var chosenRow: Int?
  /// The message of the first rule the section breaks, if any (``validated(_:by:)``).
  var check: (() -> String?)?
  var rows: Rows
  /// The rows of a list that have rules of their own, in order: what the form checks, so a form
  /// of switches checks nothing however long it is.
  private(set) var checkedRows: [Int] = []

  /// A section of the rows `rows` lists.
  ///
  /// ```swift
  /// FormSection("Profile") {
  ///   FormRow(NameViewModel(profile: profile))
  ///   FormRow(EmailViewModel(profile: profile))
  /// }
  /// ```
  public init(_ header: String? = nil, footer: String? = nil, @FormRowBuilder rows: () -> [FormRow]) {
    self.header = header
    self.footer = footer
    let list = rows()
    self.rows = .list(list)
    checkedRows = Self.checked(list)
  }

  /// A section whose header is drawn from a view model of your app's header style.
  public init(
    header: some HeaderTextPresentable, footer: String? = nil, @FormRowBuilder rows: () -> [FormRow]
  ) {
    self.header = header.text
    self.footer = footer
    self.headerCell = HeaderCell(viewModel: header)
    let list = rows()
    self.rows = .list(list)
    checkedRows = Self.checked(list)
  }

  /// A section of `count` rows, each made by `row` only when the table shows it: for long lists.
  ///
  /// Complexity: an update costs nothing per row; a frame makes the rows on screen.
  public init(_ header: String? = nil, footer: String? = nil, count: Int, row: @escaping (Int) -> FormRow) {
    self.header = header
    self.footer = footer
    self.rows = .lazy(count: max(0, count), row: row)
  }

  /// The section, left out with its header and footer while `condition` holds.
  public func hidden(when condition: Bool) -> FormSection {
    var section = self
    section.isHidden = section.isHidden || condition
    return section
  }

  /// The section with its header drawn from `header`, a view model of your app's header style:
  /// for sections made by `singleSelection(…)` and the like, which take a title.
  public func header(_ header: some HeaderTextPresentable) -> FormSection {
    var section = self
    section.header = header.text
    section.headerCell = HeaderCell(viewModel: header)
    return section
  }

  /// The section with `rows` after its own: an "Other…" row after a list of choices.
  public func appending(@FormRowBuilder _ rows: () -> [FormRow]) -> FormSection {
    var section = self
    switch section.rows {
    case .list(let list):
      let all = list + rows()
      section.rows = .list(all)
      section.checkedRows = Self.checked(all)
    case .lazy(let count, let row):
      let extra = rows()
      section.rows = .lazy(count: count + extra.count) { $0 < count ? row($0) : extra[$0 - count] }
    }
    return section
  }

  /// The section with an identity.
  public func id(_ id: some Hashable) -> FormSection {
    var section = self
    section.id = AnyHashable(id)
    return section
  }

  /// The number of rows, hidden ones included.
  var rowCount: Int {
    switch rows {
    case .list(let list): list.count
    case .lazy(let count, _): count
    }
  }

  /// The row at `index`, made now for a long list.
  subscript(index: Int) -> FormRow {
    switch rows {
    case .list(let list): list[index]
    case .lazy(_, let row): row(index)
    }
  }

  /// The places of the rows in `list` that have rules of their own.
  private static func checked(_ list: [FormRow]) -> [Int] {
    list.indices.filter { list[$0].hasCheck }
  }

  /// Whether the rows are a list made up front, whose rules the form checks.
  var isList: Bool {
    if case .list = rows { return true }
    return false
  }
}
