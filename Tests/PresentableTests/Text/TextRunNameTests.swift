import Presentable
import Testing

/// The library's run of styled text is `TextRun`: after `import Presentable`, `Span` is still the
/// standard library's (SE-0447). With a type of the library named `Span`, this file would not
/// compile.
@Suite("TextRun leaves the standard library's Span alone")
struct TextRunNameTests {
  @Test func theStandardLibrarysSpanIsNotShadowed() {
    let numbers = [1, 2, 3]
    let span: Span<Int> = numbers.span
    #expect(span.count == 3 && span[2] == 3)
    #expect(TextRun("Minion Mode!!!").text == "Minion Mode!!!")
  }
}
