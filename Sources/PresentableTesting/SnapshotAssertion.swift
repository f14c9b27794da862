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
        \(test.name) is parameterized: its cases would share one snapshot file. Name each case's \
        snapshot after its arguments, such as `named: "\\(argument)"`.
        """)
    }
    if let name, name.isEmpty {
      return .failed("A snapshot name cannot be empty; leave out `named:` instead.")
    }
    let path = SnapshotPaths.cachedReference(
      filePath: site.filePath, test: test.name, name: name, fileExtension: fileExtension,
      directory: configuration.directory)
    return SnapshotCheck(configuration: configuration).check(render(), path: path, test: test, site: site)
  }
}
