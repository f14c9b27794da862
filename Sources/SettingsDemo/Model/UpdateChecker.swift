/// Finds the latest version of the app, reporting how far along it is.
protocol UpdateChecker: Sendable {
  /// The latest version; `report` takes the share of the work done, from 0 to 1.
  func latestVersion(report: @escaping @Sendable (Double) -> Void) async throws -> String
}

/// The demo's update check: there is no server, so it takes a moment, reports progress in steps,
/// and finds that this version is the latest.
struct SimulatedUpdateChecker: UpdateChecker {
  /// How long it waits before it knows how much there is to do, and for each step after.
  var pause = Duration.milliseconds(400)
  var steps = 4

  func latestVersion(report: @escaping @Sendable (Double) -> Void) async throws -> String {
    try await Task.sleep(for: pause)
    for step in 1...steps {
      report(Double(step - 1) / Double(steps))
      try await Task.sleep(for: pause)
    }
    report(1)
    return VersionViewModel.version
  }
}
