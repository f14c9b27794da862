import Foundation

/// Where snapshot references live and when they are recorded.
///
/// By default it comes from the environment:
///
/// | variable | meaning |
/// |---|---|
/// | `PRESENTABLE_SNAPSHOTS` | ``SnapshotRecordMode``: `missing` (default), `failed`, `all`, `never` |
/// | `CI` or a CI service's own (``ciVariables``) | set, and not empty, `false` or `0`: default mode `never`, nothing written into the source tree |
/// | `PRESENTABLE_SNAPSHOT_DIR` | a root for every test file's snapshot folder, instead of `__PresentableSnapshots__` beside it |
/// | `PRESENTABLE_SNAPSHOT_ARTIFACTS` | where failing output goes on CI (default: a folder in the temporary directory) |
///
/// Change it for a block of code, in either test framework, with
/// ``withSnapshotConfiguration(_:_:)``:
///
/// ```swift
/// var configuration = try SnapshotConfiguration()
/// configuration.directory = "/tmp/snapshots"
/// withSnapshotConfiguration(configuration) {
///   assertTextSnapshot(of: cell, as: .cell(width: 40))
/// }
/// ```
public struct SnapshotConfiguration: Sendable, Hashable {
  /// When references are written.
  public var record: SnapshotRecordMode
  /// Whether the tests run on CI: nothing is written into the source tree.
  public var isCI: Bool
  /// The environment variable that said the tests run on CI, for messages.
  var ciVariable: String?
  /// A root folder that replaces `__PresentableSnapshots__` beside each test file; each test file still gets
  /// its own folder in it. `nil` keeps references beside the tests.
  public var directory: String?
  /// Where CI writes the actual output of missing and failing snapshots.
  public var artifactsDirectory: String

  /// A configuration.
  ///
  /// - Parameters:
  ///   - record: When references are written; by default `never` on CI, `missing` elsewhere.
  ///   - isCI: Whether nothing may be written into the source tree.
  ///   - directory: A root folder for references instead of `__PresentableSnapshots__` beside each test file.
  ///   - artifactsDirectory: Where CI writes actual output; by default
  ///     `presentable-snapshots` in the temporary directory.
  ///
  /// ```swift
  /// SnapshotConfiguration(record: .never, directory: "/tmp/references")
  /// ```
  public init(
    record: SnapshotRecordMode? = nil, isCI: Bool = false, directory: String? = nil,
    artifactsDirectory: String? = nil
  ) {
    self.record = record ?? (isCI ? .never : .missing)
    self.isCI = isCI
    self.directory = directory
    self.artifactsDirectory =
      artifactsDirectory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("presentable-snapshots")
      .path
  }

  /// The configuration the environment asks for.
  ///
  /// - Throws: ``InvalidValue`` when `PRESENTABLE_SNAPSHOTS` is set to something else than a
  ///   record mode.
  ///
  /// ```swift
  /// try SnapshotConfiguration(environment: ["CI": "true"]).record   // .never
  /// ```
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws(InvalidValue) {
    let ciVariable = Self.ciVariables.first { name in
      environment[name].map { !$0.isEmpty && $0.lowercased() != "false" && $0 != "0" } ?? false
    }
    var record: SnapshotRecordMode?
    if let value = environment["PRESENTABLE_SNAPSHOTS"], !value.isEmpty {
      guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
        throw InvalidValue(variable: "PRESENTABLE_SNAPSHOTS", value: value)
      }
      record = mode
    }
    self.init(
      record: record, isCI: ciVariable != nil,
      directory: environment["PRESENTABLE_SNAPSHOT_DIR"].flatMap { $0.isEmpty ? nil : $0 },
      artifactsDirectory: environment["PRESENTABLE_SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 })
    self.ciVariable = ciVariable
  }

  /// The variables that mean the tests run on CI: the common `CI`, and each service's own, since
  /// some services never set `CI` (Azure Pipelines sets `TF_BUILD`; Jenkins and TeamCity neither).
  ///
  /// ```swift
  /// try SnapshotConfiguration(environment: ["JENKINS_URL": "https://ci.example"]).isCI   // true
  /// ```
  public static let ciVariables = [
    "CI", "TF_BUILD", "JENKINS_URL", "TEAMCITY_VERSION", "GITHUB_ACTIONS", "GITLAB_CI", "BUILDKITE",
    "CIRCLECI",
  ]

  /// An environment variable whose value means nothing to snapshot assertions.
  ///
  /// ```swift
  /// "\(error)"   // "PRESENTABLE_SNAPSHOTS=sometimes is not a record mode; use one of …"
  /// ```
  public struct InvalidValue: Error, Sendable, CustomStringConvertible {
    /// The variable.
    public var variable: String
    /// What it was set to.
    public var value: String

    /// What is wrong and what would be right.
    public var description: String {
      "\(variable)=\(value) is not a record mode; use one of "
        + SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
    }
  }

  /// The configuration set by ``withSnapshotConfiguration(_:_:)``, if any.
  @TaskLocal static var override: SnapshotConfiguration?

  /// The process environment's configuration, read once.
  static let fromProcessEnvironment = Result { () throws(InvalidValue) in try SnapshotConfiguration() }

  /// The configuration in force for the current task.
  static var current: Result<SnapshotConfiguration, InvalidValue> {
    if let override { return .success(override) }
    return fromProcessEnvironment
  }
}

/// Runs `body` with a snapshot configuration in force for every assertion it makes, in this task
/// and the tasks it starts.
///
/// ```swift
/// withSnapshotConfiguration(SnapshotConfiguration(record: .never, directory: folder)) {
///   assertTextSnapshot(of: screen, as: .screen(width: 80, height: 24))
/// }
/// ```
@discardableResult
public func withSnapshotConfiguration<R>(
  _ configuration: SnapshotConfiguration, _ body: () throws -> R
) rethrows -> R {
  try SnapshotConfiguration.$override.withValue(configuration, operation: body)
}

/// Runs asynchronous `body` with a snapshot configuration in force for every assertion it makes.
@discardableResult
public func withSnapshotConfiguration<R>(
  _ configuration: SnapshotConfiguration, isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> R
) async rethrows -> R {
  try await SnapshotConfiguration.$override.withValue(configuration, operation: body, isolation: isolation)
}
