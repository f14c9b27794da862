// A form's rules: which rows break one, said as the user goes and at submit.

extension Form {
  // MARK: Validation

  /// A row that breaks a rule: where it is, and the rule's message.
  public struct Issue: Equatable, Sendable {
    /// Where the row is in the table: for a section's rule, the section's first row.
    public var indexPath: TableIndexPath
    /// The message of the first rule it breaks.
    public var message: String
  }

  /// Every shown, enabled row that breaks a rule, and every shown section, in order; empty when
  /// the form is valid.
  ///
  /// ```swift
  /// if !form.issues.isEmpty { screen.message = StatusMessage("\(form.issues.count) fields to fix", kind: .warning) }
  /// ```
  public var issues: [Issue] {
    var found: [Issue] = []
    forEachChecked { indexPath, message in
      found.append(Issue(indexPath: indexPath, message: message))
      return true
    }
    return found
  }

  func firstIssue() -> Issue? {
    var first: Issue?
    forEachChecked { indexPath, message in
      first = Issue(indexPath: indexPath, message: message)
      return false
    }
    return first
  }

  /// Calls `body` for each shown, enabled row that breaks a rule, and each shown section that does
  /// (after its rows, at its first row that takes focus), until it returns `false`.
  private func forEachChecked(_ body: (TableIndexPath, String) -> Bool) {
    for (shownIndex, declared) in shown.enumerated() {
      let section = sections[declared]
      if section.isList {
        // Only the rows with rules: a form of switches checks nothing, however long it is.
        for index in section.checkedRows {
          rowsChecked += 1
          let row = section[index]
          guard !row.isHidden, !row.isDisabled, let failure = row.check?() else { continue }
          if !body(TableIndexPath(row: index, section: shownIndex), failure.message) { return }
        }
      }
      if let message = section.check?(), let row = section.firstFocusableRow {
        if !body(TableIndexPath(row: row, section: shownIndex), message) { return }
      }
    }
  }

  /// Shows the message under every row that breaks a rule, and moves focus to the first of them:
  /// the row itself. Returns whether there was one.
  @discardableResult
  func focusFirstIssue() -> Bool {
    updateIfNeeded()
    showsIssues = true
    table.reloadData()
    guard let first = firstIssue() else { return false }
    table.focusRow(at: first.indexPath)
    return true
  }

  // MARK: As the user goes

  /// The message under the row at `indexPath`, if it breaks a rule and says so: after a submit, or
  /// once its value changed or focus left it.
  func shownIssue(of row: FormRow, at indexPath: TableIndexPath) -> String? {
    guard row.check != nil, !row.isHidden, !row.isDisabled else { return nil }
    guard showsIssues || key(of: indexPath).map({ touchedRows.contains($0) }) == true else { return nil }
    return row.check?()?.message
  }

  /// The message of the section's rule, said under the section's last shown row, if the row at
  /// `indexPath` is that row and the section breaks its rule and says so.
  func shownSectionIssue(at indexPath: TableIndexPath) -> String? {
    guard shown.indices.contains(indexPath.section) else { return nil }
    let declared = shown[indexPath.section]
    let section = sections[declared]
    guard let check = section.check, section.lastShownRow == indexPath.row else { return nil }
    guard showsIssues || touchedSections.contains(section.id ?? AnyHashable(declared)) else { return nil }
    return check()
  }

  /// Focus moved to `indexPath`: the row it left says its rules from now on.
  func focusMoved(to indexPath: TableIndexPath?) {
    let left = focusedRow
    focusedRow = indexPath.flatMap(key(of:))
    guard let left, left != focusedRow else { return }
    if notice != nil {
      notice = nil
      setNeedsUpdate()
    }
    touch(left, leaving: true)
  }

  /// The row at `indexPath` changed its value: it says its rules from now on, checked afresh.
  func valueChanged(at indexPath: TableIndexPath) {
    guard let key = key(of: indexPath) else { return }
    touch(key, always: true)
  }

  /// Marks a row and its section as saying their rules; the form updates when either has rules,
  /// so the message reads the value as it is now.
  /// A text field's row is not marked by focus leaving it (`leaving`): it says its rules when a
  /// commit fails, and once a commit changed it.
  func touch(_ key: RowKey, always: Bool = false, leaving: Bool = false) {
    let (row, sectionHasRules) = rules(of: key)
    if leaving, row?.checksOnLeave == false { return }
    let newRow = touchedRows.insert(key).inserted
    let newSection = touchedSections.insert(key.section).inserted
    guard always || newRow || newSection, row?.check != nil || sectionHasRules else { return }
    setNeedsUpdate()
  }

  /// The row with `key` (in a section made up front), and whether its section has rules.
  private func rules(of key: RowKey) -> (row: FormRow?, sectionHasRules: Bool) {
    for declared in shown where (sections[declared].id ?? AnyHashable(declared)) == key.section {
      let section = sections[declared]
      let hasRules = section.check != nil
      guard section.isList else { return (nil, hasRules) }
      for index in 0..<section.rowCount where (section[index].id ?? AnyHashable(index)) == key.row {
        return (section[index], hasRules)
      }
      return (nil, hasRules)
    }
    return (nil, false)
  }
}

extension FormSection {
  /// The first row that takes focus, where a failed submit sends focus for the section's rule.
  var firstFocusableRow: Int? {
    guard rowCount > 0 else { return nil }
    guard isList else { return 0 }
    return (0..<rowCount).first { !self[$0].isHidden && !self[$0].isDisabled }
  }

  /// The last row that shows, under which the section's rule says its message.
  var lastShownRow: Int? {
    guard rowCount > 0 else { return nil }
    guard isList else { return rowCount - 1 }
    return (0..<rowCount).last { !self[$0].isHidden }
  }
}
