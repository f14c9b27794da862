import Foundation

/// Remembers which test and which assertion wrote each snapshot file in this process, so two
/// snapshots never share a file: repeating a name is an error, never a silent counter.
///
/// An assertion at the same place in the same test that produces the same text again is not a
/// repeat: a test run again in the same process (Swift Testing's repetitions), or a loop that
/// checks the same output twice, cannot overwrite anything.
final class SnapshotNameRegistry: @unchecked Sendable {
  /// The registry every assertion uses.
  static let shared = SnapshotNameRegistry()

  /// A class, so looking a claim up compares it in place instead of copying its strings.
  private final class Claim {
    let test: CurrentTest.Key
    let testName: String
    let site: CallSite
    let text: [UInt8]

    init(test: CurrentTest.Key, testName: String, site: CallSite, text: [UInt8]) {
      (self.test, self.testName, self.site, self.text) = (test, testName, site, text)
    }
  }

  private let lock = NSLock()
  private var claims: [String: Claim] = [:]

  /// Claims `path` for one assertion; returns why it cannot have it, or `nil`.
  func claim(_ path: String, test: CurrentTest, site: CallSite, text: [UInt8]) -> String? {
    lock.lock()
    defer { lock.unlock() }
    guard let earlier = claims[path] else {
      claims[path] = Claim(test: test.key, testName: test.name, site: site, text: text)
      return nil
    }
    if earlier.test == test.key && earlier.site == site && sameBytes(earlier.text, text) { return nil }
    let file = (path as NSString).lastPathComponent
    if earlier.test != test.key {
      return """
        Two tests use the snapshot file \(file): \(earlier.testName) (at \(earlier.site.shortDescription)) \
        and this one. Give one of them its own `named:`.
        """
    }
    if earlier.site != site {
      return """
        This test already wrote a snapshot named \(file) at \(earlier.site.shortDescription). \
        Give each snapshot in a test its own `named:`.
        """
    }
    if !sameBytes(earlier.text, text) {
      return """
        This assertion already wrote a different snapshot named \(file) in this test (a loop, or \
        arguments of a parameterized test?). Give each its own `named:`, such as the loop variable.
        """
    }
    return nil
  }
}
