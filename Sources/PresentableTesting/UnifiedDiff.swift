/// A line diff of two texts in unified format, as `diff -u` and pull requests show one.
///
/// Lines are compared byte for byte and matched with Myers' algorithm (shortest edit script), then
/// grouped into hunks with three lines of context.
enum UnifiedDiff {
  /// The diff from `old` to `new`, headed `--- oldName` / `+++ newName`; empty when equal.
  static func make(
    from old: String, to new: String, oldName: String = "reference", newName: String = "actual",
    context: Int = 3
  ) -> String {
    let a = lines(old)
    let b = lines(new)
    let script = edits(a, b)
    guard script.contains(where: { $0.kind != .same }) else { return "" }
    var output = ["--- \(oldName)", "+++ \(newName)"]
    var index = 0
    while index < script.count {
      guard let firstChange = script[index...].firstIndex(where: { $0.kind != .same }) else { break }
      // Changes with at most two contexts of unchanged lines between them share a hunk.
      let start = max(index, firstChange - context)
      var lastChange = firstChange
      var next = firstChange + 1
      while next < script.count {
        if script[next].kind != .same {
          if next - lastChange - 1 > 2 * context { break }
          lastChange = next
        }
        next += 1
      }
      let end = min(script.count, lastChange + context + 1)
      let hunk = script[start..<end]
      let oldStart = hunk.first { $0.kind != .insert }?.oldIndex ?? (hunk.first?.oldIndex ?? 0)
      let newStart = hunk.first { $0.kind != .delete }?.newIndex ?? (hunk.first?.newIndex ?? 0)
      let oldCount = hunk.filter { $0.kind != .insert }.count
      let newCount = hunk.filter { $0.kind != .delete }.count
      output.append(
        "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@")
      for edit in hunk {
        switch edit.kind {
        case .same: output.append(" " + a[edit.oldIndex])
        case .delete: output.append("-" + a[edit.oldIndex])
        case .insert: output.append("+" + b[edit.newIndex])
        }
      }
      index = end
    }
    return output.joined(separator: "\n")
  }

  /// `start,count` with 1-based lines; an empty range names the line before it, as `diff` does.
  private static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
  }

  /// The text's lines; a final line feed does not start another line.
  static func lines(_ text: String) -> [String] {
    if text.isEmpty { return [] }
    // By byte: to `Character`, CR LF is one character and would not split.
    var result = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    if text.utf8.last == 0x0A { result.removeLast() }
    return result
  }

  struct Edit: Equatable {
    enum Kind { case same, delete, insert }
    var kind: Kind
    /// The line's index in the old text (for an insert: the old line it comes before).
    var oldIndex: Int
    /// The line's index in the new text (for a delete: the new line it comes before).
    var newIndex: Int
  }

  /// The shortest edit script from `a` to `b` (Myers, O((N+M)·D) time, O(D²) memory).
  ///
  /// Texts that differ in more than `budget` frontier entries (about a few thousand lines, far more
  /// than any snapshot) get a coarser script instead: the common first and last lines, and the
  /// rest of each side deleted and inserted whole. So a huge or damaged reference costs memory in
  /// proportion to its size, never to its size squared.
  static func edits(_ a: [String], _ b: [String], budget: Int = 8_000_000) -> [Edit] {
    let n = a.count
    let m = b.count
    let max = n + m
    let offset = max + 1
    var v = [Int](repeating: 0, count: 2 * max + 3)
    // Frontier d only ever uses diagonals -d…d: that slice is all the walk back needs.
    var trace: [[Int]] = []
    var stored = 0
    var found = false
    for d in 0...max {
      stored += 2 * d + 3
      if stored > budget { return coarseEdits(a, b) }
      trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]))
          ? v[offset + k + 1] : v[offset + k - 1] + 1
        var y = x - k
        while x < n && y < m && sameBytes(a[x], b[y]) {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n && y >= m {
          found = true
          break
        }
      }
      if found { break }
    }
    // Walk back through the saved frontiers; frontier d's diagonal k is at index k + d + 1.
    var script: [Edit] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let frontier = trace[d]
      func at(_ k: Int) -> Int { frontier[k + d + 1] }
      let k = x - y
      let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
      let previousX = d == 0 ? 0 : at(previousK)
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        x -= 1
        y -= 1
        script.append(Edit(kind: .same, oldIndex: x, newIndex: y))
      }
      if d > 0 {
        if x == previousX {
          script.append(Edit(kind: .insert, oldIndex: x, newIndex: previousY))
        } else {
          script.append(Edit(kind: .delete, oldIndex: previousX, newIndex: y))
        }
      }
      x = previousX
      y = previousY
    }
    return script.reversed()
  }

  /// The common first and last lines kept, everything between them replaced.
  static func coarseEdits(_ a: [String], _ b: [String]) -> [Edit] {
    var prefix = 0
    while prefix < a.count && prefix < b.count && sameBytes(a[prefix], b[prefix]) { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix && suffix < b.count - prefix
      && sameBytes(a[a.count - 1 - suffix], b[b.count - 1 - suffix])
    {
      suffix += 1
    }
    var script = (0..<prefix).map { Edit(kind: .same, oldIndex: $0, newIndex: $0) }
    let oldEnd = a.count - suffix
    let newEnd = b.count - suffix
    script += (prefix..<oldEnd).map { Edit(kind: .delete, oldIndex: $0, newIndex: prefix) }
    script += (prefix..<newEnd).map { Edit(kind: .insert, oldIndex: oldEnd, newIndex: $0) }
    script += (0..<suffix).map { Edit(kind: .same, oldIndex: oldEnd + $0, newIndex: newEnd + $0) }
    return script
  }
}
