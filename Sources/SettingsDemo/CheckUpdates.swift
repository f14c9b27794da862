import Foundation
import Presentable

/// `--check-updates`: the demo's update check run without a screen, as steps with log lines
/// printed above them, then an alert. `--fail` makes the signature check fail (exit status 1).
enum CheckUpdates {
  struct SignatureMismatch: Error, CustomStringConvertible {
    var description: String { "the signature did not match the release key" }
  }

  /// Runs the check; returns the exit status.
  static func run(storePath: String, fails: Bool) async -> Int32 {
    let checker = SimulatedUpdateChecker(pause: .milliseconds(40), steps: 4)
    let latest = LatestVersion("")
    let steps = [
      LiveStep("Read settings") { step in
        step.print("Settings file: \(storePath)")
        try await Task.sleep(for: .milliseconds(60))
      },
      LiveStep("Resolve mirror") { step in
        step.log("asking the mirror list")
        try await Task.sleep(for: .milliseconds(60))
        step.print("Mirror: 東京ミラー (mirror.example.jp), 12 ms away")
      },
      LiveStep("Check for updates") { step in
        let version = try await checker.latestVersion { step.progress($0) }
        latest.set(version)
        step.print(
          "Fetched the release index of SettingsDemo from https://updates.example.com/settings-demo/"
            + "stable/index.json: 4 releases, the newest \(version), published with notes in 3 languages")
      },
      LiveStep("Verify signature") { step in
        step.log("key 4F2A 9C1B")
        try await Task.sleep(for: .milliseconds(80))
        if fails { throw SignatureMismatch() }
        step.print("Signature: good (key 4F2A 9C1B, release team)")
      },
      LiveStep("Clean up") { step in
        try await Task.sleep(for: .milliseconds(40))
        step.skip("nothing downloaded")
      },
    ]
    do {
      try await LiveSteps(steps).run()
    } catch {
      Terminal.print(
        Alert.error(
          "Update check failed", body: "Verify signature: \(error)",
          takeaways: ["Check the network, then run SettingsDemo --check-updates again"]))
      return 1
    }
    Terminal.print(
      Alert.success(
        "SettingsDemo is up to date", body: "Version \(latest.get()) is the latest.",
        takeaways: ["Run SettingsDemo to change your settings"]))
    return 0
  }
}

/// A string behind a lock, which a step's work sets and the run reads after.
final class LatestVersion: @unchecked Sendable {
  private let lock = NSLock()
  private var value: String
  init(_ value: String) { self.value = value }
  func set(_ new: String) { lock.withLock { value = new } }
  func get() -> String { lock.withLock { value } }
}
