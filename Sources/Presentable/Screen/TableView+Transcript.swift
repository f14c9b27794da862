extension TableView {
  // MARK: Transcript

  /// Every row's transcript, headers and footers included, in order: for `--plain` output and
  /// tests. Asks the data source for every row, so use it for tables of a screenful or a few.
  func transcript() -> [String] {
    dataSource?.tableViewWillRender(self)
    readOutlineIfNeeded()
    guard let dataSource else { return [] }
    if cache.width < 0 { cache.prepare(width: 80, ambiguous: .narrow, look: .standard) }
    var result: [String] = []
    // Drawn, not measured: the rows' cells are read for what they say.
    for item in 0..<outline.count where drawnShape(item, focused: focusedItem).lineCount > 0 {
      let text: String
      switch outline.item(item) {
      case .row(let indexPath):
        guard let cell = cell(item) else { continue }
        text = transcript(of: cell, focused: indexPath == focusedIndexPath)
      case .header(let section):
        if let cell = dataSource.tableView(self, headerCellForSection: section) {
          text = transcript(of: cell, focused: false)
        } else {
          text =
            "\(Sanitizer.sanitize(dataSource.tableView(self, titleForHeaderInSection: section) ?? "")), heading"
        }
      case .footer(let section):
        if let cell = dataSource.tableView(self, footerCellForSection: section) {
          text = transcript(of: cell, focused: false)
        } else {
          text = Sanitizer.sanitize(dataSource.tableView(self, titleForFooterInSection: section) ?? "")
        }
      case .gap:
        continue
      }
      if !text.isEmpty { result.append(text) }
    }
    return result
  }

  private func transcript<C: Cell>(of cell: C, focused: Bool) -> String {
    cell.transcript(state: focused ? C.state(from: focus.state) : C.initialState)
  }
}
