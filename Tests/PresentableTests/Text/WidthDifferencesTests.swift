import Testing

@testable import Presentable

/// Where Presentable's widths differ from the reference's (Python's wcwidth 0.9.4), on purpose.
///
/// Every difference comes from one principle, *measured as shown*: Presentable does not draw some
/// text exactly as given (see ``Sanitizer``), and it measures what it draws. Docs/Rendering.md
/// keeps the same list; the corpus (`Scripts/generate-width-corpus.py`) has a category of
/// examples for each, and only those categories may differ from the reference.
enum WidthDifference: CaseIterable, CustomTestStringConvertible {
  case controls, loneMarks, joinerThatJoinsNothing, conjunctTheSegmentationSplits

  /// The corpus category that holds its examples.
  var category: String {
    switch self {
    case .controls: "controls"
    case .loneMarks: "lone-marks"
    case .joinerThatJoinsNothing: "zwj-no-emoji"
    case .conjunctTheSegmentationSplits: "split-conjunct"
    }
  }

  /// An example: the text, what Presentable draws, its width here, and the reference's width
  /// of the text as given.
  var example: (text: String, shown: String, ours: Int, reference: Int) {
    switch self {
    case .controls: ("a\u{1B}[31mb", "a␛[31mb", 7, 2)
    case .loneMarks: ("\u{301}x", "\u{25CC}\u{301}x", 2, 1)
    case .joinerThatJoinsNothing: ("設\u{200D}設", "設設", 4, 2)
    case .conjunctTheSegmentationSplits:
      ("\u{1781}\u{17D2}\u{1798}\u{17C2}\u{179A}", "\u{1781}\u{17D2}\u{200C}\u{1798}\u{17C2}\u{179A}", 4, 3)
    }
  }

  /// Why Presentable differs.
  var reason: String {
    switch self {
    case .controls:
      "No control character from data reaches the terminal: each is shown as a one-column picture"
        + " (ESC as ␛), where wcwidth interprets the sequence."
    case .loneMarks:
      "A mark with nothing to attach to is drawn on a dotted circle (a lone Hangul vowel or final"
        + " jamo on fillers, a lone Prepend character before one), so it stays visible and cannot"
        + " merge into the text drawn before it; wcwidth gives the mark no column."
    case .joinerThatJoinsNothing:
      "A ZERO WIDTH JOINER between characters that form no emoji sequence joins nothing: terminals"
        + " draw both characters, wcwidth hides the second. Presentable leaves the joiner out."
    case .conjunctTheSegmentationSplits:
      "Swift's grapheme segmentation (Unicode 16 in Swift 6.3) ends a cluster after the Khmer"
        + " coeng, where Unicode 18 joins the conjunct. Presentable lays text out one cluster per"
        + " cell, so it closes the coeng with a ZERO WIDTH NON-JOINER, which every terminal"
        + " measures alike; where Swift joins the conjunct, the width becomes wcwidth's."
    }
  }

  var testDescription: String { category }
}

@Suite("Deliberate differences from wcwidth")
struct WidthDifferencesTests {
  @Test(arguments: WidthDifference.allCases)
  func theExampleIsShownAndMeasuredAsDocumented(difference: WidthDifference) {
    let example = difference.example
    #expect(Sanitizer.sanitize(example.text) == example.shown)
    #expect(DisplayWidth.of(example.text) == example.ours)
    #expect(DisplayWidth.of(example.shown) == example.ours)
  }

  /// The reference's width in the corpus is the one documented: the difference is real.
  @Test(arguments: WidthDifference.allCases)
  func theReferenceReallySaysOtherwise(difference: WidthDifference) throws {
    let example = difference.example
    let entry = try #require(
      DisplayWidthTests.corpus.first { $0.text == example.text }, "the example is not in the corpus")
    #expect(entry.category == difference.category)
    #expect(entry.narrow == example.reference)
    #expect(example.ours != example.reference)
  }
}
