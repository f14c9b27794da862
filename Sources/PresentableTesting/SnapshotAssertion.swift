import Presentable

/// What every file-based snapshot assertion does: find the configuration and the test, name
/// the file, render, check, and report.
enum SnapshotAssertion {
  /// Checks and reports; returns whether the snapshot matched or was recorded.
  static func verify(
    named name: String?, fileExtension: String, site: CallSite, render: () -> [UInt8]
  ) -> Bool {
    switch outcome(named: name, fileExtension: fileExtension, site: site, render: render) {
    case .matched:
      return true
    case .recorded(let note):
      TestReporter.note(note)
      return true
    case .failed(let message):
      TestReporter.fail(message, at: site)
      return false
    }
  }

  static func outcome(
    named name: String?, fileExtension: String, site: CallSite, render: () -> [UInt8]
  ) -> SnapshotCheck.Outcome {
    let configuration: SnapshotConfiguration
    switch SnapshotConfiguration.current {
    case .success(let value): configuration = value
    case .failure(let error): return .failed("\(error)")
    }
    let test = CurrentTest.resolve(at: site)
    if test.isParameterized && name == nil {
      return .failed(
        """
        \(test.name) is parameterized: its cases would share one snapshot file. Give each case's \
        snapshot a short name of its own, made from what tells the cases apart, such as \
        `named: theme.name` or `named: "\\(width)-columns"`: it becomes part of the file name, \
        so a whole value's description does not read well there.
        """)
    }
    if let name, name.isEmpty {
      return .failed("A snapshot name cannot be empty; leave out `named:` instead.")
    }
    let path = SnapshotPaths.cachedReference(
      filePath: site.filePath, test: test.name, name: name, fileExtension: fileExtension,
      directory: configuration.directory)
    let outcome = SnapshotCheck(configuration: configuration).check(
      render(), path: path, test: test, site: site)
    // Said where the file is looked at: when it is recorded or fails, not on every match.
    guard let note = SnapshotPaths.shorteningNote(for: path, test: test.name, name: name) else {
      return outcome
    }
    switch outcome {
    case .matched: return .matched
    case .recorded(let message): return .recorded(message + "\n" + note)
    case .failed(let message): return .failed(message + "\n\n" + note)
    }
  }
}
