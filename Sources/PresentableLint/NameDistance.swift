/// How far apart two member names are, and how far counts as a slip of the keyboard.
///
/// The distance is the optimal-string-alignment edit distance (insertions, deletions,
/// substitutions and swaps of neighbours each cost one) between the names in lowercase, so
/// `switchcolor` and `textColour` are close to `switchColor` and `textColor`.
enum NameDistance {
  /// The edit distance between `a` and `b`, ignoring case.
  ///
  /// Complexity: O(*a* × *b*) time, O(*b*) memory.
  static func between(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var row = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      row[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        row[j] = min(previous[j] + 1, row[j - 1] + 1, substitution)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          row[j] = min(row[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, row) = (previous, row, beforePrevious)
    }
    return previous[b.count]
  }

  /// How many edits still read as a slip for a requirement named `requirement`: none for a short
  /// name (only a case difference: `Text`), where one edit already makes another word (`next`);
  /// one up to seven letters (`lable`, `options`); two for longer names (`switchColour`, `enabled`).
  static func tolerance(for requirement: String) -> Int {
    switch requirement.count {
    case ..<5: 0
    case ..<8: 1
    default: 2
    }
  }

  /// Whether `name` is a slip for `requirement`: a different spelling within the tolerance.
  static func isSlip(_ name: String, for requirement: String) -> Bool {
    name != requirement && between(name, requirement) <= tolerance(for: requirement)
  }
}
