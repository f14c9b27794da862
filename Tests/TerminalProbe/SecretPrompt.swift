import Foundation
import Presentable

/// `--secret`: asks a password (a secure field), then a name, line by line, as `ACCESSIBLE=1`
/// does in a terminal; then says whether the password typed was `PROBE_SECRET` (never the
/// password itself) and the name. For Scripts/check-accessible-pty.py.
func runSecretPrompt() -> Never {
  let done = DispatchSemaphore(value: 0)
  let result = ProbeResult()
  Task.detached {
    let answers = ProbeAnswers()
    let page = FormPage("Join") {
      FormSection {
        FormRow(ProbePassword(answers: answers))
        FormRow(ProbeName(answers: answers))
      }
    }
    do {
      try await Terminal.prompt(PageStack(root: page), options: PromptOptions(mode: .accessible)) {}
      let expected = ProcessInfo.processInfo.environment["PROBE_SECRET"] ?? ""
      print(answers.password == expected ? "PASSWORD MATCHES" : "PASSWORD DIFFERS")
      print("NAME \(answers.name)")
      result.status = 0
    } catch {
      result.status = (error as? PromptCancellation)?.exitStatus ?? 1
    }
    done.signal()
  }
  done.wait()
  exit(result.status)
}

final class ProbeResult: @unchecked Sendable {
  var status: Int32 = 1
}

final class ProbeAnswers: @unchecked Sendable {
  var password = ""
  var name = ""
}

struct ProbePassword: TextFieldPresentable {
  let answers: ProbeAnswers
  var label: String { "Password" }
  var placeholder: String { "" }
  var text: String { answers.password }
  var isSecure: Bool { true }
  var validationRules: [ValidationRule] { [.minimumLength(8, "At least 8 characters")] }
  func onTextFieldDidEndEditing(_ text: String) { answers.password = text }
}

struct ProbeName: TextFieldPresentable {
  let answers: ProbeAnswers
  var label: String { "Name" }
  var placeholder: String { "" }
  var text: String { answers.name }
  func onTextFieldDidEndEditing(_ text: String) { answers.name = text }
}
