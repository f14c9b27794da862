import Foundation

/// Checks one rendered snapshot against its reference file and decides, by the record mode,
/// what to write: the part of every file-based assertion that does not depend on the test
/// framework.
///
/// The comparison comes first and is a byte comparison against the cached reference; messages,
/// diffs and files are made only when it fails.
struct SnapshotCheck {
  /// What a check came to.
  enum Outcome: Equatable {
    /// The reference matches.
    case matched
    /// A reference was written, as the record mode asked; not a failure.
    case recorded(String)
    /// A failure, with its message.
    case failed(String)
  }

  var configuration: SnapshotConfiguration
  var store = SnapshotStore.shared
  var registry = SnapshotNameRegistry.shared
  /// Where paths in messages are relative to; read only when a message needs it.
  var workingDirectory: String?

  /// Checks `actual` against the reference at `path` for an assertion of `test` at `site`.
  func check(_ actual: [UInt8], path: String, test: CurrentTest, site: CallSite) -> Outcome {
    if let problem = registry.claim(path, test: test, site: site, text: actual) { return .failed(problem) }
    let (reference, isFirstLook) = store.lookUp(path)
    if let reference, sameBytes(reference, actual) {
      // A passing snapshot removes the output an earlier failure left beside it (not on CI,
      // which touches nothing in the source tree).
      if isFirstLook && !configuration.isCI { store.removeStaleNewFile(besides: path) }
      return .matched
    }
    return handleDifference(actual: actual, reference: reference, path: path, test: test)
  }

  private func handleDifference(
    actual bytes: [UInt8], reference referenceBytes: [UInt8]?, path: String, test: CurrentTest
  )
    -> Outcome
  {
    let workingDirectory = self.workingDirectory ?? FileManager.default.currentDirectoryPath
    let actual = String(decoding: bytes, as: UTF8.self)
    let reference = referenceBytes.map { String(decoding: $0, as: UTF8.self) }
    let shown = SnapshotPaths.display(path, workingDirectory: workingDirectory)
    let rerecord =
      "PRESENTABLE_SNAPSHOTS=\(reference == nil ? "missing" : "failed") swift test --filter "
      + SnapshotPaths.shellQuoted(test.name)
    let what =
      reference.map {
        "Snapshot does not match the reference \(shown).\n\n" + Self.describe(actual, against: $0)
      }
      ?? "No reference snapshot at \(shown). The test rendered:\n\n" + actual

    if configuration.isCI {
      // CI never writes into the source tree, whatever the mode: the actual output goes to the
      // artifacts folder, at the reference's relative path.
      let artifact = SnapshotPaths.artifact(
        for: path, in: configuration.artifactsDirectory, workingDirectory: workingDirectory)
      var message = what + (what.hasSuffix("\n") ? "\n" : "\n\n")
      if configuration.record != .never {
        message +=
          "PRESENTABLE_SNAPSHOTS=\(configuration.record.rawValue) is ignored: "
          + "\(configuration.ciVariable ?? "CI") is set, so nothing is recorded.\n"
      }
      do {
        try store.write(bytes, toUncached: artifact)
        message += """
          The actual output is in \(artifact) (the artifacts folder mirrors the package's paths). \
          To accept it, copy it over the reference where the tests run locally:
            cp \(SnapshotPaths.shellQuoted(artifact)) \(SnapshotPaths.shellQuoted(shown))
          or record it there:
            \(rerecord)
          """
      } catch {
        message +=
          "The actual output could not be saved (\(error)). To accept it, record it locally:\n  \(rerecord)"
      }
      return .failed(message)
    }

    let records: Bool
    switch (reference, configuration.record) {
    case (nil, .missing), (nil, .failed), (nil, .all), (.some, .failed), (.some, .all): records = true
    default: records = false
    }
    if records {
      do {
        try store.write(bytes, to: path)
        try? FileManager.default.removeItem(atPath: path + ".new")
      } catch {
        return .failed("\(what)\n\nRecording it failed: \(error)")
      }
      return .recorded(
        reference == nil
          ? "Recorded a new snapshot \(shown). Review it and commit it."
          : "Re-recorded \(shown) (PRESENTABLE_SNAPSHOTS=\(configuration.record.rawValue)):\n"
            + UnifiedDiff.make(from: reference ?? "", to: actual))
    }

    let new = path + ".new"
    let shownNew = SnapshotPaths.display(new, workingDirectory: workingDirectory)
    var message = what + (what.hasSuffix("\n") ? "\n" : "\n\n")
    do {
      try store.write(bytes, toUncached: new)
      message += """
        The actual output is in \(shownNew). To accept it:
          mv \(SnapshotPaths.shellQuoted(shownNew)) \(SnapshotPaths.shellQuoted(shown))
        or accept every failing snapshot of this test:
          \(rerecord)
        """
    } catch {
      message += "The actual output could not be saved (\(error)). To accept it:\n  \(rerecord)"
    }
    return .failed(message)
  }

  /// The difference between two snapshot texts: where only styles differ, say where first; then
  /// the unified diff.
  static func describe(_ actual: String, against reference: String, referenceName: String = "reference")
    -> String
  {
    var parts: [String] = []
    if reference.contains("\r\n") {
      parts.append(
        "The reference has CR LF line ends, which snapshots never have: git may have converted it "
          + "(mark `__PresentableSnapshots__` files `-text` in .gitattributes).")
    }
    if let styles = StyleDifference.describe(reference: reference, actual: actual) {
      parts.append(
        "The text is the same; the styles differ:\n" + styles.map { "  " + $0 }.joined(separator: "\n"))
    }
    let diff = UnifiedDiff.make(from: reference, to: actual, oldName: referenceName)
    parts.append(
      diff.isEmpty
        ? "(The texts differ in bytes that are not line content, such as the final line feed.)" : diff)
    return parts.joined(separator: "\n\n")
  }
}
