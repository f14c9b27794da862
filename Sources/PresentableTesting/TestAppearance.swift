import Foundation
import Presentable
import Testing

/// The look, theme and size every snapshot and ``HeadlessTerminal`` of a test target draws with
/// when a test passes none: the app's look set once, not passed again to every stack and cell.
///
/// Set it for the whole process, once, before the tests draw:
///
/// ```swift
/// extension TestAppearance {
///   static let brand = TestAppearance(look: Look(BrandLook()), named: "brand", width: 60)
/// }
/// // XCTest: once, in the test case's `override class func setUp()`.
/// TestAppearance.default = .brand
/// ```
///
/// Swift Testing runs tests in parallel and has no hook that runs before a target's tests, so a
/// process-wide value set in one test may come too late for another. Put the trait on a suite
/// instead: it is in force for every test of the suite and of the suites nested in it, and for
/// the tasks they start.
///
/// <!-- snippet: skip (a suite declaration: the snippet check puts statements in a function; DemoAppearanceTests is this) -->
/// ```swift
/// @Suite(.appearance(.brand)) struct BrandSnapshots {
///   @Test @MainActor func settings() {
///     assertTextSnapshot(of: PageStack(root: settingsPage), as: .screen())   // in the brand look
///   }
/// }
/// ```
///
/// While one is in force (the trait, ``withTestAppearance(_:_:)`` or ``default``), every snapshot
/// header names the look its frame was drawn in: `look=brand`, or `look=standard` when a test
/// drew in the package's look (a stack made with its own `look: nil` that no appearance reached),
/// or `look=other`. Without one, headers are as before and the package's look draws.
///
/// What a snapshot strategy or ``HeadlessTerminal`` is given outranks it: a `theme:` argument, a
/// width, a `CellContext` whose `look` is not the package's, a page stack's own
/// `PageStack.look`.
public struct TestAppearance: Sendable {
  /// The look frames and cells start in.
  public var look: Look
  /// The look's name in snapshot headers: `look=brand`.
  public var lookName: String
  /// The theme snapshots resolve their tags with and a headless terminal draws with; `nil` keeps
  /// snapshot tags semantic (and a headless terminal in `Theme.default`).
  public var theme: Theme?
  /// The columns of a snapshot or a headless terminal that names none.
  public var width: Int
  /// The rows of a screen snapshot or a headless terminal that names none.
  public var height: Int

  /// An appearance; by default the package's look, semantic tags, 80 × 24.
  ///
  /// ```swift
  /// TestAppearance(look: Look(BrandLook()), named: "brand", theme: .dark, width: 60, height: 20)
  /// ```
  public init(
    look: Look = .standard, named lookName: String = "standard", theme: Theme? = nil, width: Int = 80,
    height: Int = 24
  ) {
    self.look = look
    self.lookName = lookName
    self.theme = theme
    self.width = width
    self.height = height
  }

  /// The process-wide appearance: in force wherever no trait or ``withTestAppearance(_:_:)`` is.
  /// Set it once, before any test draws; `nil` (the start) leaves every default as the package's.
  ///
  /// ```swift
  /// TestAppearance.default = TestAppearance(look: Look(BrandLook()), named: "brand")
  /// ```
  public static var `default`: TestAppearance? {
    get { processDefault.withLock { $0 } }
    set { processDefault.withLock { $0 = newValue } }
  }

  private static let processDefault = NSLockedValue<TestAppearance?>(nil)

  /// The appearance of a trait or of ``withTestAppearance(_:_:)``, if any.
  @TaskLocal static var scoped: TestAppearance?

  /// The appearance in force, if one was set.
  static var inForce: TestAppearance? { scoped ?? `default` }

  /// What draws when nothing is given: the appearance in force, or the package's defaults.
  static var current: TestAppearance { inForce ?? TestAppearance() }

  /// The name a snapshot header gives the look `frame` was drawn in, when an appearance is in
  /// force.
  static func headerName(of look: Look) -> String? {
    guard let appearance = inForce else { return nil }
    if look == appearance.look { return appearance.lookName }
    return look == .standard ? "standard" : "other"
  }
}

/// Runs `body` with an appearance in force for every snapshot and headless terminal it makes, in
/// this task and the tasks it starts.
///
/// ```swift
/// withTestAppearance(.brand) {
///   assertTextSnapshot(of: cell, as: .cell())
/// }
/// ```
@discardableResult
public func withTestAppearance<R>(_ appearance: TestAppearance, _ body: () throws -> R) rethrows -> R {
  try TestAppearance.$scoped.withValue(appearance, operation: body)
}

/// A Swift Testing trait that puts an appearance in force for a suite (and the suites nested in
/// it) or a test: ``Testing/Trait/appearance(_:)``.
public struct TestAppearanceTrait: SuiteTrait, TestTrait, TestScoping {
  /// The appearance.
  public var appearance: TestAppearance
  /// Nested suites and their tests get it too.
  public var isRecursive: Bool { true }

  /// Runs the test or suite with the appearance in force.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await TestAppearance.$scoped.withValue(appearance, operation: function)
  }
}

extension Trait where Self == TestAppearanceTrait {
  /// The appearance every snapshot and headless terminal of the suite or test draws with.
  ///
  /// <!-- snippet: skip (a suite declaration; Tests/SettingsDemoTests/DemoAppearanceTests.swift is one) -->
  /// ```swift
  /// @Suite(.appearance(TestAppearance(named: "plain", width: 40))) struct PlainSnapshots {
  ///   @Test @MainActor func minionMode() { assertTextSnapshot(of: cell, as: .cell()) }
  /// }
  /// ```
  public static func appearance(_ appearance: TestAppearance) -> Self {
    TestAppearanceTrait(appearance: appearance)
  }
}

/// A value behind a lock, for the process-wide appearance.
private final class NSLockedValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<R>(_ body: (inout Value) -> R) -> R {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
