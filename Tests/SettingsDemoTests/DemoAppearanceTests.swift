import Presentable
import PresentableTesting
import Testing

@testable import SettingsDemo

extension TestAppearance {
  /// The demo's look, named once for the target: what every suite nested in
  /// ``DemoAppearance`` draws with.
  static let demo = TestAppearance(look: Look(DemoLook()), named: "demo", width: 40, height: 8)
}

/// The suites that draw in the demo's look without passing it: the trait is set here, once, and
/// every suite nested in it (and each of their tests) has it in force.
@Suite(.appearance(.demo)) enum DemoAppearance {}

extension DemoAppearance {
  /// A form made without the demo's look, as a test that forgot would make it.
  static func page() -> FormPage {
    FormPage("Profile") {
      FormSection("Account") {
        FormRow.button("Sign Out") {}
      }
    }
  }

  @Suite("SettingsDemo: a form in the demo's look, not passed")
  struct FormInTheDemoLook {
    @Test func aScreenSnapshotDrawsInTheDemoLookAndSaysSo() {
      assertTextSnapshot(of: PageStack(root: DemoAppearance.page()), as: .screen())
    }

    @Test func aHeadlessTerminalDrawsInTheDemoLook() {
      let terminal = HeadlessTerminal(PageStack(root: DemoAppearance.page()))
      #expect(terminal.lines.count == 8)
      #expect(terminal.frame.look == Look(DemoLook()))
      assertTextSnapshot(of: terminal.frame, as: .frame, named: "headless")
    }

    /// A stack given a look of its own keeps it, and the header says the look was not the
    /// target's: a test that drew in another look is visible in its reference.
    @Test func anotherLookIsNamedInTheHeader() {
      let stack = PageStack(root: DemoAppearance.page(), look: .standard)
      assertTextSnapshot(of: stack, as: .screen(), named: "standard")
    }
  }
}
