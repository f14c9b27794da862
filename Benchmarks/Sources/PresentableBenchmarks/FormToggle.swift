import Observation
import Presentable

/// A form of switches written with a `for` loop, as an app writes a list of settings.
@MainActor final class BenchmarkForm {
  /// One setting: an `@Observable` object, so a toggle is heard by the row that shows it.
  @Observable final class Setting {
    var isOn: Bool
    init(isOn: Bool) { self.isOn = isOn }
  }

  /// The same setting in a plain class: the form cannot tell what a toggle changed.
  final class PlainSetting {
    var isOn: Bool
    init(isOn: Bool) { self.isOn = isOn }
  }

  struct Toggle: TextPresentable, SwitchPresentable {
    let setting: Setting
    let index: Int
    var text: String { "Setting number \(index)" }
    var switchOn: Bool { setting.isOn }
    func onSwitchToggleOn(_ on: Bool) { setting.isOn = on }
  }

  struct PlainToggle: TextPresentable, SwitchPresentable {
    let setting: PlainSetting
    let index: Int
    var text: String { "Setting number \(index)" }
    var switchOn: Bool { setting.isOn }
    func onSwitchToggleOn(_ on: Bool) { setting.isOn = on }
  }

  let page: FormPage

  init(rows: Int, observable: Bool = true) {
    if observable {
      let settings = (0..<rows).map { Setting(isOn: $0 % 3 == 0) }
      page = FormPage("Settings") {
        FormSection("Switches") {
          for index in settings.indices { FormRow(Toggle(setting: settings[index], index: index)) }
        }
      }
    } else {
      let settings = (0..<rows).map { PlainSetting(isOn: $0 % 3 == 0) }
      page = FormPage("Settings") {
        FormSection("Switches") {
          for index in settings.indices { FormRow(PlainToggle(setting: settings[index], index: index)) }
        }
      }
    }
  }
}

/// Times `keys` in turn on a form of `rows` rows, key to bytes.
@MainActor private func measureForm(
  _ name: String, id: String, rows: Int, observable: Bool, keys: [Key], calls: Int
) -> Double {
  guard harness.includes(name, id: id) else { return 0 }
  let renderer = ANSIRenderer(profile: TerminalProfile(colorDepth: .trueColor), theme: .dark)
  var bytes: [UInt8] = []
  bytes.reserveCapacity(1 << 16)
  let form = BenchmarkForm(rows: rows, observable: observable)
  var shown = form.page.frame(width: 80, height: 24, ambiguous: .narrow)
  var next = Frame(width: 80, height: 24)
  // Focus a few rows down, so the moves below stay within the screen.
  for _ in 0..<3 { _ = form.page.handle(.key(.down)) }
  form.page.draw(into: &shown)
  var step = 0
  return harness.measure(name, id: id, unit: "µs", work: 1, calls: calls, scale: 1000) {
    step += 1
    _ = form.page.handle(.key(keys[step % keys.count]))
    form.page.draw(into: &next)
    bytes.removeAll(keepingCapacity: true)
    renderer.renderUpdate(from: shown, to: next, into: &bytes)
    swap(&shown, &next)
    sink &+= bytes.count
  }
}

/// A toggle in a form against a focus move in it, key to bytes: a change should cost the rows it
/// changes, not the form.
@MainActor func measureFormToggle() {
  let move = measureForm(
    "a focus move in a 100-row form, key to bytes", id: "form.move.100", rows: 100, observable: true,
    keys: [.down, .up], calls: 2000)
  let toggle = measureForm(
    "a toggle in a 100-row form, key to bytes", id: "form.toggle.100", rows: 100, observable: true,
    keys: [.space], calls: 2000)
  if move > 0 && toggle > 0 {
    harness.record(
      "toggle / focus move, 100-row form", id: "form.toggle.ratio", value: toggle / move, unit: "×",
      target: "≤ 2")
  }
  _ = measureForm(
    "a toggle in a 10,000-row form written with a for loop", id: "form.toggle.10000", rows: 10_000,
    observable: true, keys: [.space], calls: 200)
  // The same forms over plain classes: the form cannot know what a toggle changed, so it makes
  // its sections again and draws the rows in view again.
  let plainToggle = measureForm(
    "a toggle in a 100-row form of plain models", id: "form.toggle.100.plain", rows: 100, observable: false,
    keys: [.space], calls: 1000)
  if move > 0 && plainToggle > 0 {
    harness.record(
      "toggle / focus move, 100-row form of plain models", id: "form.toggle.ratio.plain",
      value: plainToggle / move, unit: "×", target: "(no target)")
  }
  _ = measureForm(
    "a toggle in a 10,000-row for-loop form of plain models", id: "form.toggle.10000.plain", rows: 10_000,
    observable: false, keys: [.space], calls: 20)
}
