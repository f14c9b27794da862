import Presentable
import Testing

@testable import SettingsDemo

/// `--help` lists the keys from the library's map, so it cannot name a key the demo does not take.
@Suite("The --help key list")
struct DemoHelpKeysTests {
  @Test func listsEveryBindingOfTheStandardMap() {
    for context in KeyMap.Context.allCases {
      for line in KeyMap.standard.summary(in: context) {
        #expect(DemoOptions.usage.contains("\n    " + line), "\(context): \(line)")
      }
    }
    #expect(DemoOptions.usage.contains("leave       q Esc"))
    #expect(DemoOptions.usage.contains("choose      Enter Space"))
  }
}
