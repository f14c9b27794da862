import Testing

@testable import Presentable

@Suite("Image catalog")
struct ImageCatalogTests {
  @Test func aNameFindsItsGlyphWithOrWithoutAnExtension() {
    var images = ImageCatalog.standard
    images["minionParty.png"] = "🎉"
    #expect(images.glyph(named: "minionParty.png") == "🎉")
    #expect(images.glyph(named: "minionParty") == "🎉")
    #expect(images.glyph(named: "wifi.svg") == "📶")
  }

  @Test func onlyTheLastExtensionIsOptional() {
    var images = ImageCatalog()
    images["résumé.v2.png"] = "📄"
    images[".hidden"] = "👻"
    #expect(images["résumé.v2.png"] == "📄")
    #expect(images["résumé.v2"] == "📄")
    #expect(images["résumé.v2.jpg"] == "📄")
    #expect(images["résumé"] == nil)
    #expect(images[".hidden"] == "👻")
    #expect(images[".hidden.png"] == "👻")
    #expect(images["hidden"] == nil)
  }

  @Test func anUnknownNameShowsTheMissingGlyph() {
    let images = ImageCatalog.standard
    #expect(images.glyph(named: "nope.png") == ImageCatalog.missingGlyph)
    #expect(!images.contains("nope"))
    #expect(images[String(repeating: "a", count: 1_000_000)] == nil)
  }

  @Test func removingAGlyphForgetsTheName() {
    var images = ImageCatalog(["gear": "⚙"])
    images["gear"] = nil
    #expect(!images.contains("gear"))
  }
}
