import Presentable
import Testing

@testable import SettingsDemo

/// The theme lookup lives in the demo: the library names its four themes, and keeps no list.
@Suite("The --theme option")
struct DemoThemeOptionTests {
  @Test func findsAThemeByNameInAnyCase() throws {
    #expect(ThemeViewModel.theme(named: "Dark") == .dark)
    #expect(ThemeViewModel.theme(named: "solarized") == nil)
    #expect(try DemoOptions.parse(["--theme", "Light"]).theme == "light")
    #expect(throws: (any Error).self) { try DemoOptions.parse(["--theme", "solarized"]) }
  }
}
