import Testing

@testable import PresentableLint

/// The pieces the linter reads source with: tokens, declarations, type spellings, distances.
@Suite("Reading Swift source as text")
struct SourceReadingTests {
  @Test func commentsAndStringsAreSkippedWhole() {
    let source = #"""
      a /* b /* nested */ c */ "d { \("e }") }" #"f \(g) "# """
        h {
        """ i // j {
      k
      """#
    let tokens = SwiftLexer.tokens(in: source)
    #expect(tokens.map(\.text).filter { $0.count == 1 } == ["a", "i", "k"])
    #expect(tokens.filter { $0.kind == .stringLiteral }.count == 3)
    #expect(tokens.last?.line == 4)
    #expect(tokens.last?.startsLine == true)
  }

  @Test func conditionalCompilationLinesAreDroppedAndEveryBranchRead() {
    let parsed = DeclarationParser.parse(
      """
      #if os(Linux)
      struct A: TextPresentable { var text: String { "Linux" } }
      #else
      struct B: TextPresentable { var text: String { "other" } }
      #endif
      """, file: "A.swift")
    #expect(parsed.declarations.map(\.name) == ["A", "B"])
  }

  @Test func nestedAndLocalTypesAreNamedApart() {
    let parsed = DeclarationParser.parse(
      """
      enum Settings {
        struct Row: TextPresentable { var text: String }
      }
      extension Settings.Row { var font: Font { .body } }
      func test() { struct Row: TextPresentable { var text = "local" } }
      final class Cell { class var reuse: String { "" }; class func make() {} }
      """, file: "S.swift")
    #expect(parsed.declarations.map(\.name) == ["Settings", "Settings.Row", "Settings.Row", "Row", "Cell"])
    #expect(parsed.declarations.map(\.isLocal) == [false, false, false, true, false])
    #expect(parsed.declarations[4].members.map(\.isStatic) == [true, true])
  }

  @Test func declarationsThatOnceMisledTheParser() {
    // Found by parsing the 14,000 Swift files of the packages under /opt/swift-packages.
    let source = [
      "extension Rope<Chunk>.Builder: TextPresentable { var text: String { \"\" } }",
      "extension Int? { var isSet: Bool { self != nil } }",
      "struct File {",
      "  init(name: String, extension ext: String? = nil) {}",
      "  func quote() -> UInt8 { UInt8(ascii: #\"\"\"#) }",
      "  var font: Font { .body }",
      "}",
    ].joined(separator: "\n")
    let parsed = DeclarationParser.parse(source, file: "F.swift")
    #expect(parsed.declarations.map(\.name) == ["Rope.Builder", "Int?", "File"])
    #expect(parsed.declarations.last?.members.map(\.name) == ["quote", "font"])
  }

  @Test func typesAreComparedBySpellingNormalized() {
    #expect(TypeSpelling("Optional<Swift.String>") == TypeSpelling("String?"))
    #expect(TypeSpelling("Array<Presentable.ValidationRule>") == TypeSpelling("[ValidationRule]"))
    #expect(TypeSpelling("Dictionary<String, Int>") == TypeSpelling("[String: Int]"))
    #expect(TypeSpelling("Optional<() -> Void>") == TypeSpelling("(() -> Void)?"))
    #expect(TypeSpelling("()") == TypeSpelling("Void"))
    #expect(TypeSpelling("String?") != TypeSpelling("String"))
    #expect(TypeSpelling("String!") != TypeSpelling("String"))
    #expect(TypeSpelling("MyModule.Color") != TypeSpelling("Color"))
    #expect(TypeSpelling("Optional<Array<Int>>").description == "[Int]?")
    let aliases = ["Handler": TypeSpelling("(Bool) -> Void"), "Tint": TypeSpelling("Color")]
    #expect(TypeSpelling("Handler?").expandingAliases(aliases) == TypeSpelling("((Bool) -> Void)?"))
    #expect(TypeSpelling("[Tint]").expandingAliases(aliases) == TypeSpelling("[Color]"))
  }

  @Test func distancesCountSlipsOfTheKeyboard() {
    #expect(NameDistance.between("switchColour", "switchColor") == 1)
    #expect(NameDistance.between("onSelcet", "onSelect") == 1)  // a swap is one edit
    #expect(NameDistance.between("Font", "font") == 0)
    #expect(NameDistance.between("isDisabled", "isEnabled") == 3)
    #expect(NameDistance.isSlip("Text", for: "text"))
    #expect(!NameDistance.isSlip("next", for: "text"))
    #expect(NameDistance.isSlip("lable", for: "label"))
    #expect(!NameDistance.isSlip("level", for: "label"))
    #expect(NameDistance.isSlip("enabled", for: "isEnabled"))
    #expect(!NameDistance.isSlip("isDisabled", for: "isEnabled"))
    #expect(!NameDistance.isSlip("text", for: "text"))
  }
}
