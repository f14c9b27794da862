/// When a snapshot assertion writes reference files, chosen with the `PRESENTABLE_SNAPSHOTS`
/// environment variable.
///
/// ```sh
/// swift test                                  # missing: record new snapshots, compare the rest
/// PRESENTABLE_SNAPSHOTS=failed swift test     # accept every change
/// CI=true swift test                          # never: compare only, write nothing
/// ```
///
/// On CI (`CI` set, or a CI service's own variable: ``SnapshotConfiguration/ciVariables``), the
/// default is ``never``, and no mode writes into the source tree: the actual
/// output of a missing or failing snapshot goes to the artifacts directory instead, and the
/// assertion fails.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Record a reference that does not exist yet; compare the others. The default locally.
  case missing
  /// Record missing references and replace those that do not match: accepting changes.
  case failed
  /// Record every reference, matching or not (a matching file is left untouched).
  case all
  /// Record nothing: a missing reference is a failure. The default on CI.
  case never
}
