#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension DataTable {
  /// Writes the table's columns over `rows` as they come, a row at a time: the header, each row,
  /// then the count. Columns without a width take what the first ``measuredRows`` rows need
  /// (held until they are measured); the rest are cut to those widths. Memory stays in proportion
  /// to those rows and one line, however many rows there are.
  ///
  /// ```swift
  /// let table = DataTable(columns: [.init("Line", alignment: .trailing, width: 6), .init("Text")])
  /// table.stream((1...100_000).lazy.map { ["\($0)", "row \($0)"] })
  /// ```
  ///
  /// - Parameters:
  ///   - rows: The rows; the table's own ``rows`` are not printed.
  ///   - output: Where to write: standard output by default.
  ///   - width: Columns to lay out for: the terminal's, or 80 where there is none.
  ///   - profile: The output's profile; detected by default.
  /// - Returns: How many rows were written.
  @discardableResult
  public func stream(
    _ rows: some Sequence<[String]>, to output: Int32 = STDOUT_FILENO, width: Int? = nil,
    profile: TerminalProfile? = nil
  ) -> Int {
    let isTerminal = TerminalDevice.isTerminal(output)
    let profile = profile ?? TerminalProfile.detect(isTerminal: isTerminal)
    let available = width ?? TerminalDevice.size(of: output)?.width ?? 80
    let renderer = ANSIRenderer(profile: profile)
    let ambiguous = profile.ambiguous
    var iterator = rows.makeIterator()
    var held: [[String]] = []
    if columns.contains(where: { $0.width == nil }) {
      while held.count < measuredRows, let row = iterator.next() { held.append(row) }
    }
    let widths = widths(measuring: held, available: available, ambiguous: ambiguous)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(1 << 14)
    func emit(_ line: Line) {
      renderer.render(line.truncated(to: available, ambiguous: ambiguous), into: &bytes)
      bytes.append(0x0A)
      if bytes.count >= 1 << 13 {
        _ = TerminalDevice.writeAll(output, bytes)
        bytes.removeAll(keepingCapacity: true)
      }
    }
    for line in headerLines(widths: widths, ambiguous: ambiguous) { emit(line) }
    var count = 0
    for row in held {
      emit(line(for: row, widths: widths, ambiguous: ambiguous))
      count += 1
    }
    held = []
    while let row = iterator.next() {
      emit(line(for: row, widths: widths, ambiguous: ambiguous))
      count += 1
    }
    if showsRowCount { emit(Self.countLine(count)) }
    _ = TerminalDevice.writeAll(output, bytes)
    return count
  }
}
