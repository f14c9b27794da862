import PresentableTestSupport
import Testing

@testable import PresentableTesting

@Suite("Unified diff")
struct UnifiedDiffTests {
  @Test func oneChangedLineWithContext() {
    let old = "a\nb\nc\nd\ne\nf\ng\nh\n"
    let new = "a\nb\nc\nd\nE\nf\ng\nh\n"
    #expect(
      UnifiedDiff.make(from: old, to: new) == """
        --- reference
        +++ actual
        @@ -2,7 +2,7 @@
         b
         c
         d
        -e
        +E
         f
         g
         h
        """)
  }

  @Test func farApartChangesGetTheirOwnHunks() {
    let old = (1...20).map { "line \($0)" }.joined(separator: "\n")
    var lines = (1...20).map { "line \($0)" }
    lines[1] = "changed 2"
    lines.remove(at: 17)
    let diff = UnifiedDiff.make(from: old, to: lines.joined(separator: "\n"))
    #expect(
      diff.components(separatedBy: "\n").filter { $0.hasPrefix("@@") } == [
        "@@ -1,5 +1,5 @@", "@@ -15,6 +15,5 @@",
      ])
  }

  @Test func equalTextsHaveNoDiff() {
    #expect(UnifiedDiff.make(from: "a\nb\n", to: "a\nb\n").isEmpty)
    #expect(UnifiedDiff.make(from: "", to: "").isEmpty)
  }

  @Test func linesAreComparedByteForByte() {
    // A precomposed é and e + combining acute are equal as `String`s, not as bytes.
    #expect(!UnifiedDiff.make(from: "caf\u{E9}\n", to: "cafe\u{301}\n").isEmpty)
  }

  /// Applying the diff's hunks to the old text gives the new one, for random edits.
  @Test func applyingTheDiffGivesTheNewText() {
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<300 {
      let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        ["a", "b", "c", "|x|", "  1 [red]x[/]"].randomElement(using: &generator)!
      }
      var new = old
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &generator))
        case 1: new.insert("new", at: Int.random(in: 0...new.count, using: &generator))
        default: if !new.isEmpty { new[Int.random(in: 0..<new.count, using: &generator)] = "edited" }
        }
      }
      let diff = UnifiedDiff.make(from: text(old), to: text(new))
      #expect(diff.isEmpty == (old == new))
      if !diff.isEmpty { #expect(apply(diff, to: old) == new, "\(old) → \(new)\n\(diff)") }
    }
  }

  private func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

  /// A strict patch: every context and removed line must be where the hunk says.
  private func apply(_ diff: String, to old: [String]) -> [String]? {
    var result: [String] = []
    var position = 0
    for line in diff.components(separatedBy: "\n").dropFirst(2) {
      if line.hasPrefix("@@") {
        let start = Int(line.dropFirst(4).prefix { $0.isNumber })!
        let first = line.contains(",0 +") && line.hasPrefix("@@ -\(start),0") ? start : start - 1
        guard first >= position else { return nil }
        result += old[position..<first]
        position = first
      } else if line.hasPrefix(" ") || line.hasPrefix("-") {
        guard position < old.count, old[position] == String(line.dropFirst()) else { return nil }
        if line.hasPrefix(" ") { result.append(old[position]) }
        position += 1
      } else if line.hasPrefix("+") {
        result.append(String(line.dropFirst()))
      }
    }
    return result + old[position...]
  }

  /// The script turns the old lines into the new ones, whether it is the shortest or, past the
  /// budget, the coarse one; the shortest is never longer than the coarse.
  @Test func everyScriptRebuildsTheNewText() {
    var generator = SeededGenerator(seed: 19)
    for _ in 0..<200 {
      let a = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        "\(Int.random(in: 0...4, using: &generator))"
      }
      let b = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        "\(Int.random(in: 0...4, using: &generator))"
      }
      let shortest = UnifiedDiff.edits(a, b)
      let coarse = UnifiedDiff.edits(a, b, budget: 0)
      for script in [shortest, coarse] {
        var rebuilt: [String] = []
        var removed: [String] = []
        for edit in script {
          switch edit.kind {
          case .same:
            rebuilt.append(a[edit.oldIndex])
            removed.append(a[edit.oldIndex])
          case .insert: rebuilt.append(b[edit.newIndex])
          case .delete: removed.append(a[edit.oldIndex])
          }
        }
        #expect(rebuilt == b)
        #expect(removed == a)
      }
      #expect(shortest.filter { $0.kind != .same }.count <= coarse.filter { $0.kind != .same }.count)
    }
  }
}
