/// The shape of a table: its sections, and in each a gap, a header, rows and a footer, as one
/// sequence of items numbered from 0.
///
/// Items are plain integers, so walking the table is counting, and an item's place in its
/// section is a binary search over the sections.
///
/// ```
/// item 0   header of section 0          (no gap before the first section)
/// item 1   row [0, 0]
/// item 2   row [0, 1]
/// item 3   footer of section 0
/// item 4   gap before section 1         (a blank line)
/// item 5   row [1, 0]                   (section 1 has no header)
/// ```
struct TableOutline {
  /// What an item is.
  enum Item: Hashable {
    /// The blank line before a section other than the first.
    case gap(section: Int)
    /// A section's header.
    case header(section: Int)
    /// A row.
    case row(TableIndexPath)
    /// A section's footer.
    case footer(section: Int)

    /// The section the item belongs to.
    var section: Int {
      switch self {
      case .gap(let section), .header(let section), .footer(let section): section
      case .row(let indexPath): indexPath.section
      }
    }
  }

  /// Each section's rows, and whether it has a header and a footer.
  struct Section {
    var rows: Int
    var hasHeader: Bool
    var hasFooter: Bool
  }

  private(set) var sections: [Section] = []
  /// The item number of each section's first item.
  private var starts: [Int] = []
  /// The number of items.
  private(set) var count = 0

  init() {}

  init(_ sections: [Section]) {
    self.sections = sections
    starts.reserveCapacity(sections.count)
    for (index, section) in sections.enumerated() {
      starts.append(count)
      count += itemCount(of: section, at: index)
    }
  }

  private func itemCount(of section: Section, at index: Int) -> Int {
    (index > 0 ? 1 : 0) + (section.hasHeader ? 1 : 0) + section.rows + (section.hasFooter ? 1 : 0)
  }

  /// The number of rows in a section, or 0 for a section that does not exist.
  func rows(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rows : 0
  }

  /// Whether an index path names a row.
  func contains(_ indexPath: TableIndexPath) -> Bool {
    indexPath.row >= 0 && indexPath.row < rows(inSection: indexPath.section)
  }

  /// What item `index` is.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  func item(_ index: Int) -> Item {
    precondition(index >= 0 && index < count, "Item \(index) of a table of \(count) items")
    // The last section whose first item is at or before `index`.
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    let section = low
    var offset = index - starts[section]
    if section > 0 {
      if offset == 0 { return .gap(section: section) }
      offset -= 1
    }
    if sections[section].hasHeader {
      if offset == 0 { return .header(section: section) }
      offset -= 1
    }
    if offset < sections[section].rows { return .row(TableIndexPath(row: offset, section: section)) }
    return .footer(section: section)
  }

  /// The item number of a row.
  func index(of indexPath: TableIndexPath) -> Int {
    starts[indexPath.section] + (indexPath.section > 0 ? 1 : 0)
      + (sections[indexPath.section].hasHeader ? 1 : 0)
      + indexPath.row
  }

  /// The item numbers of a section.
  func items(ofSection section: Int) -> Range<Int> {
    starts[section]..<(section + 1 < starts.count ? starts[section + 1] : count)
  }

  /// The row nearest to `indexPath` at or before it, for an index path the table no longer has.
  func lastRow(atOrBefore indexPath: TableIndexPath) -> TableIndexPath? {
    guard !sections.isEmpty else { return nil }
    var section = min(indexPath.section, sections.count - 1)
    var row =
      section == indexPath.section
      ? min(indexPath.row, sections[section].rows - 1) : sections[section].rows - 1
    while row < 0 {
      section -= 1
      guard section >= 0 else { return nil }
      row = sections[section].rows - 1
    }
    return TableIndexPath(row: row, section: section)
  }
}
