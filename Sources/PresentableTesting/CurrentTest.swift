import Testing

/// The test an assertion runs in, as far as snapshot files need to know it.
struct CurrentTest: Sendable, Hashable {
  /// The test function's name without its parameter list: `rendersSwitch`.
  var name: String
  /// Tells tests apart within one process: a Swift Testing test's ID, or the file and function
  /// of an XCTest method.
  var key: Key
  /// Whether the test runs once per argument (Swift Testing), so one file name cannot serve it.
  var isParameterized: Bool

  /// What tells one test from another.
  enum Key: Sendable, Hashable {
    /// A Swift Testing test.
    case test(Test.ID)
    /// An XCTest method (or any other caller), by its file and function.
    case method(fileID: String, function: String)
  }

  /// The running Swift Testing test, else the calling function (XCTest's test method).
  static func resolve(at site: CallSite) -> CurrentTest {
    if let test = Test.current {
      return CurrentTest(
        name: baseName(test.name), key: .test(test.id),
        isParameterized: Test.Case.current?.isParameterized ?? test.isParameterized)
    }
    return CurrentTest(
      name: baseName(site.function), key: .method(fileID: site.fileID, function: site.function),
      isParameterized: false)
  }

  /// `rendersRow(index:)` → `rendersRow`.
  static func baseName(_ function: String) -> String {
    guard let parenthesis = function.utf8.firstIndex(of: UInt8(ascii: "(")) else { return function }
    return String(function[..<parenthesis])
  }
}
