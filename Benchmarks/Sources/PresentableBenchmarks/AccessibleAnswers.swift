import Foundation
import Observation
import Presentable

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Line by line (accessible mode), end to end through the public prompt: a form of `rows`
/// switches over `@Observable` settings, each answered `y` from a pipe, the questions written to
/// /dev/null. Asking N rows costs O(N), so answers a second stay level from 10² to 10⁴ rows.
@MainActor func measureAccessibleAnswers() {
  var rates: [Int: Double] = [:]
  for rows in [100, 10_000] {
    let name = "accessible: answers a second, \(rows) rows"
    let id = "accessible.answers.\(rows)"
    guard harness.includes(name, id: id) else { continue }
    if let calls = harness.fixedCalls {
      for _ in 0..<calls { askLineByLine(rows: rows) }
      continue
    }
    askLineByLine(rows: rows)  // warm up
    // Each sample asks about 10⁴ answers, in prompts of `rows` rows: the same work for both.
    let prompts = max(1, 10_000 / rows)
    var samples: [Double] = []
    for _ in 0..<9 {
      let start = Harness.now()
      for _ in 0..<prompts { askLineByLine(rows: rows) }
      samples.append(Double(rows * prompts) / (Double(Harness.now() - start) / 1e9))
    }
    samples.sort()
    rates[rows] = samples[samples.count / 2]
    harness.record(name, id: id, value: samples[samples.count / 2], unit: "answers/s", target: "(level)")
  }
  if let small = rates[100], let large = rates[10_000] {
    harness.record(
      "accessible answers a second, 10⁴ rows / 10² rows", id: "accessible.answers.ratio",
      value: large / small,
      unit: "×", target: "≥ 0.5")
  }
}

/// One prompt of `rows` switches, every answer `y`, read from a pipe.
private func askLineByLine(rows: Int) {
  var ends: [Int32] = [0, 0]
  precondition(pipe(&ends) == 0)
  let answers = Array(String(repeating: "y\n", count: rows).utf8)
  // The pipe holds the answers whole (64 KiB): the writer is done before the prompt reads.
  precondition(answers.count < 65_536 && write(ends[1], answers, answers.count) == answers.count)
  close(ends[1])
  let output = open("/dev/null", O_WRONLY)
  let (input, done) = (ends[0], DispatchSemaphore(value: 0))
  Task.detached {
    let settings = (0..<rows).map { _ in AccessibleSetting() }
    let page = FormPage("Settings") {
      FormSection("Switches") {
        for index in settings.indices { FormRow(AccessibleToggle(setting: settings[index], index: index)) }
      }
    }
    let options = PromptOptions(mode: .accessible, terminal: TerminalOptions(input: input, output: output))
    let on =
      (try? await Terminal.prompt(PageStack(root: page), options: options) {
        settings.filter(\.isOn).count
      }) ?? 0
    precondition(on == rows, "\(on) of \(rows) switches answered")
    done.signal()
  }
  done.wait()
  close(input)
  close(output)
}

@Observable final class AccessibleSetting {
  var isOn = false
}

struct AccessibleToggle: TextPresentable, SwitchPresentable {
  let setting: AccessibleSetting
  let index: Int
  var text: String { "Setting number \(index)" }
  var switchOn: Bool { setting.isOn }
  func onSwitchToggleOn(_ on: Bool) { setting.isOn = on }
}
