/// The status line's hint lines joined lately, the last used first, each with the hints it was
/// joined from. Why: the status line is drawn every frame, and focus goes back and forth between a
/// few kinds of rows (a switch, a picker, a field), so joining again is seldom needed.
struct RecentHintLines {
  private var lines: [(hints: [KeyHint], line: String)] = []
  private static let kept = 4

  /// `hints` joined one `·` apart: the line joined before when it was lately.
  mutating func line(joining hints: [KeyHint]) -> String {
    if let known = lines.firstIndex(where: { $0.hints == hints }) {
      if known > 0 { lines.insert(lines.remove(at: known), at: 0) }
      return lines[0].line
    }
    let line = hints.map(\.description).joined(separator: " · ")
    lines.insert((hints, line), at: 0)
    if lines.count > Self.kept { lines.removeLast() }
    return line
  }
}
