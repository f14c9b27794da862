import Observation

/// A scrolling list of sections and rows, with keyboard focus, that asks its data source only for
/// the rows it shows.
///
/// <!-- snippet: skip (the app's controller, the table's data source and delegate) -->
/// ```swift
/// let table = TableView()
/// table.dataSource = controller   // returns SwitchWithTextCell(viewModel: WiFiViewModel(…)), …
/// table.delegate = controller
/// let screen = TableScreen(title: "Settings", table: table)   // draws the table, gives it keys
/// exit(Terminal.run(screen))
/// ```
///
/// A ``TableScreen`` shows the table: it draws it under its title, sends it keys and the time, and
/// says its transcript.
///
/// Each section is drawn as its header (if any), its rows and its footer (if any), with a blank
/// line between sections; a section whose rows are all hidden is left out with its header and
/// footer. Up, Down, `k`, `j`, Tab and Shift-Tab move focus between rows that can take it; Page
/// Up and Page Down by a screenful; Home, End, `g` and `G` to the first and last. The focused row
/// is kept in view. Keys go to the focused cell first. When the rows do not fit, the last column
/// shows where the screen is in the table.
///
/// Drawing costs what changed on screen: a row is asked for and drawn when it comes into view,
/// when the data source reloads it, when a key changes it, when its focus changes, and when an
/// `@Observable` model it read while drawing changes; otherwise the table copies what it drew.
/// Tell the table about other changes with ``reloadRows(at:)`` or ``reloadData()``.
public final class TableView {
  /// Where rows come from.
  public weak var dataSource: (any TableViewDataSource)?
  /// Who hears about selection, focus and changes.
  public weak var delegate: (any TableViewDelegate)?
  /// Glyphs for the image names of the rows.
  public var images: ImageCatalog = .standard {
    didSet { cache.invalidateAll() }
  }
  /// Which keys move focus (the ``KeyMap/Context/table`` bindings), and what the hint line names
  /// for them; set from ``TableScreen/keyMap``, which is where an app sets it.
  var keyMap: KeyMap = .standard {
    didSet {
      moveHints = Self.moveHints(keyMap)
      cache.forgetKeyHints()
    }
  }
  /// The hints for moving and for scrolling, read from ``keyMap`` when it is set rather than at
  /// every frame's hint line.
  var moveHints = TableView.moveHints(.standard)

  static func moveHints(_ keyMap: KeyMap) -> (move: KeyHint?, scroll: KeyHint?) {
    (
      keyMap.hint(for: [.up, .down], in: .table).map(KeyHint.init),
      keyMap.hint(for: [.up, .down], in: .table, words: KeyHint.scroll.action).map(KeyHint.init)
    )
  }

  /// The focused row, if any.
  public var focusedIndexPath: TableIndexPath? { focus.indexPath }

  /// The rows shown at the last frame, in order.
  var visibleIndexPaths: [TableIndexPath] {
    shownItems.compactMap { item in
      guard item < outline.count, case .row(let indexPath) = outline.item(item) else { return nil }
      return indexPath
    }
  }

  /// An empty table.
  public init() {}

  var outline = TableOutline()
  var needsOutline = true
  var cache = TableRowCache()
  var viewport = TableViewport()
  var focus = TableFocus()
  /// The items shown at the last frame.
  var shownItems = 0..<0
  /// Sections known to have at least one row shown, or none.
  var sectionHasRows: [Int: Bool] = [:]
  /// The items whose drawing read an `@Observable` model that changed since, added from any
  /// thread: they alone are drawn again at the next frame.
  let observedChanges = Locked(ObservedChanges())
  /// Whether the last key that changed a row changed an `@Observable` model a drawn item read, so
  /// that observation, not the delegate, must tell what else it changed (a form uses this).
  var lastChangeWasObserved = false
  /// Whether the last frame kept its last column for the scroll indicator.
  var showsIndicator = false
  /// Whether the table's shape is new, so the indicator is worth guessing before any row is drawn.
  var guessesIndicator = true
  /// How many items a search for a focusable row looks at: two screenfuls of the last frame.
  /// Stored, not read from the viewport, as it is read while the viewport lays itself out.
  var scanLimit = 16
  /// The animation clock's time, which rows that animate are drawn for.
  var animationTime = Duration.zero
  /// The rows of the frame the table drew into last, for the mouse.
  var drawnRows = 0..<0

  // MARK: Structure

  /// Reads the sections again and draws every row again at the next frame.
  public func reloadData() {
    needsOutline = true
  }

  /// Draws these rows again at the next frame.
  public func reloadRows(at indexPaths: [TableIndexPath]) {
    readOutlineIfNeeded()
    for indexPath in indexPaths where outline.contains(indexPath) {
      cache.invalidate(outline.index(of: indexPath))
    }
  }

  /// The number of rows in a section, as last read.
  func numberOfRows(inSection section: Int) -> Int {
    readOutlineIfNeeded()
    return outline.rows(inSection: section)
  }

  /// The number of sections, as last read.
  var numberOfSections: Int {
    readOutlineIfNeeded()
    return outline.sections.count
  }

  func readOutlineIfNeeded() {
    guard needsOutline else { return }
    needsOutline = false
    var sections: [TableOutline.Section] = []
    if let dataSource {
      let count = max(0, dataSource.numberOfSections(in: self))
      sections.reserveCapacity(count)
      for section in 0..<count {
        sections.append(
          TableOutline.Section(
            rows: max(0, dataSource.tableView(self, numberOfRowsInSection: section)),
            hasHeader: dataSource.tableView(self, headerCellForSection: section) != nil
              || dataSource.tableView(self, titleForHeaderInSection: section) != nil,
            hasFooter: dataSource.tableView(self, footerCellForSection: section) != nil
              || dataSource.tableView(self, titleForFooterInSection: section) != nil))
      }
    }
    let sameShape = sections.elementsEqual(outline.sections) {
      ($0.rows, $0.hasHeader, $0.hasFooter) == ($1.rows, $1.hasHeader, $1.hasFooter)
    }
    if sameShape {
      // The same items: what they show may have changed, but their storage serves again.
      cache.invalidateAll()
    } else {
      outline = TableOutline(sections)
      cache.removeAll()
      guessesIndicator = true
    }
    sectionHasRows.removeAll()
    focus.needsScrollToVisible = true
    if let focused = focus.indexPath, !outline.contains(focused) {
      _ = focus.move(to: outline.lastRow(atOrBefore: focused))
    }
  }
}
