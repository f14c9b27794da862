import Foundation
import Testing

/// Docs/ArgumentParser.md shows the coffee command whole: the block is the file the tests run.
@Suite("The walkthrough")
struct WalkthroughTests {
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func theDocShowsTheCommandAsBuilt() throws {
    let doc = try String(
      contentsOf: Self.package.appendingPathComponent("../../Docs/ArgumentParser.md"), encoding: .utf8)
    let source = try String(
      contentsOf: Self.package.appendingPathComponent("Sources/Coffee/Coffee.swift"), encoding: .utf8)
    let blocks = doc.components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "```\n")[0]
    }
    #expect(blocks.contains(source))
    #expect(source.contains("@main"))
  }
}
